/** The header menu's settings: legal documents, theme and language (lazy-header-settings.tsx loads them). */
import { ThemeToggle } from '../../components/theme-toggle';
import { LegalMenu } from '../../features/legal';
import { LanguagePicker } from './language-picker';

export function HeaderSettings({ legal }: { legal: boolean }) {
  return (
    <>
      {legal && <LegalMenu />}
      <ThemeToggle />
      <LanguagePicker />
    </>
  );
}
