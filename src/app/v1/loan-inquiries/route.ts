import { postLoanInquiry } from '@/server/http/public-forms';

export const dynamic = 'force-dynamic';

/** POST /v1/loan-inquiries — a visitor asks the lender's loan officer about a listing (src/server/http/public-forms.ts). */
export const POST = postLoanInquiry;
