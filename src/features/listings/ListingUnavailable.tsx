import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/features/layout/LocaleLink';
import { RealtorShell, realtorDisplayName } from '@/features/realtor-home/RealtorShell';
import type { Locale } from '@/i18n/locales';
import { listingMarketOf } from '@/lib/regions';
import { SEARCH_TYPES } from '@/lib/schemas/listings';
import { loadAgentListings } from '@/server/listings/cached';
import type { CachedRealtor } from '@/server/realtors/cached';
import { ListingCardView } from './ListingCardView';
import styles from './Listings.module.css';
import { listingsIndexPath } from './paths';

/**
 * A listing the realtor no longer shows (answered 410) or never had (404): said so in the page's
 * language, inside the realtor's frame, with their other homes of the first kind they have.
 */
export async function ListingUnavailable({ realtor, locale }: { realtor: CachedRealtor; locale: Locale }) {
  const name = await realtorDisplayName(realtor, locale);
  const t = await getTranslations('ListingPage');
  const market = listingMarketOf(realtor);
  const lists = market ? await Promise.all(SEARCH_TYPES.map((type) => loadAgentListings(realtor.licenseNumber, market, type))) : [];
  const first = lists.findIndex((list) => list.total > 0);
  const type = SEARCH_TYPES[first];
  return (
    <RealtorShell realtor={realtor} locale={locale}>
      <section className={styles.section} aria-labelledby="unavailable-title">
        <h1 id="unavailable-title">{t('unavailableTitle')}</h1>
        <p>{t('unavailableBody', { name })}</p>
        <p className={styles.crumbs}>
          <LocaleLink href={`/${realtor.desiredUrl}`}>{t('backHome', { name })}</LocaleLink>
          {type ? <LocaleLink href={listingsIndexPath(realtor.desiredUrl, type)}>{t('allListings')}</LocaleLink> : null}
        </p>
        {type ? (
          <section aria-labelledby="other-homes" className={styles.block}>
            <h2 id="other-homes">{t('otherHomes')}</h2>
            <ul className={styles.grid}>
              {lists[first]!.homes.map((home) => (
                <ListingCardView key={home.listingKey} home={home} type={type} desiredUrl={realtor.desiredUrl} />
              ))}
            </ul>
          </section>
        ) : null}
      </section>
    </RealtorShell>
  );
}
