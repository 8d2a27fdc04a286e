/**
 * A monthly mortgage payment estimate (issue #24, the for-sale listing page). Pure and
 * isomorphic: the standard amortisation formula, M = P·r / (1 − (1 + r)^−n) with r the monthly
 * rate and n the number of monthly payments (a zero rate divides the loan evenly), plus the
 * monthly shares of property tax, homeowner's insurance and HOA dues.
 */

/** Monthly principal and interest of a fully amortising loan, unrounded. */
export function monthlyPrincipalAndInterest(loanAmount: number, annualRatePercent: number, years: number): number {
  if (!(loanAmount > 0) || !(years > 0) || !Number.isFinite(loanAmount) || !Number.isFinite(annualRatePercent)) return 0;
  const n = Math.round(years * 12);
  const r = annualRatePercent / 100 / 12;
  if (r <= 0) return loanAmount / n;
  return (loanAmount * r) / (1 - (1 + r) ** -n);
}

export interface MortgageInput {
  price: number;
  /** The down payment in dollars. */
  downPayment: number;
  annualRatePercent: number;
  years: number;
  /** Property tax per year, as a percentage of the price (e.g. 1.1 in California). */
  taxRatePercent: number;
  /** Homeowner's insurance per year, in dollars. */
  insurancePerYear: number;
  /** HOA dues per month, in dollars. */
  hoaPerMonth: number;
}

export interface MortgageEstimate {
  loanAmount: number;
  principalAndInterest: number;
  tax: number;
  insurance: number;
  hoa: number;
  total: number;
}

/** Rounds to cents (half away from zero). */
export function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value) * 100 + Number.EPSILON) / 100;
}

/** The monthly estimate, each part rounded to cents; the total is the sum of the rounded parts. */
export function estimateMortgage(input: MortgageInput): MortgageEstimate {
  const clamp = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
  const price = clamp(input.price);
  const loanAmount = Math.max(0, price - Math.min(clamp(input.downPayment), price));
  const principalAndInterest = roundCents(monthlyPrincipalAndInterest(loanAmount, clamp(input.annualRatePercent), clamp(input.years)));
  const tax = roundCents((price * clamp(input.taxRatePercent)) / 100 / 12);
  const insurance = roundCents(clamp(input.insurancePerYear) / 12);
  const hoa = roundCents(clamp(input.hoaPerMonth));
  return { loanAmount, principalAndInterest, tax, insurance, hoa, total: roundCents(principalAndInterest + tax + insurance + hoa) };
}

/** The down payment in dollars from a percentage of the price. */
export function downPaymentFromPercent(price: number, percent: number): number {
  return Math.round((price * percent) / 100);
}
