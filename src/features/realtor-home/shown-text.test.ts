import { describe, expect, it } from 'vitest';
import type { CachedRealtor } from '@/server/realtors/cached';
import { aboutText, shownText } from './shown-text';

const realtor = {
  name: 'Grace Kim',
  aboutMeKr: '안녕하세요',
  aboutMeEn: 'Hello',
  seoMeta: { kr: { title: '검색 제목', description: '', keywords: '', author: '' } },
  etcInfo: [{ contentType: 'korea_name', content: '김은혜' }],
} as unknown as CachedRealtor;

describe('shownText', () => {
  it("holds the page language's about text, the other fields, and no SEO entries", () => {
    expect(shownText(realtor, 'ko')).toContain('안녕하세요');
    expect(shownText(realtor, 'en')).not.toContain('안녕하세요');
    expect(shownText(realtor, 'ja-JP')).toContain('Hello');
    expect(shownText(realtor, 'en')).toContain('김은혜');
    expect(shownText(realtor, 'ko')).not.toContain('검색');
  });
});

describe('aboutText', () => {
  it('falls back to the other language when the page language has none', () => {
    expect(aboutText({ aboutMeKr: '', aboutMeEn: 'Hello' }, 'ko')).toBe('Hello');
    expect(aboutText({ aboutMeKr: '안녕하세요', aboutMeEn: '' }, 'en')).toBe('안녕하세요');
  });
});
