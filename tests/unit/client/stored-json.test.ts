// @vitest-environment happy-dom
/**
 * readStoredJson (lib/storage.ts): what a device kept under a key comes back only when it still has
 * the shape its reader expects (the signed-in user, a legal document); anything else reads as absent.
 */
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredJson } from '../../../src/client/lib/storage';

const schema = v.object({ title: v.string(), version: v.string() });
const KEY = 'fairway:test:stored-json';

afterEach(() => localStorage.clear());

describe('readStoredJson', () => {
  it('reads back a value of the expected shape', () => {
    localStorage.setItem(KEY, JSON.stringify({ title: 'Terms', version: '2.1' }));
    expect(readStoredJson(KEY, schema)).toEqual({ title: 'Terms', version: '2.1' });
  });

  it('is null for a key never written, text that is not JSON, and JSON of another shape', () => {
    expect(readStoredJson(KEY, schema)).toBeNull();
    localStorage.setItem(KEY, '{not json');
    expect(readStoredJson(KEY, schema)).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ title: 'Terms', version: 2 }));
    expect(readStoredJson(KEY, schema)).toBeNull();
  });
});
