import { describe, expect, it } from 'vitest';
import { placeholderLicensing, placeholderLicensingWarning, siteUrlWarning } from './public';

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

describe('placeholderLicensing', () => {
  const shipped = { LICENSE_NUMBER: 'CA DFPI 60DBO-000000', NMLS_NUMBER: '0000000' };

  it('names the licensing values still at their stand-ins in production', () => {
    expect(placeholderLicensing('production', shipped)).toEqual(['LICENSE_NUMBER', 'NMLS_NUMBER']);
    expect(placeholderLicensing('production', { ...shipped, NMLS_NUMBER: '1234567' })).toEqual(['LICENSE_NUMBER']);
    expect(placeholderLicensingWarning(['LICENSE_NUMBER', 'NMLS_NUMBER'])).toMatch(/^LICENSE_NUMBER and NMLS_NUMBER still hold placeholder values/);
  });

  it('is quiet with real values, and outside production', () => {
    expect(placeholderLicensing('production', { LICENSE_NUMBER: 'CA DFPI 60DBO-123456', NMLS_NUMBER: '1234567' })).toEqual([]);
    expect(placeholderLicensing('development', shipped)).toEqual([]);
    expect(placeholderLicensingWarning([])).toBeUndefined();
  });
});
