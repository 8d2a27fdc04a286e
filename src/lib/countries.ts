/**
 * Supported countries for the phone-number country picker, in display order.
 * `flag` is the emoji flag; `name` is the English country name.
 */

export interface Country {
  readonly code: string;
  readonly name: string;
  readonly dialCode: string;
  readonly flag: string;
}

/** Display order is part of the spec: US, KR, CN, IN, AU, CA, JP, HK, DE, VN. */
export const COUNTRIES = [
  { code: 'US', name: 'United States', dialCode: '+1', flag: '🇺🇸' },
  { code: 'KR', name: 'South Korea', dialCode: '+82', flag: '🇰🇷' },
  { code: 'CN', name: 'China', dialCode: '+86', flag: '🇨🇳' },
  { code: 'IN', name: 'India', dialCode: '+91', flag: '🇮🇳' },
  { code: 'AU', name: 'Australia', dialCode: '+61', flag: '🇦🇺' },
  { code: 'CA', name: 'Canada', dialCode: '+1', flag: '🇨🇦' },
  { code: 'JP', name: 'Japan', dialCode: '+81', flag: '🇯🇵' },
  { code: 'HK', name: 'Hong Kong', dialCode: '+852', flag: '🇭🇰' },
  { code: 'DE', name: 'Germany', dialCode: '+49', flag: '🇩🇪' },
  { code: 'VN', name: 'Vietnam', dialCode: '+84', flag: '🇻🇳' },
] as const satisfies readonly Country[];

export type CountryCode = (typeof COUNTRIES)[number]['code'];
export type SupportedCountry = (typeof COUNTRIES)[number];

/** Type guard for a supported (uppercase) country code. */
export function isCountryCode(code: string): code is CountryCode {
  return COUNTRIES.some((c) => c.code === code);
}

/** Looks up a country by ISO code (case-insensitive, trimmed); undefined when unsupported. */
export function findCountry(code: string): SupportedCountry | undefined {
  const upper = code.trim().toUpperCase();
  return COUNTRIES.find((c) => c.code === upper);
}

const LOCALE_DEFAULT_COUNTRY: Readonly<Record<string, CountryCode>> = {
  ko: 'KR',
  en: 'US',
  'ja-jp': 'JP',
};

/**
 * Default phone country for an app locale: 'ko' -> KR, 'en' -> US, 'ja-JP' -> JP;
 * anything else -> undefined. Case-insensitive; '_' is treated as '-' ("ja_JP").
 */
export function defaultCountryForLocale(locale: string): CountryCode | undefined {
  const key = locale.trim().toLowerCase().replace(/_/g, '-');
  return Object.hasOwn(LOCALE_DEFAULT_COUNTRY, key) ? LOCALE_DEFAULT_COUNTRY[key] : undefined;
}

/**
 * The national form of a phone number written in the international form of `countryCode`
 * ("+1 949-555-0134" for US → "949-555-0134", "+82 10-1234-5678" for KR → "010-1234-5678"), as a browser's autofill of `autocomplete="tel"`
 * writes it beside a country picker; any other text is returned as it is.
 */
export function withoutDialCode(phone: string, countryCode: string): string {
  const country = findCountry(countryCode);
  const trimmed = phone.trimStart();
  if (!country || !trimmed.startsWith(country.dialCode)) return phone;
  const national = trimmed.slice(country.dialCode.length).replace(/^[\s.-]+/, '');
  // Where national numbers start with a trunk prefix, the international form leaves it out.
  const trunk = TRUNK_PREFIX[country.code] ?? '';
  return national.startsWith(trunk) ? national : trunk + national;
}

/** The trunk prefix of national numbers, where they have one (010-… in Korea, 090-… in Japan). */
const TRUNK_PREFIX: Partial<Record<CountryCode, string>> = { KR: '0', JP: '0', AU: '0', DE: '0', IN: '0', VN: '0' };
