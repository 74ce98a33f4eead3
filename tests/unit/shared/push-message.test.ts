/** How a device shows an owner's push (docs/product.md §12): every push shows; a tap opens only the dashboard. */
import { describe, expect, it } from 'vitest';
import { dashboardPath, notificationOf } from '../../../src/shared/push-message';

describe('push messages', () => {
  it('shows what the server sent, and opens the report on the owner dashboard', () => {
    const text = JSON.stringify({
      title: 'Locked: Clubhouse Main',
      body: 'A golfer reported it locked at Pine Links.',
      url: '/owner-dashboard?report=42',
      tag: 'report-42',
    });
    expect(notificationOf(text)).toEqual({
      title: 'Locked: Clubhouse Main',
      options: {
        body: 'A golfer reported it locked at Pine Links.',
        tag: 'report-42',
        data: { url: '/owner-dashboard?report=42' },
      },
    });
  });

  it('still shows a notification for a push it cannot read', () => {
    for (const text of [null, '', 'not json', '{"body":"no title"}', '[]', '{"title":"  "}']) {
      const shown = notificationOf(text);
      expect(shown.title).toBe('Fairway Relief');
      expect(shown.options.data.url).toBe('/owner-dashboard');
    }
  });

  it('opens nothing but a path of the owner dashboard', () => {
    expect(dashboardPath('/owner-dashboard?report=1')).toBe('/owner-dashboard?report=1');
    expect(dashboardPath('/owner-dashboard')).toBe('/owner-dashboard');
    for (const url of [
      'https://evil.example/owner-dashboard',
      '//evil.example',
      '/owner-dashboardx',
      '/courses',
      7,
      undefined,
    ]) {
      expect(dashboardPath(url)).toBe('/owner-dashboard');
    }
    expect(notificationOf(JSON.stringify({ title: 't', url: 'https://evil.example' })).options.data.url).toBe(
      '/owner-dashboard',
    );
  });
});
