import { describe, expect, it } from 'vitest';
import { apiLocale } from './request-locale';

const request = (headers: Record<string, string>) => new Request('http://localhost/v1/me', { headers });

describe('the language of an API request', () => {
  it('prefers an explicit value, then the page language header, then the cookie, then Korean', () => {
    expect(apiLocale(request({ 'x-locale': 'en', cookie: 'i18n_redirected=ja-JP' }), 'ko')).toBe('ko');
    expect(apiLocale(request({ 'x-locale': 'en', cookie: 'i18n_redirected=ja-JP' }))).toBe('en');
    expect(apiLocale(request({ 'x-locale': 'fr', cookie: 'i18n_redirected=ja-JP' }))).toBe('ja-JP');
    expect(apiLocale(request({}))).toBe('ko');
  });
});
