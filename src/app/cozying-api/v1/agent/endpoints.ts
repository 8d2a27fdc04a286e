import { z } from 'zod';
import { agentListingsSchema } from '@/lib/schemas/answers';
import { agentListingsQuerySchema, MAX_AGENT_LISTINGS } from '@/lib/schemas/listings';
import { cacheControlHeaders, defineEndpoint } from '@/server/api/endpoint';
import { LISTINGS_CACHE_CONTROL } from '../cache-control';

export const listAgentListings = defineEndpoint({
  method: 'GET',
  path: '/cozying-api/v1/agent',
  operationId: 'listAgentListings',
  tag: 'Listings',
  summary: "An agent's MLS listings of one kind (public)",
  description: `SPEC §7: by the agent's state license number (RESO ListAgentStateLicense), in one market, of one search type (see listHomes); on the market first, then under contract, then pending, each newest first; at most ${MAX_AGENT_LISTINGS}. The answer is a list (SPEC §7); the number of all the agent's listings of this kind is the \`X-Total-Count\` header. A realtor's homepage shows these. Unknown parameters are ignored. Answers may be cached for a minute.`,
  auth: 'public',
  query: agentListingsQuerySchema,
  answers: {
    200: {
      description: "The agent's listings, on the market first, each newest first.",
      headers: cacheControlHeaders(LISTINGS_CACHE_CONTROL, {
        'X-Total-Count': z.string().meta({ description: "All of the agent's listings of this kind in this market (may exceed the list's length).", example: '60' }),
      }),
      schema: agentListingsSchema,
    },
  },
  errors: [[400, 'A parameter is missing or does not fit; `fields` names the accepted values.']],
});
