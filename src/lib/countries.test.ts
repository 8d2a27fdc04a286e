import fs from 'node:fs';
import { describe, it, expect } from 'vitest';
import { COUNTRIES, findCountry, defaultCountryForLocale, isCountryCode, withoutDialCode, type CountryCode } from './countries';

describe('COUNTRIES', () => {
  it('lists countries in the spec order with dial codes', () => {
    expect(COUNTRIES.map((c) => [c.code, c.dialCode])).toEqual([
      ['US', '+1'],
      ['KR', '+82'],
      ['CN', '+86'],
      ['IN', '+91'],
      ['AU', '+61'],
      ['CA', '+1'],
      ['JP', '+81'],
      ['HK', '+852'],
      ['DE', '+49'],
      ['VN', '+84'],
    ]);
  });
  it('uses English names', () => {
    expect(COUNTRIES.map((c) => c.name)).toEqual([
      'United States', 'South Korea', 'China', 'India', 'Australia',
      'Canada', 'Japan', 'Hong Kong', 'Germany', 'Vietnam',
    ]);
  });
  it('flag is the regional-indicator emoji for the code', () => {
    for (const c of COUNTRIES) {
      const expected = String.fromCodePoint(
        ...[...c.code].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 'A'.charCodeAt(0)),
      );
      expect(c.flag, c.code).toBe(expected);
    }
    expect(COUNTRIES[0].flag).toBe('🇺🇸');
  });
  it("has its flag in the flag font's cut (scripts/cut-flag-font.py: run it again when the list changes)", () => {
    const cut = JSON.parse(fs.readFileSync('scripts/assets/country-flags.json', 'utf8')) as string[];
    expect(cut).toEqual(COUNTRIES.map((c) => c.flag));
  });
  it('has unique codes', () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });
});

describe('findCountry', () => {
  it('finds by code, case-insensitively and trimmed', () => {
    expect(findCountry('KR')?.dialCode).toBe('+82');
    expect(findCountry('hk')?.name).toBe('Hong Kong');
    expect(findCountry(' ca ')?.code).toBe('CA');
  });
  it('returns undefined for unsupported codes', () => {
    expect(findCountry('FR')).toBeUndefined();
    expect(findCountry('')).toBeUndefined();
    expect(findCountry('USA')).toBeUndefined();
  });
});

describe('isCountryCode', () => {
  it('accepts only supported uppercase codes', () => {
    expect(isCountryCode('VN')).toBe(true);
    expect(isCountryCode('vn')).toBe(false);
    expect(isCountryCode('GB')).toBe(false);
  });
});

describe('defaultCountryForLocale', () => {
  it('maps ko/en/ja-JP', () => {
    const ko: CountryCode | undefined = defaultCountryForLocale('ko');
    expect(ko).toBe('KR');
    expect(defaultCountryForLocale('en')).toBe('US');
    expect(defaultCountryForLocale('ja-JP')).toBe('JP');
  });
  it('is case-insensitive and accepts underscores', () => {
    expect(defaultCountryForLocale('KO')).toBe('KR');
    expect(defaultCountryForLocale('ja-jp')).toBe('JP');
    expect(defaultCountryForLocale('ja_JP')).toBe('JP');
  });
  it('returns undefined otherwise', () => {
    for (const l of ['', 'ja', 'en-US', 'ko-KR', 'zh', 'de', 'toString', '__proto__', 'constructor']) {
      expect(defaultCountryForLocale(l), l).toBeUndefined();
    }
  });
});

describe('withoutDialCode', () => {
  it("drops the selected country's dial code from an international number, as autofill writes it", () => {
    expect(withoutDialCode('+1 949-555-0134', 'US')).toBe('949-555-0134');
    expect(withoutDialCode('+19495550134', 'US')).toBe('9495550134');
    expect(withoutDialCode('+82 10-1234-5678', 'KR')).toBe('010-1234-5678');
    expect(withoutDialCode('+81 90-1234-5678', 'JP')).toBe('090-1234-5678');
  });

  it('leaves a national number, or another country\'s, as it is', () => {
    expect(withoutDialCode('949-555-0134', 'US')).toBe('949-555-0134');
    expect(withoutDialCode('+82 10-1234-5678', 'US')).toBe('+82 10-1234-5678');
    expect(withoutDialCode('+1 949', 'XX')).toBe('+1 949');
  });
});
