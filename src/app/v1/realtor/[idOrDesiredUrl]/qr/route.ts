import { z } from 'zod';
import { decodePathSegment, isValidSlug } from '@/lib/validators';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { AppError } from '@/server/errors/app-error';
import { listingKeySchema } from '@/server/listings/get-listing';
import { loadRealtorForPage } from '@/server/realtors/cached';
import { homepageUrl, qrCode, qrColor } from '@/server/realtors/share';

type Params = { idOrDesiredUrl: string };

const querySchema = z.strictObject({
  format: z.enum(['svg', 'png'], { error: 'invalid_value' }).default('svg'),
  /** Pixels of a PNG: 1,200 (the default) prints 4 inches wide at 300 dpi. */
  size: z.coerce.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).min(200, { error: 'invalid_number' }).max(2400, { error: 'invalid_number' }).default(1200),
  /** A listing's page instead of the homepage. */
  listing: listingKeySchema.optional(),
});

/**
 * GET /v1/realtor/{desiredUrl}/qr?format=svg|png&size=&listing= — public: a QR code of a
 * published realtor's homepage (their own domain when they have one) or of one listing's page,
 * in their brand colour when it scans well on white, as a download (issue #28).
 */
export const GET = apiHandler<Params>(async (ctx, { idOrDesiredUrl }) => {
  const slug = decodePathSegment(idOrDesiredUrl) ?? '';
  const query = await parseInput(ctx, querySchema, Object.fromEntries(new URL(ctx.request.url).searchParams));
  const realtor = isValidSlug(slug) ? await loadRealtorForPage(slug) : null;
  if (!realtor) throw new AppError('not_found', 'Api.realtorNotFound');
  const code = await qrCode(homepageUrl(realtor, query.listing), qrColor(realtor.designMainColor), query.format, query.size);
  const name = `${realtor.desiredUrl}${query.listing ? `-${query.listing}` : ''}-qr.${query.format}`;
  return new Response(typeof code === 'string' ? code : new Uint8Array(code), {
    headers: {
      'Content-Type': query.format === 'svg' ? 'image/svg+xml' : 'image/png',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'public, max-age=300',
    },
  });
});
