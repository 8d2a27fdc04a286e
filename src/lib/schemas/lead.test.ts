import { describe, expect, it } from 'vitest';
import { filterPhoneInput, isAffirmative, LEAD_LIMITS, leadSchema } from './lead';

const valid = {
  name: '김민지',
  area: 'Irvine, CA',
  phone: '949-555-0134',
  phoneCountryCode: 'US',
  hasSite: '아니오',
  consentPrivacy: true,
  consentContact: true,
};

function codes(input: unknown): Record<string, string> {
  const result = leadSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
}

describe('leadSchema', () => {
  it('accepts a complete lead and trims text', () => {
    const lead = leadSchema.parse({ ...valid, name: '  김민지 ' });
    expect(lead.name).toBe('김민지');
  });

  it('requires name, area and phone', () => {
    expect(codes({ ...valid, name: '   ', area: '', phone: undefined })).toEqual({
      name: 'required',
      area: 'required',
      phone: 'required',
    });
  });

  it('bounds the lengths', () => {
    expect(codes({ ...valid, name: 'a'.repeat(LEAD_LIMITS.name + 1) })).toEqual({ name: 'too_long' });
    expect(leadSchema.safeParse({ ...valid, name: 'a'.repeat(LEAD_LIMITS.name) }).success).toBe(true);
    expect(codes({ ...valid, area: 'a'.repeat(LEAD_LIMITS.area + 1) })).toEqual({ area: 'too_long' });
  });

  it('accepts digits and hyphens only in the phone', () => {
    expect(codes({ ...valid, phone: '949 555 0134' })).toEqual({ phone: 'invalid_phone' });
    expect(codes({ ...valid, phone: '+1-949' })).toEqual({ phone: 'invalid_phone' });
    expect(codes({ ...valid, phone: '---' })).toEqual({ phone: 'invalid_phone' });
  });

  it('accepts only the ten country codes', () => {
    expect(codes({ ...valid, phoneCountryCode: 'FR' })).toEqual({ phoneCountryCode: 'invalid_country' });
    const numbers: Record<string, string> = {
      US: '949-555-0134', KR: '010-1234-5678', CN: '138-1234-5678', IN: '98765-43210', AU: '0412-345-678',
      CA: '604-555-0100', JP: '090-1234-5678', HK: '9123-4567', DE: '030-123456', VN: '091-234-5678',
    };
    for (const [code, phone] of Object.entries(numbers)) {
      expect(leadSchema.safeParse({ ...valid, phone, phoneCountryCode: code }).success, code).toBe(true);
    }
  });

  it('requires a real number of the chosen country (issue #29)', () => {
    expect(codes({ ...valid, phone: '949-555-77' })).toEqual({ phone: 'invalid_phone_number' });
    expect(codes({ ...valid, phoneCountryCode: 'KR' })).toEqual({ phone: 'invalid_phone_number' });
    expect(codes({ ...valid, phone: '010-1234-5678', phoneCountryCode: 'KR' })).toEqual({});
    // Shown beside the other fields' messages, and not on top of the phone's own.
    expect(codes({ ...valid, name: '', phone: '949-555-77' })).toEqual({ name: 'required', phone: 'invalid_phone_number' });
    expect(codes({ ...valid, phone: '949 555 77' })).toEqual({ phone: 'invalid_phone' });
  });

  it('answers a body that is no object with an issue, never an exception (the API\'s 400, not a 500)', () => {
    for (const body of [null, [], 'x', 1, {}]) {
      const result = leadSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues.some((i) => i.message === 'invalid_phone_number')).toBe(false);
    }
  });

  it('requires both consents', () => {
    expect(codes({ ...valid, consentPrivacy: false, consentContact: undefined })).toEqual({
      consentPrivacy: 'consent_required',
      consentContact: 'consent_required',
    });
  });

  it('rejects unknown fields', () => {
    expect(leadSchema.safeParse({ ...valid, admin: true }).success).toBe(false);
  });
});

describe('isAffirmative', () => {
  it.each(['예', '네', 'Yes', 'yes', 'はい', true])('%s counts as having a homepage', (value) => {
    expect(isAffirmative(value)).toBe(true);
  });
  it.each(['아니오', 'No', 'いいえ', '', false, null, undefined])('%s does not', (value) => {
    expect(isAffirmative(value)).toBe(false);
  });
});

describe('filterPhoneInput', () => {
  it('removes everything but digits and hyphens and says so', () => {
    expect(filterPhoneInput('949-555-0134')).toEqual({ value: '949-555-0134', hadInvalid: false });
    expect(filterPhoneInput('(949) 555-01a34')).toEqual({ value: '949555-0134', hadInvalid: true });
    expect(filterPhoneInput('')).toEqual({ value: '', hadInvalid: false });
  });
});

describe('leadSchema and NUL', () => {
  const firstCode = (input: unknown, field: string) => leadSchema.safeParse(input).error?.issues.find((i) => i.path.join('.') === field)?.message;

  it('refuses NUL (which the database cannot store) in every text field, as invalid_character first (the message the API shows)', () => {
    for (const field of ['name', 'area', 'phone', 'hasSite'] as const) {
      expect(firstCode({ ...valid, [field]: `${valid[field]}\u0000` }, field), field).toBe('invalid_character');
    }
  });
});
