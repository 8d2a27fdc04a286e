import { describe, expect, it } from 'vitest';
import { CONTENT_FALLBACK, contentLangOf, pickLanguage } from './content-language';

describe('pickLanguage', () => {
  it("picks the page language's value first, then the fallback order", () => {
    const values = { ko: '한국어', en: 'English', ja: '日本語' };
    expect(pickLanguage('ko', values)).toEqual({ value: '한국어', lang: 'ko' });
    expect(pickLanguage('en', values)).toEqual({ value: 'English', lang: 'en' });
    expect(pickLanguage('ja-JP', values)).toEqual({ value: '日本語', lang: 'ja' });
    expect(pickLanguage('ja-JP', { ko: '한국어', en: 'English', ja: '' })).toEqual({ value: 'English', lang: 'en' });
    expect(pickLanguage('ja-JP', { ko: '한국어', en: '  ', ja: '' })).toEqual({ value: '한국어', lang: 'ko' });
    expect(pickLanguage('en', { ko: '', ja: '日本語' })).toEqual({ value: '日本語', lang: 'ja' });
    expect(pickLanguage('ko', {})).toBeUndefined();
  });

  it('has every language in every order, the page language first', () => {
    for (const [locale, order] of Object.entries(CONTENT_FALLBACK)) {
      expect([...order].sort()).toEqual(['en', 'ja', 'ko']);
      expect(order[0]).toBe(contentLangOf(locale as keyof typeof CONTENT_FALLBACK));
    }
  });
});
