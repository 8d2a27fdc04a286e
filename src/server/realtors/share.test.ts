import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { parse } from 'vcard4';
import { describe, expect, it } from 'vitest';
import { contactCard, homepageUrl, nameParts, qrCode, qrColor } from './share';

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
  photos: {
    id: [
      { path: 'id' as const, imageType: 'thumbnail' as const, url: '/demo/grace-kim-thumb.jpg' },
      { path: 'id' as const, imageType: 'fullsize' as const, url: 'https://cdn.example.com/grace-kim.jpg' },
    ],
  },
};

/** The family and given names of a parsed N (the library types every value as a string). */
function familyAndGiven(property: { value: unknown }): [string, string] {
  const { familyNames, givenNames } = property.value as { familyNames: string; givenNames: string };
  return [familyNames, givenNames];
}

/** One vCard, parsed by the library's own RFC 6350 parser. */
function parseCard(text: string) {
  const parsed = parse(text);
  if (Array.isArray(parsed)) throw new Error('one card expected');
  return parsed;
}

describe('contactCard', () => {
  it('is a vCard 4.0 with the name in each language (FN and N), phone, e-mail, homepage, portrait, messenger links, brokerage and license', () => {
    const text = contactCard(realtor, { fallbackName: 'Realtor', license: 'CA DRE #02145873', locale: 'ko' });
    expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/);
    const card = parseCard(text);
    const names = card.getProperty('FN').map((p) => [p.parameters.LANGUAGE, p.value]);
    expect(names).toEqual([
      ['ko', '김은혜'],
      ['en', 'Grace Kim'],
      ['ja', 'グレース・キム'],
    ]);
    // N, by which address books file and show a contact: family;given;additional;prefix;suffix.
    expect(card.getProperty('N').map((p) => [p.parameters.LANGUAGE, ...familyAndGiven(p)])).toEqual([
      ['ko', '김', '은혜'],
      ['en', 'Kim', 'Grace'],
      ['ja', 'キム', 'グレース'],
    ]);
    expect(text).toContain('\r\nN;ALTID=1;LANGUAGE=en:Kim;Grace;;;\r\n');
    expect(new Set([...card.getProperty('FN'), ...card.getProperty('N')].map((p) => p.parameters.ALTID))).toEqual(new Set(['1']));
    expect(card.getProperty('PHOTO').map((p) => p.value)).toEqual(['https://cdn.example.com/grace-kim.jpg']);
    expect(card.getProperty('TEL')[0]!.value).toBe('tel:+19495550134');
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
    const none = { contactPhone: '', email: '', brokerage: '', kakaoLink: '', lineLink: '', snsInstagramUrl: '', snsYoutubeUrl: '', photos: { id: [] } };
    const card = parseCard(contactCard({ ...realtor, ...none, displayNameKo: '', displayNameEn: '', displayNameJa: '' }, { fallbackName: 'Mina Lee', license: '', locale: 'en' }));
    expect(card.getProperty('FN').map((p) => p.value)).toEqual(['Mina Lee']);
    expect(card.getProperty('N').map(familyAndGiven)).toEqual([['Lee', 'Mina']]);
    expect(card.properties).not.toContain('PHOTO');
    expect(card.properties).not.toContain('TEL');
    expect(card.properties).not.toContain('EMAIL');
    expect(card.properties).not.toContain('ORG');
    expect(card.getProperty('URL')).toHaveLength(1);
  });
  it("puts the visitor's language first, and a portrait on this site as its full address", () => {
    const card = parseCard(
      contactCard({ ...realtor, displayNameKo: '', photos: { ...realtor.photos, id: [realtor.photos.id[0]!] } }, { fallbackName: 'Realtor', license: '', locale: 'ja-JP' }),
    );
    expect(card.getProperty('FN').map((p) => p.value)).toEqual(['グレース・キム', 'Grace Kim']);
    expect(card.getProperty('PHOTO')[0]!.value).toMatch(/^https?:\/\/[^/]+\/demo\/grace-kim-thumb\.jpg$/);
  });
});

describe('nameParts', () => {
  it('splits a name into family and given names where its script makes that safe', () => {
    expect(nameParts('Grace Kim')).toEqual({ family: 'Kim', given: 'Grace' });
    expect(nameParts('Mary  Ann O’Neil')).toEqual({ family: 'O’Neil', given: 'Mary Ann' });
    expect(nameParts('김은혜')).toEqual({ family: '김', given: '은혜' });
    expect(nameParts('남궁민수')).toEqual({ family: '남궁', given: '민수' });
    expect(nameParts('ダニエル・パク')).toEqual({ family: 'パク', given: 'ダニエル' });
  });

  it('keeps any other name whole as the given name, as written', () => {
    // A space in Hangul or kanji runs either way: given first in '켄지 다나카', family first in '田中 健二'.
    for (const name of ['켄지 다나카', '田中 健二', '中村 エミリー', 'Ryan Mitchell Jr.', 'Equity Realty Group LLC 2', 'Madonna']) {
      expect(nameParts(name)).toEqual({ family: '', given: name });
    }
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
