/** The header's "Install app" button: shown only while the browser offers installing. */
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { HeaderItemLabel, headerItemClasses } from '../../../components/ui/header-item';
import { useInstall } from '../use-install';

export function InstallButton() {
  const { mode, install } = useInstall();
  if (mode !== 'prompt') return null;
  return (
    <Button
      variant="ghost"
      size="icon"
      className={headerItemClasses}
      aria-label="Install app"
      title="Install app"
      onClick={() => void install()}
    >
      <Download aria-hidden className="size-5" />
      <HeaderItemLabel>Install app</HeaderItemLabel>
    </Button>
  );
}
