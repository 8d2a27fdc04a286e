/**
 * The lengths the contact form allows (SPEC §3), apart from the schema so that the form's first
 * load does not bring zod (the schema is loaded when the form first validates).
 */
export const CONTACT_LIMITS = { lastName: 50, firstName: 50, email: 254, phone: 20, message: 2000, preferredDates: 200 } as const;
