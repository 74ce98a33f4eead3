/**
 * A feature's address as OpenStreetMap tags it (addr:*), or as the Overpass extracts flatten it
 * (addr_*, iso_country): street, town, postal code, country and region. Pure, no I/O.
 */
import { US_STATES } from '../../../shared/us-states';
import { US } from '../../../shared/places';

export type Properties = Record<string, unknown>;

/** The column limits of the admin form (shared courseInputSchema), so an imported course stays editable. */
export const MAX = { name: 200, address: 200, city: 100, phone: 30, website: 300, postcode: 16 } as const;

export const text = (value: unknown, max = 200): string | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const s = String(value).replace(/\s+/g, ' ').trim();
  return s === '' ? undefined : s.slice(0, max);
};

/** The first of the keys that has a value; each addr:x key is also read as addr_x. */
function first(props: Properties, keys: string[], max?: number): string | undefined {
  for (const key of keys) {
    const value =
      text(props[key], max) ??
      (key.startsWith('addr:') ? text(props[`addr_${key.slice(5)}`], max) : undefined);
    if (value) return value;
  }
  return undefined;
}

/** Postal codes and full names of the states, DC and the territories, as addr:state is written. */
const STATE_BY_NAME = new Map<string, string>([
  ...US_STATES.map(([code, name]) => [name.toUpperCase(), code] as [string, string]),
  ['DISTRICT OF COLUMBIA', 'DC'],
  ['PUERTO RICO', 'PR'],
  ['GUAM', 'GU'],
  ['U.S. VIRGIN ISLANDS', 'VI'],
]);
const STATE_CODES = new Set([...STATE_BY_NAME.values(), 'AS', 'MP']);

function usState(value: string | undefined): string | undefined {
  const s = value?.toUpperCase().replace(/^US-/, '').replace(/\.$/, '');
  if (!s) return undefined;
  if (STATE_CODES.has(s)) return s;
  return STATE_BY_NAME.get(s);
}

/** A US ZIP or ZIP+4 ("12345", "12345-6789", "123456789"), else undefined. */
export function usZip(postcode: string | undefined): string | undefined {
  const match = /^(\d{5})(?:[- ]?(\d{4}))?$/.exec(postcode ?? '');
  if (!match) return undefined;
  return match[2] ? `${match[1]}-${match[2]}` : match[1];
}

function addressOf(props: Properties): string | undefined {
  const street = first(props, ['addr:street']);
  const number = first(props, ['addr:housenumber']);
  if (street) return (number ? `${number} ${street}` : street).slice(0, MAX.address);
  return first(props, ['addr:full'], MAX.address);
}

const COUNTRY_KEYS = [
  'addr:country',
  'iso_country',
  'ISO3166-1',
  'ISO3166-1:alpha2',
  'is_in:country_code',
  'country_code',
];
const REGION_KEYS = [
  'ISO3166-2',
  'is_in:state_code',
  'addr:state',
  'addr:province',
  'addr:region',
  'is_in:state',
];

/**
 * The address fields of a course candidate. A country is only a two-letter code (a tagged name is
 * left to the coordinates); a region is a US state when addr:state names one outside any other
 * tagged country, which also makes the country US.
 */
export function addressTags(props: Properties) {
  const countryTag = first(props, COUNTRY_KEYS)?.toUpperCase();
  const tagged = countryTag && /^[A-Z]{2}$/.test(countryTag) ? countryTag : undefined;
  const region = first(props, REGION_KEYS, 100);
  const state = !tagged || tagged === US ? usState(first(props, ['addr:state'])) : undefined;
  return {
    address: addressOf(props),
    city: first(props, ['addr:city'], MAX.city),
    country: tagged ?? (state ? US : undefined),
    state,
    region: state ? undefined : region,
    postcode: first(props, ['addr:postcode'], MAX.postcode),
  };
}
