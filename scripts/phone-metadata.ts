/**
 * Writes src/lib/phone-metadata.json: libphonenumber-js's full ("max") metadata cut to the ten
 * countries of the phone pickers (decision 028). Run after upgrading libphonenumber-js:
 * `npx tsx scripts/phone-metadata.ts`; src/lib/phone.test.ts fails while the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { COUNTRIES } from '../src/lib/countries';
import { pickPhoneMetadata, type PhoneMetadata } from '../src/lib/phone-metadata';

const require = createRequire(import.meta.url);
const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.max.json'), 'utf8')) as PhoneMetadata;
const picked = pickPhoneMetadata(full, COUNTRIES.map((c) => c.code));
writeFileSync(new URL('../src/lib/phone-metadata.json', import.meta.url), `${JSON.stringify(picked)}\n`);
console.log(`src/lib/phone-metadata.json: ${Object.keys(picked.countries).join(', ')}`);
