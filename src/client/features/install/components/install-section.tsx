/**
 * Installing, as a section of the Offline & sync screen (/sync): the Install app button where the
 * browser offers it, the Add-to-Home-Screen steps on iOS, or what to do otherwise.
 */
import { CircleCheck, Download, Share } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SyncPageSection } from '../../../components/sync-page-section';
import { useInstall } from '../use-install';
import { useT } from '../../../lib/i18n/catalogue';
import install from '../../../lib/i18n/catalogues/en/install';

export function InstallSection() {
  const { mode, install: prompt } = useInstall();
  const t = useT(install);
  return (
    <SyncPageSection title={t('install.title')}>
      {mode === 'installed' && (
        <p className="flex items-center gap-2 text-sm">
          <CircleCheck aria-hidden className="size-5 shrink-0 text-primary" />
          {t('install.installed')}
        </p>
      )}
      {mode === 'prompt' && (
        <>
          <p className="mb-3 text-sm text-fg-muted">{t('install.promptHint')}</p>
          <Button onClick={() => void prompt()}>
            <Download aria-hidden className="size-5" />
            {t('install.button')}
          </Button>
        </>
      )}
      {mode === 'ios' && (
        <p className="flex items-center gap-2 text-sm">
          <Share aria-hidden className="size-5 shrink-0" />
          {t('install.ios')}
        </p>
      )}
      {mode === 'unavailable' && <p className="text-sm text-fg-muted">{t('install.unavailable')}</p>}
    </SyncPageSection>
  );
}
