/**
 * The service agreement a signed-in user accepts (the /agreement page): the version they accepted
 * and when. A new version of the text gets a new CURRENT_AGREEMENT_VERSION, and everyone is asked
 * again.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { agreementSchema, CURRENT_AGREEMENT_VERSION } from '@/lib/schemas/agreement';
import type { Db } from '@/server/db/client';
import { user } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import type { Principal } from './guard';

export { agreementSchema, CURRENT_AGREEMENT_VERSION };

export type AgreementInput = z.output<typeof agreementSchema>;

export interface AgreementState {
  currentVersion: string;
  acceptedVersion: string | null;
  acceptedAt: string | null;
  /** Whether the accepted version is the current one. */
  accepted: boolean;
}

/** POST /v1/me/agreement: 400 unless the version is the current one (the page was stale). */
export async function acceptAgreement(
  db: Db,
  principal: Principal | null,
  input: AgreementInput,
): Promise<{ agreementVersion: string; agreementAcceptedAt: string }> {
  if (!principal) throw new AppError('unauthorized', 'Api.unauthorized');
  if (input.version !== CURRENT_AGREEMENT_VERSION) {
    throw new AppError('validation_failed', 'Api.agreementVersionMismatch', { version: 'Api.agreementVersionMismatch' });
  }
  const acceptedAt = new Date();
  await db.update(user).set({ agreementVersion: CURRENT_AGREEMENT_VERSION, agreementAcceptedAt: acceptedAt }).where(eq(user.id, principal.userId));
  return { agreementVersion: CURRENT_AGREEMENT_VERSION, agreementAcceptedAt: acceptedAt.toISOString() };
}

export async function getAgreementState(db: Db, userId: string): Promise<AgreementState> {
  const [row] = await db
    .select({ version: user.agreementVersion, acceptedAt: user.agreementAcceptedAt })
    .from(user)
    .where(eq(user.id, userId));
  const acceptedVersion = row?.version ?? null;
  return {
    currentVersion: CURRENT_AGREEMENT_VERSION,
    acceptedVersion,
    acceptedAt: row?.acceptedAt ? row.acceptedAt.toISOString() : null,
    accepted: acceptedVersion === CURRENT_AGREEMENT_VERSION,
  };
}
