/**
 * Everything a screen needs to offer installing (docs/decisions.md §6): the browser's offer
 * (`beforeinstallprompt`, captured in lib/pwa/install-prompt.ts), whether the app already runs
 * installed, and on iOS the Add-to-Home-Screen hint with its remembered dismissal.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import { getInstallPromptState, promptInstall, subscribeToInstallPrompt } from '../../lib/pwa/install-prompt';
import { readStorage, writeStorage } from '../../lib/storage';
import { useMediaQuery } from '../../lib/use-media-query';
import { isIos, isStandaloneDisplay } from './lib/platform';

const IOS_HINT_DISMISSED_KEY = 'install-hint-dismissed';

type InstallMode =
  /** Already the installed app, or installed during this visit: nothing to offer. */
  | 'installed'
  /** The browser offers installing: show the Install app button. */
  | 'prompt'
  /** iOS: explain Share → Add to Home Screen. */
  | 'ios'
  /** No offer (yet): the browser's own menu may still install it. */
  | 'unavailable';

export interface InstallState {
  mode: InstallMode;
  install: () => Promise<void>;
  /** iOS only: the hint was closed; it stays closed on this device. */
  iosHintDismissed: boolean;
  dismissIosHint: () => void;
}

export function useInstall(): InstallState {
  const prompt = useSyncExternalStore(subscribeToInstallPrompt, getInstallPromptState, getInstallPromptState);
  // The media query follows a change of display mode; isStandaloneDisplay adds iOS's navigator flag.
  const standaloneQuery = useMediaQuery('(display-mode: standalone)');
  const standalone = standaloneQuery || isStandaloneDisplay();
  const [iosHintDismissed, setIosHintDismissed] = useState(() => readStorage(IOS_HINT_DISMISSED_KEY) === '1');

  let mode: InstallMode = 'unavailable';
  if (standalone || prompt.installed) mode = 'installed';
  else if (prompt.offer) mode = 'prompt';
  else if (isIos(navigator)) mode = 'ios';

  const install = useCallback(async () => {
    await promptInstall();
  }, []);
  const dismissIosHint = useCallback(() => {
    writeStorage(IOS_HINT_DISMISSED_KEY, '1');
    setIosHintDismissed(true);
  }, []);

  return { mode, install, iosHintDismissed, dismissIosHint };
}
