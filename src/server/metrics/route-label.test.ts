import { describe, expect, it } from 'vitest';
import { routeLabel } from './route-label';

describe('routeLabel', () => {
  it.each([
    ['/', '/[locale]'],
    ['/en', '/[locale]'],
    ['/ja-JP/terms/privacy', '/[locale]/terms/privacy'],
    ['/terms?x=1', '/[locale]/terms'],
    ['/grace-kim', '/[locale]/[desiredUrl]'],
    ['/en/grace-kim/', '/[locale]/[desiredUrl]'],
    ['/en/grace-kim/login/redirect', '/[locale]/[desiredUrl]/login/redirect'],
    ['/equityrealty/probiz', '/[locale]/[desiredUrl]/probiz'],
    ['/grace-kim/no/such/page', '/[locale]/[desiredUrl]/*'],
    ['/v1/realtor/12', '/v1/realtor/[idOrDesiredUrl]'],
    ['/v1/realtor/export/12', '/v1/realtor/export/[id]'],
    ['/v1/realtor', '/v1/realtor'],
    ['/v1/realtor-contacts?realtorId=1', '/v1/realtor-contacts'],
    ['/v1/whatever/else', '/v1/other'],
    ['/api/auth/sign-in/email', '/api/auth'],
    ['/_next/static/chunks/abc.js', '/_next/static'],
    ['/_next/image?url=x', '/_next/image'],
    ['/builds/latest.json?t=1', '/builds/latest.json'],
    ['/builds/meta/abc.json', '/builds/meta/[buildId].json'],
    ['/uploads/realtors/a.webp', '/uploads'],
    ['/fonts/noto-kr.woff2', '/fonts'],
    ['/font-cuts/grace-kim/ko/700.woff2', '/font-cuts'],
    ['/apple-touch-icon.png', '/static-file'],
    ['/healthz', '/healthz'],
    ['/metrics', '/metrics'],
    [undefined, '/[locale]'],
  ])('%s → %s', (url, label) => {
    expect(routeLabel(url)).toBe(label);
  });
});
