// @vitest-environment happy-dom
/**
 * Web Push on an owner's device (docs/product.md §12): "Allow notifications on this device" asks the
 * browser, subscribes with the server's VAPID key and sends the subscription; "Stop on this device"
 * unsubscribes and withdraws it; every launch sends the subscription again (they lapse silently),
 * made again with the server's key if it lapsed, only for the account that allowed it and only with
 * permission granted. Headless Chromium has no push service (subscribe is refused there), so the
 * browser's objects are stood in for here: Notification, PushManager, the service worker's
 * registration, and fetch (the server's answers). The app's own modules run unchanged.
 */
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionValue } from '../../../../src/client/features/auth/session-context';
import {
  allowOnDevice,
  readDeviceState,
  renewPushSubscription,
  stopOnDevice,
} from '../../../../src/client/features/push';
import { OutboxSession } from '../../../../src/client/features/sync';
import {
  browser,
  FakeSubscription,
  KEY,
  OLD_KEY,
  OTHER,
  OWNER,
  sent,
  server,
  useStandIns,
} from './stand-ins';

useStandIns();

describe('allowing push on this device', () => {
  it('asks the browser on the tap, subscribes with the server key and sends the subscription', async () => {
    expect(await readDeviceState(OWNER)).toBe('off');
    expect(browser.asked).toBe(0);

    await allowOnDevice(OWNER, KEY);

    expect(browser.asked).toBe(1);
    expect(browser.subscribeCalls).toEqual([{ userVisibleOnly: true, applicationServerKey: KEY }]);
    expect(sent('POST').map((call) => call.body)).toEqual([browser.subscription!.toJSON()]);
    expect(await readDeviceState(OWNER)).toBe('on');
    // Another account signed in on this device did not ask: it is not told it is on.
    expect(await readDeviceState(OTHER)).toBe('off');
  });

  it('says so when the owner blocks notifications, and subscribes nothing', async () => {
    browser.answer = 'denied';
    await expect(allowOnDevice(OWNER, KEY)).rejects.toThrow(
      'Notifications are blocked for this site on this device.',
    );
    expect(browser.subscribeCalls).toEqual([]);
    expect(sent('POST')).toEqual([]);
    expect(await readDeviceState(OWNER)).toBe('denied');
  });

  it('says so when the question was closed without an answer', async () => {
    browser.answer = 'default';
    await expect(allowOnDevice(OWNER, KEY)).rejects.toThrow('Notifications were not allowed.');
    expect(sent('POST')).toEqual([]);
  });

  it('shows the push service’s refusal, and sends nothing', async () => {
    browser.subscribeError = new DOMException(
      'Registration failed - push service not available',
      'AbortError',
    );
    await expect(allowOnDevice(OWNER, KEY)).rejects.toThrow(
      'This device could not sign up for notifications: Registration failed - push service not available',
    );
    expect(sent('POST')).toEqual([]);
    expect(await readDeviceState(OWNER)).toBe('off');
  });

  it('replaces a subscription made with a key the server no longer has', async () => {
    browser.permission = 'granted';
    const old = new FakeSubscription('https://push.example.test/send/old', OLD_KEY);
    browser.subscription = old;
    await allowOnDevice(OWNER, KEY);
    expect(old.unsubscribed).toBe(true);
    expect(browser.subscribeCalls).toHaveLength(1);
    expect(sent('POST').map((call) => (call.body as { endpoint: string }).endpoint)).toEqual([
      'https://push.example.test/send/1',
    ]);
  });
});

describe('stopping push on this device', () => {
  it('unsubscribes, withdraws the endpoint, and the next launch sends nothing', async () => {
    await allowOnDevice(OWNER, KEY);
    const { endpoint } = browser.subscription!;
    await stopOnDevice();
    expect(browser.subscription).toBeNull();
    expect(sent('DELETE').map((call) => call.body)).toEqual([{ endpoint }]);
    expect(await readDeviceState(OWNER)).toBe('off');

    server.calls = [];
    expect(await renewPushSubscription(OWNER)).toBe('skipped');
    expect(server.calls).toEqual([]);
  });
});

describe('sending the subscription again at launch', () => {
  it('sends the device’s subscription as it is', async () => {
    await allowOnDevice(OWNER, KEY);
    const subscription = browser.subscription!;
    server.calls = [];
    expect(await renewPushSubscription(OWNER)).toBe('sent');
    expect(sent('POST').map((call) => call.body)).toEqual([subscription.toJSON()]);
    expect(browser.subscribeCalls).toHaveLength(1);
  });

  it('subscribes again with the server’s key when the subscription lapsed', async () => {
    await allowOnDevice(OWNER, KEY);
    browser.subscription = null; // the push service let it lapse
    server.calls = [];
    expect(await renewPushSubscription(OWNER)).toBe('sent');
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/owner/notification-settings',
      'POST /api/owner/push-subscriptions',
    ]);
    expect(browser.subscribeCalls.at(-1)).toEqual({ userVisibleOnly: true, applicationServerKey: KEY });
    expect((sent('POST')[0]!.body as { endpoint: string }).endpoint).toBe(browser.subscription!.endpoint);
  });

  it('does nothing when the server sends no push any more', async () => {
    await allowOnDevice(OWNER, KEY);
    browser.subscription = null;
    server.pushPublicKey = null;
    server.calls = [];
    expect(await renewPushSubscription(OWNER)).toBe('no-key');
    expect(sent('POST')).toEqual([]);
  });

  it('sends nothing without permission, or for an account that did not allow it here', async () => {
    await allowOnDevice(OWNER, KEY);
    server.calls = [];
    expect(await renewPushSubscription(OTHER)).toBe('skipped');
    browser.permission = 'denied';
    expect(await renewPushSubscription(OWNER)).toBe('skipped');
    browser.permission = 'default';
    expect(await renewPushSubscription(OWNER)).toBe('skipped');
    expect(server.calls).toEqual([]);
  });
});

describe('what the device can do', () => {
  it('has no push without the browser’s PushManager; on an iPhone, only from the Home Screen', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    expect(await readDeviceState(OWNER)).toBe('unsupported');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    expect(await readDeviceState(OWNER)).toBe('needs-home-screen');
    expect(await renewPushSubscription(OWNER)).toBe('skipped');
  });
});

describe('at launch', () => {
  const session = (userId: string): SessionValue => ({
    user: {
      _id: userId,
      email: 'owner@example.com',
      role: 'course_owner',
      firstName: 'Olive',
      lastName: 'O.',
    },
    isLoading: false,
    signIn: () => undefined,
    signInWithTokens: async () => ({}) as never,
    logout: async () => undefined,
  });
  const launch = (userId: string) =>
    render(createElement(SessionContext.Provider, { value: session(userId) }, createElement(OutboxSession)));

  it('the signed-in owner who allowed push here sends the subscription once the page has settled', async () => {
    await allowOnDevice(OWNER, KEY);
    server.calls = [];
    launch(OWNER);
    expect(sent('POST')).toEqual([]); // not during the first screen
    await vi.waitFor(() => expect(sent('POST')).toHaveLength(1), { timeout: 8_000, interval: 100 });
    expect(sent('POST')[0]!.body).toEqual(browser.subscription!.toJSON());
  }, 15_000);

  it('another account signed in on this device sends nothing', async () => {
    await allowOnDevice(OWNER, KEY);
    server.calls = [];
    launch(OTHER);
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(sent('POST')).toEqual([]);
  }, 15_000);
});
