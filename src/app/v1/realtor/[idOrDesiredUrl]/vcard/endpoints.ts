import { z } from 'zod';
import { LOCALES } from '@/i18n/locales';
import { defineEndpoint } from '@/server/api/endpoint';
import { realtorPathParam } from '@/server/api/path-params';

export const getRealtorContactCard = defineEndpoint({
  method: 'GET',
  path: '/v1/realtor/{idOrDesiredUrl}/vcard',
  operationId: 'getRealtorContactCard',
  tag: 'Realtors',
  summary: "A published realtor's contact card (public)",
  description:
    'vCard 4.0 (RFC 6350), as the download `{desiredUrl}.vcf`: the display name in each language the realtor wrote, the language of `locale` first (FN and N, one ALTID, a LANGUAGE each; N splits a name into family and given names only where the script makes it safe, else holds it whole as the given name), phone, e-mail, homepage (PREF=1), portrait (PHOTO, its address), KakaoTalk, LINE, Instagram and YouTube links (URL;TYPE=x-kakaotalk and so on), brokerage and license (in the language of `locale`). By desired URL; an unpublished realtor is a 404.',
  auth: 'public',
  params: realtorPathParam,
  query: z.object({ locale: z.enum(LOCALES).optional().meta({ description: "The page's language (ko, en, ja-JP); else the language cookie's, else Korean." }) }),
  answers: { 200: { description: 'The contact card.', content: { 'text/vcard': { schema: { type: 'string' } } } } },
  errors: [[404, 'No published realtor has this desired URL.']],
});
