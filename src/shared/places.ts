/**
 * Where a course is (issue 35, docs/product.md §14): a country (ISO 3166-1 alpha-2) and a region
 * (an ISO 3166-2 code such as US-NC, GB-SCT or DE-BY where one is known, free text otherwise). A
 * US course keeps its two-letter `state` beside its region, exactly as before.
 */
export const US = 'US';

export const isCountryCode = (value: string) => /^[A-Z]{2}$/.test(value);
/** An ISO 3166-2 code's shape: the country, a hyphen, one to three letters or digits. */
export const isRegionCode = (value: string) => /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(value);

/** The region code of a US state ('NC' → 'US-NC'). */
export const usRegion = (state: string) => `${US}-${state}`;

/** The country's name in the given language ('DE' → 'Germany'), or the code when none is known. */
export function countryName(code: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
