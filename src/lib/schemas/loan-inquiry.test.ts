import { describe, expect, it } from 'vitest';
import { loanInquirySchema } from './loan-inquiry';

const valid = {
  realtorId: 1,
  listingKey: 'CRMLS-00000008',
  name: '김민지',
  email: 'minji@example.com',
  phone: '949-555-0134',
  phoneCountryCode: 'US',
  estimate: { price: 812_000, downPayment: 162_400, ratePercent: 6.5, termYears: 30, monthlyTotal: 5_012.34 },
  consentContact: true,
};

const codes = (input: unknown) => {
  const result = loanInquirySchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
};

describe('loanInquirySchema', () => {
  it('accepts a complete inquiry, with or without a message (an empty one is none)', () => {
    expect(loanInquirySchema.parse(valid).estimate.termYears).toBe(30);
    expect(loanInquirySchema.parse({ ...valid, message: '  ' }).message).toBe('');
    expect(loanInquirySchema.parse({ ...valid, message: '선승인 문의드립니다.' }).message).toBe('선승인 문의드립니다.');
  });

  it('requires the name, the e-mail, the phone with its country and the consent', () => {
    expect(codes({ ...valid, name: ' ' })).toEqual({ name: 'required' });
    expect(codes({ ...valid, email: 'nope' })).toEqual({ email: 'invalid_email' });
    expect(codes({ ...valid, phone: '+1 949' })).toEqual({ phone: 'invalid_phone' });
    expect(codes({ ...valid, phoneCountryCode: 'KR' })).toEqual({ phone: 'invalid_phone_number' });
    expect(codes({ ...valid, phone: '010-1234-5678', phoneCountryCode: 'KR' })).toEqual({});
    expect(codes({ ...valid, phoneCountryCode: 'FR' })).toEqual({ phoneCountryCode: 'invalid_country' });
    expect(codes({ ...valid, consentContact: false })).toEqual({ consentContact: 'consent_required' });
    const { consentContact: _consent, ...without } = valid;
    expect(codes(without)).toEqual({ consentContact: 'consent_required' });
  });

  it('checks the listing key and the realtor id', () => {
    expect(codes({ ...valid, listingKey: '../etc/passwd' })).toEqual({ listingKey: 'invalid_listing' });
    expect(codes({ ...valid, listingKey: 'x'.repeat(65) })).toEqual({ listingKey: 'invalid_listing' });
    expect(codes({ ...valid, realtorId: '1' })).toEqual({ realtorId: 'invalid_realtor' });
  });

  it('takes the estimate as shown: amounts not negative, a term the estimate offers, a down payment within the price', () => {
    expect(codes({ ...valid, estimate: { ...valid.estimate, termYears: 40 } })).toEqual({ 'estimate.termYears': 'invalid_estimate' });
    expect(codes({ ...valid, estimate: { ...valid.estimate, ratePercent: -1 } })).toEqual({ 'estimate.ratePercent': 'invalid_estimate' });
    expect(codes({ ...valid, estimate: { ...valid.estimate, price: Number.POSITIVE_INFINITY } })).toEqual({ 'estimate.price': 'invalid_estimate' });
    expect(codes({ ...valid, estimate: { ...valid.estimate, downPayment: 900_000 } })).toEqual({ 'estimate.downPayment': 'invalid_estimate' });
    expect(codes({ ...valid, estimate: { ...valid.estimate, extra: 1 } })).toEqual({ estimate: 'invalid_estimate' });
    expect(codes({ ...valid, estimate: null })).toEqual({ estimate: 'invalid_estimate' });
  });

  it('rejects unknown fields, and NUL in every text field as invalid_character', () => {
    expect(loanInquirySchema.safeParse({ ...valid, admin: true }).success).toBe(false);
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      const first = loanInquirySchema.safeParse({ ...valid, [field]: `${(valid as Record<string, unknown>)[field] ?? 'x'}\u0000` }).error?.issues.find((i) => i.path[0] === field);
      expect(first?.message, field).toBe('invalid_character');
    }
  });
});
