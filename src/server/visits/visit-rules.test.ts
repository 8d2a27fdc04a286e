import { describe, expect, it } from 'vitest';
import { classifyPath, countryFromHeaders, deviceClass, isBotUserAgent, isPrefetch, referrerHost, todays, visitorKey } from './visit-rules';
import { localDay } from '@/lib/format';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('bots and prefetches', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'curl/8.5.0',
    'python-requests/2.32.3',
    'Go-http-client/1.1',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    '',
  ])('%s is a bot', (ua) => expect(isBotUserAgent(ua)).toBe(true));

  it.each([CHROME, IPHONE, IPAD, ANDROID_PHONE, ANDROID_TABLET])('%s is a person', (ua) => expect(isBotUserAgent(ua)).toBe(false));

  it('sees prefetches and prerenders by their headers', () => {
    expect(isPrefetch(new Headers({ 'sec-purpose': 'prefetch' }))).toBe(true);
    expect(isPrefetch(new Headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true);
    expect(isPrefetch(new Headers({ purpose: 'prefetch' }))).toBe(true);
    expect(isPrefetch(new Headers({ 'x-moz': 'prefetch' }))).toBe(true);
    expect(isPrefetch(new Headers({ accept: '*/*' }))).toBe(false);
  });
});

describe('device class', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(deviceClass(CHROME)).toBe('desktop');
    expect(deviceClass(IPHONE)).toBe('mobile');
    expect(deviceClass(ANDROID_PHONE)).toBe('mobile');
    expect(deviceClass(IPAD)).toBe('tablet');
    expect(deviceClass(ANDROID_TABLET)).toBe('tablet');
  });
});

describe('classifyPath', () => {
  it('finds the page under the slug, in each language, on this site and on the realtor’s domain', () => {
    expect(classifyPath('/grace-kim', 'grace-kim')).toEqual({ kind: 'home', path: '/', locale: 'ko' });
    expect(classifyPath('/en/grace-kim/', 'grace-kim')).toEqual({ kind: 'home', path: '/', locale: 'en' });
    expect(classifyPath('/ja-JP/Grace-Kim/homes', 'grace-kim')).toEqual({ kind: 'listings', path: '/homes', locale: 'ja-JP' });
    expect(classifyPath('/grace-kim/homes/CRMLS-00000008', 'grace-kim')).toEqual({ kind: 'listing', path: '/homes/CRMLS-00000008', locale: 'ko' });
    expect(classifyPath('/grace-kim/terms', 'grace-kim')).toEqual({ kind: 'page', path: '/terms', locale: 'ko' });
    // The realtor's own domain: no slug in the path.
    expect(classifyPath('/', 'grace-kim')).toEqual({ kind: 'home', path: '/', locale: 'ko' });
    expect(classifyPath('/en', 'grace-kim')).toEqual({ kind: 'home', path: '/', locale: 'en' });
    expect(classifyPath('/en/homes/K-1', 'grace-kim')).toEqual({ kind: 'listing', path: '/homes/K-1', locale: 'en' });
  });

  it('does not count the editor, sign-in, demos or anything unknown', () => {
    for (const path of ['/grace-kim/admin', '/grace-kim/admin/insights', '/en/grace-kim/login', '/grace-kim/process', '/grace-kim/gsap_sample', '/grace-kim/homes/a/b', '/grace-kim/homes/%3Cscript%3E', '/other/x', 'grace-kim', `/${'a'.repeat(400)}`, '/%E0%A4%A']) {
      expect(classifyPath(path, 'grace-kim'), path).toBeNull();
    }
  });
});

describe('referrerHost', () => {
  it('keeps only the host of another site', () => {
    expect(referrerHost('https://www.google.com/search?q=grace+kim', ['localhost:3000'])).toBe('google.com');
    expect(referrerHost('https://m.search.naver.com/x?y=1', ['localhost:3000'])).toBe('m.search.naver.com');
    expect(referrerHost('http://localhost:3000/grace-kim', ['localhost:3000'])).toBe('');
    expect(referrerHost('https://www.gracekim.example.com/homes', ['gracekim.example.com'])).toBe('');
    expect(referrerHost('', ['localhost'])).toBe('');
    expect(referrerHost('javascript:alert(1)', ['localhost'])).toBe('');
    expect(referrerHost(42, ['localhost'])).toBe('');
  });
});

describe('country', () => {
  it('reads a CDN header only behind a trusted proxy', () => {
    const headers = new Headers({ 'cf-ipcountry': 'kr' });
    expect(countryFromHeaders(headers, true)).toBe('KR');
    expect(countryFromHeaders(headers, false)).toBe('');
    expect(countryFromHeaders(new Headers({ 'cf-ipcountry': 'XX' }), true)).toBe('');
    expect(countryFromHeaders(new Headers({ 'cf-ipcountry': 'Korea' }), true)).toBe('');
  });
});

describe('visitor key', () => {
  it('is the same for one visitor, realtor and salt, and unrelated otherwise', () => {
    const key = visitorKey('salt-1', 7, '198.51.100.4', CHROME);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(visitorKey('salt-1', 7, '198.51.100.4', CHROME)).toBe(key);
    expect(visitorKey('salt-2', 7, '198.51.100.4', CHROME)).not.toBe(key);
    expect(visitorKey('salt-1', 8, '198.51.100.4', CHROME)).not.toBe(key);
    expect(visitorKey('salt-1', 7, '198.51.100.5', CHROME)).not.toBe(key);
    expect(visitorKey('salt-1', 7, '198.51.100.4', IPHONE)).not.toBe(key);
    // Length-prefixed parts: moving characters between them changes the key.
    expect(visitorKey('salt-1', 7, '198.51.100.4a', 'b')).not.toBe(visitorKey('salt-1', 7, '198.51.100.4', 'ab'));
    expect(key).not.toContain('198');
  });

  it("counts by the day of the realtor's time zone", () => {
    // 6 pm in Irvine is already the next day in UTC; 1 am in Atlanta is still the day before in California.
    expect(localDay(new Date('2026-11-27T02:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-26');
    expect(localDay(new Date('2026-11-27T06:00:00Z'), 'America/New_York')).toBe('2026-11-27');
    expect(localDay(new Date('2026-11-27T06:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-26');
    // Summer time: 07:00 UTC is midnight in California.
    expect(localDay(new Date('2026-07-01T07:00:00Z'), 'America/Los_Angeles')).toBe('2026-07-01');
    expect(localDay(new Date('2026-07-01T06:59:59Z'), 'America/Los_Angeles')).toBe('2026-06-30');
  });

  it("lists today in each realtor's time zone, earliest first", () => {
    expect(todays(new Date('2026-11-27T06:00:00Z'))).toEqual(['2026-11-26', '2026-11-27']);
    expect(todays(new Date('2026-11-27T12:00:00Z'))).toEqual(['2026-11-27']);
  });
});
