import { describe, expect, it } from 'vitest';
import { contactName, contactSchema } from './contact';

const valid = {
  realtorId: 1,
  lastName: '김',
  firstName: '민지',
  email: 'minji@example.com',
  phone: '949-555-0134',
  phoneCountryCode: 'US',
  message: '어바인 타운홈 문의드립니다.',
  isTerm: 'Y',
};

const codes = (input: unknown) => {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
};

describe('contactSchema', () => {
  it('accepts a complete message, with terms Y or N', () => {
    expect(contactSchema.parse(valid).isTerm).toBe('Y');
    expect(contactSchema.parse({ ...valid, isTerm: 'N' }).isTerm).toBe('N');
  });

  it('builds the name from the last name then the first name', () => {
    expect(contactName(contactSchema.parse(valid))).toBe('김 민지');
  });

  it('requires every field and bounds the lengths', () => {
    expect(codes({ ...valid, lastName: ' ', message: '' })).toEqual({ lastName: 'required', message: 'required' });
    expect(codes({ ...valid, message: 'x'.repeat(2001) })).toEqual({ message: 'too_long' });
  });

  it('checks e-mail, phone, country, terms and realtor id', () => {
    expect(codes({ ...valid, email: 'nope' })).toEqual({ email: 'invalid_email' });
    expect(codes({ ...valid, phone: '+1 949' })).toEqual({ phone: 'invalid_phone' });
    expect(codes({ ...valid, phone: '949-555-77' })).toEqual({ phone: 'invalid_phone_number' });
    expect(codes({ ...valid, phoneCountryCode: 'KR' })).toEqual({ phone: 'invalid_phone_number' });
    expect(codes({ ...valid, phone: '02-123-4567', phoneCountryCode: 'KR' })).toEqual({});
    expect(codes({ ...valid, phoneCountryCode: 'FR' })).toEqual({ phoneCountryCode: 'invalid_country' });
    expect(codes({ ...valid, isTerm: true })).toEqual({ isTerm: 'invalid_term' });
    expect(codes({ ...valid, interest: 'invest' })).toEqual({ interest: 'invalid_interest' });
    expect(codes({ ...valid, interest: 'sell' })).toEqual({});
    expect(codes({ ...valid, realtorId: -1 })).toEqual({ realtorId: 'invalid_realtor' });
    expect(codes({ ...valid, realtorId: '1' })).toEqual({ realtorId: 'invalid_realtor' });
  });

  it('rejects unknown fields', () => {
    expect(contactSchema.safeParse({ ...valid, admin: true }).success).toBe(false);
  });
});

describe('contactSchema and NUL', () => {
  const firstCode = (input: unknown, field: string) => contactSchema.safeParse(input).error?.issues.find((i) => i.path.join('.') === field)?.message;

  it('refuses NUL (which the database cannot store) in every text field, as invalid_character first (the message the API shows)', () => {
    for (const field of ['lastName', 'firstName', 'email', 'phone', 'message', 'name'] as const) {
      expect(firstCode({ ...valid, [field]: `${valid[field as keyof typeof valid] ?? 'x'}\u0000` }, field), field).toBe('invalid_character');
    }
  });
});
