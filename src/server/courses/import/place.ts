/**
 * Where an imported course is (docs/product.md §14): its country and region from the feature's
 * tags when it has them, otherwise from its coordinates, offline. Country borders come from
 * @rapideditor/country-coder (the OpenStreetMap editors' coder: ~250 countries and territories,
 * some with their ISO 3166-2 subdivision, e.g. Scotland GB-SCT, the Azores PT-20); subdivision
 * codes and names from the `iso-3166` package. Both are loaded here on demand, by the importer
 * only: never on the server's request path or in the client.
 */
import { foldForSearch } from '../../../shared/search-fold';
import { isCountryCode, isRegionCode } from '../../../shared/places';
import type { LatLng } from '../../../shared/geo';

export interface PlaceCoder {
  /** The country whose borders hold the point (a territory's country: Puerto Rico is US). */
  countryAt(at: LatLng): string | undefined;
  /** A subdivision of `country` whose borders the coder knows and that holds the point. */
  regionAt(at: LatLng, country: string): string | undefined;
  /** A region as tagged (a code, or a name of the country's subdivisions) as a code, else as written. */
  regionOf(tagged: string, country: string): string;
  /** Whether ISO 3166-1 knows the code. */
  isCountry(code: string): boolean;
}

export async function loadPlaceCoder(): Promise<PlaceCoder> {
  const [coder, iso] = await Promise.all([import('@rapideditor/country-coder'), import('iso-3166')]);
  const subdivisions = new Set(iso.iso31662.map((entry) => entry.code));
  const countries = new Set(iso.iso31661.map((entry) => entry.alpha2));
  // Subdivisions by country and folded name ("bayern", "scotland"), the top level only.
  const byName = new Map<string, string>();
  for (const entry of iso.iso31662) {
    if (entry.parent.length === 2) byName.set(`${entry.parent}|${foldForSearch(entry.name)}`, entry.code);
  }
  return {
    countryAt: ({ latitude, longitude }) => coder.iso1A2Code([longitude, latitude]) ?? undefined,
    regionAt({ latitude, longitude }, country) {
      for (const feature of coder.featuresContaining([longitude, latitude])) {
        const code = feature.properties.aliases?.find((alias) => alias.startsWith(`${country}-`));
        if (code && subdivisions.has(code)) return code;
      }
      return undefined;
    },
    regionOf(tagged, country) {
      const upper = tagged.toUpperCase();
      if (isRegionCode(upper) && subdivisions.has(upper)) return upper;
      const prefixed = `${country}-${upper}`;
      if (subdivisions.has(prefixed)) return prefixed;
      return byName.get(`${country}|${foldForSearch(tagged)}`) ?? tagged;
    },
    isCountry: (code) => isCountryCode(code) && countries.has(code),
  };
}
