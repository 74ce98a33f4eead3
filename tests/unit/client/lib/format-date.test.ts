import { afterEach, describe, expect, it, vi } from 'vitest';

const Original = Intl.DateTimeFormat;

describe('formatDate (lib/format-date)', () => {
  afterEach(() => {
    Intl.DateTimeFormat = Original;
  });

  // Loading the module is part of the course screen's first load, which shows no date: the first
  // DateTimeFormat a page makes costs a slow phone tens of milliseconds (docs/performance.md).
  it('makes its formatter on first use, not when it is loaded, and only once', async () => {
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made++;
      }
    } as typeof Intl.DateTimeFormat;
    vi.resetModules();
    const { formatDate } = await import('../../../../src/client/lib/format-date');
    expect(made).toBe(0);
    expect(formatDate('soon')).toBe('soon');
    expect(made).toBe(0);
    expect(formatDate('2025-06-03T12:00:00.000Z')).toBe('Jun 3, 2025');
    expect(formatDate('2025-07-04T12:00:00.000Z')).toBe('Jul 4, 2025');
    expect(made).toBe(1);
  });
});
