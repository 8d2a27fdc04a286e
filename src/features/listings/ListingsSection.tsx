import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { phrased } from '@/features/layout/JapanesePhrases';
import { pickClientMessages } from '@/i18n/client-messages';
import { localizePath, type Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { listingMarketOf } from '@/lib/regions';
import { SEARCH_TYPES } from '@/lib/schemas/listings';
import { HOMEPAGE_LISTINGS_PER_TAB, loadAgentListings } from '@/server/listings/cached';
import type { CachedRealtor } from '@/server/realtors/cached';
import styles from './Listings.module.css';
import { ListingCardView } from './ListingCardView';
import { ListingTabs } from './ListingTabs';
import { listingsIndexPath } from './paths';

/**
 * The realtor's MLS listings (SPEC §4, §7): the market comes from their regions (all CA: CRMLS,
 * all GA: FMLS, otherwise no section); four tabs for sale, rent, sold and rented, the first
 * non-empty one rendered here, the others loaded when chosen; the market's disclaimer under the list.
 */
export async function ListingsSection({ realtor }: { realtor: CachedRealtor }) {
  const market = listingMarketOf(realtor);
  if (!market) return null;
  const [t, locale, messages, lists] = await Promise.all([
    getTranslations('Listings'),
    getLocale() as Promise<Locale>,
    getMessages() as Promise<Messages>,
    Promise.all(SEARCH_TYPES.map((type) => loadAgentListings(realtor.licenseNumber, market, type))),
  ]);
  const first = lists.findIndex((list) => list.total > 0);
  if (first < 0) return null;

  return (
    <section className={styles.section} aria-labelledby="listings-title">
      <h2 id="listings-title">{t('title')}</h2>
      <NextIntlClientProvider messages={pickClientMessages(messages, ['Listings'])}>
        <ListingTabs
          tabs={SEARCH_TYPES.map((type, index) => ({ type, total: lists[index]!.total, allHref: localizePath(listingsIndexPath(realtor.desiredUrl, type), locale) }))}
          initialType={SEARCH_TYPES[first]!}
          initialPanel={
            <ul className={styles.grid}>
              {lists[first]!.homes.map((home) => (
                <ListingCardView key={home.listingKey} home={home} type={SEARCH_TYPES[first]!} desiredUrl={realtor.desiredUrl} />
              ))}
            </ul>
          }
          query={{ licenseNumber: realtor.licenseNumber, market }}
          perTab={HOMEPAGE_LISTINGS_PER_TAB}
          desiredUrl={realtor.desiredUrl}
        />
      </NextIntlClientProvider>
      <p className={styles.disclaimer}>{phrased(t(market === 'crmls' ? 'disclaimerCrmls' : 'disclaimerFmls'), locale)}</p>
    </section>
  );
}
