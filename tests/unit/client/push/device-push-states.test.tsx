// @vitest-environment happy-dom
/**
 * What "This device" says in each state (docs/product.md §12): every state tells the owner what it
 * means and what to do, and only the state that can act offers its button. The browser's objects
 * (Notification, PushManager, the service worker's registration) are stood in for; the component
 * and features/push run unchanged.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DevicePush } from '../../../../src/client/features/owner/notifications/device-push';
import { rememberPushAllowedBy } from '../../../../src/client/lib/push-device';

const OWNER = '6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01';
const KEY = `B${'A'.repeat(85)}`;

let permission: NotificationPermission = 'default';
let subscribed = false;

function standIns() {
  const pushManager = {
    getSubscription: () => Promise.resolve(subscribed ? { endpoint: 'https://push.example.test/1' } : null),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ pushManager }) },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
  });
}

beforeEach(() => {
  permission = 'default';
  subscribed = false;
  standIns();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const status = () => screen.getByRole('status');

it('off: the button that asks the browser, and what will happen', async () => {
  render(<DevicePush userId={OWNER} publicKey={KEY} />);
  expect(await screen.findByRole('button', { name: 'Allow notifications on this device' })).toBeTruthy();
  expect(status().textContent).toContain('Your browser asks you first.');
});

it('on: says so, with Stop on this device', async () => {
  permission = 'granted';
  subscribed = true;
  rememberPushAllowedBy(OWNER);
  render(<DevicePush userId={OWNER} publicKey={KEY} />);
  expect(await screen.findByRole('button', { name: 'Stop on this device' })).toBeTruthy();
  expect(status().textContent).toContain('This device shows push notifications');
  expect(screen.queryByRole('button', { name: 'Allow notifications on this device' })).toBeNull();
});

it('blocked: how to allow them again, and no button that cannot work', async () => {
  permission = 'denied';
  render(<DevicePush userId={OWNER} publicKey={KEY} />);
  await vi.waitFor(() => expect(status().textContent).toContain('Notifications are blocked'));
  expect(status().textContent).toContain('allow notifications, then reload this page');
  expect(screen.queryByRole('button')).toBeNull();
});

it('no push on this server: e-mails still arrive', async () => {
  render(<DevicePush userId={OWNER} publicKey={null} />);
  await vi.waitFor(() =>
    expect(status().textContent).toBe('This server does not send push notifications. E-mails still arrive.'),
  );
  expect(screen.queryByRole('button')).toBeNull();
});

it('an iPhone in Safari: add the app to the Home Screen first; another browser without push: says so', async () => {
  Reflect.deleteProperty(window, 'PushManager');
  vi.stubGlobal('PushManager', undefined);
  Reflect.deleteProperty(window, 'PushManager');
  const agent = vi.spyOn(navigator, 'userAgent', 'get');
  agent.mockReturnValue(
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  );
  const { unmount } = render(<DevicePush userId={OWNER} publicKey={KEY} />);
  await vi.waitFor(() => expect(status().textContent).toContain('Add to Home Screen'));
  expect(screen.queryByRole('button')).toBeNull();
  unmount();

  agent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/60.0');
  render(<DevicePush userId={OWNER} publicKey={KEY} />);
  await vi.waitFor(() =>
    expect(status().textContent).toBe('This browser cannot show push notifications. E-mails still arrive.'),
  );
});
