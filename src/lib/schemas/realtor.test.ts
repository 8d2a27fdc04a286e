import { describe, expect, it } from 'vitest';
import { realtorExportSchema, realtorInputSchema, realtorPatchSchema } from './realtor';

const codes = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string; code: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.') || i.code, i.message]));

describe('realtor schema', () => {
  it('fills every optional field with its default, so a slug alone is a valid realtor', () => {
    const realtor = realtorInputSchema.parse({ desiredUrl: 'grace-kim' });
    expect(realtor).toMatchObject({ designMainColor: '#1f4e79', designFontSize: 16, isMakeHomepage: 'Y', photos: [], seoMeta: {} });
  });

  it('validates each field with the helper validators and answers their codes', () => {
    const result = realtorInputSchema.safeParse({
      desiredUrl: 'grace kim',
      email: 'grace@',
      contactPhone: '12-34',
      kakaoLink: 'not a url',
      snsYoutubeUrl: 'https://youtu.be/x',
      careerStart: '2020-13-01',
      designMainColor: 'red',
      designMainDarkMode: 'yes',
      salesCount: -1,
      lastYearSalesTotal: 1.5,
      activityRegion: [{ state: 'NY', city: 'New York', zipcode: '1234' }],
      photos: [{ path: 'banner', imageType: 'original', url: 'javascript:alert(1)' }],
      etcInfo: [{ contentType: 'twitter', content: 'x' }],
    });
    expect(codes(result)).toEqual({
      desiredUrl: 'invalid_slug',
      email: 'invalid_email',
      contactPhone: 'invalid_phone',
      kakaoLink: 'invalid_url',
      snsYoutubeUrl: 'invalid_video_url',
      careerStart: 'invalid_career_date',
      designMainColor: 'invalid_hex_color',
      designMainDarkMode: 'invalid_yn',
      salesCount: 'invalid_number',
      lastYearSalesTotal: 'invalid_number',
      'activityRegion.0.state': 'invalid_state',
      'activityRegion.0.zipcode': 'invalid_value',
      'photos.0.path': 'invalid_value',
      'photos.0.imageType': 'invalid_value',
      'photos.0.url': 'invalid_url',
      'etcInfo.0.contentType': 'invalid_value',
    });
  });

  it('rejects reserved slugs, unknown fields and overlong strings', () => {
    expect(codes(realtorInputSchema.safeParse({ desiredUrl: 'Admin' }))).toEqual({ desiredUrl: 'reserved_slug' });
    expect(realtorInputSchema.safeParse({ desiredUrl: 'ok', isAdmin: true }).error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(codes(realtorInputSchema.safeParse({ desiredUrl: 'ok', aboutMeKr: '가'.repeat(10_001) }))).toEqual({ aboutMeKr: 'too_long' });
    expect(codes(realtorInputSchema.safeParse({ desiredUrl: 'ok', seoMeta: { ja: { title: 'x' } } }))).toEqual({ 'seoMeta': expect.any(String) });
  });

  it('accepts site paths and http(s) URLs for photos, nothing else', () => {
    const photo = (url: string) => realtorInputSchema.safeParse({ desiredUrl: 'ok', photos: [{ path: 'top', imageType: 'fullsize', url }] }).success;
    expect([photo('/uploads/realtors/2026/11/a.webp'), photo('https://cdn.example.com/a.webp')]).toEqual([true, true]);
    expect([photo('//evil.example.com/a.png'), photo('javascript:alert(1)'), photo('data:image/png;base64,AAAA')]).toEqual([false, false, false]);
  });

  it('leaves absent fields absent in a patch (no defaults overwrite stored values)', () => {
    expect(realtorPatchSchema.parse({ aboutMeEn: 'Hi' })).toEqual({ aboutMeEn: 'Hi' });
    expect(realtorPatchSchema.parse({})).toEqual({});
    expect(realtorPatchSchema.safeParse({ clearPhotoPaths: ['gallery', 'nope'] }).success).toBe(false);
    expect(realtorPatchSchema.safeParse({ desiredUrl: 'login' }).success).toBe(false);
  });

  it('reads an export file and refuses any other JSON', () => {
    const realtor = { ...realtorInputSchema.parse({ desiredUrl: 'grace-kim' }), id: 3, createdAt: '2026-11-01T00:00:00.000Z' };
    const file = { format: 'realtor-homepage-export', version: 1, exportedAt: '2026-11-22T00:00:00.000Z', realtor, user: { name: 'Grace Kim', email: 'g@example.com' } };
    expect(realtorExportSchema.parse(file).realtor.desiredUrl).toBe('grace-kim');
    expect(realtorExportSchema.safeParse({ ...file, version: 2 }).success).toBe(false);
    expect(realtorExportSchema.safeParse({ realtor }).success).toBe(false);
  });
});
