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
  NProperty,
  OrgProperty,
  ParameterValueType,
  PhotoProperty,
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
import { CONTENT_FALLBACK, CONTENT_LANG_TAG } from '@/lib/content-language';
import type { Locale } from '@/i18n/locales';
import { contrastRatio } from '@/lib/color';
import { dialableNumber } from '@/lib/phone';
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

/** The realtor's portrait: their first full-size ID photo, else their first ID photo. */
export function realtorPortrait(realtor: { photos: Pick<CachedRealtor['photos'], 'id'> }): CachedRealtor['photos']['id'][number] | undefined {
  return realtor.photos.id.find((p) => p.imageType === 'fullsize') ?? realtor.photos.id[0];
}

/** The realtor's messenger and social links on their card, each labelled by its service (RFC 6350 allows `x-` types). */
const SOCIAL_LINKS = [
  ['kakaoLink', 'x-kakaotalk'],
  ['lineLink', 'x-line'],
  ['snsInstagramUrl', 'x-instagram'],
  ['snsYoutubeUrl', 'x-youtube'],
] as const;

const LATIN_NAME = /^[\p{Script=Latin}][\p{Script=Latin}.'’-]*(?: [\p{Script=Latin}][\p{Script=Latin}.'’-]*)+$/u;
const NAME_SUFFIX = /^(?:jr|sr|ii|iii|iv)\.?$/i;
const HANGUL_NAME = /^\p{Script=Hangul}{2,4}$/u;
const KATAKANA_NAME = /^[\p{Script=Katakana}ー]+(?:・[\p{Script=Katakana}ー]+)+$/u;

/**
 * A name's family and given parts, for the card's N: address books file and show a contact by
 * N (iPhone's shows the company instead when a card has none). Only the splits that are safe:
 * a Latin-script name ends with the family name ("Grace Kim"); a Hangul name of two to four
 * syllables without a space starts with it, two syllables long in a four-syllable name
 * ("김은혜", "남궁민수"); a katakana name with middle dots is given・family ("グレース・キム").
 * Any other name is kept whole as the given name, so that it reads as written: a space in
 * Hangul or kanji runs either way ("켄지 다나카", "田中 健二").
 */
export function nameParts(name: string): { family: string; given: string } {
  const text = name.trim().replace(/\s+/g, ' ');
  if (LATIN_NAME.test(text)) {
    const words = text.split(' ');
    if (!NAME_SUFFIX.test(words.at(-1)!)) return { family: words.at(-1)!, given: words.slice(0, -1).join(' ') };
  }
  if (HANGUL_NAME.test(text)) {
    const familyLength = text.length === 4 ? 2 : 1;
    return { family: text.slice(0, familyLength), given: text.slice(familyLength) };
  }
  if (KATAKANA_NAME.test(text)) {
    const at = text.lastIndexOf('・');
    return { family: text.slice(at + 1), given: text.slice(0, at) };
  }
  return { family: '', given: text };
}

/**
 * The realtor's contact card: the display name in each language they wrote, the visitor's
 * language first (FN and N, one ALTID, a LANGUAGE each: address books show the first), phone,
 * e-mail, homepage (the preferred URL), their portrait, their KakaoTalk, LINE, Instagram and
 * YouTube links, brokerage and license. `fallbackName` names a realtor who wrote no display name.
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
  > & { photos: Pick<CachedRealtor['photos'], 'id'> },
  { fallbackName, license, locale }: { fallbackName: string; license: string; locale: Locale },
): string {
  const written = { ko: realtor.displayNameKo, en: realtor.displayNameEn, ja: realtor.displayNameJa };
  const names = CONTENT_FALLBACK[locale].map((lang) => ({ lang, name: written[lang].trim() })).filter((entry) => entry.name);
  const nameProperties = (name: string, params: ConstructorParameters<typeof FNProperty>[0]) => {
    const { family, given } = nameParts(name);
    const parts = [family, given, '', '', ''].map((part) => (part ? new TextType(part) : undefined));
    return [new FNProperty(params, new TextType(name)), new NProperty(params, new SpecialValueType('nproperty', parts))];
  };
  const portrait = realtorPortrait(realtor);
  const tel = realtor.contactPhone ? `tel:${dialableNumber(realtor.contactPhone)}` : '';
  return new VCARD([
    ...(names.length
      ? names.flatMap(({ lang, name }) =>
          nameProperties(name, [new AltidParameter(new ParameterValueType('1')), new LanguageParameter(new LanguageTagType(CONTENT_LANG_TAG[lang]))]),
        )
      : nameProperties(fallbackName, [])),
    new KindProperty([], new SpecialValueType('kindproperty', 'individual')),
    ...(tel
      ? [
          new TelProperty(
            // VALUE=uri: the parameter takes the value's own type.
            [new ValueParameter(new URIType(tel)), new TypeParameter('telproperty', [new ParameterValueType('work'), new ParameterValueType('voice')])],
            new URIType(tel),
          ),
        ]
      : []),
    ...(realtor.email ? [new EmailProperty([new TypeParameter('emailproperty', new ParameterValueType('work'))], new TextType(realtor.email))] : []),
    new URLProperty([new PrefParameter(new IntegerType(1))], new URIType(homepageUrl(realtor))),
    ...(portrait ? [new PhotoProperty([], new URIType(new URL(portrait.url, `${siteUrl()}/`).href))] : []),
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
