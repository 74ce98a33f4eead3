/**
 * The iOS install hint, fetched on iOS only (other browsers offer installing themselves): its
 * drawing is a chunk of its own, out of the first chunk every page loads (issue 39's room there).
 */
import { useEffect } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { useInstall } from '../use-install';

const hint = lazyComponent(() => import('./ios-install-hint').then((module) => module.IosInstallHintView));

export function IosInstallHint() {
  const { mode, iosHintDismissed, dismissIosHint } = useInstall();
  const shown = mode === 'ios' && !iosHintDismissed;
  const View = hint.useLoaded();
  useEffect(() => {
    if (shown) void hint.load().catch(() => undefined);
  }, [shown]);
  return shown && View ? <View onDismiss={dismissIosHint} /> : null;
}
