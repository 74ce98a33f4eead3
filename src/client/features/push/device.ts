/**
 * Web Push on this device (docs/product.md §12, "What owners are told"): what the browser allows,
 * subscribing with the server's VAPID key when the owner taps "Allow", and withdrawing it. The
 * device remembers which account allowed it (lib/push-device.ts), so the launch's renewal (renew.ts)
 * never subscribes an account that did not ask on this device, and "Stop" stays stopped.
 */
import { api } from '../../lib/api';
import { forgetPushAllowedBy, pushAllowedBy, rememberPushAllowedBy } from '../../lib/push-device';
import { isIos, isStandaloneDisplay } from '../install';

/** How long a tap waits for the service worker (it registers a few seconds after the first load). */
const READY_TIMEOUT_MS = 10_000;

export type DeviceState =
  /** No Web Push in this browser; on an iPhone or iPad, only once the app is on the Home Screen. */
  | 'unsupported'
  | 'needs-home-screen'
  /** The owner (or the browser) blocked notifications for the site: only its settings undo that. */
  | 'denied'
  | 'off'
  | 'on';

/** A failure the screen shows as it is: each message says what happened and what to do. */
const TEXTS = {
  dismissed: 'Notifications were not allowed. Tap “Allow notifications on this device” again to allow them.',
  denied: 'Notifications are blocked for this site on this device.',
  notReady: 'The app is still getting ready on this device. Try again in a moment.',
  subscribe: 'This device could not sign up for notifications:',
};

/**
 * Why allowing push failed on this device: `reason` names it for the screen, which says it in the
 * golfer's language (docs/decisions.md §9); the English message is for logs. `detail`: the
 * browser's own words, when it gave some.
 */
export class PushError extends Error {
  override name = 'PushError';
  constructor(
    readonly reason: keyof typeof TEXTS,
    readonly detail = '',
  ) {
    super(detail ? `${TEXTS[reason]} ${detail}` : TEXTS[reason]);
  }
}

/** Web Push exists here: a service worker, its PushManager and notifications. */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function unsupportedState(): DeviceState {
  const ios = isIos(navigator);
  // iOS 16.4+ has Web Push for home-screen apps only; in Safari's tab the API is not there at all.
  return ios && !isStandaloneDisplay() ? 'needs-home-screen' : 'unsupported';
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readDeviceState(userId: string): Promise<DeviceState> {
  if (!pushSupported()) return unsupportedState();
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted' || pushAllowedBy() !== userId) return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The service worker's registration, waited for (it registers once the first page has settled). */
export async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushError('notReady')), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

const base64url = (buffer: ArrayBuffer | null): string =>
  buffer
    ? btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : '';

/**
 * The device's subscription for the server's key: the one it has, or a new one. A subscription made
 * with another key (the server's keys were replaced) cannot be reused: it is dropped first.
 */
export async function subscribeWith(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription();
  if (existing && base64url(existing.options.applicationServerKey) === publicKey.replace(/=+$/, ''))
    return existing;
  await existing?.unsubscribe();
  try {
    return await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    });
  } catch (error) {
    throw new PushError('subscribe', error instanceof Error ? error.message : String(error));
  }
}

/** Sends the subscription to the server (an upsert by endpoint there: sending it again is harmless). */
export async function sendSubscription(subscription: PushSubscription): Promise<void> {
  await api.post('owner/push-subscriptions', {
    json: subscription.toJSON(),
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
}

/**
 * "Allow notifications on this device", on the owner's tap only (browsers ignore or punish a
 * permission prompt nobody asked for): the permission, the subscription, the server told.
 */
export async function allowOnDevice(userId: string, publicKey: string): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushError('denied');
  if (permission !== 'granted') throw new PushError('dismissed');
  const subscription = await subscribeWith(await readyRegistration(), publicKey);
  await sendSubscription(subscription);
  rememberPushAllowedBy(userId);
}

/**
 * "Stop on this device": the device stops first (that works without signal too), then the server
 * forgets it. If the server could not be told, the error says so; its next push to this device
 * fails with 404/410 and the server drops the subscription then.
 */
export async function stopOnDevice(): Promise<void> {
  forgetPushAllowedBy();
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await api.delete('owner/push-subscriptions', {
    json: { endpoint },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
}
