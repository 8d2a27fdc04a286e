import { getDb } from '@/server/db';
import { AppError, errorResponse } from '@/server/http/errors';
import { logger } from '@/server/log';
import { getRealtor, toApiRealtor } from '@/server/realtors/get-realtor';

export const dynamic = 'force-dynamic';

/** GET /v1/realtor/{idOrDesiredUrl} — public: the realtor's fields (SPEC §3, §7). */
export async function GET(request: Request, { params }: RouteContext<'/v1/realtor/[idOrDesiredUrl]'>) {
  const { idOrDesiredUrl } = await params;
  try {
    const realtor = await getRealtor(await getDb(), decodeURIComponent(idOrDesiredUrl).slice(0, 100));
    if (!realtor) return errorResponse(new AppError('not_found', `Realtor ${idOrDesiredUrl} not found`));
    return Response.json(toApiRealtor(realtor), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    logger.error({ err: error, requestId: request.headers.get('x-request-id') }, 'realtor read failed');
    return errorResponse(new AppError('internal', 'Internal Server Error'));
  }
}
