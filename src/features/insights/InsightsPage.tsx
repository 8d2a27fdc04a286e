import { eq } from 'drizzle-orm';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AdminFrame } from '@/features/admin/AdminFrame';
import adminStyles from '@/features/admin/Admin.module.css';
import { pickParams } from '@/features/admin/gate';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { Principal } from '@/server/auth/guard';
import { ShareButton } from '@/features/listings/ShareButton';
import { realtorName, unbrokenName } from '@/features/realtor-home/shown-text';
import { joinAtMiddleDots } from '@/lib/japanese-text';
import { getDb } from '@/server/db';
import { realtors } from '@/server/db/schema';
import type { RealtorView } from '@/server/realtors/get-realtor';
import { homepageUrl } from '@/server/realtors/share';
import { getInsights, insightsQuerySchema, type InsightsQuery } from '@/server/visits/get-insights';
import { getInsightSettings } from '@/server/visits/insight-settings';
import { InsightSettingsForm } from './InsightSettingsForm';
import { InsightsDashboard } from './InsightsDashboard';

/** The period of the search parameters (`days`, `by`); the defaults when they are missing or wrong. */
export function insightsQuery(search: Record<string, string | string[] | undefined>): InsightsQuery {
  const parsed = insightsQuerySchema.safeParse(pickParams(search, ['days', 'by']));
  return parsed.success ? parsed.data : insightsQuerySchema.parse({});
}

/** /{desiredUrl}/admin/insights: one realtor's insights in the realtor's frame (the owner and admins). */
export async function RealtorInsightsPage({ principal, locale, realtor, query }: { principal: Principal; locale: Locale; realtor: RealtorView; query: InsightsQuery }) {
  const db = await getDb();
  const [t, insights, settings] = await Promise.all([getTranslations('Insights'), getInsights(db, principal, realtor.id, query), getInsightSettings(db, realtor.id, locale)]);
  const address = homepageUrl(realtor);
  const name = realtorName(realtor, locale);
  return (
    <AdminFrame principal={principal} locale={locale} realtor={realtor}>
      <h1 className={adminStyles.title}>{t('realtorTitle', { name: name ? unbrokenName(joinAtMiddleDots(name)) : `/${realtor.desiredUrl}` })}</h1>
      <InsightsDashboard
        insights={insights}
        nothingYet={
          // Ten empty charts tell a new realtor nothing: what makes them fill, and the address to share.
          <>
            <p>{t('nothingYet')}</p>
            <p>
              <a href={address}>{address}</a>
            </p>
            <p>
              <ShareButton url={address} title={name} className={adminStyles.secondary} labels={{ share: t('share'), copied: t('shareCopied'), copyThis: t('shareCopyThis', { url: address }) }} />
            </p>
          </>
        }
      >
        <InsightSettingsForm
          realtorId={realtor.id}
          initial={{ monthlyEmail: settings.monthlyEmail, emailLocale: settings.emailLocale }}
          labels={{
            title: t('settingsTitle'),
            monthlyEmail: t('monthlyEmail'),
            emailLocale: t('emailLocale'),
            recipient: realtor.email ? t('emailTo', { email: realtor.email }) : t('noEmail'),
            save: t('saveSettings'),
            saved: t('settingsSaved'),
            failed: t('settingsFailed'),
          }}
        />
      </InsightsDashboard>
    </AdminFrame>
  );
}

/** /admin/insights: every realtor in total and per realtor, or one realtor with `?realtor=` (admins). */
export async function AllInsightsPage({ principal, locale, realtorId, query }: { principal: Principal; locale: Locale; realtorId: number | null; query: InsightsQuery }) {
  const db = await getDb();
  const [found] = realtorId === null ? [] : await db.select({ desiredUrl: realtors.desiredUrl }).from(realtors).where(eq(realtors.id, realtorId));
  if (realtorId !== null && !found) notFound();
  const [t, insights] = await Promise.all([getTranslations('Insights'), getInsights(db, principal, realtorId, query)]);
  return (
    <AdminFrame principal={principal} locale={locale}>
      <h1 className={adminStyles.title}>{found ? t('realtorTitle', { name: `/${found.desiredUrl}` }) : t('allTitle')}</h1>
      {realtorId === null ? null : (
        <p>
          <Link href="/admin/insights">{t('allRealtors')}</Link>
        </p>
      )}
      <InsightsDashboard
        insights={insights}
        realtorParam={realtorId ?? undefined}
        realtorLink={(id) => `/admin/insights?realtor=${id}&days=${query.days}&by=${query.by}`}
      />
    </AdminFrame>
  );
}
