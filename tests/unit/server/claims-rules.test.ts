/**
 * The pure rules behind claims and their notifications (docs/product.md §12): the admins' queue
 * flags a claimant whose e-mail domain is the course website's, and a failed send backs off.
 */
import { describe, expect, it } from 'vitest';
import { sameDomain, websiteDomain } from '../../../src/server/claims/present';
import { MAX_ATTEMPTS, retryDelaySeconds } from '../../../src/server/notifications/claims-sql';

describe('claims: the e-mail domain beside the course website', () => {
  it('reads the website’s host without www, with or without a scheme', () => {
    expect(websiteDomain('https://www.PineHurst.example/golf?x=1')).toBe('pinehurst.example');
    expect(websiteDomain('pinehurst.example')).toBe('pinehurst.example');
    expect(websiteDomain('http://golf.pinehurst.example:8080')).toBe('golf.pinehurst.example');
    expect(websiteDomain(null)).toBeNull();
    expect(websiteDomain('')).toBeNull();
    expect(websiteDomain('not a web address')).toBeNull();
  });

  it('matches equal domains and one under the other, never a look-alike', () => {
    expect(sameDomain('pinehurst.example', 'pinehurst.example')).toBe(true);
    expect(sameDomain('mail.pinehurst.example', 'pinehurst.example')).toBe(true);
    expect(sameDomain('pinehurst.example', 'golf.pinehurst.example')).toBe(true);
    expect(sameDomain('notpinehurst.example', 'pinehurst.example')).toBe(false);
    expect(sameDomain('pinehurst.example.evil.test', 'pinehurst.example')).toBe(false);
    expect(sameDomain('gmail.com', null)).toBe(false);
  });
});

describe('notifications: retries back off', () => {
  it('waits 30 s after the first failure, doubling, at most 6 hours, for a bounded number of attempts', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(MAX_ATTEMPTS)).toBe(6 * 60 * 60);
    expect(MAX_ATTEMPTS).toBe(12);
  });
});
