/**
 * What a realtor prints and shares (issue #28): a contact card (vCard 4.0, RFC 6350, by vcard4)
 * and a QR code of their homepage or of one listing's page (by qrcode), in their brand colour
 * when it scans well on white.
 */
import 'server-only';
import QRCode from 'qrcode';
import {
  AltidParameter,
  EmailProperty,
  FNProperty,
  IntegerType,
  KindProperty,
  LanguageParameter,
  LanguageTagType,
  NoteProperty,
  OrgProperty,
  ParameterValueType,
  PrefParameter,
  SpecialValueType,
  TelProperty,
  TextType,
  TypeParameter,
  URIType,
  URLProperty,
  VCARD,
  ValueParameter,
} from 'vcard4';
import { localizePath } from '@/i18n/locales';
import { CONTENT_LANG_TAG, CONTENT_LANGS } from '@/lib/content-language';
import { contrastRatio } from '@/lib/color';
import { parseHttpUrl, webLink } from '@/lib/validators';
import { siteUrl } from '@/server/config/public';
import type { CachedRealtor } from './cached';

/** The address of a realtor's homepage (their own domain when they have one), or of one listing's page there. */
export function homepageUrl(realtor: Pick<CachedRealtor, 'desiredUrl' | 'hompageUrl'>, listingKey?: string): string {
  const own = parseHttpUrl(realtor.hompageUrl);
  const path = own ? '/' : `/${realtor.desiredUrl}`;
  const base = own ? own.origin : siteUrl();
  const page = listingKey ? `${path === '/' ? '' : path}/homes/${encodeURIComponent(listingKey)}` : path;
  return new URL(localizePath(page as `/${string}`, 'ko'), `${base}/`).toString();
}

/** A phone number as a tel: URI: ten digits are a US number (+1), others are kept as dialled. */
function telUri(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `tel:+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : `tel:${digits}`;
}

/** The realtor's messenger and social links on their card, each labelled by its service (RFC 6350 allows `x-` types). */
const SOCIAL_LINKS = [
  ['kakaoLink', 'x-kakaotalk'],
  ['lineLink', 'x-line'],
  ['snsInstagramUrl', 'x-instagram'],
  ['snsYoutubeUrl', 'x-youtube'],
] as const;

/**
 * The realtor's contact card: the display name in each language they wrote (one ALTID, a
 * LANGUAGE each; the first is the card's name), phone, e-mail, homepage (the preferred URL),
 * their KakaoTalk, LINE, Instagram and YouTube links, brokerage and license.
 * `fallbackName` names a realtor who wrote no display name.
 */
export function contactCard(
  realtor: Pick<
    CachedRealtor,
    | 'desiredUrl'
    | 'hompageUrl'
    | 'contactPhone'
    | 'email'
    | 'brokerage'
    | 'displayNameKo'
    | 'displayNameEn'
    | 'displayNameJa'
    | (typeof SOCIAL_LINKS)[number][0]
  >,
  { fallbackName, license }: { fallbackName: string; license: string },
): string {
  const names = CONTENT_LANGS.map((lang) => ({ lang, name: { ko: realtor.displayNameKo, en: realtor.displayNameEn, ja: realtor.displayNameJa }[lang].trim() })).filter(
    (entry) => entry.name,
  );
  const fn = names.length
    ? names.map(
        ({ lang, name }) =>
          new FNProperty([new AltidParameter(new ParameterValueType('1')), new LanguageParameter(new LanguageTagType(CONTENT_LANG_TAG[lang]))], new TextType(name)),
      )
    : [new FNProperty([], new TextType(fallbackName))];
  return new VCARD([
    ...fn,
    new KindProperty([], new SpecialValueType('kindproperty', 'individual')),
    ...(realtor.contactPhone
      ? [
          new TelProperty(
            // VALUE=uri: the parameter takes the value's own type.
            [new ValueParameter(new URIType(telUri(realtor.contactPhone))), new TypeParameter('telproperty', [new ParameterValueType('work'), new ParameterValueType('voice')])],
            new URIType(telUri(realtor.contactPhone)),
          ),
        ]
      : []),
    ...(realtor.email ? [new EmailProperty([new TypeParameter('emailproperty', new ParameterValueType('work'))], new TextType(realtor.email))] : []),
    new URLProperty([new PrefParameter(new IntegerType(1))], new URIType(homepageUrl(realtor))),
    ...SOCIAL_LINKS.flatMap(([field, service]) => {
      const link = webLink(realtor[field]);
      return link ? [new URLProperty([new TypeParameter('urlproperty', new ParameterValueType(service))], new URIType(link.href))] : [];
    }),
    ...(realtor.brokerage ? [new OrgProperty([], new SpecialValueType('orgproperty', [new TextType(realtor.brokerage)]))] : []),
    ...(license ? [new NoteProperty([], new TextType(license))] : []),
  ]).repr();
}

/** The dark colour of a QR code: the brand colour when it contrasts with white enough to scan (7:1), else near-black. */
export function qrColor(mainColor: string): string {
  return /^#[0-9a-f]{6}$/i.test(mainColor) && contrastRatio(mainColor, '#ffffff') >= 7 ? mainColor.toLowerCase() : '#111111';
}

/** A QR code of `url`: SVG, or PNG of `size` pixels (print resolution: 1,200 px is 4 inches at 300 dpi). */
export async function qrCode(url: string, color: string, format: 'svg' | 'png', size = 1200): Promise<string | Buffer> {
  const options = { errorCorrectionLevel: 'M' as const, margin: 4, color: { dark: color, light: '#ffffff' } };
  return format === 'svg' ? QRCode.toString(url, { ...options, type: 'svg' }) : QRCode.toBuffer(url, { ...options, type: 'png', width: size });
}
