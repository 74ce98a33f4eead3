import { describe, expect, it, vi, afterEach } from 'vitest';
import { GEOLOCATION_OPTIONS } from '../../../../src/shared/constants';
import {
  GeolocationFailure,
  geolocationErrorMessage,
  getCurrentPosition,
} from '../../../../src/client/lib/geolocation';
import { geolocationReason } from '../../../../src/client/lib/geolocation-reason';
import { formatSavedAge } from '../../../../src/client/lib/saved-age';

afterEach(() => vi.unstubAllGlobals());

describe('geolocation (docs/product.md §8 messages, §9 options)', () => {
  it('names each failure as the spec does', () => {
    expect(geolocationErrorMessage({ code: 1 })).toBe('Location access denied by user');
    expect(geolocationErrorMessage({ code: 2 })).toBe('Location information is unavailable');
    expect(geolocationErrorMessage({ code: 3 })).toBe('Location request timed out');
    expect(geolocationErrorMessage({ code: 9 })).toBe('Unable to retrieve your location');
    expect(geolocationErrorMessage(null)).toBe('Unable to retrieve your location');
  });

  it("names which of the spec's messages a failure carries, for the catalogue to say it", () => {
    expect(geolocationReason(new GeolocationFailure('Location request timed out'))).toBe('timeout');
    expect(geolocationReason(new GeolocationFailure(geolocationErrorMessage({ code: 1 })))).toBe('denied');
    expect(geolocationReason(new Error('something else'))).toBe('unknown');
    expect(geolocationReason('Location request timed out')).toBe('unknown');
  });

  it('says so when the browser has no geolocation', async () => {
    vi.stubGlobal('navigator', {});
    await expect(getCurrentPosition()).rejects.toThrow('Geolocation is not supported by this browser');
  });

  it('asks with high accuracy, a 10 s time-out and a position up to 60 s old', async () => {
    const getCurrent = vi.fn(
      (ok: PositionCallback, _fail?: PositionErrorCallback, _options?: PositionOptions) =>
        ok({ coords: { latitude: 35.5, longitude: -78.5 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition: getCurrent } });
    await expect(getCurrentPosition()).resolves.toEqual({ latitude: 35.5, longitude: -78.5 });
    expect(getCurrent.mock.calls[0]![2]).toEqual(GEOLOCATION_OPTIONS);
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
  });
});

describe('formatSavedAge', () => {
  it('says how old saved data is', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(formatSavedAge(now - 5_000, now)).toBe('Saved just now');
    expect(formatSavedAge(now - 12 * 60_000, now)).toBe('Saved 12 min ago');
    expect(formatSavedAge(now - 2 * 3_600_000 - 1, now)).toBe('Saved 2 h ago');
    expect(formatSavedAge(now - 3 * 86_400_000, now)).toBe('Saved 3 d ago');
    expect(formatSavedAge(now + 1_000, now)).toBe('Saved just now');
  });
});
