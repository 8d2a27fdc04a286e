import { getTranslations } from 'next-intl/server';
import { phrased } from '@/features/layout/JapanesePhrases';
import { LocaleLink } from '@/features/layout/LocaleLink';
import { RealtorContactCard } from '@/features/realtor-home/RealtorContactCard';
import { RealtorShell, realtorDisplayName } from '@/features/realtor-home/RealtorShell';
import { localizePath, type Locale } from '@/i18n/locales';
import { formatThousands, formatUsd, formatUsdAmount } from '@/lib/format';
import { cityName } from '@/lib/place-names';
import { listingMarketOf } from '@/lib/regions';
import { LISTING_SORTS, type ListingsIndexQuery } from '@/lib/schemas/listing-pages';
import { SEARCH_TYPES } from '@/lib/schemas/listings';
import { loadAgentListings, loadAgentListingsPage, LISTINGS_PER_PAGE } from '@/server/listings/cached';
import type { CachedRealtor } from '@/server/realtors/cached';
import { ListingCardView } from './ListingCardView';
import styles from './Listings.module.css';
import { listingsIndexPath, pageWindow, type IndexFilters } from './paths';
import { priceSteps } from './price-steps';

/**
 * All of a realtor's listings of one kind, page by page (issue #24): the kinds and the pages are
 * plain links with the kind and the page number in the URL, so they work without JavaScript and
 * can be shared; every listing a homepage tab counts is on one of these pages. `query` null: the
 * URL's query is not one of these pages (the proxy answers it 400).
 */
export async function ListingsIndexPage({ realtor, locale, query }: { realtor: CachedRealtor; locale: Locale; query: ListingsIndexQuery | null }) {
  const name = await realtorDisplayName(realtor, locale);
  const [t, page] = await Promise.all([getTranslations('Listings'), getTranslations('ListingPage')]);
  const market = listingMarketOf(realtor);
  const shown = market && query ? { market, licenseNumber: realtor.licenseNumber, ...query } : null;
  const filters: IndexFilters = query ? { minPrice: query.minPrice, maxPrice: query.maxPrice, beds: query.beds, city: query.city, zip: query.zip } : {};
  const chosen = Object.values(filters).filter((value) => value !== undefined).length;
  const filtered = chosen > 0;
  const sort = query?.sort ?? 'newest';
  const where = { minPrice: filters.minPrice, maxPrice: filters.maxPrice, minBeds: filters.beds, city: filters.city, zip: filters.zip };
  // Each kind's count is of the listings its pages reach: with filters, the filtered number.
  const [totals, current] = shown
    ? await Promise.all([
        Promise.all(
          SEARCH_TYPES.map((type) =>
            filtered ? loadAgentListingsPage(shown.licenseNumber, shown.market, type, 1, { filters: where, limit: 0 }) : loadAgentListings(shown.licenseNumber, shown.market, type),
          ),
        ),
        loadAgentListingsPage(shown.licenseNumber, shown.market, shown.type, shown.page, { filters: where, sort }),
      ])
    : [[], { homes: [], total: 0 }];
  const cities = [...new Set(realtor.activityRegion.map((region) => region.city).filter(Boolean))];
  // The realtor's areas by ZIP code (five digits or none: the realtor schema), named as the
  // homepage's area cards name them: a neighbourhood by its name, a city by its name and ZIP code.
  const areas = [...new Map(realtor.activityRegion.filter((region) => region.zipcode).map((region) => [region.zipcode, region])).values()];
  const lease = query?.type === 'rent' || query?.type === 'rented';
  const prices = priceSteps(query?.type ?? 'sale', [filters.minPrice, filters.maxPrice]);
  // Prices: "$1,000,000" in English, "100만 달러" and "100万ドル" as Korean and Japanese count them;
  // monthly rents in dollars in every language ("$1,500/월": in 만 it would round to "2만").
  const priceLabel = (price: number) => (lease ? `${formatUsd(price, locale)}${t('perMonth')}` : locale === 'en' ? formatUsd(price, locale) : formatUsdAmount(price, locale));
  const pages = Math.max(1, Math.ceil(current.total / LISTINGS_PER_PAGE));
  const first = shown ? (shown.page - 1) * LISTINGS_PER_PAGE + 1 : 0;

  return (
    <RealtorShell realtor={realtor} locale={locale}>
      <section className={styles.section} aria-labelledby="listings-title">
        <p className={styles.crumbs}>
          <LocaleLink href={`/${realtor.desiredUrl}`}>{t('backHome', { name })}</LocaleLink>
        </p>
        <h1 id="listings-title">{t('allTitle', { name })}</h1>
        {!query ? <p role="alert">{page('badQuery')}</p> : null}
        {shown ? (
          <>
            <nav aria-label={t('kinds')}>
              <ul className={styles.tabs}>
                {SEARCH_TYPES.map((type, index) => (
                  <li key={type}>
                    <LocaleLink href={listingsIndexPath(realtor.desiredUrl, type, 1, filters, sort)} className={styles.tab} aria-current={type === shown.type ? 'page' : undefined}>
                      {t(`tab_${type}`, { count: totals[index]?.total ?? 0 })}
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            </nav>
            {/* A GET form: the filters are in the URL, like the kind and the page, and work without JavaScript.
                On a phone they fold under a "Filters" toggle, open when some are chosen, so the homes are
                on the first screen; wider screens always show them (Listings.module.css .filterPanel). */}
            <details className={styles.filterPanel} open={filtered || undefined}>
              <summary className={styles.filterToggle}>{t('filterToggle', { count: chosen })}</summary>
              <form method="get" action={localizePath(`/${realtor.desiredUrl}/homes`, locale)} className={styles.filters} aria-label={t('filters')}>
                <input type="hidden" name="type" value={shown.type} />
                {(['minPrice', 'maxPrice'] as const).map((bound) => (
                  <div key={bound} className={styles.field}>
                    <label htmlFor={`filter-${bound}`}>{t(bound, { lease: lease ? 'yes' : 'no' })}</label>
                    <select id={`filter-${bound}`} name={bound} defaultValue={filters[bound] ?? ''}>
                      <option value="">{t('any')}</option>
                      {prices.map((price) => (
                        <option key={price} value={price}>
                          {priceLabel(price)}
                        </option>
                      ))}
                    </select>
                  </div>
                ))}
                <div className={styles.field}>
                  <label htmlFor="filter-beds">{t('beds')}</label>
                  <select id="filter-beds" name="beds" defaultValue={filters.beds ?? ''}>
                    <option value="">{t('any')}</option>
                    {[1, 2, 3, 4, 5].map((n) => (
                      <option key={n} value={n}>
                        {t('bedsAtLeast', { count: n })}
                      </option>
                    ))}
                  </select>
                </div>
                {cities.length ? (
                  <div className={styles.field}>
                    <label htmlFor="filter-city">{t('city')}</label>
                    <select id="filter-city" name="city" defaultValue={filters.city ?? ''}>
                      <option value="">{t('any')}</option>
                      {cities.map((city) => (
                        <option key={city} value={city}>
                          {cityName(city, locale)}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
                {areas.length ? (
                  <div className={`${styles.field} ${styles.areaField}`}>
                    <label htmlFor="filter-zip">{t('area')}</label>
                    <select id="filter-zip" name="zip" defaultValue={filters.zip ?? ''}>
                      <option value="">{t('any')}</option>
                      {areas.map((area) => (
                        <option key={area.zipcode} value={area.zipcode}>
                          {area.neighborhood || t('areaOption', { area: cityName(area.city, locale), zip: area.zipcode })}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
                {/* The order chosen beside the count is kept by the filters. */}
                <input type="hidden" name="sort" value={sort} />
                <div className={styles.field}>
                  <button type="submit" className={`${styles.tab} ${styles.apply}`}>
                    {t('applyFilters')}
                  </button>
                </div>
              </form>
            </details>
            {current.homes.length ? (
              <>
                <div className={styles.resultBar}>
                  <p className={styles.resultCount}>
                    {t('showing', { from: formatThousands(first), to: formatThousands(first + current.homes.length - 1), total: current.total })}
                  </p>
                  {/* The order is a menu of links beside the count, outside the filters' fold: on a phone
                      it is one tap away, and a link needs no submit button and no script. */}
                  <details className={styles.sortMenu}>
                    <summary>{t('sortChosen', { sort: t(`sort_${sort}`) })}</summary>
                    <ul>
                      {LISTING_SORTS.map((option) => (
                        <li key={option}>
                          <LocaleLink href={listingsIndexPath(realtor.desiredUrl, shown.type, 1, filters, option)} aria-current={option === sort ? 'true' : undefined}>
                            {t(`sort_${option}`)}
                          </LocaleLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                </div>
                <ul className={styles.grid}>
                  {current.homes.map((home) => (
                    <ListingCardView key={home.listingKey} home={home} type={shown.type} desiredUrl={realtor.desiredUrl} />
                  ))}
                </ul>
              </>
            ) : (
              <p className={styles.empty}>
                {t('empty')}
                {filtered ? (
                  <>
                    {' '}
                    <LocaleLink href={listingsIndexPath(realtor.desiredUrl, shown.type, 1, {}, sort)}>{t('clearFilters')}</LocaleLink>
                  </>
                ) : null}
              </p>
            )}
            {pages > 1 ? (
              <nav aria-label={t('pagination')} className={styles.pagination}>
                <p>{t('pageOf', { page: shown.page, pages })}</p>
                <ul>
                  {shown.page > 1 ? (
                    <li>
                      <LocaleLink href={listingsIndexPath(realtor.desiredUrl, shown.type, Math.min(shown.page - 1, pages), filters, sort)} rel="prev">
                        <span aria-hidden="true" className={styles.stepArrow}>
                          ‹
                        </span>
                        <span className={styles.stepText}>{t('previous')}</span>
                      </LocaleLink>
                    </li>
                  ) : null}
                  {pageWindow(shown.page, pages).map((n, i) =>
                    n === null ? (
                      <li key={`gap-${i}`} aria-hidden="true">
                        …
                      </li>
                    ) : (
                      <li key={n}>
                        <LocaleLink href={listingsIndexPath(realtor.desiredUrl, shown.type, n, filters, sort)} aria-current={n === shown.page ? 'page' : undefined} aria-label={t('pageLink', { page: n })}>
                          {n}
                        </LocaleLink>
                      </li>
                    ),
                  )}
                  {shown.page < pages ? (
                    <li>
                      <LocaleLink href={listingsIndexPath(realtor.desiredUrl, shown.type, shown.page + 1, filters, sort)} rel="next">
                        <span className={styles.stepText}>{t('next')}</span>
                        <span aria-hidden="true" className={styles.stepArrow}>
                          ›
                        </span>
                      </LocaleLink>
                    </li>
                  ) : null}
                </ul>
              </nav>
            ) : null}
            <p className={styles.disclaimer}>{phrased(t(shown.market === 'crmls' ? 'disclaimerCrmls' : 'disclaimerFmls'), locale)}</p>
          </>
        ) : query ? (
          <p>{t('empty')}</p>
        ) : null}
      </section>
      {/* After the homes: who to ask about them, or about one that is not here. */}
      <section className={styles.indexAgent} aria-labelledby="listings-agent">
        <RealtorContactCard realtor={realtor} name={name} heading="h2" headingId="listings-agent">
          <p>{phrased(page('indexAskIntro', { name }), locale)}</p>
          <p className={styles.tourAction}>
            <LocaleLink href={`/${realtor.desiredUrl}#contact`}>{page('indexAskAction')}</LocaleLink>
          </p>
        </RealtorContactCard>
      </section>
    </RealtorShell>
  );
}
