import { createdIdSchema } from '@/lib/schemas/answers';
import { loanInquirySchema } from '@/lib/schemas/loan-inquiry';
import { defineEndpoint } from '@/server/api/endpoint';

/** Its handler is the public forms' (src/server/http/public-forms.ts); it answers as said here. */
export const createLoanInquiry = defineEndpoint({
  method: 'POST',
  path: '/v1/loan-inquiries',
  operationId: 'createLoanInquiry',
  tag: 'Loans',
  summary: "Ask the lender's loan officer about a home for sale (public: the listing page's payment estimate)",
  description:
    "Stored with its Slack delivery before the 201; the lender's channel (`SLACK_WEBHOOK_URL`) is posted in the background, naming the listing (address and link), the realtor and the estimate as the visitor saw it. `listingKey` must be a listing the realtor's page shows, for sale: else 404 (`fields.listingKey`); an unknown or unpublished realtor is 404 too. Rate-limited per client IP. JSON only (415 otherwise); a browser's cross-site post is refused (403).",
  auth: 'public',
  body: {
    schema: loanInquirySchema,
    example: {
      realtorId: 1,
      listingKey: 'CRMLS-00000008',
      name: 'Jiwoo Lee',
      email: 'jiwoo@example.com',
      phone: '949-555-0134',
      phoneCountryCode: 'US',
      message: 'Could I get pre-approved for this home?',
      estimate: { price: 812000, downPayment: 162400, ratePercent: 6.5, termYears: 30, monthlyTotal: 5012.34 },
      consentContact: true,
      locale: 'en',
    },
  },
  answers: { 201: { description: 'Received.', schema: createdIdSchema } },
  errors: [400, [403, 'Sent from another site.'], 404, 413, [415, 'Not JSON.'], 429],
});
