import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { LOCALES, type Locale } from '@/i18n/locales';
import { insightSettingsSchema } from '@/lib/schemas/visits';
import { assertAdminOrOwner, type Principal } from '@/server/auth/guard';
import type { Db } from '@/server/db/client';
import { insightSettings, realtors } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';

export { insightSettingsSchema };

export interface InsightSettings {
  realtorId: number;
  /** The monthly summary e-mail to the realtor (opt-in). */
  monthlyEmail: boolean;
  /** The language of that e-mail. */
  emailLocale: Locale;
}


/**
 * A realtor's insight settings; the defaults when never saved: no e-mail, in `unsaved` (the
 * dashboard passes the language the realtor reads it in; Korean otherwise).
 */
export async function getInsightSettings(db: Db, realtorId: number, unsaved: Locale = 'ko'): Promise<InsightSettings> {
  const [row] = await db.select().from(insightSettings).where(eq(insightSettings.realtorId, realtorId));
  return { realtorId, monthlyEmail: row?.monthlyEmail ?? false, emailLocale: (LOCALES as readonly string[]).includes(row?.emailLocale ?? '') ? (row!.emailLocale as Locale) : unsaved };
}

/** Saves a realtor's insight settings: an admin, or the realtor's owner. */
export async function updateInsightSettings(db: Db, principal: Principal, realtorId: number, input: z.output<typeof insightSettingsSchema>): Promise<InsightSettings> {
  assertAdminOrOwner(principal, realtorId);
  const [found] = await db.select({ id: realtors.id }).from(realtors).where(eq(realtors.id, realtorId));
  if (!found) throw new AppError('not_found', 'Api.realtorNotFound');
  await db
    .insert(insightSettings)
    .values({ realtorId, ...input })
    .onConflictDoUpdate({ target: insightSettings.realtorId, set: { ...input, updatedAt: new Date() } });
  return getInsightSettings(db, realtorId);
}
