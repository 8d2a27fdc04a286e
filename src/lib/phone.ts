/**
 * Phone numbers by country (issue #29): whether a number typed in a country's national form is a
 * real number there, and its E.164 form (+19495550134). libphonenumber-js's core with the full
 * ("max") metadata of the ten picker countries only (src/lib/phone-metadata.json, 6 KB gzipped;
 * decision 028): the "min" metadata checks little more than the length (it takes "560-862-4210"
 * for Korea), the whole "max" set is 39 KB gzipped. Loaded only with the forms' validation code.
 */
import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import metadataJson from './phone-metadata.json';

const metadata = metadataJson as unknown as MetadataJson;

/** The number as libphonenumber reads it in `country`, when it is a valid number there. */
function parseIn(phone: string, country: string) {
  const region = country.trim().toUpperCase();
  if (!Object.hasOwn(metadataJson.countries, region)) return undefined;
  const parsed = parsePhoneNumberFromString(phone, region as CountryCode, metadata);
  // A number typed with another country's "+NN" is not this country's number; one of the same
  // calling code is (a Canadian area code with US chosen: both are +1).
  const callingCode = metadataJson.countries[region as keyof typeof metadataJson.countries][0];
  return parsed?.isValid() && parsed.countryCallingCode === callingCode ? parsed : undefined;
}

/** True when `phone` (national form, digits and hyphens) is a valid number in `country` (ISO code). */
export function isPhoneNumberIn(phone: string, country: string): boolean {
  return parseIn(phone, country) !== undefined;
}

/** The E.164 form of a valid number of `country` ("949-555-0134", "US" → "+19495550134"), else null. */
export function toE164(phone: string, country: string): string | null {
  return parseIn(phone, country)?.number ?? null;
}

/** A valid number of `country` as read across borders ("949-555-0134", "US" → "+1 949 555 0134"), else null. */
export function internationalNumber(phone: string, country: string): string | null {
  return parseIn(phone, country)?.formatInternational() ?? null;
}

/**
 * A realtor's phone number as tel: and sms: links and contact cards dial it: E.164
 * ("949-555-0134" → "+19495550134"), since the realtors are in the US and their clients call
 * from Korea and Japan too. A number that is not a US one keeps its digits and a leading "+".
 */
export function dialableNumber(phone: string): string {
  return toE164(phone, 'US') ?? phone.replace(/[^\d+]/g, '');
}

/**
 * The country to offer instead when a number is not valid in the chosen one but is a US number
 * (a realtor in California or Georgia on the Korean page, where the country starts as KR):
 * "949-555-0134" with KR → "US". Otherwise undefined.
 */
export function suggestPhoneCountry(phone: string, chosen: string): 'US' | undefined {
  const region = chosen.trim().toUpperCase();
  if (region === 'US' || region === 'CA' || isPhoneNumberIn(phone, region)) return undefined;
  return isPhoneNumberIn(phone, 'US') ? 'US' : undefined;
}
