/** The `zipcodes` package ships no types; the importer reads only its `codes` table. */
declare module 'zipcodes' {
  interface ZipcodesEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: { codes: Record<string, ZipcodesEntry> };
  export default zipcodes;
}
