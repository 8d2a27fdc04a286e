import { describe, expect, it } from 'vitest';
import { realtorInputSchema, realtorPatchSchema } from '@/lib/schemas/realtor';
import { editorSchema, emptyPhotoGroups, missingTexts, move, newEditorValues, toApiPhotos, toCreateBody, toEditorValues, toPhotoGroups, toUpdateBody } from './editor-values';

const stored = {
  ...realtorInputSchema.parse({
    desiredUrl: 'grace-kim',
    aboutMeEn: 'Hello',
    activityRegion: [{ state: 'CA', city: 'Irvine' }],
    seoMeta: { ko: { title: '그레이스' } },
  }),
  careerEnd: '',
};

describe('realtor editor values', () => {
  it('starts a new realtor from the schema defaults with an empty address', () => {
    const values = newEditorValues();
    expect(values.desiredUrl).toBe('');
    expect(values.designMainColor).toBe('#1f4e79');
    const empty = { title: '', description: '', keywords: '', author: '' };
    expect(values.seoMeta).toEqual({ ko: empty, en: empty, ja: empty });
    expect(values.template).toBe('classic');
    expect(editorSchema.safeParse(values).success).toBe(false);
    expect(editorSchema.safeParse({ ...values, desiredUrl: 'new-one' }).success).toBe(true);
  });

  it('fills every SEO language and copies lists', () => {
    const values = toEditorValues(stored);
    expect(values.seoMeta?.ko?.title).toBe('그레이스');
    expect(values.seoMeta?.en).toEqual({ title: '', description: '', keywords: '', author: '' });
    expect(values.seoMeta?.ja).toEqual({ title: '', description: '', keywords: '', author: '' });
    expect(values.activityRegion).toEqual([{ state: 'CA', city: 'Irvine', neighborhood: '', zipcode: '' }]);
    expect(values.activityRegion).not.toBe(stored.activityRegion);
  });

  it('shows one image per upload and stores it as fullsize and thumbnail', () => {
    const groups = toPhotoGroups([
      { path: 'gallery', imageType: 'thumbnail', url: '/a-thumb.jpg' },
      { path: 'gallery', imageType: 'fullsize', url: '/a.jpg' },
      { path: 'gallery', imageType: 'fullsize', url: '/b.jpg' },
      { path: 'logo', imageType: 'thumbnail', url: '/logo.png' },
    ]);
    expect(groups.gallery).toEqual(['/a.jpg', '/b.jpg']);
    expect(groups.logo).toEqual(['/logo.png']);
    expect(groups.top).toEqual([]);
    expect(toApiPhotos({ ...emptyPhotoGroups(), id: ['/me.png'] })).toEqual([
      { path: 'id', imageType: 'fullsize', url: '/me.png' },
      { path: 'id', imageType: 'thumbnail', url: '/me.png' },
    ]);
  });

  it('builds create and update bodies that the API schemas accept; owners leave out admin fields', () => {
    const values = editorSchema.parse(toEditorValues(stored));
    const groups = { ...emptyPhotoGroups(), top: ['/t1.jpg', '/t2.jpg'] };
    expect(realtorInputSchema.safeParse(toCreateBody(values, groups)).success).toBe(true);

    const adminPatch = toUpdateBody(values, groups, { admin: true });
    expect(realtorPatchSchema.safeParse(adminPatch).success).toBe(true);
    expect(adminPatch.desiredUrl).toBe('grace-kim');
    expect(adminPatch.clearPhotoPaths).toEqual(['logo', 'logo2', 'id', 'id2', 'gallery', 'favicon', 'ogImage']);

    const ownerPatch = toUpdateBody(values, groups, { admin: false });
    expect(realtorPatchSchema.safeParse(ownerPatch).success).toBe(true);
    expect(ownerPatch).not.toHaveProperty('desiredUrl');
    expect(ownerPatch).not.toHaveProperty('hompageUrl');
    expect(ownerPatch).not.toHaveProperty('published');
    expect(ownerPatch.aboutMeEn).toBe('Hello');
  });

  it('moves an item within bounds', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it("counts each language's missing texts for its tab", () => {
    const values = toEditorValues(stored, {
      displayNameKo: '김은혜',
      aboutMeJa: 'こんにちは',
      additionalSections: [{ title: '구매', body: '', titleEn: 'Buying', bodyEn: '', titleJa: '', bodyJa: '' }],
    });
    // Korean: the name, the section's title and the SEO title are there; the about text and the SEO description are not.
    expect(missingTexts(values, 'ko')).toBe(2);
    // English: name, SEO title and description missing (the about text and the section's title are there).
    expect(missingTexts(values, 'en')).toBe(3);
    // Japanese: name, the section's title, SEO title and description missing.
    expect(missingTexts(values, 'ja')).toBe(4);
  });

  it('edits the etc-info as one field per kind, and keeps the entries beyond those', () => {
    const values = toEditorValues({
      ...stored,
      etcInfo: [
        { contentType: 'company_phone', content: '949-555-0100' },
        { contentType: 'korea_name', content: '김은혜' },
        { contentType: 'korea_name', content: '김 은혜' },
      ],
    });
    expect(values.etc).toMatchObject({ korea_name: '김은혜', company_phone: '949-555-0100', company_fax: '' });
    expect(values.etcMore).toEqual([{ contentType: 'korea_name', content: '김 은혜' }]);
    const output = editorSchema.parse({ ...values, etc: { ...values.etc, company_fax: '949-555-0101' } });
    expect(toUpdateBody(output, emptyPhotoGroups(), { admin: true }).etcInfo).toEqual([
      { contentType: 'korea_name', content: '김은혜' },
      { contentType: 'company_phone', content: '949-555-0100' },
      { contentType: 'company_fax', content: '949-555-0101' },
      { contentType: 'korea_name', content: '김 은혜' },
    ]);
  });

  it("leaves every admin-only field out of an owner's update", () => {
    const output = editorSchema.parse(toEditorValues(stored));
    const patch = toUpdateBody(output, emptyPhotoGroups(), { admin: false });
    for (const key of ['published', 'isMakeHomepage', 'desiredUrl', 'hompageUrl', 'madeForRealtor', 'ppProfileId']) expect(patch, key).not.toHaveProperty(key);
  });
});
