import { getLocale, getTranslations } from 'next-intl/server';
import { FontStylesheet } from '@/features/layout/FontStylesheet';
import { LocaleLink } from '@/features/layout/LocaleLink';
import { PageShell } from '@/features/layout/PageShell';
import type { Locale } from '@/i18n/locales';

/**
 * 403: a signed-in person opened a page that is not theirs (another realtor's admin). Each gated
 * segment has its own forbidden.tsx: Next serialises a boundary into every page below it.
 */
export async function ForbiddenPage() {
  const t = await getTranslations('Gate');
  const [home, locale] = await Promise.all([getTranslations('NotFound'), getLocale()]);
  return (
    <PageShell>
      <FontStylesheet locale={locale as Locale} part="more" />
      <h1>{t('refusedTitle')}</h1>
      <p>{t('refused')}</p>
      <p>
        <LocaleLink href="/">{home('home')}</LocaleLink>
      </p>
    </PageShell>
  );
}
