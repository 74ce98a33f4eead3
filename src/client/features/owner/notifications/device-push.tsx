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
import { useT, type Translate } from '../../../lib/i18n/catalogue';
import notify from '../../../lib/i18n/catalogues/en/owner-notify';

/** The device's state in words: what it means and what to do. */
function stateText(t: Translate<typeof notify>, state: DeviceState | null, publicKey: string | null): string {
  if (state === 'on') return t('ownerNotify.device.on');
  if (state === 'unsupported') return t('ownerNotify.device.unsupported');
  if (state === 'needs-home-screen') return t('ownerNotify.device.homeScreen');
  if (state !== null && !publicKey) return t('ownerNotify.device.noKey');
  if (state === 'denied') return t('ownerNotify.device.denied');
  if (state === 'off') return t('ownerNotify.device.off');
  return t('ownerNotify.device.checking');
}

/** A failure's reason: the device's own (PushError, by its reason), else the server's. */
const messageOf = (t: Translate<typeof notify>, error: unknown, fallback: string) =>
  error instanceof PushError
    ? t('ownerNotify.pushError', { reason: error.reason, detail: error.detail })
    : apiErrorMessage(error, fallback);

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
  const t = useT(notify);
  const { state, refresh } = useDeviceState(userId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (work: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(messageOf(t, caught, fallback));
    } finally {
      setBusy(false);
      refresh();
    }
  };
  const allow = (key: string) =>
    void act(() => allowOnDevice(userId, key), t('ownerNotify.device.allowFailed'));
  const stop = () =>
    void act(async () => {
      try {
        await stopOnDevice();
      } catch (caught) {
        const why = apiErrorMessage(caught, t('ownerNotify.device.noAnswer'));
        setError(t('ownerNotify.device.stoppedNotTold', { why }));
      }
    }, '');
  const text = stateText(t, state, publicKey);

  const Icon = state === 'on' ? BellRing : state === 'off' || state === null ? Smartphone : BellOff;
  return (
    <section
      aria-labelledby="device-push-heading"
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <h3 id="device-push-heading" className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden className="size-5 shrink-0 text-primary" />
        {t('ownerNotify.device')}
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
          {busy ? t('ownerNotify.device.asking') : t('ownerNotify.device.allow')}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="outline" size="lg" className="mt-3 w-full" disabled={busy} onClick={stop}>
          {busy ? t('ownerNotify.device.stopping') : t('ownerNotify.device.stop')}
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
