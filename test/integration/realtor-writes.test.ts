import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { realtorExportSchema, realtorInputSchema, type RealtorInput } from '@/lib/schemas/realtor';
import type { Principal } from '@/server/auth/guard';
import { createContactMessage } from '@/server/contacts/create-contact-message';
import { contactMessages, realtorPhotos, realtorPreviews, realtors } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { getRealtor } from '@/server/realtors/get-realtor';
import { createPreview, PREVIEW_LIFETIME_MS, previewedRealtor } from '@/server/realtors/preview-realtor';
import {
  createRealtor,
  deleteRealtor,
  exportRealtor,
  importRealtor,
  realtorWithPatch,
  updateRealtor,
  type WriteContext,
} from '@/server/realtors/write-realtor';
import { makeAdmin, makeOwner, signUp, testAuth } from '../support/auth';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());

const input = (overrides: Partial<RealtorInput> = {}) =>
  realtorInputSchema.parse({
    desiredUrl: 'jane-doe',
    email: 'jane@example.com',
    contactPhone: '949-555-0100',
    aboutMeKr: '안녕하세요',
    activityRegion: [{ state: 'CA', city: 'Irvine', zipcode: '92620' }],
    photos: [
      { path: 'top', imageType: 'fullsize', url: '/uploads/realtors/2026/11/top.webp' },
      { path: 'gallery', imageType: 'fullsize', url: '/uploads/realtors/2026/11/g1.webp' },
      { path: 'gallery', imageType: 'fullsize', url: '/uploads/realtors/2026/11/g2.webp' },
    ],
    seoMeta: { ko: { title: '제인', description: '어바인 리얼터' } },
    ...overrides,
  });

const errorOf = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => e as AppError);

describe.skipIf(!available)(`realtor writes on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let admin: Principal;
  let plainUser: Principal;
  let revalidated: string[];
  let counter = 0;

  const as = (principal: Principal): WriteContext => ({
    db: database.db,
    principal,
    revalidate: ({ desiredUrls }) => {
      revalidated.push(...desiredUrls);
    },
  });

  /** A realtor with its own owner and another realtor's owner, for the permission matrix. */
  async function realtorWithOwners() {
    const n = ++counter;
    const slug = `realtor-${String.fromCharCode(96 + n)}`;
    const created = await createRealtor(as(admin), input({ desiredUrl: slug, hompageUrl: '' }));
    const other = await createRealtor(as(admin), input({ desiredUrl: `${slug}-other` }));
    const owner = await makeOwner(database.db, (await signUp(database.db, auth, `owner${n}@example.com`)).user.userId, created.id);
    const otherOwner = await makeOwner(database.db, (await signUp(database.db, auth, `other${n}@example.com`)).user.userId, other.id);
    return { created, owner, otherOwner };
  }

  let auth: ReturnType<typeof testAuth>;
  beforeAll(async () => {
    database = await createTestDatabase();
    auth = testAuth(database.db);
    admin = await makeAdmin(database.db, auth, 'admin@example.com');
    plainUser = (await signUp(database.db, auth, 'user@example.com')).user;
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(() => {
    revalidated = [];
  });

  it('creates a realtor with its photos, regions and SEO, and revalidates its page', async () => {
    const created = await createRealtor(as(admin), input());
    expect(created).toMatchObject({ desiredUrl: 'jane-doe', email: 'jane@example.com', published: true });
    expect(created.photos).toHaveLength(3);
    expect(created.activityRegion).toEqual([{ state: 'CA', city: 'Irvine', neighborhood: '', zipcode: '92620' }]);
    expect(created.seoMeta.ko).toMatchObject({ title: '제인', author: '' });
    expect(revalidated).toEqual(['jane-doe']);
  });

  it('answers 409 for a taken slug (any case) or domain, and stores nothing', async () => {
    expect(await errorOf(createRealtor(as(admin), input({ desiredUrl: 'JANE-doe' })))).toMatchObject({ code: 'conflict', fields: { desiredUrl: 'Api.desiredUrlTaken' } });
    await createRealtor(as(admin), input({ desiredUrl: 'has-domain', hompageUrl: 'https://www.jane.example.com' }));
    expect(await errorOf(createRealtor(as(admin), input({ desiredUrl: 'other-domain', hompageUrl: 'http://jane.example.com/' })))).toMatchObject({ code: 'conflict', fields: { hompageUrl: 'Api.hompageUrlTaken' } });
    expect(await database.db.select().from(realtors).where(eq(realtors.desiredUrl, 'other-domain'))).toEqual([]);
  });

  it('merges photos by path group: groups in the request replace theirs, others stay', async () => {
    const { id } = await createRealtor(as(admin), input({ desiredUrl: 'photo-merge' }));
    const updated = await updateRealtor(as(admin), id, {
      photos: [{ path: 'gallery', imageType: 'fullsize', url: '/uploads/realtors/2026/11/g3.webp' }],
    });
    expect(updated.photos.map((p) => `${p.path}:${p.url.split('/').at(-1)}`)).toEqual(['top:top.webp', 'gallery:g3.webp']);
    const cleared = await updateRealtor(as(admin), id, { clearPhotoPaths: ['top'], aboutMeEn: 'Hello' });
    expect(cleared.photos.map((p) => p.path)).toEqual(['gallery']);
    expect(cleared.aboutMeEn).toBe('Hello');
    expect(cleared.aboutMeKr).toBe('안녕하세요');
  });

  it('renames a realtor and revalidates the old and the new address', async () => {
    const { id } = await createRealtor(as(admin), input({ desiredUrl: 'old-name' }));
    revalidated = [];
    await updateRealtor(as(admin), id, { desiredUrl: 'new-name' });
    expect(revalidated).toEqual(['old-name', 'new-name']);
    expect(await getRealtor(database.db, 'new-name')).toMatchObject({ id });
  });

  it('enforces who may do what: create, delete, import, owner, publication and review, address and domain, partner records need admin; update and export admin or owner', async () => {
    const { created, owner, otherOwner } = await realtorWithOwners();
    const file = await exportRealtor(as(admin), created.id);
    const cases: [string, (p: Principal) => Promise<unknown>, Principal[], Principal[]][] = [
      ['create', (p) => createRealtor(as(p), input({ desiredUrl: `made-by-${p.role}-${p.userId.slice(0, 4).replace(/\d/g, 'x')}` })), [admin], [plainUser, otherOwner, owner]],
      ['import', (p) => importRealtor(as(p), created.id, file), [admin], [plainUser, otherOwner, owner]],
      ['update', (p) => updateRealtor(as(p), created.id, { aboutMeEn: `by ${p.email}` }), [owner, admin], [plainUser, otherOwner]],
      ['export', (p) => exportRealtor(as(p), created.id), [owner, admin], [plainUser, otherOwner]],
      ['link an owner', (p) => updateRealtor(as(p), created.id, { userId: plainUser.userId }), [], [plainUser, otherOwner, owner]],
      ['publish', (p) => updateRealtor(as(p), created.id, { published: false }), [], [plainUser, otherOwner, owner]],
      ['rename', (p) => updateRealtor(as(p), created.id, { desiredUrl: 'renamed-by-owner' }), [], [plainUser, otherOwner, owner]],
      ['claim a domain', (p) => updateRealtor(as(p), created.id, { hompageUrl: 'https://squatted.example.com' }), [], [plainUser, otherOwner, owner]],
      ['skip the review', (p) => updateRealtor(as(p), created.id, { isMakeHomepage: 'N' }), [], [plainUser, otherOwner, owner]],
      ["change the partner's records", (p) => updateRealtor(as(p), created.id, { madeForRealtor: 'someone', ppProfileId: 'pp-9' }), [], [plainUser, otherOwner, owner]],
    ];
    // An owner may send an admin-only field back unchanged, as the record was loaded (SPEC §7 clients do).
    expect(await errorOf(updateRealtor(as(owner), created.id, { madeForRealtor: created.madeForRealtor, isMakeHomepage: created.isMakeHomepage }))).toBeUndefined();
    for (const [name, write, allowed, refused] of cases) {
      for (const principal of refused) {
        expect(await errorOf(write(principal)), `${name} by ${principal.email}`).toMatchObject({ code: 'forbidden' });
      }
      for (const principal of allowed) {
        expect(await errorOf(write(principal)), `${name} by ${principal.email}`).toBeUndefined();
      }
    }
    for (const principal of [plainUser, otherOwner, owner]) {
      expect(await errorOf(deleteRealtor(as(principal), created.id))).toMatchObject({ code: 'forbidden' });
    }
    expect(await getRealtor(database.db, String(created.id))).toMatchObject({ aboutMeEn: `by ${admin.email}` });
    expect(await errorOf(deleteRealtor(as(admin), created.id))).toBeUndefined();
  });

  it('lets an admin link a user as the owner, who becomes a realtor; one record per user', async () => {
    const { user: newcomer } = await signUp(database.db, auth, 'newcomer@example.com');
    const { id } = await createRealtor(as(admin), input({ desiredUrl: 'linked', userId: newcomer.userId }));
    const { principalOf } = await import('@/server/auth/guard');
    expect(await principalOf(database.db, newcomer.userId)).toMatchObject({ role: 'realtor', realtorId: id });
    expect(await errorOf(createRealtor(as(admin), input({ desiredUrl: 'linked-twice', userId: newcomer.userId })))).toMatchObject({ code: 'conflict' });
    expect(await errorOf(createRealtor(as(admin), input({ desiredUrl: 'linked-nobody', userId: 'no-such-user' })))).toMatchObject({ code: 'validation_failed' });
  });

  it('deletes a realtor but keeps their contact messages', async () => {
    const { id } = await createRealtor(as(admin), input({ desiredUrl: 'to-delete' }));
    const meta = { locale: 'ko', userAgent: 'vitest' };
    const message = { realtorId: id, lastName: 'Lee', firstName: 'Jiwoo', email: 'j@example.com', phone: '714-555-0123', phoneCountryCode: 'US', message: 'Hi', isTerm: 'Y' as const };
    const { id: messageId } = await createContactMessage(database, message, meta);
    await deleteRealtor(as(admin), id);
    expect(await getRealtor(database.db, 'to-delete')).toBeNull();
    expect(await database.db.select().from(realtorPhotos).where(eq(realtorPhotos.realtorId, id))).toEqual([]);
    const [kept] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
    expect(kept).toMatchObject({ realtorId: null, realtorDesiredUrl: 'to-delete', message: 'Hi' });
    expect(await errorOf(deleteRealtor(as(admin), id))).toMatchObject({ code: 'not_found' });
  });

  it('exports and imports losslessly, and an import that conflicts changes nothing', async () => {
    const { id } = await createRealtor(as(admin), input({ desiredUrl: 'round-trip', etcInfo: [{ contentType: 'korea_name', content: '제인' }], additionalSections: [{ title: 'Awards', body: 'Top 1%' }], published: false }));
    const file = realtorExportSchema.parse(JSON.parse(JSON.stringify(await exportRealtor(as(admin), id))));
    const before = await getRealtor(database.db, String(id));

    await updateRealtor(as(admin), id, { aboutMeKr: 'changed', photos: [], clearPhotoPaths: ['top', 'gallery'], etcInfo: [] });
    await importRealtor(as(admin), id, file);
    const after = await getRealtor(database.db, String(id));
    const { updatedAt: _a, ...restAfter } = after!;
    const { updatedAt: _b, ...restBefore } = before!;
    expect(restAfter).toEqual(restBefore);

    await createRealtor(as(admin), input({ desiredUrl: 'squatter' }));
    const conflicting = { ...file, realtor: { ...file.realtor, desiredUrl: 'squatter', aboutMeKr: 'should not land' } };
    expect(await errorOf(importRealtor(as(admin), id, conflicting))).toMatchObject({ code: 'conflict' });
    expect(await getRealtor(database.db, String(id))).toMatchObject({ desiredUrl: 'round-trip', aboutMeKr: '안녕하세요' });
  });

  it('answers 404 for writes to a realtor that does not exist', async () => {
    expect(await errorOf(updateRealtor(as(admin), 987_654, { aboutMeKr: 'x' }))).toMatchObject({ code: 'not_found' });
    expect(await errorOf(exportRealtor(as(admin), 987_654))).toMatchObject({ code: 'not_found' });
    expect(await errorOf(importRealtor(as(admin), 987_654, await exportRealtor(as(admin), (await getRealtor(database.db, 'jane-doe'))!.id)))).toMatchObject({ code: 'not_found' });
  });

  it('keeps the texts in three languages and the template; a client that predates them does not erase them', async () => {
    const created = await createRealtor(
      as(admin),
      input({
        desiredUrl: 'three-languages',
        hompageUrl: '',
        displayNameKo: '김은혜',
        displayNameEn: 'Grace Kim',
        displayNameJa: 'グレース・キム',
        aboutMeJa: 'こんにちは',
        template: 'luxury',
        additionalSections: [{ title: '구매 안내', body: '첫 집', titleEn: 'Buying', bodyEn: 'First homes', titleJa: '購入', bodyJa: '初めての家' }],
        seoMeta: { ko: { title: '김은혜' }, ja: { title: 'グレース・キム', description: 'アーバインの不動産' } },
      }),
    );
    expect(created).toMatchObject({ displayNameJa: 'グレース・キム', aboutMeJa: 'こんにちは', template: 'luxury' });
    expect(created.seoMeta.ja).toMatchObject({ title: 'グレース・キム' });
    expect(created.additionalSections[0]).toMatchObject({ titleJa: '購入', bodyJa: '初めての家' });

    // A client of SPEC §7 sends its fields only, and its sections without translations.
    const patched = await updateRealtor(as(admin), created.id, {
      aboutMeKr: '새 소개',
      additionalSections: [{ title: '구매 안내', body: '첫 집 (수정)' }],
    });
    expect(patched).toMatchObject({ aboutMeKr: '새 소개', displayNameEn: 'Grace Kim', aboutMeJa: 'こんにちは', template: 'luxury' });
    expect(patched.additionalSections).toEqual([{ title: '구매 안내', body: '첫 집 (수정)', titleEn: 'Buying', bodyEn: 'First homes', titleJa: '購入', bodyJa: '初めての家' }]);

    // A translation sent empty is cleared; a section needs a title in some language.
    const cleared = await updateRealtor(as(admin), created.id, { additionalSections: [{ title: '', body: '', titleEn: 'Buying', bodyEn: '', titleJa: '', bodyJa: '' }] });
    expect(cleared.additionalSections).toEqual([{ title: '', body: '', titleEn: 'Buying', bodyEn: '', titleJa: '', bodyJa: '' }]);
    expect(realtorInputSchema.safeParse({ desiredUrl: 'no-title', additionalSections: [{ body: 'text' }] }).success).toBe(false);
    expect(realtorInputSchema.safeParse({ desiredUrl: 'bad-template', template: 'brutalist' }).success).toBe(false);

    // The export carries them, and an import brings them back.
    const file = realtorExportSchema.parse(JSON.parse(JSON.stringify(await exportRealtor(as(admin), created.id))));
    expect(file.realtor).toMatchObject({ displayNameJa: 'グレース・キム', template: 'luxury' });
  });

  describe('previews of unsaved changes (decision 037)', () => {
    it('shows the realtor as the patch would make them, stores nothing of it, and keeps the preview an hour', async () => {
      const { created, owner } = await realtorWithOwners();
      revalidated = [];
      const patch = { aboutMeEn: 'A story not saved yet', template: 'luxury' as const, photos: [{ path: 'gallery' as const, imageType: 'fullsize' as const, url: '/uploads/realtors/2026/11/g9.webp' }] };
      const shown = await realtorWithPatch(as(owner), created.id, patch);
      expect(shown).toMatchObject({ id: created.id, aboutMeEn: 'A story not saved yet', template: 'luxury', aboutMeKr: '안녕하세요' });
      expect(shown.photos.gallery.map((p) => p.url)).toEqual(['/uploads/realtors/2026/11/g9.webp']);
      expect(shown.photos.top).toHaveLength(1);

      const { previewId, path } = await createPreview(as(owner), created.id, patch);
      expect(path).toBe(`/${created.desiredUrl}/admin/preview?draft=${previewId}`);
      expect(await previewedRealtor(as(owner), created.id, previewId)).toMatchObject({ aboutMeEn: 'A story not saved yet', template: 'luxury' });
      // Nothing of it is saved, and no page was revalidated.
      const saved = await getRealtor(database.db, String(created.id));
      expect(saved).toMatchObject({ aboutMeEn: created.aboutMeEn, template: created.template });
      expect(saved!.photos.gallery).toHaveLength(2);
      expect(revalidated).toEqual([]);

      // Another realtor's preview id, or one older than an hour, shows nothing.
      expect(await previewedRealtor(as(owner), created.id + 1, previewId)).toBeNull();
      await database.db.update(realtorPreviews).set({ createdAt: new Date(Date.now() - PREVIEW_LIFETIME_MS - 1000) }).where(eq(realtorPreviews.id, previewId));
      expect(await previewedRealtor(as(owner), created.id, previewId)).toBeNull();
      // A new preview removes the expired ones.
      await createPreview(as(owner), created.id, { aboutMeEn: 'again' });
      expect(await database.db.select().from(realtorPreviews).where(eq(realtorPreviews.id, previewId))).toEqual([]);
    });

    it('checks a preview as a save: owner or admin only, no admin-only field from an owner, no taken address', async () => {
      const { created, owner, otherOwner } = await realtorWithOwners();
      expect(await errorOf(createPreview(as(otherOwner), created.id, { aboutMeEn: 'x' }))).toMatchObject({ code: 'forbidden' });
      expect(await errorOf(createPreview(as(plainUser), created.id, { aboutMeEn: 'x' }))).toMatchObject({ code: 'forbidden' });
      expect(await errorOf(createPreview(as(owner), created.id, { published: false }))).toMatchObject({ code: 'forbidden' });
      expect(await errorOf(createPreview(as(admin), created.id, { desiredUrl: 'jane-doe' }))).toMatchObject({ code: 'conflict' });
      expect(await errorOf(createPreview(as(admin), 999_999, { aboutMeEn: 'x' }))).toMatchObject({ code: 'not_found' });
      // An owner's preview is not theirs to show another owner.
      const { previewId } = await createPreview(as(owner), created.id, { aboutMeEn: 'mine' });
      expect(await errorOf(previewedRealtor(as(otherOwner), created.id, previewId))).toMatchObject({ code: 'forbidden' });
      expect(await previewedRealtor(as(admin), created.id, previewId)).toMatchObject({ aboutMeEn: 'mine' });
    });
  });
});
