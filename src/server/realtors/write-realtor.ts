/**
 * Every write to a realtor goes through here (ARCHITECTURE: one domain function per write):
 * permission check, validation that needs the database (unique slug and domain, the owner),
 * storage in one transaction, and revalidation of the realtor's cached pages.
 * Errors are AppErrors whose messages are keys of the `Api` messages, localised by the transport.
 */
import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { RealtorExportFile } from '@/lib/schemas/answers';
import type { RealtorExport, RealtorFields, RealtorPatch } from '@/lib/schemas/realtor';
import { ADMIN_ONLY_REALTOR_FIELDS, PHOTO_PATHS, REALTOR_LIMITS, SECTION_TRANSLATION_KEYS } from '@/lib/schemas/realtor';
import { assertAdmin, assertAdminOrOwner, isAdmin, type Principal } from '@/server/auth/guard';
import type { Db } from '@/server/db/client';
import { realtorPhotos, realtors, realtorSections, user } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { getRealtor, toApiRealtor, type RealtorView } from './get-realtor';
import { homepageHostOf, insertRealtorGraph, replaceRealtorChildren, type DbOrTx, type RealtorChildren, type RealtorSection } from './write-graph';

/** A realtor that changed: its id, and every desired URL it had or has now. */
export interface RealtorChange {
  id: number;
  desiredUrls: string[];
}

export interface WriteContext {
  db: Db;
  principal: Principal;
  /** Called after a commit with the realtor whose cached pages and API reads must be renewed. */
  revalidate: (change: RealtorChange) => void | Promise<void>;
}

const CHILD_KEYS = ['photos', 'etcInfo', 'activityRegion', 'additionalSections', 'testimonials', 'seoMeta'] as const;

function splitFields<T extends Partial<RealtorFields>>(fields: T) {
  const columns: Record<string, unknown> = {};
  const children: Partial<RealtorChildren> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if ((CHILD_KEYS as readonly string[]).includes(key)) (children as Record<string, unknown>)[key] = value;
    else columns[key] = value;
  }
  return { columns: columns as Partial<typeof realtors.$inferInsert>, children };
}

async function loadOrThrow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: realtors.id,
      desiredUrl: realtors.desiredUrl,
      userId: realtors.userId,
      published: realtors.published,
      isMakeHomepage: realtors.isMakeHomepage,
      hompageUrl: realtors.hompageUrl,
      madeForRealtor: realtors.madeForRealtor,
      ppProfileId: realtors.ppProfileId,
    })
    .from(realtors)
    .where(eq(realtors.id, id));
  if (!row) throw new AppError('not_found', 'Api.realtorNotFound');
  return row;
}

/** 409 when another realtor has the slug (any case) or the homepage domain. */
async function assertUnique(tx: DbOrTx, fields: Partial<RealtorFields>, exceptId?: number) {
  const other = (column: typeof realtors.homepageHost | ReturnType<typeof sql>, value: string) =>
    tx
      .select({ id: realtors.id })
      .from(realtors)
      .where(and(sql`${column} = ${value}`, exceptId ? ne(realtors.id, exceptId) : undefined))
      .limit(1);
  if (fields.desiredUrl && (await other(sql`lower(${realtors.desiredUrl})`, fields.desiredUrl.toLowerCase())).length) {
    throw new AppError('conflict', 'Api.desiredUrlTaken', { desiredUrl: 'Api.desiredUrlTaken' });
  }
  const host = homepageHostOf(fields.hompageUrl);
  if (host && (await other(realtors.homepageHost, host)).length) {
    throw new AppError('conflict', 'Api.hompageUrlTaken', { hompageUrl: 'Api.hompageUrlTaken' });
  }
}

/** Linking a user makes them the owner (role realtor, unless admin); one record per user. */
async function linkOwner(tx: DbOrTx, userId: string, realtorId?: number) {
  const [owner] = await tx.select({ id: user.id, role: user.role }).from(user).where(eq(user.id, userId));
  if (!owner) throw new AppError('validation_failed', 'Api.userNotFound', { userId: 'Api.userNotFound' });
  const [owned] = await tx
    .select({ id: realtors.id })
    .from(realtors)
    .where(and(eq(realtors.userId, userId), realtorId ? ne(realtors.id, realtorId) : undefined))
    .limit(1);
  if (owned) throw new AppError('conflict', 'Api.invalidRequest', { userId: 'Api.errors.invalid_value' });
  if (owner.role === 'user') await tx.update(user).set({ role: 'realtor' }).where(eq(user.id, userId));
}

/** A unique-index race lost to a concurrent writer is a conflict, not a 500. */
async function mapUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
    if (cause?.code !== '23505') throw error;
    if (cause.constraint === 'realtors_homepage_host_idx') throw new AppError('conflict', 'Api.hompageUrlTaken', { hompageUrl: 'Api.hompageUrlTaken' });
    if (cause.constraint === 'realtors_user_id_idx') throw new AppError('conflict', 'Api.invalidRequest', { userId: 'Api.errors.invalid_value' });
    throw new AppError('conflict', 'Api.desiredUrlTaken', { desiredUrl: 'Api.desiredUrlTaken' });
  }
}

async function viewOf(db: Db, id: number): Promise<ReturnType<typeof toApiRealtor>> {
  return toApiRealtor((await getRealtor(db, String(id))) as RealtorView);
}

/** POST /v1/realtor (admins). */
export async function createRealtor(ctx: WriteContext, fields: RealtorFields) {
  assertAdmin(ctx.principal);
  const id = await mapUniqueViolation(() =>
    ctx.db.transaction(async (tx) => {
      await assertUnique(tx, fields);
      if (fields.userId) await linkOwner(tx, fields.userId);
      const { columns, children } = splitFields(fields);
      return insertRealtorGraph(tx, { ...columns, desiredUrl: fields.desiredUrl }, children);
    }),
  );
  await ctx.revalidate({ id, desiredUrls: [fields.desiredUrl] });
  return viewOf(ctx.db, id);
}

/**
 * PATCH /v1/realtor/{id} (admins or the owner). Photos merge by path group: the groups present in
 * the request replace those groups, the others stay; `clearPhotoPaths` empties whole groups.
 */
export async function updateRealtor(ctx: WriteContext, id: number, patch: RealtorPatch) {
  const before = await mapUniqueViolation(() => ctx.db.transaction((tx) => applyPatch(tx, ctx.principal, id, patch)));
  await ctx.revalidate({ id, desiredUrls: [before.desiredUrl, ...(patch.desiredUrl ? [patch.desiredUrl] : [])] });
  return viewOf(ctx.db, id);
}

/** Ends a dry run's transaction (rolled back) with the realtor as the patch made it. */
class DryRun extends Error {
  constructor(readonly view: RealtorView) {
    super('dry run');
  }
}

/**
 * The realtor as `patch` would make it, with every check of a PATCH (permission, unique addresses,
 * the photo limit) and nothing stored: the patch is applied in a transaction that is rolled back
 * (the editor's preview of unsaved changes, decision 037).
 */
export async function realtorWithPatch(ctx: Pick<WriteContext, 'db' | 'principal'>, id: number, patch: RealtorPatch): Promise<RealtorView> {
  try {
    await mapUniqueViolation(() =>
      ctx.db.transaction(async (tx) => {
        await applyPatch(tx, ctx.principal, id, patch);
        throw new DryRun((await getRealtor(tx, String(id)))!);
      }),
    );
  } catch (error) {
    if (error instanceof DryRun) return error.view;
    throw error;
  }
  throw new Error('unreachable: a dry run ends by rolling back');
}

/** A PATCH inside `tx`: checks, then the columns and children. Answers the realtor as it was. */
async function applyPatch(tx: DbOrTx, principal: Principal, id: number, patch: RealtorPatch) {
  const { clearPhotoPaths, photos, ...fields } = patch;
  const current = await loadOrThrow(tx, id);
  assertAdminOrOwner(principal, id);
  if (!isAdmin(principal) && ADMIN_ONLY_REALTOR_FIELDS.some((key) => fields[key] !== undefined && fields[key] !== current[key])) {
    throw new AppError('forbidden', 'Api.forbidden');
  }
  if (fields.userId && fields.userId !== current.userId) await linkOwner(tx, fields.userId, id);
  await assertUnique(tx, fields, id);
  const { columns, children } = splitFields(fields);
  if (Object.keys(columns).length || photos || clearPhotoPaths) {
    const host = 'hompageUrl' in columns ? { homepageHost: homepageHostOf(columns.hompageUrl) } : {};
    // Touches updated_at even when only photos change.
    await tx.update(realtors).set({ ...columns, ...host, updatedAt: new Date() }).where(eq(realtors.id, id));
  }
  if (photos || clearPhotoPaths) children.photos = await mergePhotos(tx, id, photos ?? [], clearPhotoPaths ?? []);
  if (children.additionalSections) children.additionalSections = await keepTranslations(tx, id, children.additionalSections);
  await replaceRealtorChildren(tx, id, children);
  return current;
}

async function mergePhotos(tx: DbOrTx, id: number, photos: NonNullable<RealtorFields['photos']>, clear: string[]) {
  const replaced = new Set<string>([...clear, ...photos.map((p) => p.path)]);
  const kept = await tx
    .select({ path: realtorPhotos.path, imageType: realtorPhotos.imageType, url: realtorPhotos.url })
    .from(realtorPhotos)
    .where(eq(realtorPhotos.realtorId, id))
    .orderBy(realtorPhotos.position);
  const merged = [...kept.filter((p) => !replaced.has(p.path)), ...photos];
  if (merged.length > REALTOR_LIMITS.photos) throw new AppError('validation_failed', 'Api.invalidRequest', { photos: 'Api.errors.too_many' });
  // Stored in path-group order, each group in the order given.
  return PHOTO_PATHS.flatMap((path) => merged.filter((p) => p.path === path));
}

/**
 * A section sent without a translation (a client that predates them) keeps the stored one: of the
 * stored section with the same title, or else at the same position.
 */
async function keepTranslations(tx: DbOrTx, id: number, sections: RealtorSection[]): Promise<RealtorSection[]> {
  if (sections.every((s) => SECTION_TRANSLATION_KEYS.every((key) => s[key] !== undefined))) return sections;
  const stored = await tx.select().from(realtorSections).where(eq(realtorSections.realtorId, id)).orderBy(realtorSections.position);
  return sections.map((section, position) => {
    const match = stored.find((s) => s.title !== '' && s.title === section.title) ?? stored[position];
    if (!match) return section;
    return { ...section, ...Object.fromEntries(SECTION_TRANSLATION_KEYS.map((key) => [key, section[key] ?? match[key]])) };
  });
}

/** DELETE /v1/realtor/{id} (admins). Contact messages stay (their realtor id is set null). */
export async function deleteRealtor(ctx: WriteContext, id: number) {
  assertAdmin(ctx.principal);
  const current = await loadOrThrow(ctx.db, id);
  await ctx.db.delete(realtors).where(eq(realtors.id, id));
  await ctx.revalidate({ id, desiredUrls: [current.desiredUrl] });
  return { id, desiredUrl: current.desiredUrl };
}

/** The export file as this installation writes it (its answer schema): `user` is always there (SPEC §7 "has user.name"). */
export type { RealtorExportFile };

/**
 * GET /v1/realtor/export/{id} (admins or the owner): the record and `user`, its owner's name and
 * e-mail; without an owner account, the realtor's display name (Korean first, else its desired
 * URL) and no e-mail.
 */
export async function exportRealtor(ctx: Omit<WriteContext, 'revalidate'>, id: number): Promise<RealtorExportFile> {
  const view = await getRealtor(ctx.db, String(id));
  if (!view) throw new AppError('not_found', 'Api.realtorNotFound');
  assertAdminOrOwner(ctx.principal, id);
  const [owner] = view.userId
    ? await ctx.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, view.userId))
    : [];
  const { createdAt, updatedAt, ...realtor } = toApiRealtor(view);
  return {
    format: 'realtor-homepage-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    realtor: { ...realtor, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() },
    user: owner ?? { name: view.displayNameKo || view.displayNameEn || view.displayNameJa || view.desiredUrl, email: '' },
  };
}

/**
 * POST /v1/realtor/import/{id} (admins): replaces every field of realtor {id} with the file's, in
 * one transaction (the file was validated whole before this runs). The owner link is kept: user
 * ids differ between installations.
 */
export async function importRealtor(ctx: WriteContext, id: number, file: RealtorExport) {
  assertAdmin(ctx.principal);
  const { id: _fileId, createdAt: _created, updatedAt: _updated, userId: _userId, ...fields } = file.realtor;
  const before = await mapUniqueViolation(() =>
    ctx.db.transaction(async (tx) => {
      const current = await loadOrThrow(tx, id);
      await assertUnique(tx, fields, id);
      const { columns, children } = splitFields(fields);
      await tx
        .update(realtors)
        .set({ ...columns, homepageHost: homepageHostOf(fields.hompageUrl), updatedAt: new Date() })
        .where(eq(realtors.id, id));
      await replaceRealtorChildren(tx, id, children);
      return current;
    }),
  );
  await ctx.revalidate({ id, desiredUrls: [before.desiredUrl, fields.desiredUrl] });
  return viewOf(ctx.db, id);
}

