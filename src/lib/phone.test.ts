import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@/lib/countries';
import { dialableNumber, internationalNumber, isPhoneNumberIn, suggestPhoneCountry, toE164 } from '@/lib/phone';
import metadata from '@/lib/phone-metadata.json';
import { pickPhoneMetadata, type PhoneMetadata } from '@/lib/phone-metadata';

describe('isPhoneNumberIn', () => {
  it('refuses the number of issue #29, too short for the US', () => {
    expect(isPhoneNumberIn('949-555-77', 'US')).toBe(false);
  });
  it('takes real numbers of each picker country in their national form', () => {
    const numbers: Record<string, string> = {
      US: '949-555-0134', KR: '010-1234-5678', CN: '138-1234-5678', IN: '98765-43210', AU: '0412-345-678',
      CA: '604-555-0100', JP: '090-1234-5678', HK: '9123-4567', DE: '030-123456', VN: '091-234-5678',
    };
    for (const { code } of COUNTRIES) expect(isPhoneNumberIn(numbers[code]!, code), code).toBe(true);
  });
  it('takes a Seoul landline, which the old 11-digit rule refused', () => {
    expect(isPhoneNumberIn('02-123-4567', 'KR')).toBe(true);
  });
  it('refuses a US number with Korea chosen, and numbers no US area code or exchange has', () => {
    expect(isPhoneNumberIn('949-555-0134', 'KR')).toBe(false);
    expect(isPhoneNumberIn('123-456-7890', 'US')).toBe(false);
    expect(isPhoneNumberIn('949-123-4567', 'US')).toBe(false);
  });
  it('is strict where the "min" metadata only checks the length', () => {
    expect(isPhoneNumberIn('560-862-4210', 'KR')).toBe(false);
  });
  it('takes numbers of the same calling code (a Canadian area code with US chosen)', () => {
    expect(isPhoneNumberIn('604-555-0100', 'US')).toBe(true);
    expect(isPhoneNumberIn('+82 10-1234-5678', 'US')).toBe(false);
  });
  it('answers false for a country outside the pickers', () => {
    expect(isPhoneNumberIn('020 7946 0958', 'GB')).toBe(false);
  });
});

describe('toE164', () => {
  it('gives the international form of a valid number', () => {
    expect(toE164('949-555-0134', 'US')).toBe('+19495550134');
    expect(toE164('1-949-555-0134', 'us')).toBe('+19495550134');
    expect(toE164('010-1234-5678', 'KR')).toBe('+821012345678');
    expect(toE164('090-1234-5678', 'JP')).toBe('+819012345678');
  });
  it('is null for an invalid one', () => {
    expect(toE164('949-555-77', 'US')).toBeNull();
  });
});

describe('internationalNumber', () => {
  it('writes a valid number as read across borders, and nothing for an invalid one', () => {
    expect(internationalNumber('9495550104', 'US')).toBe('+1 949 555 0104');
    expect(internationalNumber('010-1234-5678', 'KR')).toBe('+82 10 1234 5678');
    expect(internationalNumber('090-1234-5678', 'JP')).toBe('+81 90 1234 5678');
    expect(internationalNumber('555-01', 'US')).toBeNull();
  });
});

describe('dialableNumber', () => {
  it("dials a realtor's US number with +1 from anywhere, and keeps any other number's digits and +", () => {
    expect(dialableNumber('949-555-0134')).toBe('+19495550134');
    expect(dialableNumber('(404) 555-0188')).toBe('+14045550188');
    expect(dialableNumber('+1 949 555 0134')).toBe('+19495550134');
    expect(dialableNumber('+82 10-1234-5678')).toBe('+821012345678');
    expect(dialableNumber('555-01')).toBe('55501');
  });
});

describe('suggestPhoneCountry', () => {
  it('offers the US for a US number typed with Korea (or Japan) chosen', () => {
    expect(suggestPhoneCountry('949-555-0134', 'KR')).toBe('US');
    expect(suggestPhoneCountry('9495550134', 'JP')).toBe('US');
  });
  it('offers nothing for a valid number, a number of neither country, or with the US chosen', () => {
    expect(suggestPhoneCountry('010-1234-5678', 'KR')).toBeUndefined();
    expect(suggestPhoneCountry('949-555-77', 'KR')).toBeUndefined();
    expect(suggestPhoneCountry('949-555-77', 'US')).toBeUndefined();
  });
});

describe('phone-metadata.json', () => {
  it('is the installed libphonenumber-js "max" metadata cut to the picker countries (else run scripts/phone-metadata.ts)', () => {
    const require = createRequire(import.meta.url);
    const full = require('libphonenumber-js/metadata.max.json') as PhoneMetadata;
    expect(metadata).toEqual(pickPhoneMetadata(full, COUNTRIES.map((c) => c.code)));
  });
});
