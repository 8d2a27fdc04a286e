import { createdIdSchema } from '@/lib/schemas/answers';
import { leadSchema } from '@/lib/schemas/lead';
import { defineEndpoint } from '@/server/api/endpoint';

/** Its handler is the public forms' (src/server/http/public-forms.ts); it answers as said here. */
export const createLead = defineEndpoint({
  method: 'POST',
  path: '/api/send-to-slack',
  operationId: 'createLead',
  tag: 'Leads',
  summary: 'Request a homepage (public: the landing page lead form)',
  description:
    "Stored with its Slack delivery before the 201; Slack is posted in the background. Rate-limited per client IP. JSON only (415 otherwise); a browser's cross-site post is refused (403).",
  auth: 'public',
  body: {
    schema: leadSchema,
    example: {
      name: 'Grace Kim',
      area: 'Irvine, CA',
      phone: '949-555-0134',
      phoneCountryCode: 'US',
      hasSite: 'No',
      consentPrivacy: true,
      consentContact: true,
    },
  },
  answers: { 201: { description: 'Received.', schema: createdIdSchema } },
  errors: [400, [403, 'Sent from another site.'], 413, [415, 'Not JSON.'], 429],
});
