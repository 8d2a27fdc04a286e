/**
 * The lengths and bounds of the loan inquiry (issue #24), apart from the schema so that the form's
 * first load does not bring zod (the schema is loaded when the form first validates).
 */
export const LOAN_INQUIRY_LIMITS = { name: 100, email: 254, phone: 20, message: 2000, dollars: 1_000_000_000, ratePercent: 30 } as const;

/** The loan terms the estimate offers, in years. */
export const LOAN_TERMS = [30, 20, 15] as const;
