import { postHomepageRequest } from '@/server/http/public-form-routes';

/**
 * POST /api/send-to-slack — a homepage request from the landing page (SPEC §7). In production
 * server.mjs answers it before Next.js's router (src/server/http/lean-routes.ts); this route
 * serves `next dev` and `next start`.
 */
export const POST = postHomepageRequest;
