/**
 * The browser's install offer (docs/decisions.md §6), captured as early as possible: Chromium fires
 * `beforeinstallprompt` once, often before React has mounted, so main.tsx calls
 * `listenForInstallPrompt()` before rendering and the install feature reads this store.
 */

/** Chromium's BeforeInstallPromptEvent; not in TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallPromptState {
  /** The deferred offer, while the app can be installed through it. */
  offer: BeforeInstallPromptEvent | null;
  /** The app was installed during this visit (`appinstalled`). */
  installed: boolean;
}

type Listener = () => void;

let state: InstallPromptState = { offer: null, installed: false };
const listeners = new Set<Listener>();
let listening = false;

function setState(next: InstallPromptState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function listenForInstallPrompt(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the mini-infobar away: the app offers installing from its own button.
    event.preventDefault();
    setState({ offer: event as BeforeInstallPromptEvent, installed: false });
  });
  target.addEventListener('appinstalled', () => setState({ offer: null, installed: true }));
}

export function getInstallPromptState(): InstallPromptState {
  return state;
}

export function subscribeToInstallPrompt(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows the browser's install dialog. An offer can be used once, so it is dropped whatever the
 * user chooses; if they decline, the browser fires a new `beforeinstallprompt` later.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const { offer } = state;
  if (!offer) return 'unavailable';
  setState({ ...state, offer: null });
  await offer.prompt();
  const choice = await offer.userChoice;
  return choice?.outcome ?? 'dismissed';
}

/** For unit tests: forget the offer, so the next `listenForInstallPrompt` attaches to a fresh target. */
export function resetInstallPromptForTests(): void {
  state = { offer: null, installed: false };
  listening = false;
  listeners.clear();
}
