/**
 * "This device" (docs/product.md §12, Web Push): whether this phone or tablet shows the pushes, and
 * the one tap that allows or stops them. The browser is asked only on that tap. Every state says
 * what it means and what to do: no push in this browser (on an iPhone or iPad: only from the Home
 * Screen), blocked in the browser's settings, no push on this server, on. Failures show their reason.
 */
import { useCallback, useEffect, useState } from 'react';
import { BellOff, BellRing, Smartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api';
import { allowOnDevice, PushError, readDeviceState, stopOnDevice, type DeviceState } from '../../push';

const DEVICE_TEXTS = {
  checking: 'Checking this device…',
  noKey: 'This server does not send push notifications. E-mails still arrive.',
  unsupported: 'This browser cannot show push notifications. E-mails still arrive.',
  homeScreen:
    'On iPhone and iPad, notifications work in the app on your Home Screen: tap Share, then “Add to Home Screen”, and open Fairway Relief from there.',
  denied:
    'Notifications are blocked for this site on this device. To allow them again, open the site’s settings (the icon next to the address, or your phone’s Settings → Notifications), allow notifications, then reload this page.',
  off: 'Your browser asks you first. Pushes come for the courses where “Push” is on.',
  on: 'This device shows push notifications for the courses where “Push” is on.',
  allow: 'Allow notifications on this device',
  stop: 'Stop on this device',
  stoppedNotTold: (why: string) =>
    `This device stopped, but the server could not be told (${why}). It forgets this device at its next push.`,
};

const messageOf = (error: unknown, fallback: string) =>
  error instanceof PushError ? error.message : apiErrorMessage(error, fallback);

function useDeviceState(userId: string) {
  const [state, setState] = useState<DeviceState | null>(null);
  const refresh = useCallback(
    () => void readDeviceState(userId).then(setState, () => setState('unsupported')),
    [userId],
  );
  useEffect(refresh, [refresh]);
  return { state, refresh };
}

export function DevicePush({ userId, publicKey }: { userId: string; publicKey: string | null }) {
  const { state, refresh } = useDeviceState(userId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (work: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(messageOf(caught, fallback));
    } finally {
      setBusy(false);
      refresh();
    }
  };
  const allow = (key: string) =>
    void act(() => allowOnDevice(userId, key), 'Notifications could not be turned on. Please try again.');
  const stop = () =>
    void act(async () => {
      try {
        await stopOnDevice();
      } catch (caught) {
        throw new PushError(DEVICE_TEXTS.stoppedNotTold(apiErrorMessage(caught, 'no answer')));
      }
    }, '');

  let text: string = DEVICE_TEXTS.checking;
  if (state === 'on') text = DEVICE_TEXTS.on;
  else if (state === 'unsupported') text = DEVICE_TEXTS.unsupported;
  else if (state === 'needs-home-screen') text = DEVICE_TEXTS.homeScreen;
  else if (state !== null && !publicKey) text = DEVICE_TEXTS.noKey;
  else if (state === 'denied') text = DEVICE_TEXTS.denied;
  else if (state === 'off') text = DEVICE_TEXTS.off;

  const Icon = state === 'on' ? BellRing : state === 'off' || state === null ? Smartphone : BellOff;
  return (
    <section
      aria-labelledby="device-push-heading"
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <h3 id="device-push-heading" className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden className="size-5 shrink-0 text-primary" />
        This device
      </h3>
      <p role="status" className="mt-1 text-sm">
        {text}
      </p>
      {state === 'off' && publicKey && (
        <Button
          size="lg"
          className="mt-3 w-full px-3 max-sm:whitespace-normal"
          disabled={busy}
          onClick={() => allow(publicKey)}
        >
          {busy ? 'Asking…' : DEVICE_TEXTS.allow}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="outline" size="lg" className="mt-3 w-full" disabled={busy} onClick={stop}>
          {busy ? 'Stopping…' : DEVICE_TEXTS.stop}
        </Button>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger dark:text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}
