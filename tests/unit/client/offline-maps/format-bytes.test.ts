import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../../src/client/features/offline-maps/lib/format-bytes';

describe('formatBytes', () => {
  it('reads in KB below a megabyte, with one decimal under 10 of a larger unit', () => {
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(740 * 1024)).toBe('740 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(200 * 1024 * 1024)).toBe('200 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1.3 GB');
  });
});
