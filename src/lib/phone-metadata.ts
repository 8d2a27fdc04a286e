/**
 * The subset of libphonenumber-js's full ("max") metadata that this product validates phone
 * numbers with: the ten countries of the phone pickers (SPEC §3 "Country options"). Pure, so the
 * build script (`scripts/phone-metadata.mjs`) and its unit test share it.
 */
export interface PhoneMetadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

export function pickPhoneMetadata(full: PhoneMetadata, countries: readonly string[]): PhoneMetadata {
  const wanted = new Set(countries);
  const picked: PhoneMetadata = { version: full.version, country_calling_codes: {}, countries: {} };
  for (const code of countries) {
    const entry = full.countries[code];
    if (!entry) throw new Error(`libphonenumber-js has no metadata for ${code}`);
    picked.countries[code] = entry;
  }
  for (const [callingCode, regions] of Object.entries(full.country_calling_codes)) {
    const kept = regions.filter((region) => wanted.has(region));
    if (kept.length > 0) picked.country_calling_codes[callingCode] = kept;
  }
  return picked;
}
