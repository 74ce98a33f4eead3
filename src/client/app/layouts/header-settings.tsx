/** The header menu's settings: legal documents, theme and language (lazy-header-settings.tsx loads them). */
import type { ComponentType } from 'react';
import { ThemeToggle } from '../../components/theme-toggle';
import { LanguagePicker } from './language-picker';

/** `LegalMenu`: the legal documents' entry, when the layout has one (features/legal, loaded alongside). */
export function HeaderSettings({ LegalMenu }: { LegalMenu?: ComponentType | undefined }) {
  return (
    <>
      {LegalMenu && <LegalMenu />}
      <ThemeToggle />
      <LanguagePicker />
    </>
  );
}
