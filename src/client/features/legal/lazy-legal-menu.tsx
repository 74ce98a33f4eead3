/**
 * The Legal Documents menu, loaded on intent: its dropdown brings a popper library (about 20 KB
 * gzip) that no screen needs to show itself. Until then a look-alike button stands in; pointing at
 * it, focusing it or tapping it loads the menu, and a tap opens it as soon as it has arrived. If it
 * cannot be fetched (offline too early), the stand-in stays and the next tap tries again.
 */
import { useState } from 'react';
import { Scale } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { HeaderItemLabel, headerItemClasses } from '../../components/ui/header-item';
import { lazyComponent } from '../../lib/lazy-component';
import { useT } from '../../lib/i18n/catalogue';
import shell from '../../lib/i18n/catalogues/en/shell';

const menu = lazyComponent(() => import('./legal-menu').then((module) => module.LegalMenu));

export function LazyLegalMenu() {
  const LegalMenu = menu.useLoaded();
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useT(shell);
  if (LegalMenu) return <LegalMenu defaultOpen={openOnArrival} />;

  const load = () => void menu.load().catch(() => setBusy(false));
  return (
    <Button
      variant="ghost"
      size="icon"
      className={headerItemClasses}
      aria-label={t('shell.legal')}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={busy || undefined}
      onPointerEnter={load}
      onPointerDown={load}
      onFocus={load}
      onClick={() => {
        setOpenOnArrival(true);
        setBusy(true);
        load();
      }}
    >
      <Scale aria-hidden className="size-5" />
      <HeaderItemLabel>{t('shell.legal')}</HeaderItemLabel>
    </Button>
  );
}
