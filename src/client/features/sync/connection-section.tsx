import { CloudOff, Wifi } from 'lucide-react';
import { SyncPageSection } from '../../components/sync-page-section';
import { useOffline } from './use-offline';

/** Online or not, in words, and what that means for changes made now. */
export function ConnectionSection() {
  const offline = useOffline();
  return (
    <SyncPageSection title="Connection">
      <p className="flex items-center gap-2 font-semibold">
        {offline ? <CloudOff aria-hidden className="size-5" /> : <Wifi aria-hidden className="size-5" />}
        {offline ? 'You are offline' : 'You are online'}
      </p>
      <p className="mt-1 text-sm text-fg-muted">
        {offline
          ? 'Saved courses and restrooms still show. Changes you make are kept on this device and sent when the connection returns.'
          : 'Changes are sent to Fairway Relief as you make them.'}
      </p>
    </SyncPageSection>
  );
}
