import { AppError } from '@/server/http/errors';
import { apiHandler } from '@/server/http/api-handler';
import { getLocalUploads } from '@/server/storage';
import { receiveLocalUpload, serveLocalUpload } from '@/server/storage/local-driver';

export const dynamic = 'force-dynamic';

type Params = { key: string[] };

async function localUploads() {
  const local = await getLocalUploads();
  if (!local) throw new AppError('not_found', 'Uploads.notFound');
  return local;
}

/** PUT /uploads/{key}?size=…&expires=…&signature=… — the local driver's signed upload (no token). */
export const PUT = apiHandler<Params>(async ({ request }, { key }) => {
  await receiveLocalUpload(await localUploads(), {
    key: key.join('/'),
    search: new URL(request.url).searchParams,
    contentType: request.headers.get('content-type'),
    contentLength: request.headers.get('content-length'),
    body: request.body,
    now: new Date(),
  });
  return new Response(null, { status: 200 });
});

/** GET /uploads/{key} — a stored photo, cached for a year. */
export const GET = apiHandler<Params>(async (_ctx, { key }) => serveLocalUpload((await localUploads()).root, key.join('/')));
