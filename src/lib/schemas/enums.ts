/**
 * The fixed value lists of the records that the API answers with and the browser shows: roles,
 * inbox and delivery states, inbox kinds. Plain constants without imports: the Drizzle schema
 * (loaded by drizzle-kit without the app's path aliases) and the answer schemas both use them.
 */
export const ROLES = ['admin', 'realtor', 'user'] as const;
export const INBOX_STATUSES = ['new', 'contacted', 'closed'] as const;
export const OUTBOX_STATUSES = ['pending', 'delivered', 'failed'] as const;
/** lead: a homepage request; contact: a message to a realtor; loan: a loan inquiry to the lender from a listing's estimate. */
export const INBOX_KINDS = ['lead', 'contact', 'loan'] as const;
/** What a visitor of a realtor's homepage wants help with, when they say: the realtor's first question. */
export const CONTACT_INTERESTS = ['buy', 'sell', 'rent', 'other'] as const;
export type ContactInterest = (typeof CONTACT_INTERESTS)[number];
