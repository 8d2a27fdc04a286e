import { agreementSchema, CURRENT_AGREEMENT_VERSION } from '@/lib/schemas/agreement';
import { acceptedAgreementSchema } from '@/lib/schemas/answers';
import { defineEndpoint } from '@/server/api/endpoint';

export const acceptAgreement = defineEndpoint({
  method: 'POST',
  path: '/v1/me/agreement',
  operationId: 'acceptAgreement',
  tag: 'Auth',
  summary: 'Accept the current agreement',
  description: `The version must be the current one (${CURRENT_AGREEMENT_VERSION}); a page showing an older text gets a 400.`,
  auth: 'signed-in',
  body: { schema: agreementSchema.meta({ id: 'AgreementInput' }), example: { version: CURRENT_AGREEMENT_VERSION } },
  answers: { 200: { description: 'Accepted: the version and the time.', schema: acceptedAgreementSchema } },
  errors: [[400, 'Not the current version, or malformed.'], 401, 413],
});
