/**
 * Installing, as a section of the Offline & sync screen (/sync): the Install app button where the
 * browser offers it, the Add-to-Home-Screen steps on iOS, or what to do otherwise.
 */
import { CircleCheck, Download, Share } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SyncPageSection } from '../../../components/sync-page-section';
import { useInstall } from '../use-install';
import { IOS_HINT_TEXT } from './ios-install-hint';

export function InstallSection() {
  const { mode, install } = useInstall();
  return (
    <SyncPageSection title="Install the app">
      {mode === 'installed' && (
        <p className="flex items-center gap-2 text-sm">
          <CircleCheck aria-hidden className="size-5 shrink-0 text-primary" />
          Fairway Relief is installed on this device.
        </p>
      )}
      {mode === 'prompt' && (
        <>
          <p className="mb-3 text-sm text-fg-muted">
            Open it from your home screen like any app; it works without signal on the course.
          </p>
          <Button onClick={() => void install()}>
            <Download aria-hidden className="size-5" />
            Install app
          </Button>
        </>
      )}
      {mode === 'ios' && (
        <p className="flex items-center gap-2 text-sm">
          <Share aria-hidden className="size-5 shrink-0" />
          {IOS_HINT_TEXT}
        </p>
      )}
      {mode === 'unavailable' && (
        <p className="text-sm text-fg-muted">
          To install, choose Install app or Add to Home Screen in your browser&apos;s menu.
        </p>
      )}
    </SyncPageSection>
  );
}
