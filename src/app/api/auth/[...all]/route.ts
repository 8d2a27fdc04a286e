import { getAuth } from '@/server/auth/auth';

/** better-auth's own endpoints (social sign-in redirects and callbacks, session, sign-out). */
async function handle(request: Request): Promise<Response> {
  return (await getAuth()).handler(request);
}

export const GET = handle;
export const POST = handle;
