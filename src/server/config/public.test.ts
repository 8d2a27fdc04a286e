import { describe, expect, it } from 'vitest';
import { siteUrlWarning } from './public';

describe('siteUrlWarning', () => {
  it('warns a production server that has no SITE_URL', () => {
    expect(siteUrlWarning('production', undefined)).toMatch(/^SITE_URL is not set/);
    expect(siteUrlWarning('production', '')).toMatch(/^SITE_URL is not set/);
  });

  it('is quiet with SITE_URL, and outside production', () => {
    expect(siteUrlWarning('production', 'https://realtors.example.com')).toBeUndefined();
    expect(siteUrlWarning('development', undefined)).toBeUndefined();
    expect(siteUrlWarning('test', undefined)).toBeUndefined();
  });
});
