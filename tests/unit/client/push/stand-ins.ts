/**
 * The browser's Web Push objects stood in (headless Chromium has no push service, so subscribe is
 * refused there): Notification, PushManager, the service worker's registration, and fetch (the
 * server's answers). The app's own modules run unchanged. Shared by the push tests; each test file
 * calls `useStandIns()` at its top.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { storeTokens } from '../../../../src/client/session';

export const OWNER = '6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01';
export const OTHER = '6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a02';
// A P-256 public key's 65 bytes as base64url (the shape of the server's VAPID key).
export const KEY = `B${'A'.repeat(85)}`;
export const OLD_KEY = `B${'Q'.repeat(85)}`;

const bytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;

export class FakeSubscription {
  unsubscribed = false;
  constructor(
    readonly endpoint: string,
    readonly key: string,
  ) {}
  get options() {
    return { userVisibleOnly: true, applicationServerKey: bytes(this.key) };
  }
  toJSON() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) },
    };
  }
  unsubscribe() {
    this.unsubscribed = true;
    browser.subscription = null;
    return Promise.resolve(true);
  }
}

/** The browser as the test sets it: permission, the device's subscription, the push service. */
export const browser = {
  permission: 'default' as NotificationPermission,
  answer: 'granted' as NotificationPermission,
  asked: 0,
  subscription: null as FakeSubscription | null,
  subscribeCalls: [] as PushSubscriptionOptionsInit[],
  subscribeError: null as Error | null,
};
/** What the server was sent, and what it answers. */
export const server = {
  calls: [] as { method: string; path: string; body: unknown }[],
  pushPublicKey: KEY as string | null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function standIns() {
  const pushManager = {
    getSubscription: () => Promise.resolve(browser.subscription),
    subscribe: (options: PushSubscriptionOptionsInit) => {
      browser.subscribeCalls.push(options);
      if (browser.subscribeError) return Promise.reject(browser.subscribeError);
      browser.subscription = new FakeSubscription(
        `https://push.example.test/send/${browser.subscribeCalls.length}`,
        options.applicationServerKey as string,
      );
      return Promise.resolve(browser.subscription);
    },
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: () => Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: () => {
      browser.asked += 1;
      browser.permission = browser.answer;
      return Promise.resolve(browser.answer);
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const text = await request.text();
      server.calls.push({ method: request.method, path, body: text ? (JSON.parse(text) as unknown) : null });
      if (path === '/api/owner/notification-settings')
        return json({ success: true, data: { settings: [], pushPublicKey: server.pushPublicKey } });
      return json({ success: true, data: { message: 'ok' } });
    }),
  );
}

export const sent = (method: string) =>
  server.calls.filter((call) => call.method === method && call.path === '/api/owner/push-subscriptions');

/** Each test starts with no permission asked, no subscription, a server with push keys, a session. */
export function useStandIns(): void {
  beforeEach(() => {
    Object.assign(browser, {
      permission: 'default',
      answer: 'granted',
      asked: 0,
      subscription: null,
      subscribeCalls: [],
      subscribeError: null,
    });
    server.calls = [];
    server.pushPublicKey = KEY;
    storeTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    standIns();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
