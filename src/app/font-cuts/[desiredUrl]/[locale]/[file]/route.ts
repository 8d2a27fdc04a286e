import { shownText } from '@/features/realtor-home/shown-text';
import { isLocale } from '@/i18n/locales';
import { decodePathSegment, isValidDesiredUrl } from '@/lib/validators';
import { CUT_WEIGHTS, type CutWeight } from '@/lib/font-faces';
import { CUT_SCRIPTS, cutVersion, makeCut, uncoveredChars, type CutScript } from '@/server/fonts/realtor-font-cut';
import { apiHandler } from '@/server/http/api-handler';
import { AppError } from '@/server/errors/app-error';
import { loadRealtorForPage } from '@/server/realtors/cached';

export const dynamic = 'force-dynamic';

type Params = { desiredUrl: string; locale: string; file: string };

/**
 * GET /font-cuts/{desiredUrl}/{locale}/{kr|jp}-{400|700}.woff2?v=… — Noto Sans KR or JP cut to the
 * Hangul or Japanese of a realtor's record that the language's stylesheet does not cover
 * (src/server/fonts). When `v`
 * names the record's current characters the cut never changes, so it is cached for a year;
 * otherwise (a page rendered before an edit) the current cut is sent, briefly cached.
 */
export const GET = apiHandler<Params>(async ({ request }, params) => {
  const desiredUrl = decodePathSegment(params.desiredUrl);
  const [, script = '', weight = ''] = /^(\w+)-(\d+)\.woff2$/.exec(params.file) ?? [];
  if (!desiredUrl || !isValidDesiredUrl(desiredUrl) || !isLocale(params.locale) || !Object.hasOwn(CUT_SCRIPTS, script) || !Object.hasOwn(CUT_WEIGHTS, weight)) {
    throw new AppError('not_found', 'Api.realtorNotFound');
  }
  const realtor = await loadRealtorForPage(desiredUrl);
  if (!realtor) throw new AppError('not_found', 'Api.realtorNotFound');
  const chars = uncoveredChars(shownText(realtor, params.locale), params.locale, script as CutScript);
  if (!chars) throw new AppError('not_found', 'Api.realtorNotFound');
  const current = new URL(request.url).searchParams.get('v') === cutVersion(chars);
  return new Response(new Uint8Array(await makeCut(script as CutScript, Number(weight) as CutWeight, chars)), {
    headers: {
      'Content-Type': 'font/woff2',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  });
});
