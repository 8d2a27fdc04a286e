import { defineEndpoint } from '@/server/api/endpoint';
import { realtorPathParam } from '@/server/api/path-params';

export const getRealtorContactCard = defineEndpoint({
  method: 'GET',
  path: '/v1/realtor/{idOrDesiredUrl}/vcard',
  operationId: 'getRealtorContactCard',
  tag: 'Realtors',
  summary: "A published realtor's contact card (public)",
  description:
    'vCard 4.0 (RFC 6350), as the download `{desiredUrl}.vcf`: the display name in each language the realtor wrote (one ALTID, a LANGUAGE each), phone, e-mail, homepage (PREF=1), KakaoTalk, LINE, Instagram and YouTube links (URL;TYPE=x-kakaotalk and so on), brokerage and license. By desired URL; an unpublished realtor is a 404.',
  auth: 'public',
  params: realtorPathParam,
  answers: { 200: { description: 'The contact card.', content: { 'text/vcard': { schema: { type: 'string' } } } } },
  errors: [[404, 'No published realtor has this desired URL.']],
});
