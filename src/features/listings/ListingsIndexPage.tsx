import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/features/layout/LocaleLink';
import { RealtorShell } from '@/features/realtor-home/RealtorShell';
import type { Locale } from '@/i18n/locales';
import { marketFromRegions } from '@/lib/regions';
import type { ListingsIndexQuery } from '@/lib/schemas/listing-pages';
import { SEARCH_TYPES } from '@/lib/schemas/listings';
import { loadAgentListings, loadAgentListingsPage, LISTINGS_PER_PAGE } from '@/server/listings/cached';
import type { CachedRealtor } from '@/server/realtors/cached';
import { ListingCardView } from './ListingCardView';
import styles from './Listings.module.css';
import { listingsIndexPath } from './paths';

/**
 * All of a realtor's listings of one kind, page by page (issue #24): the kinds and the pages are
 * plain links with the kind and the page number in the URL, so they work without JavaScript and
 * can be shared; every listing a homepage tab counts is on one of these pages. `query` null: the
 * URL's query is not one of these pages (the proxy answers it 400).
 */
export async function ListingsIndexPage({ realtor, locale, query }: { realtor: CachedRealtor; locale: Locale; query: ListingsIndexQuery | null }) {
  const [t, page] = await Promise.all([getTranslations('Listings'), getTranslations('ListingPage')]);
  const market = marketFromRegions(realtor.activityRegion);
  const shown = market && realtor.licenseNumber && query ? { market, licenseNumber: realtor.licenseNumber, ...query } : null;
  const [totals, current] = shown
    ? await Promise.all([
        Promise.all(SEARCH_TYPES.map((type) => loadAgentListings(shown.licenseNumber, shown.market, type))),
        loadAgentListingsPage(shown.licenseNumber, shown.market, shown.type, shown.page),
      ])
    : [[], { homes: [], total: 0 }];
  const pages = Math.max(1, Math.ceil(current.total / LISTINGS_PER_PAGE));

  return (
    <RealtorShell realtor={realtor} locale={locale}>
      <section className={styles.section} aria-labelledby="listings-title">
        <p className={styles.crumbs}>
          <LocaleLink href={`/${realtor.desiredUrl}`}>{t('backHome', { name: realtor.name })}</LocaleLink>
        </p>
        <h1 id="listings-title">{t('allTitle', { name: realtor.name })}</h1>
        {!query ? <p role="alert">{page('badQuery')}</p> : null}
        {shown ? (
          <>
            <nav aria-label={t('kinds')}>
              <ul className={styles.tabs}>
                {SEARCH_TYPES.map((type, index) => (
                  <li key={type}>
                    <LocaleLink href={listingsIndexPath(realtor.desiredUrl, type)} className={styles.tab} aria-current={type === shown.type ? 'page' : undefined}>
                      {t(`tab_${type}`, { count: totals[index]?.total ?? 0 })}
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            </nav>
            {current.homes.length ? (
              <ul className={styles.grid}>
                {current.homes.map((home) => (
                  <ListingCardView key={home.listingKey} home={home} type={shown.type} desiredUrl={realtor.desiredUrl} />
                ))}
              </ul>
            ) : (
              <p>{t('empty')}</p>
            )}
            {pages > 1 ? (
              <nav aria-label={t('pagination')} className={styles.pagination}>
                <p>{t('pageOf', { page: shown.page, pages })}</p>
                <ul>
                  {shown.page > 1 ? (
                    <li>
                      <LocaleLink href={listingsIndexPath(realtor.desiredUrl, shown.type, Math.min(shown.page - 1, pages))} rel="prev">
                        {t('previous')}
                      </LocaleLink>
                    </li>
                  ) : null}
                  {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                    <li key={n}>
                      <LocaleLink href={listingsIndexPath(realtor.desiredUrl, shown.type, n)} aria-current={n === shown.page ? 'page' : undefined} aria-label={t('pageLink', { page: n })}>
                        {n}
                      </LocaleLink>
                    </li>
                  ))}
                  {shown.page < pages ? (
                    <li>
                      <LocaleLink href={listingsIndexPath(realtor.desiredUrl, shown.type, shown.page + 1)} rel="next">
                        {t('next')}
                      </LocaleLink>
                    </li>
                  ) : null}
                </ul>
              </nav>
            ) : null}
            <p className={styles.disclaimer}>{t(shown.market === 'crmls' ? 'disclaimerCrmls' : 'disclaimerFmls')}</p>
          </>
        ) : query ? (
          <p>{t('empty')}</p>
        ) : null}
      </section>
    </RealtorShell>
  );
}
