import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { parse } from 'vcard4';
import { describe, expect, it } from 'vitest';
import { contactCard, homepageUrl, qrCode, qrColor } from './share';

const realtor = {
  desiredUrl: 'grace-kim',
  hompageUrl: '',
  contactPhone: '949-555-0134',
  email: 'grace@example.com',
  brokerage: 'Equity Realty',
  displayNameKo: '김은혜',
  displayNameEn: 'Grace Kim',
  displayNameJa: 'グレース・キム',
  kakaoLink: 'https://open.kakao.com/o/grace',
  lineLink: 'https://line.me/ti/p/~gracekim',
  // Saved without its scheme, as the API's URL rule allows: the card carries it as an https address.
  snsInstagramUrl: 'www.instagram.com/gracekim.realtor',
  snsYoutubeUrl: 'https://www.youtube.com/@gracekim',
};

/** One vCard, parsed by the library's own RFC 6350 parser. */
function parseCard(text: string) {
  const parsed = parse(text);
  if (Array.isArray(parsed)) throw new Error('one card expected');
  return parsed;
}

describe('contactCard', () => {
  it('is a vCard 4.0 with the name in each language, phone, e-mail, homepage, messenger links, brokerage and license', () => {
    const text = contactCard(realtor, { fallbackName: 'Realtor', license: 'CA DRE #02145873' });
    expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/);
    const card = parseCard(text);
    const names = card.getProperty('FN').map((p) => [p.parameters.LANGUAGE, p.value]);
    expect(names).toEqual([
      ['ko', '김은혜'],
      ['en', 'Grace Kim'],
      ['ja', 'グレース・キム'],
    ]);
    expect(new Set(card.getProperty('FN').map((p) => p.parameters.ALTID))).toEqual(new Set(['1']));
    expect(card.getProperty('TEL')[0]!.value).toBe('tel:+1-949-555-0134');
    expect(card.getProperty('EMAIL')[0]!.value).toBe('grace@example.com');
    const urls = card.getProperty('URL').map((p) => [p.parameters.PREF ?? p.parameters.TYPE, p.value]);
    expect(urls).toEqual([
      ['1', expect.stringMatching(/\/grace-kim$/)],
      ['x-kakaotalk', 'https://open.kakao.com/o/grace'],
      ['x-line', 'https://line.me/ti/p/~gracekim'],
      ['x-instagram', 'https://www.instagram.com/gracekim.realtor'],
      ['x-youtube', 'https://www.youtube.com/@gracekim'],
    ]);
    expect(card.getProperty('ORG')[0]!.value).toBe('Equity Realty');
    expect(card.getProperty('NOTE')[0]!.value).toBe('CA DRE #02145873');
  });

  it('names a realtor without display names by the fallback, and leaves out what they do not have', () => {
    const card = parseCard(contactCard({ ...realtor, displayNameKo: '', displayNameEn: '', displayNameJa: '', contactPhone: '', email: '', brokerage: '', kakaoLink: '', lineLink: '', snsInstagramUrl: '', snsYoutubeUrl: '' }, { fallbackName: 'Mina Lee', license: '' }));
    expect(card.getProperty('FN').map((p) => p.value)).toEqual(['Mina Lee']);
    expect(card.properties).not.toContain('TEL');
    expect(card.properties).not.toContain('EMAIL');
    expect(card.properties).not.toContain('ORG');
    expect(card.getProperty('URL')).toHaveLength(1);
  });
});

describe('homepageUrl', () => {
  it("is the realtor's own domain when they have one, else their address on this site; a listing's page below it", () => {
    expect(homepageUrl({ desiredUrl: 'grace-kim', hompageUrl: 'https://gracekim.example.com/ko' })).toBe('https://gracekim.example.com/');
    expect(homepageUrl({ desiredUrl: 'grace-kim', hompageUrl: 'https://gracekim.example.com' }, 'CRMLS-1')).toBe('https://gracekim.example.com/homes/CRMLS-1');
    expect(homepageUrl({ desiredUrl: 'grace-kim', hompageUrl: '' })).toMatch(/^https?:\/\/[^/]+\/grace-kim$/);
    expect(homepageUrl({ desiredUrl: 'grace-kim', hompageUrl: '' }, 'CRMLS-1')).toMatch(/\/grace-kim\/homes\/CRMLS-1$/);
  });
});

describe('qrCode', () => {
  it('decodes back to the page it was made for (PNG in print resolution) and draws in the given colour (SVG)', async () => {
    const url = 'https://gracekim.example.com/homes/CRMLS-00000001';
    const png = PNG.sync.read((await qrCode(url, '#1f4e79', 'png', 600)) as Buffer);
    expect(png.width).toBe(600);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(url);
    const svg = (await qrCode(url, '#1f4e79', 'svg')) as string;
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('stroke="#1f4e79"');
  });

  it('uses the brand colour only when it is dark enough to scan on white', () => {
    expect(qrColor('#1F4E79')).toBe('#1f4e79');
    expect(qrColor('#ffd84d')).toBe('#111111');
    expect(qrColor('#2e86de')).toBe('#111111');
  });
});
