import { contactMessagePageSchema, createdIdSchema } from '@/lib/schemas/answers';
import { contactSchema } from '@/lib/schemas/contact';
import { defineEndpoint } from '@/server/api/endpoint';
import { contactListQuerySchema } from '@/server/contacts/list-contact-messages';

/** Its handler is the public forms' (src/server/http/public-forms.ts); it answers as said here. */
export const createContactMessage = defineEndpoint({
  method: 'POST',
  path: '/v1/realtor-contacts',
  operationId: 'createContactMessage',
  tag: 'Contacts',
  summary: "Send a message to a realtor (public: the homepage's contact form, and a listing page's tour request)",
  description:
    "Stored before the 201; the realtor is e-mailed in the background. Rate-limited per client IP. JSON only (415 otherwise); a browser's cross-site post is refused (403). An unpublished realtor is answered as an unknown one (404). From a listing's page the message also names `listingKey` (and optional `preferredDates`): the listing must be one the realtor's page shows, else 404 (`fields.listingKey`); the e-mail and the inbox name the listing.",
  auth: 'public',
  body: {
    schema: contactSchema,
    example: {
      realtorId: 1,
      lastName: 'Lee',
      firstName: 'Jiwoo',
      email: 'jiwoo@example.com',
      phone: '949-555-0134',
      phoneCountryCode: 'US',
      message: 'I would like to see homes in Irvine.',
      isTerm: 'Y',
      locale: 'en',
    },
  },
  answers: { 201: { description: 'Received.', schema: createdIdSchema } },
  errors: [400, [403, 'Sent from another site.'], 404, 413, [415, 'Not JSON.'], 429],
});

export const listContactMessages = defineEndpoint({
  method: 'GET',
  path: '/v1/realtor-contacts',
  operationId: 'listContactMessages',
  tag: 'Contacts',
  summary: "A realtor's contact messages (admins or the owner)",
  auth: 'signed-in',
  query: contactListQuerySchema,
  answers: { 200: { description: 'One page of messages, newest first.', schema: contactMessagePageSchema } },
  errors: [[400, 'A query parameter is missing or does not fit, or is unknown.'], 401, 403, 404],
});
