import { inviteResultSchema } from '@/lib/schemas/answers';
import { defineEndpoint } from '@/server/api/endpoint';
import { realtorIdPathParam } from '@/server/api/path-params';
import { INVITE_TTL_MS, inviteSchema } from '@/server/realtors/invite';

export const inviteRealtorOwner = defineEndpoint({
  method: 'POST',
  path: '/v1/realtor/{idOrDesiredUrl}/invite',
  operationId: 'inviteRealtorOwner',
  tag: 'Realtors',
  summary: "Link or invite the realtor's owner by e-mail (admins)",
  description: `When a user with this e-mail exists (any case), they own the realtor now (role realtor, unless admin). Otherwise an invitation valid for ${INVITE_TTL_MS / 86_400_000} days is e-mailed (in the request's language) with a sign-up link; it replaces an open invitation of the same realtor. Signing up with its token (\`inviteToken\`) links the new user.`,
  auth: 'signed-in',
  params: realtorIdPathParam,
  body: { schema: inviteSchema.meta({ id: 'InviteInput' }), example: { email: 'grace@example.com' } },
  answers: { 200: { description: 'Linked or invited.', schema: inviteResultSchema } },
  errors: [[400, 'Not a numeric id, or not an e-mail address.'], 401, 403, 404, [409, 'The user with this e-mail owns another realtor.'], 413],
});
