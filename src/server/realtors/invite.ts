/**
 * Giving a realtor record its owner (issue #7): an admin links an existing user by e-mail at once,
 * or invites a new one. An invitation is a one-use token (32 random bytes, base64url) of which only
 * the SHA-256 hash is kept, valid for 7 days, and e-mailed through the outbox in the same
 * transaction (the outbox row holds the link only until the e-mail is delivered, for retries);
 * signing up with it (src/server/auth/sessions.ts) links the new user.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { localizePath, type Locale } from '@/i18n/locales';
import { isValidEmail, VALIDATION_ERRORS } from '@/lib/validators';
import { assertAdmin, type Principal } from '@/server/auth/guard';
import type { Db } from '@/server/db/client';
import { outbox, realtorInvites, realtors, user, type Role } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import type { InviteEmailPayload } from '@/server/outbox/email';
import { enqueue } from '@/server/outbox/outbox';
import type { DbOrTx } from './write-graph';
import type { RealtorChange } from './write-realtor';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const inviteSchema = z.strictObject({
  email: z.string({ error: 'invalid_type' }).trim().max(254, { error: 'too_long' }).refine(isValidEmail, { error: VALIDATION_ERRORS.email }),
});
export type InviteInput = z.output<typeof inviteSchema>;

export interface InviteOptions {
  /** The site's public origin, e.g. https://example.com (no trailing slash). */
  origin: string;
  /** The language of the e-mail and of the sign-up link. */
  locale: Locale;
  /** Renews the realtor's cached pages after a commit (default: the Next.js cache tags). */
  revalidate?: (change: RealtorChange) => void | Promise<void>;
}

export interface InviteResult {
  status: 'linked' | 'invited';
  email: string;
  /** When the invitation ends (null when the user was linked at once). */
  expiresAt: string | null;
}

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function defaultRevalidate(change: RealtorChange): Promise<void> {
  // Loaded on use: the Next.js cache module is only there when the app runs.
  const { revalidateRealtor } = await import('./cached');
  await revalidateRealtor(change);
}

function revalidateWith(revalidate: ((change: RealtorChange) => void | Promise<void>) | undefined, change: RealtorChange): Promise<void> | void {
  return revalidate ? revalidate(change) : defaultRevalidate(change);
}

/** A lost race on the one-realtor-per-user index is the same 409 as the service's own check. */
async function mapOwnerConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
    if (cause?.code === '23505' && cause.constraint === 'realtors_user_id_idx') throw new AppError('conflict', 'Api.userOwnsAnotherRealtor', { email: 'Api.userOwnsAnotherRealtor' });
    throw error;
  }
}

/**
 * Makes the user the realtor's owner: role realtor (an admin stays admin); one realtor per user.
 * A former owner's role goes back to user, and the realtor's open invitations end (it has its
 * owner now). Call inside a transaction that holds the realtor's row.
 */
async function linkUser(tx: DbOrTx, realtorId: number, owner: { id: string; role: Role }): Promise<void> {
  const [owned] = await tx
    .select({ id: realtors.id })
    .from(realtors)
    .where(and(eq(realtors.userId, owner.id), ne(realtors.id, realtorId)))
    .limit(1);
  if (owned) throw new AppError('conflict', 'Api.userOwnsAnotherRealtor', { email: 'Api.userOwnsAnotherRealtor' });
  const [before] = await tx.select({ userId: realtors.userId }).from(realtors).where(eq(realtors.id, realtorId));
  await tx.update(realtors).set({ userId: owner.id, updatedAt: new Date() }).where(eq(realtors.id, realtorId));
  if (owner.role !== 'admin') await tx.update(user).set({ role: 'realtor' }).where(eq(user.id, owner.id));
  if (before?.userId && before.userId !== owner.id) {
    await tx.update(user).set({ role: 'user' }).where(and(eq(user.id, before.userId), eq(user.role, 'realtor')));
  }
  await endOpenInvites(tx, realtorId);
}

/** Deletes the realtor's open invitations and their e-mails not yet sent (their links are dead). */
async function endOpenInvites(tx: DbOrTx, realtorId: number): Promise<void> {
  const ended = await tx
    .delete(realtorInvites)
    .where(and(eq(realtorInvites.realtorId, realtorId), isNull(realtorInvites.acceptedAt)))
    .returning({ id: realtorInvites.id });
  if (!ended.length) return;
  await tx
    .delete(outbox)
    .where(and(eq(outbox.aggregateType, 'realtor_invites'), inArray(outbox.aggregateId, ended.map((i) => String(i.id))), ne(outbox.status, 'delivered')));
}

/** The sign-up link of an invitation, in the invitee's language, back to the realtor's admin page. */
export function inviteLink(origin: string, locale: Locale, token: string, email: string, desiredUrl: string): string {
  return `${origin.replace(/\/$/, '')}${localizePath('/login', locale)}?invite=${token}&email=${encodeURIComponent(email)}&next=/${desiredUrl}/admin`;
}

/**
 * POST /v1/realtor/{id}/invite (admins): links the user with this e-mail (any case) now, or
 * invites the address (replacing an open invitation of the same realtor) and e-mails the link.
 */
export async function inviteRealtor(db: Db, principal: Principal, realtorId: number, input: InviteInput, options: InviteOptions): Promise<InviteResult> {
  assertAdmin(principal);
  const email = input.email.trim();
  const outcome = await mapOwnerConflict(() =>
    db.transaction(async (tx) => {
      const [realtor] = await tx.select({ id: realtors.id, desiredUrl: realtors.desiredUrl }).from(realtors).where(eq(realtors.id, realtorId)).for('update');
      if (!realtor) throw new AppError('not_found', 'Api.realtorNotFound');
      const [existing] = await tx
        .select({ id: user.id, role: user.role })
        .from(user)
        .where(sql`lower(${user.email}) = ${email.toLowerCase()}`)
        .limit(1);
      if (existing) {
        await linkUser(tx, realtor.id, existing);
        return { status: 'linked' as const, desiredUrl: realtor.desiredUrl, expiresAt: null };
      }
      await endOpenInvites(tx, realtor.id);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
      const [invite] = await tx
        .insert(realtorInvites)
        .values({ realtorId: realtor.id, email, tokenHash: hashInviteToken(token), expiresAt, createdBy: principal.userId })
        .returning({ id: realtorInvites.id });
      const payload: InviteEmailPayload = {
        inviteId: invite!.id,
        to: email,
        link: inviteLink(options.origin, options.locale, token, email, realtor.desiredUrl),
        realtorDesiredUrl: realtor.desiredUrl,
        locale: options.locale,
        expiresAt: expiresAt.toISOString(),
      };
      await enqueue(tx, { kind: 'invite_email', aggregateType: 'realtor_invites', aggregateId: invite!.id, payload: { ...payload } });
      return { status: 'invited' as const, desiredUrl: realtor.desiredUrl, expiresAt: expiresAt.toISOString() };
    }),
  );
  if (outcome.status === 'linked') await revalidateWith(options.revalidate, { id: realtorId, desiredUrls: [outcome.desiredUrl] });
  return { status: outcome.status, email, expiresAt: outcome.expiresAt };
}

/**
 * DELETE /v1/realtor/{id}/owner (admins): the realtor has no owner any more; the former owner's
 * role goes back to user (an admin stays admin).
 */
export async function unlinkRealtorUser(
  db: Db,
  principal: Principal,
  realtorId: number,
  options: Pick<InviteOptions, 'revalidate'> = {},
): Promise<{ id: number; desiredUrl: string; userId: null }> {
  assertAdmin(principal);
  const realtor = await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: realtors.id, desiredUrl: realtors.desiredUrl, userId: realtors.userId }).from(realtors).where(eq(realtors.id, realtorId)).for('update');
    if (!row) throw new AppError('not_found', 'Api.realtorNotFound');
    if (row.userId) {
      await tx.update(realtors).set({ userId: null, updatedAt: new Date() }).where(eq(realtors.id, realtorId));
      await tx.update(user).set({ role: 'user' }).where(and(eq(user.id, row.userId), eq(user.role, 'realtor')));
    }
    return row;
  });
  if (realtor.userId) await revalidateWith(options.revalidate, { id: realtor.id, desiredUrls: [realtor.desiredUrl] });
  return { id: realtor.id, desiredUrl: realtor.desiredUrl, userId: null };
}

export type ClaimedInvite = typeof realtorInvites.$inferSelect;

/**
 * Reserves an invitation for a sign-up before the user is created: it must exist, be open and
 * unexpired, and name this e-mail (any case); else a 400 and nothing changes. The reservation is
 * one conditional UPDATE, so of two sign-ups with one token only one gets it.
 */
export async function claimInvite(db: Db, token: string, email: string): Promise<ClaimedInvite> {
  const now = new Date();
  const [invite] = await db.select().from(realtorInvites).where(eq(realtorInvites.tokenHash, hashInviteToken(token)));
  if (!invite || invite.acceptedAt) throw new AppError('validation_failed', 'Api.inviteInvalid', { inviteToken: 'Api.inviteInvalid' });
  if (invite.expiresAt <= now) throw new AppError('validation_failed', 'Api.inviteExpired', { inviteToken: 'Api.inviteExpired' });
  if (invite.email.toLowerCase() !== email.trim().toLowerCase()) {
    throw new AppError('validation_failed', 'Api.inviteEmailMismatch', { email: 'Api.inviteEmailMismatch' });
  }
  const [claimed] = await db
    .update(realtorInvites)
    .set({ acceptedAt: now })
    .where(and(eq(realtorInvites.id, invite.id), isNull(realtorInvites.acceptedAt), gt(realtorInvites.expiresAt, now)))
    .returning();
  if (!claimed) throw new AppError('validation_failed', 'Api.inviteInvalid', { inviteToken: 'Api.inviteInvalid' });
  return claimed;
}

/** Gives a reserved invitation back (the sign-up failed, e.g. the e-mail was taken). */
export async function releaseInvite(db: Db, invite: ClaimedInvite): Promise<void> {
  await db.update(realtorInvites).set({ acceptedAt: null }).where(and(eq(realtorInvites.id, invite.id), isNull(realtorInvites.acceptedUserId)));
}

/** Links the new user to the invitation's realtor (role realtor) and records who accepted it. */
export async function acceptInvite(db: Db, invite: ClaimedInvite, userId: string, revalidate?: (change: RealtorChange) => void): Promise<void> {
  const realtor = await mapOwnerConflict(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.select({ id: realtors.id, desiredUrl: realtors.desiredUrl }).from(realtors).where(eq(realtors.id, invite.realtorId)).for('update');
      if (!row) throw new AppError('validation_failed', 'Api.inviteInvalid', { inviteToken: 'Api.inviteInvalid' });
      await linkUser(tx, row.id, { id: userId, role: 'user' });
      await tx.update(realtorInvites).set({ acceptedUserId: userId }).where(eq(realtorInvites.id, invite.id));
      return row;
    }),
  );
  await revalidateWith(revalidate, { id: realtor.id, desiredUrls: [realtor.desiredUrl] });
}
