/** The header's "Install app" button: shown only while the browser offers installing. */
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { HeaderItemLabel, headerItemClasses } from '../../../components/ui/header-item';
import { useInstall } from '../use-install';
import { useT } from '../../../lib/i18n/catalogue';
import shell from '../../../lib/i18n/catalogues/en/shell';

export function InstallButton() {
  const { mode, install } = useInstall();
  const t = useT(shell);
  if (mode !== 'prompt') return null;
  return (
    <Button
      variant="ghost"
      size="icon"
      className={headerItemClasses}
      aria-label={t('shell.install')}
      title={t('shell.install')}
      onClick={() => void install()}
    >
      <Download aria-hidden className="size-5" />
      <HeaderItemLabel>{t('shell.install')}</HeaderItemLabel>
    </Button>
  );
}
