/**
 * The push services Web Push goes to (docs/product.md §12, notifications/push-services.ts): an
 * endpoint is an https URL on a listed host, on https's own port unless the entry names another.
 */
import { expect, it } from 'vitest';
import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  hostPattern,
  isPushServiceEndpoint,
} from '../../../src/server/notifications/push-services';

it("accepts the browsers' push services and nothing that only looks like them", () => {
  const allowed = (endpoint: string) => isPushServiceEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS);
  for (const endpoint of [
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://FCM.googleapis.com:443/wp/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/abc',
    'https://wns2-by3p.notify.windows.com/w/?token=abc',
  ]) {
    expect(allowed(endpoint), endpoint).toBe(true);
  }
  for (const endpoint of [
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:444/fcm/send/abc',
    'https://push.apple.com/abc',
    'https://evilpush.apple.com/abc',
    'https://web.push.apple.com.example.test/abc',
    'https://user@fcm.googleapis.com/abc',
    'https://127.0.0.1/abc',
    'not a url',
  ]) {
    expect(allowed(endpoint), endpoint).toBe(false);
  }
});

it('reads ports and IPv6 addresses in the entries of PUSH_SERVICE_HOSTS', () => {
  expect(isPushServiceEndpoint('https://127.0.0.1:8443/push', ['127.0.0.1:8443'])).toBe(true);
  expect(isPushServiceEndpoint('https://127.0.0.1:8443/push', ['127.0.0.1'])).toBe(false);
  expect(isPushServiceEndpoint('https://127.0.0.1/push', ['127.0.0.1:8443'])).toBe(false);
  expect(isPushServiceEndpoint('https://[::1]:8443/push', ['[::1]:8443'])).toBe(true);
  expect(hostPattern(' *.Push.Example.com:8443 ')).toBe('*.push.example.com:8443');
  expect(hostPattern('push.example.com/path')).toBeUndefined();
  expect(hostPattern('push.example.com:65536')).toBeUndefined();
});
