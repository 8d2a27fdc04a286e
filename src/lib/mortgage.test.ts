import { describe, expect, it } from 'vitest';
import { downPaymentFromPercent, estimateMortgage, monthlyPrincipalAndInterest, roundCents } from './mortgage';

describe('monthlyPrincipalAndInterest', () => {
  // Published values of the standard amortisation formula (e.g. any lender's amortisation table).
  it.each([
    [400_000, 6.5, 30, 2528.27],
    [200_000, 5, 30, 1073.64],
    [100_000, 6, 30, 599.55],
    [300_000, 4, 15, 2219.06],
  ])('$%d at %d%% for %d years is $%d a month', (loan, rate, years, expected) => {
    expect(roundCents(monthlyPrincipalAndInterest(loan, rate, years))).toBe(expected);
  });
  it('divides the loan evenly at 0%', () => {
    expect(monthlyPrincipalAndInterest(360_000, 0, 30)).toBe(1000);
  });
  it('is 0 without a loan or a term', () => {
    expect(monthlyPrincipalAndInterest(0, 6.5, 30)).toBe(0);
    expect(monthlyPrincipalAndInterest(400_000, 6.5, 0)).toBe(0);
    expect(monthlyPrincipalAndInterest(Number.NaN, 6.5, 30)).toBe(0);
  });
});

describe('estimateMortgage', () => {
  it('adds tax, insurance and HOA to principal and interest', () => {
    const estimate = estimateMortgage({ price: 500_000, downPayment: 100_000, annualRatePercent: 6.5, years: 30, taxRatePercent: 1.2, insurancePerYear: 1_200, hoaPerMonth: 250 });
    expect(estimate).toEqual({ loanAmount: 400_000, principalAndInterest: 2528.27, tax: 500, insurance: 100, hoa: 250, total: 3378.27 });
  });
  it('never lends less than nothing, and ignores negative or missing numbers', () => {
    const estimate = estimateMortgage({ price: 300_000, downPayment: 400_000, annualRatePercent: -1, years: 30, taxRatePercent: Number.NaN, insurancePerYear: -5, hoaPerMonth: 0 });
    expect(estimate).toEqual({ loanAmount: 0, principalAndInterest: 0, tax: 0, insurance: 0, hoa: 0, total: 0 });
  });
  it('turns a percentage down into dollars', () => {
    expect(downPaymentFromPercent(812_000, 20)).toBe(162_400);
  });
});
