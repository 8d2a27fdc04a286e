import { postHomepageRequest } from '@/server/http/public-forms';

/** POST /api/send-to-slack — a homepage request from the landing page (SPEC §7, src/server/http/public-forms.ts). */
export const POST = postHomepageRequest;
