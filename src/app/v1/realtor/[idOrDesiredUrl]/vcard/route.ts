import { decodePathSegment, isValidSlug } from '@/lib/validators';
import { licenseMessageKey } from '@/lib/regions';
import { apiHandler } from '@/server/http/api-handler';
import { AppError } from '@/server/errors/app-error';
import { loadRealtorForPage } from '@/server/realtors/cached';
import { contactCard } from '@/server/realtors/share';

type Params = { idOrDesiredUrl: string };

/**
 * GET /v1/realtor/{desiredUrl}/vcard — public: a published realtor's contact card (vCard 4.0,
 * `{desiredUrl}.vcf`), with their name in each language they wrote, phone, e-mail, homepage,
 * portrait, messenger links, brokerage and license (issue #28). The homepage's "save my contact"
 * link; `?locale=` (the page's language) comes first on the card and words the license.
 */
export const GET = apiHandler<Params>(async (ctx, { idOrDesiredUrl }) => {
  ctx.useLocale(new URL(ctx.request.url).searchParams.get('locale'));
  const slug = decodePathSegment(idOrDesiredUrl) ?? '';
  const realtor = isValidSlug(slug) ? await loadRealtorForPage(slug) : null;
  if (!realtor) throw new AppError('not_found', 'Api.realtorNotFound');
  const t = await ctx.translator();
  const card = contactCard(realtor, {
    fallbackName: realtor.ownerName || t('RealtorHome.unnamed'),
    license: realtor.licenseNumber ? t(`RealtorHome.${licenseMessageKey(realtor.activityRegion)}`, { number: realtor.licenseNumber }) : '',
    locale: ctx.locale,
  });
  return new Response(card, {
    headers: {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': `attachment; filename="${realtor.desiredUrl}.vcf"`,
      'Cache-Control': 'public, max-age=300',
    },
  });
});
