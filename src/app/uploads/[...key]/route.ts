import { AppError } from '@/server/errors/app-error';
import { apiHandler } from '@/server/http/api-handler';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '@/server/http/security-headers';
import { getLocalUploads } from '@/server/storage';
import { receiveLocalUpload, serveLocalUpload } from '@/server/storage/local-driver';

export const dynamic = 'force-dynamic';

type Params = { key: string[] };

async function localUploads() {
  const local = await getLocalUploads();
  if (!local) throw new AppError('not_found', 'Uploads.notFound');
  return local;
}

/**
 * Every answer under /uploads/ (a file, an upload's OK, an error's JSON) has the uploads' own
 * policy. next.config.ts sends the same for /uploads/ (a config header wins over a handler's).
 */
function withUploadPolicy(handler: (request: Request, context: { params: Promise<Params> }) => Promise<Response>) {
  return async (request: Request, context: { params: Promise<Params> }) => {
    const response = await handler(request, context);
    response.headers.set('Content-Security-Policy', UPLOAD_CONTENT_SECURITY_POLICY);
    response.headers.set('X-Content-Type-Options', 'nosniff');
    return response;
  };
}

/** PUT /uploads/{key}?size=…&expires=…&signature=… — the local driver's signed upload (no token). */
export const PUT = withUploadPolicy(
  apiHandler<Params>(async ({ request }, { key }) => {
    await receiveLocalUpload(await localUploads(), {
      key: key.join('/'),
      search: new URL(request.url).searchParams,
      contentType: request.headers.get('content-type'),
      contentLength: request.headers.get('content-length'),
      body: request.body,
      now: new Date(),
    });
    return new Response(null, { status: 200 });
  }),
);

/** GET /uploads/{key} — a stored photo, cached for a year. */
export const GET = withUploadPolicy(apiHandler<Params>(async (_ctx, { key }) => serveLocalUpload((await localUploads()).root, key.join('/'))));
