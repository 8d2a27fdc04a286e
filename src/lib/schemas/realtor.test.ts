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
    expect(codes(realtorInputSchema.safeParse({ desiredUrl: 'ok', seoMeta: { fr: { title: 'x' } } }))).toEqual({ 'seoMeta': expect.any(String) });
  });

  it('takes a real US or Korean contact phone of the SPEC shape, and refuses a well-shaped one that is no number (issue #29)', () => {
    const phone = (contactPhone: string) => codes(realtorInputSchema.safeParse({ desiredUrl: 'ok', contactPhone }));
    for (const ok of ['949-555-0100', '9495550100', '010-1234-5678', '1-949-555-0100', '']) expect(phone(ok), ok).toEqual({});
    expect(phone('949-123-4567')).toEqual({ contactPhone: 'invalid_phone_number' });
    expect(phone('099-9999-9999')).toEqual({ contactPhone: 'invalid_phone_number' });
    expect(phone('949-555-77')).toEqual({ contactPhone: 'invalid_phone' });
  });

  it('refuses a font size outside 12 to 24 with a code that says the range', () => {
    for (const designFontSize of [40, 11, 16.5, '16']) {
      expect(codes(realtorInputSchema.safeParse({ desiredUrl: 'ok', designFontSize }))).toEqual({ designFontSize: 'font_size' });
    }
    expect(realtorInputSchema.safeParse({ desiredUrl: 'ok', designFontSize: 24 }).success).toBe(true);
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

  it('takes a LINE link as a URL, like the KakaoTalk link, and keeps it empty by default', () => {
    expect(realtorInputSchema.parse({ desiredUrl: 'kenji-tanaka' }).lineLink).toBe('');
    expect(realtorInputSchema.parse({ desiredUrl: 'kenji-tanaka', lineLink: 'https://line.me/ti/p/~kenji' }).lineLink).toBe('https://line.me/ti/p/~kenji');
    expect(codes(realtorInputSchema.safeParse({ desiredUrl: 'kenji-tanaka', lineLink: 'kenji on line' }))).toEqual({ lineLink: 'invalid_url' });
  });

  it('shows the "Thinking of selling?" band unless the realtor says N', () => {
    expect(realtorInputSchema.parse({ desiredUrl: 'grace-kim' }).sellerBand).toBe('Y');
    expect(realtorInputSchema.parse({ desiredUrl: 'grace-kim', sellerBand: 'N' }).sellerBand).toBe('N');
    expect(realtorPatchSchema.parse({ aboutMeEn: 'Hello' })).not.toHaveProperty('sellerBand');
    expect(codes(realtorInputSchema.safeParse({ desiredUrl: 'grace-kim', sellerBand: 'no' }))).toEqual({ sellerBand: 'invalid_yn' });
  });

  it("takes a client's testimonial in one of the three languages, Korean by default, with its quote and author required", () => {
    const parsed = realtorInputSchema.parse({ desiredUrl: 'grace-kim', testimonials: [{ quote: ' Thank you! ', author: 'Jason R.' }] });
    expect(parsed.testimonials).toEqual([{ quote: 'Thank you!', author: 'Jason R.', detail: '', lang: 'ko' }]);
    expect(realtorInputSchema.parse({ desiredUrl: 'grace-kim' }).testimonials).toEqual([]);
    expect(codes(realtorInputSchema.safeParse({ desiredUrl: 'grace-kim', testimonials: [{ quote: ' ', author: '', lang: 'fr', detail: 'x'.repeat(101) }] }))).toEqual({
      'testimonials.0.quote': 'required',
      'testimonials.0.author': 'required',
      'testimonials.0.lang': 'invalid_value',
      'testimonials.0.detail': 'too_long',
    });
    const many = Array.from({ length: 13 }, () => ({ quote: 'Great', author: 'A' }));
    expect(codes(realtorInputSchema.safeParse({ desiredUrl: 'grace-kim', testimonials: many }))).toEqual({ testimonials: 'too_many' });
    // A patch without them leaves them out: the stored ones stay.
    expect(realtorPatchSchema.parse({ aboutMeEn: 'Hi' })).not.toHaveProperty('testimonials');
  });

  it('reads an export file and refuses any other JSON', () => {
    const realtor = { ...realtorInputSchema.parse({ desiredUrl: 'grace-kim' }), id: 3, createdAt: '2026-11-01T00:00:00.000Z' };
    const file = { format: 'realtor-homepage-export', version: 1, exportedAt: '2026-11-22T00:00:00.000Z', realtor, user: { name: 'Grace Kim', email: 'g@example.com' } };
    expect(realtorExportSchema.parse(file).realtor.desiredUrl).toBe('grace-kim');
    expect(realtorExportSchema.safeParse({ ...file, version: 2 }).success).toBe(false);
    expect(realtorExportSchema.safeParse({ realtor }).success).toBe(false);
  });
  it('refuses NUL (which the database cannot store) in every text field of an export, with invalid_character first', () => {
    const realtor = {
      ...realtorInputSchema.parse({
        desiredUrl: 'grace-kim',
        userId: 'u1',
        contactPhone: '949-555-0100',
        email: 'grace@example.com',
        kakaoLink: 'https://open.kakao.com/grace',
        snsYoutubeUrl: 'https://www.youtube.com/@grace',
        snsInstagramUrl: 'https://instagram.com/grace',
        aboutMeKr: '안녕하세요',
        aboutMeEn: 'Hello',
        licenseNumber: 'DRE 1',
        brokerage: 'Realty',
        careerStart: '2010-01-01',
        hompageUrl: 'https://grace.example.com',
        recommendedYoutubeUrl: 'https://www.youtube.com/watch?v=x',
        madeForRealtor: 'Grace',
        ppProfileId: 'p1',
        photos: [{ path: 'top', imageType: 'fullsize', url: '/uploads/a.webp' }],
        etcInfo: [{ contentType: 'korea_name', content: '그레이스' }],
        activityRegion: [{ state: 'CA', city: 'Irvine', neighborhood: 'Woodbury', zipcode: '92620' }],
        additionalSections: [{ title: 'Awards', body: 'Top 1%' }],
        seoMeta: { ko: { title: 't', description: 'd', keywords: 'k', author: 'a' } },
      }),
      id: 3,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const file = { format: 'realtor-homepage-export', version: 1, exportedAt: '2026-11-22T00:00:00.000Z', realtor, user: { name: 'Grace Kim', email: 'g@example.com' } };
    expect(realtorExportSchema.safeParse(file).success).toBe(true);
    const paths: string[][] = [];
    const walk = (value: unknown, path: string[]) => {
      if (typeof value === 'string') paths.push(path);
      else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    };
    walk(file, []);
    const withNul = (path: string[]) => {
      const copy = structuredClone(file) as Record<string, unknown>;
      const parent = path.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
      parent[path.at(-1)!] = `${String(parent[path.at(-1)!])}\u0000`;
      return copy;
    };
    // Every text field but the enums and the zip code, whose own rules take only their values.
    expect(paths.length).toBeGreaterThan(30);
    const ownRule = ['format', 'template', 'path', 'imageType', 'contentType', 'state', 'zipcode', 'designMainDarkMode', 'contentDarkMode', 'isMakeHomepage', 'sellerBand'];
    for (const path of paths.filter((p) => !ownRule.includes(p.at(-1)!))) {
      const issues = realtorExportSchema.safeParse(withNul(path)).error?.issues ?? [];
      expect(issues[0], path.join('.')).toMatchObject({ path: path.map((k) => (/^\d+$/.test(k) ? Number(k) : k)), message: 'invalid_character' });
    }
  });

  it('requires the scheme of the homepage URL: it is the base of the canonical link', () => {
    expect(codes(realtorInputSchema.safeParse({ desiredUrl: 'ok', hompageUrl: 'grace.example.com' }))).toEqual({ hompageUrl: 'url_needs_scheme' });
    expect(codes(realtorInputSchema.safeParse({ desiredUrl: 'ok', hompageUrl: 'not a url' }))).toEqual({ hompageUrl: 'invalid_url' });
    expect(realtorInputSchema.parse({ desiredUrl: 'ok', hompageUrl: 'http://grace.example.com/ko' }).hompageUrl).toBe('http://grace.example.com/ko');
    expect(realtorInputSchema.parse({ desiredUrl: 'ok', hompageUrl: '' }).hompageUrl).toBe('');
    // The other links keep the SPEC's URL rule, where the scheme is optional.
    expect(realtorInputSchema.safeParse({ desiredUrl: 'ok', kakaoLink: 'open.kakao.com/grace' }).success).toBe(true);
  });
});
