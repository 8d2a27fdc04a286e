import { describe, expect, it } from 'vitest';
import type { CachedRealtor } from '@/server/realtors/cached';
import { aboutText, monogram, realtorName, sectionText, seoEntry, shownText, testimonialsFor, unbrokenName } from './shown-text';

const seo = (title: string) => ({ title, description: '', keywords: '', author: '' });
const section = (fields: Partial<CachedRealtor['additionalSections'][number]>) => ({
  title: '',
  body: '',
  titleEn: '',
  bodyEn: '',
  titleJa: '',
  bodyJa: '',
  ...fields,
});

const realtor = {
  desiredUrl: 'grace-kim',
  ownerName: 'Grace Kim (account)',
  displayNameKo: '김은혜',
  displayNameEn: 'Grace Kim',
  displayNameJa: '',
  aboutMeKr: '안녕하세요',
  aboutMeEn: 'Hello',
  aboutMeJa: '',
  additionalSections: [section({ title: '구매 안내', body: '첫 집 구매', titleEn: 'Buying', bodyEn: 'First homes' })],
  seoMeta: { ko: seo('검색 제목') },
  etcInfo: [{ contentType: 'korea_name', content: '김은혜' }],
} as unknown as CachedRealtor;

describe('realtorName', () => {
  it("shows the page language's display name, then the fallback order's, then the owner's name", () => {
    expect(realtorName(realtor, 'ko')).toBe('김은혜');
    expect(realtorName(realtor, 'en')).toBe('Grace Kim');
    expect(realtorName(realtor, 'ja-JP')).toBe('Grace Kim');
    const unnamed = { ...realtor, displayNameKo: '', displayNameEn: '' };
    expect(realtorName(unnamed, 'en')).toBe('Grace Kim (account)');
  });

  it('never shows the slug: without a name, owner or Korean name it is empty', () => {
    expect(realtorName({ ...realtor, displayNameKo: '', displayNameEn: '', ownerName: null, etcInfo: [] }, 'ko')).toBe('');
  });
});

describe('unbrokenName', () => {
  it('keeps a name in Hangul or Japanese on one line, and lets a Latin name wrap', () => {
    expect(unbrokenName('田中 健二')).toBe('田中\u00a0健二');
    expect(unbrokenName('켄지 다나카')).toBe('켄지\u00a0다나카');
    expect(unbrokenName('中村 エミリー')).toBe('中村\u00a0エミリー');
    expect(unbrokenName('김은혜')).toBe('김은혜');
    expect(unbrokenName('Kenji Tanaka')).toBe('Kenji Tanaka');
  });
});

describe('aboutText', () => {
  it('falls back in the written order, and says which language it shows', () => {
    expect(aboutText({ aboutMeKr: '', aboutMeEn: 'Hello', aboutMeJa: '' }, 'ko')).toEqual({ value: 'Hello', lang: 'en' });
    expect(aboutText({ aboutMeKr: '안녕하세요', aboutMeEn: '', aboutMeJa: '' }, 'en')).toEqual({ value: '안녕하세요', lang: 'ko' });
    expect(aboutText({ aboutMeKr: '안녕하세요', aboutMeEn: 'Hello', aboutMeJa: 'こんにちは' }, 'ja-JP')).toEqual({ value: 'こんにちは', lang: 'ja' });
    expect(aboutText({ aboutMeKr: '안녕하세요', aboutMeEn: 'Hello', aboutMeJa: '' }, 'ja-JP')).toEqual({ value: 'Hello', lang: 'en' });
    expect(aboutText({ aboutMeKr: ' ', aboutMeEn: '', aboutMeJa: '' }, 'ko')).toBeUndefined();
  });
});

describe('sectionText', () => {
  it('takes title and body from one language, never mixed', () => {
    const s = section({ title: '구매 안내', body: '첫 집 구매', titleEn: 'Buying', bodyEn: '' });
    expect(sectionText(s, 'en')).toEqual({ value: { title: 'Buying', body: '' }, lang: 'en' });
    expect(sectionText(s, 'ko')).toEqual({ value: { title: '구매 안내', body: '첫 집 구매' }, lang: 'ko' });
    expect(sectionText(section({ titleJa: '購入', bodyJa: '初めての家' }), 'en')).toEqual({ value: { title: '購入', body: '初めての家' }, lang: 'ja' });
  });
});

describe('seoEntry', () => {
  it("uses the page language's entry, else the first written one", () => {
    expect(seoEntry(realtor, 'ko')?.title).toBe('검색 제목');
    expect(seoEntry(realtor, 'ja-JP')?.title).toBe('검색 제목');
    expect(seoEntry({ seoMeta: { ko: seo('검색'), ja: seo('検索') } }, 'ja-JP')?.title).toBe('検索');
  });
});

describe('shownText', () => {
  it("holds the texts the page shows, the other fields, and no SEO entries", () => {
    expect(shownText(realtor, 'ko')).toContain('안녕하세요');
    expect(shownText(realtor, 'ko')).toContain('구매 안내');
    expect(shownText(realtor, 'en')).not.toContain('안녕하세요');
    expect(shownText(realtor, 'en')).not.toContain('구매 안내');
    expect(shownText(realtor, 'ja-JP')).toContain('Hello');
    expect(shownText(realtor, 'en')).toContain('김은혜');
    expect(shownText(realtor, 'ko')).not.toContain('검색');
  });
});

describe('testimonialsFor', () => {
  const quote = (lang: 'ko' | 'en' | 'ja', author: string) => ({ quote: '…', author, detail: '', lang });
  const all = [quote('en', 'en-1'), quote('ko', 'ko-1'), quote('ja', 'ja-1'), quote('en', 'en-2'), quote('ko', 'ko-2')];

  it("shows every testimonial, the page language's first, then by the fallback order, the realtor's order within each", () => {
    expect(testimonialsFor(all, 'ko').map((q) => q.author)).toEqual(['ko-1', 'ko-2', 'en-1', 'en-2', 'ja-1']);
    expect(testimonialsFor(all, 'en').map((q) => q.author)).toEqual(['en-1', 'en-2', 'ko-1', 'ko-2', 'ja-1']);
    expect(testimonialsFor(all, 'ja-JP').map((q) => q.author)).toEqual(['ja-1', 'en-1', 'en-2', 'ko-1', 'ko-2']);
    // The stored order is left as it is.
    expect(all.map((q) => q.author)).toEqual(['en-1', 'ko-1', 'ja-1', 'en-2', 'ko-2']);
  });
});

describe('monogram', () => {
  it('takes two initials of a Latin name and the first character of a CJK name', () => {
    expect(monogram('Grace Kim')).toBe('GK');
    expect(monogram('mina lee park')).toBe('ML');
    expect(monogram('김은혜')).toBe('김');
    expect(monogram('田中 健二')).toBe('田');
    expect(monogram('  ')).toBe('');
  });
});
