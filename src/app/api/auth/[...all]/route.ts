import { getAuth } from '@/server/auth/auth';
import { handleLibraryRequest } from '@/server/auth/library-routes';
import { withBodyLimit } from '@/server/http/request-body';

/**
 * better-auth's own endpoints that the browser needs (social sign-in redirects and callbacks,
 * session, sign-out); the others answer 404 (src/server/auth/library-routes.ts).
 */
async function handle(request: Request): Promise<Response> {
  return handleLibraryRequest(await getAuth(), request);
}

export const GET = handle;
// The library reads POST bodies itself: a longer one than any of its forms is refused unread.
export const POST = withBodyLimit(handle, 100_000);
