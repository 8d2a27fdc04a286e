/**
 * Giving a realtor its owner (issue #7) and the service agreement, through the route handlers:
 * POST /v1/realtor/{id}/invite, DELETE /v1/realtor/{id}/owner, POST /v1/auth/signup with an
 * invitation token, POST /v1/me/agreement and GET /v1/me.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptAgreement, CURRENT_AGREEMENT_VERSION } from '@/server/auth/agreement';
import { outbox, realtorInvites, realtors, user } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { inviteEmailDeliverer } from '@/server/outbox/email';
import { processDueOutbox } from '@/server/outbox/outbox';
import { hashInviteToken } from '@/server/realtors/invite';
import { insertRealtorGraph, type RealtorChildren } from '@/server/realtors/write-graph';
import { call } from '../support/api';
import { makeOwner, signInAdmin, signUp, TEST_PASSWORD, testAuth } from '../support/auth';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { readMail, startSmtpServer, type RecordingSmtp } from '../support/smtp';
import { services } from '../support/app-services';

const recorded = vi.hoisted(() => ({ revalidated: [] as string[] }));
vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
vi.mock('@/server/auth/auth', (importOriginal) => import('../support/app-services').then((m) => m.authModule(importOriginal)));
// The Next.js cache is not there outside the app: record what would be revalidated.
vi.mock('@/server/realtors/cached', () => ({
  revalidateRealtor: ({ desiredUrls }: { desiredUrls: string[] }) => void recorded.revalidated.push(...desiredUrls),
  loadRealtorForApi: async () => null,
}));

const { POST: inviteRoute } = await import('@/app/v1/realtor/[idOrDesiredUrl]/invite/route');
const { DELETE: unlinkRoute } = await import('@/app/v1/realtor/[idOrDesiredUrl]/owner/route');
const { PATCH: patchRealtorRoute } = await import('@/app/v1/realtor/[idOrDesiredUrl]/route');
const { POST: signupRoute } = await import('@/app/v1/auth/signup/route');
const { POST: agreementRoute } = await import('@/app/v1/me/agreement/route');
const { GET: meRoute } = await import('@/app/v1/me/route');

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const empty: RealtorChildren = { photos: [], etcInfo: [], activityRegion: [], additionalSections: [], testimonials: [], seoMeta: {} };
type RealtorParams = { idOrDesiredUrl: string };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.skipIf(!available)(`invitations, owners and the agreement on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let smtp: RecordingSmtp;
  let adminToken = '';
  let userToken = '';
  let slugCounter = 0;

  const newRealtor = async () => {
    const slug = `invite-${String.fromCharCode(97 + slugCounter++)}`;
    const id = await database.db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: slug, email: `${slug}@example.com` }, empty));
    return { id, slug };
  };
  const invite = (id: number | string, email: string, token = adminToken, locale = 'ko') =>
    call<RealtorParams>(inviteRoute, 'POST', `/v1/realtor/${id}/invite`, {
      token,
      body: { email },
      params: { idOrDesiredUrl: String(id) },
      headers: { cookie: `i18n_redirected=${locale}` },
    });
  const signup = (body: Record<string, unknown>) => call(signupRoute, 'POST', '/v1/auth/signup', { body: { name: 'New Realtor', password: TEST_PASSWORD, ...body } });
  const userCount = async (email: string) => (await database.db.select({ id: user.id }).from(user).where(eq(user.email, email))).length;
  /** The token of the realtor's newest invitation, from the link its e-mail carries. */
  const latestLink = async (realtorId: number) => {
    const rows = await database.db.select().from(outbox).where(eq(outbox.kind, 'invite_email'));
    const invites = await database.db.select().from(realtorInvites).where(eq(realtorInvites.realtorId, realtorId));
    const row = rows.filter((r) => invites.some((i) => String(i.id) === r.aggregateId)).sort((a, b) => b.id - a.id)[0]!;
    const link = String(row.payload.link);
    return { link, token: new URL(link).searchParams.get('invite')!, row };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
    services.db = database.db;
    services.auth = testAuth(database.db);
    adminToken = (await signInAdmin(database.db, services.auth)).accessToken;
    userToken = (await signUp(database.db, services.auth, 'plain@example.com')).accessToken;
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
  });

  describe('the agreement', () => {
    it('is not accepted at first; accepting the current version stores it and /v1/me shows it', async () => {
      const before = await call(meRoute, 'GET', '/v1/me', { token: userToken });
      expect(before.status).toBe(200);
      expect(await before.json()).toMatchObject({
        user: { email: 'plain@example.com', role: 'user', realtorId: null },
        agreement: { currentVersion: CURRENT_AGREEMENT_VERSION, acceptedVersion: null, acceptedAt: null, accepted: false },
      });

      const started = Date.now();
      const response = await call(agreementRoute, 'POST', '/v1/me/agreement', { token: userToken, body: { version: CURRENT_AGREEMENT_VERSION } });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { agreementVersion: string; agreementAcceptedAt: string };
      expect(body.agreementVersion).toBe(CURRENT_AGREEMENT_VERSION);
      expect(Date.parse(body.agreementAcceptedAt)).toBeGreaterThanOrEqual(started - 1000);
      const [row] = await database.db.select().from(user).where(eq(user.email, 'plain@example.com'));
      expect(row).toMatchObject({ agreementVersion: CURRENT_AGREEMENT_VERSION });
      expect(row!.agreementAcceptedAt?.toISOString()).toBe(body.agreementAcceptedAt);

      const after = await call(meRoute, 'GET', '/v1/me', { token: userToken });
      expect(await after.json()).toMatchObject({ agreement: { acceptedVersion: CURRENT_AGREEMENT_VERSION, acceptedAt: body.agreementAcceptedAt, accepted: true } });
    });

    it('refuses another version (400) and a signed-out request (401)', async () => {
      const wrong = await call(agreementRoute, 'POST', '/v1/me/agreement', { token: userToken, body: { version: '2020-01-01' } });
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as ErrorBody).error.fields).toHaveProperty('version');
      expect((await call(agreementRoute, 'POST', '/v1/me/agreement', { token: userToken, body: { version: 'x'.repeat(41) } })).status).toBe(400);
      expect((await call(agreementRoute, 'POST', '/v1/me/agreement', { body: { version: CURRENT_AGREEMENT_VERSION } })).status).toBe(401);
      expect((await call(meRoute, 'GET', '/v1/me')).status).toBe(401);
      await expect(acceptAgreement(database.db, null, { version: CURRENT_AGREEMENT_VERSION })).rejects.toMatchObject({ code: 'unauthorized' });
    });
  });

  describe('linking and inviting', () => {
    it('links an existing user at once (any case): role realtor, and they can edit their realtor', async () => {
      const { id, slug } = await newRealtor();
      const existing = await signUp(database.db, services.auth!, 'existing@example.com');
      recorded.revalidated = [];
      const response = await invite(id, 'Existing@Example.com');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'linked', email: 'Existing@Example.com', expiresAt: null });
      const [realtor] = await database.db.select({ userId: realtors.userId }).from(realtors).where(eq(realtors.id, id));
      expect(realtor!.userId).toBe(existing.user.userId);
      const [row] = await database.db.select({ role: user.role }).from(user).where(eq(user.id, existing.user.userId));
      expect(row!.role).toBe('realtor');
      expect(recorded.revalidated).toContain(slug);
      expect(await database.db.select().from(realtorInvites).where(eq(realtorInvites.realtorId, id))).toEqual([]);

      const patch = await call<RealtorParams>(patchRealtorRoute, 'PATCH', `/v1/realtor/${id}`, {
        token: existing.accessToken,
        body: { aboutMeEn: 'Now mine to edit.' },
        params: { idOrDesiredUrl: String(id) },
      });
      expect(patch.status).toBe(200);
      expect(await patch.json()).toMatchObject({ id, aboutMeEn: 'Now mine to edit.', userId: existing.user.userId });

      // One realtor per user: linking them to a second realtor is a conflict.
      const other = await newRealtor();
      const conflict = await invite(other.id, 'existing@example.com');
      expect(conflict.status).toBe(409);
      expect(((await conflict.json()) as ErrorBody).error.code).toBe('conflict');
    });

    it("replaces a former owner (role back to user) and ends the realtor's open invitation", async () => {
      const { id } = await newRealtor();
      const former = await signUp(database.db, services.auth!, 'former@example.com');
      await makeOwner(database.db, former.user.userId, id);
      await invite(id, 'someone-new@example.com');
      const successor = await signUp(database.db, services.auth!, 'successor@example.com');
      const response = await invite(id, 'successor@example.com');
      expect(((await response.json()) as { status: string }).status).toBe('linked');
      const roles = await database.db.select({ id: user.id, role: user.role }).from(user);
      expect(roles.find((r) => r.id === former.user.userId)!.role).toBe('user');
      expect(roles.find((r) => r.id === successor.user.userId)!.role).toBe('realtor');
      expect(await database.db.select().from(realtorInvites).where(eq(realtorInvites.realtorId, id))).toEqual([]);
      // Its e-mail, not sent yet, is not sent at all.
      const mails = await database.db.select().from(outbox).where(and(eq(outbox.kind, 'invite_email'), eq(outbox.status, 'pending')));
      expect(mails.filter((m) => m.payload.to === 'someone-new@example.com')).toEqual([]);
    });

    it('invites a new address: an invitation row (hash only) and an e-mail with the link, delivered by SMTP', async () => {
      const { id, slug } = await newRealtor();
      const started = Date.now();
      const response = await invite(id, 'new.realtor@example.com', adminToken, 'en');
      expect(response.status).toBe(200);
      const body = (await response.json()) as { status: string; email: string; expiresAt: string };
      expect(body).toMatchObject({ status: 'invited', email: 'new.realtor@example.com' });
      const ttl = Date.parse(body.expiresAt) - started;
      expect(ttl).toBeGreaterThan(7 * 86_400_000 - 60_000);
      expect(ttl).toBeLessThan(7 * 86_400_000 + 60_000);

      const { link, token, row } = await latestLink(id);
      expect(link).toMatch(new RegExp(`^https?://[^/]+/en/login\\?invite=[A-Za-z0-9_-]{43}&email=new\\.realtor%40example\\.com&next=/${slug}/admin$`));
      expect(row).toMatchObject({ kind: 'invite_email', aggregateType: 'realtor_invites', status: 'pending' });
      expect(row.payload).toMatchObject({ to: 'new.realtor@example.com', realtorDesiredUrl: slug, locale: 'en' });
      const [stored] = await database.db.select().from(realtorInvites).where(eq(realtorInvites.realtorId, id));
      expect(stored).toMatchObject({ email: 'new.realtor@example.com', tokenHash: hashInviteToken(token), acceptedAt: null });
      expect(JSON.stringify(stored)).not.toContain(token);

      const delivered = await processDueOutbox(database.db, { invite_email: inviteEmailDeliverer(smtp.url, 'Realtor Homepages <no-reply@example.com>') });
      expect(delivered).toMatchObject({ delivered: 1 });
      const mail = smtp.mails.at(-1)!;
      expect(mail).toContain('To: new.realtor@example.com');
      expect(mail).toContain(`/${slug}`);
      expect(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(link);

      // A second invitation of the same realtor replaces the open one.
      await invite(id, 'new.realtor@example.com');
      const open = await database.db.select().from(realtorInvites).where(and(eq(realtorInvites.realtorId, id), isNull(realtorInvites.acceptedAt)));
      expect(open).toHaveLength(1);
      expect(open[0]!.tokenHash).not.toBe(hashInviteToken(token));
      const ko = await latestLink(id);
      expect(new URL(ko.link).pathname).toBe('/login');
    });

    it("e-mails the invitation in the language of the admin's page that sent it, as plain text", async () => {
      const deliver = () => processDueOutbox(database.db, { invite_email: inviteEmailDeliverer(smtp.url, 'Realtor Homepages <no-reply@example.com>') });
      const cases = [
        { locale: 'ko', to: 'ko.invitee@example.com', subject: (slug: string) => `리얼터 홈페이지 /${slug} 관리자로 초대되었습니다`, line: '이 이메일 주소로 가입하시면' },
        { locale: 'ja-JP', to: 'ja.invitee@example.com', subject: (slug: string) => `リアルター ホームページ /${slug} への招待`, line: 'このメールアドレスで登録すると' },
        { locale: 'en', to: 'en.invitee@example.com', subject: (slug: string) => `You are invited to manage the realtor homepage /${slug}`, line: 'Sign up with this e-mail address' },
      ];
      for (const { locale, to, subject, line } of cases) {
        const { id, slug } = await newRealtor();
        expect((await invite(id, to, adminToken, locale)).status).toBe(200);
        const { link } = await latestLink(id);
        // Earlier tests' invitations may still be waiting: this one is among those delivered.
        expect((await deliver()).delivered).toBeGreaterThanOrEqual(1);
        const mail = readMail(smtp.mails.findLast((m) => m.includes(`To: ${to}`))!);
        expect(mail.headers['content-type']).toMatch(/^text\/plain/);
        expect(mail.subject).toBe(subject(slug));
        expect(mail.text).toContain(line);
        expect(mail.text).toContain(`\n${link}\n`);
      }
    });

    it('is for admins only; a numeric id only; 404 for a missing realtor; 400 for a bad e-mail', async () => {
      const { id, slug } = await newRealtor();
      expect((await invite(id, 'x@example.com', userToken)).status).toBe(403);
      expect((await call<RealtorParams>(inviteRoute, 'POST', `/v1/realtor/${id}/invite`, { body: { email: 'x@example.com' }, params: { idOrDesiredUrl: String(id) } })).status).toBe(401);
      expect((await invite(slug, 'x@example.com')).status).toBe(400);
      expect((await invite(999_999, 'x@example.com')).status).toBe(404);
      expect((await invite(id, 'not-an-email')).status).toBe(400);
      expect(await database.db.select().from(realtorInvites).where(eq(realtorInvites.realtorId, id))).toEqual([]);
    });
  });

  describe('signing up with an invitation', () => {
    it('links the new user to the realtor (role realtor), once', async () => {
      const { id, slug } = await newRealtor();
      await invite(id, 'Invitee@Example.com');
      const { token } = await latestLink(id);
      recorded.revalidated = [];

      const response = await signup({ email: 'invitee@example.com', inviteToken: token });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { accessToken: string; user: { id: string; role: string; realtorId: number } };
      expect(body.user).toMatchObject({ email: 'invitee@example.com', role: 'realtor', realtorId: id });
      const [realtor] = await database.db.select({ userId: realtors.userId }).from(realtors).where(eq(realtors.id, id));
      expect(realtor!.userId).toBe(body.user.id);
      const [stored] = await database.db.select().from(realtorInvites).where(eq(realtorInvites.realtorId, id));
      expect(stored!.acceptedAt).toBeInstanceOf(Date);
      expect(stored!.acceptedUserId).toBe(body.user.id);
      expect(recorded.revalidated).toContain(slug);
      const me = await call(meRoute, 'GET', '/v1/me', { token: body.accessToken });
      expect(await me.json()).toMatchObject({ user: { role: 'realtor', realtorId: id } });

      // The token works once.
      const again = await signup({ email: 'invitee2@example.com', inviteToken: token });
      expect(again.status).toBe(400);
      expect(((await again.json()) as ErrorBody).error.fields).toHaveProperty('inviteToken');
      expect(await userCount('invitee2@example.com')).toBe(0);
    });

    it('refuses another e-mail, an unknown token and an expired invitation, and creates no user', async () => {
      const { id } = await newRealtor();
      await invite(id, 'right@example.com');
      const { token } = await latestLink(id);

      const wrongEmail = await signup({ email: 'wrong@example.com', inviteToken: token });
      expect(wrongEmail.status).toBe(400);
      expect(((await wrongEmail.json()) as ErrorBody).error.fields).toHaveProperty('email');
      expect(await userCount('wrong@example.com')).toBe(0);

      expect((await signup({ email: 'right@example.com', inviteToken: 'not-a-token' })).status).toBe(400);
      expect((await signup({ email: 'right@example.com', inviteToken: 'x'.repeat(101) })).status).toBe(400);

      await database.db.update(realtorInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(realtorInvites.realtorId, id));
      const expired = await signup({ email: 'right@example.com', inviteToken: token });
      expect(expired.status).toBe(400);
      expect(await userCount('right@example.com')).toBe(0);
      const [realtor] = await database.db.select({ userId: realtors.userId }).from(realtors).where(eq(realtors.id, id));
      expect(realtor!.userId).toBeNull();
    });

    it('gives the invitation back when the sign-up itself fails (e-mail taken)', async () => {
      const { id } = await newRealtor();
      await invite(id, 'later@example.com');
      const { token } = await latestLink(id);
      // The address signs up on its own in between; the invitation then fails as taken ...
      await signUp(database.db, services.auth!, 'later@example.com');
      const taken = await signup({ email: 'later@example.com', inviteToken: token });
      expect(taken.status).toBe(409);
      const [stored] = await database.db.select().from(realtorInvites).where(eq(realtorInvites.realtorId, id));
      expect(stored).toMatchObject({ acceptedAt: null, acceptedUserId: null });
    });

    it('lets only one of two simultaneous sign-ups use a token', async () => {
      const { id } = await newRealtor();
      await invite(id, 'race@example.com');
      const { token } = await latestLink(id);
      const { signUpWithPassword } = await import('@/server/auth/sessions');
      const attempt = (name: string) =>
        signUpWithPassword(database.db, services.auth!, { email: 'race@example.com', name, password: TEST_PASSWORD, inviteToken: token }, new Headers(), {
          revalidate: () => {},
        }).then(
          () => 'ok',
          (e: unknown) => (e instanceof AppError ? e.code : String(e)),
        );
      const results = await Promise.all([attempt('One'), attempt('Two')]);
      expect(results.filter((r) => r === 'ok')).toHaveLength(1);
      expect(await userCount('race@example.com')).toBe(1);
    });
  });

  describe('removing the owner', () => {
    it('unlinks the user (role back to user), admins only', async () => {
      const { id, slug } = await newRealtor();
      const owner = await signUp(database.db, services.auth!, 'leaving@example.com');
      await makeOwner(database.db, owner.user.userId, id);
      const params = { idOrDesiredUrl: String(id) };
      expect((await call<RealtorParams>(unlinkRoute, 'DELETE', `/v1/realtor/${id}/owner`, { token: owner.accessToken, params })).status).toBe(403);
      recorded.revalidated = [];
      const response = await call<RealtorParams>(unlinkRoute, 'DELETE', `/v1/realtor/${id}/owner`, { token: adminToken, params });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id, desiredUrl: slug, userId: null });
      const [realtor] = await database.db.select({ userId: realtors.userId }).from(realtors).where(eq(realtors.id, id));
      expect(realtor!.userId).toBeNull();
      const [row] = await database.db.select({ role: user.role }).from(user).where(eq(user.id, owner.user.userId));
      expect(row!.role).toBe('user');
      expect(recorded.revalidated).toContain(slug);
      expect((await call<RealtorParams>(unlinkRoute, 'DELETE', '/v1/realtor/999999/owner', { token: adminToken, params: { idOrDesiredUrl: '999999' } })).status).toBe(404);
    });
  });
});
