import { postVisit } from '@/server/visits/visit-route';

export const dynamic = 'force-dynamic';

/** POST /v1/visits — a realtor page's visit beacon (public; src/server/visits/visit-route.ts). */
export const POST = postVisit;
