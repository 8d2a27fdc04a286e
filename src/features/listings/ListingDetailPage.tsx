import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { phrased } from '@/features/layout/JapanesePhrases';
import { LocaleLink } from '@/features/layout/LocaleLink';
import { ContactForm } from '@/features/realtor-home/ContactForm';
import { GalleryLightbox } from '@/features/realtor-home/GalleryLightbox';
import { photoImageProps, photoSrc } from '@/features/realtor-home/photo-image';
import { RealtorContactCard } from '@/features/realtor-home/RealtorContactCard';
import { RealtorShell, realtorDisplayName } from '@/features/realtor-home/RealtorShell';
import { pickClientMessages } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/locales';
import { areaMeasures, formatCalendarDate, formatDateTime, formatThousands } from '@/lib/format';
import { daysOnMarket, listingAddress, listingAddressParts, mapLink, monthlyAssociationFee } from '@/lib/listing-display';
import { tileHost } from '@/lib/map-tiles';
import { listingTimeZone, openHouseParts, upcomingOpenHouses } from '@/lib/open-houses';
import { listingMarketOf, marketFromRegions, realtorTimeZone } from '@/lib/regions';
import { getEnv } from '@/server/config/env';
import { branding } from '@/server/config/public';
import { loadAgentListings, loadFeedUpdatedAt } from '@/server/listings/cached';
import type { ListingDetail } from '@/server/listings/get-listing';
import type { CachedRealtor } from '@/server/realtors/cached';
import { Courtesy, ListingCardView, ListingFacts, statusKey } from './ListingCardView';
import styles from './Listings.module.css';
import { listingJsonLd, listingUrl } from './listing-seo';
import { ListingMap } from './ListingMap';
import { MortgageEstimate } from './MortgageEstimate';
import { ShareButton } from './ShareButton';
import { listingsIndexPath, openHouseCalendarPath } from './paths';

/**
 * The photos' display widths (Listings.module.css .photos, in a column of at most 1120 px): below
 * 960 px the primary across and three thumbnails a row; from 960 px four columns, the primary two
 * of them; the whole width for a single photo, two columns for a second that has no others beside it.
 */
const WHOLE_SIZES = '(min-width: 1200px) 1120px, 92vw';
const PRIMARY_SIZES = '(min-width: 1200px) 560px, (min-width: 960px) 46vw, 92vw';
const HALF_SIZES = '(min-width: 1200px) 560px, (min-width: 960px) 46vw, 31vw';
const QUARTER_SIZES = '(min-width: 1200px) 280px, (min-width: 960px) 23vw, 31vw';

/**
 * The display width of photo `index` of `count`: the primary half the width (all of it alone);
 * beside it, two columns for the second of two or three photos, the third of three and the second
 * of four; one column otherwise.
 */
function photoSizes(index: number, count: number): string {
  if (index === 0) return count === 1 ? WHOLE_SIZES : PRIMARY_SIZES;
  return count === 2 || count === 3 || (count === 4 && index === 1) ? HALF_SIZES : QUARTER_SIZES;
}
const TYPE_KEYS = ['SingleFamilyResidence', 'Condominium', 'Townhouse'] as const;

/**
 * A listing's page under its realtor (issue #24): every photo in the gallery (the primary first,
 * loaded first), the facts the stored listing has, the close price and date of a sold or rented
 * home, the HOA dues per month and the MLS's public remarks (marked English: they are not
 * translated), the listing office and agent beside the data (IDX), the location with a link to the
 * visitor's own map app and, with MAP_TILE_URL, a map that loads on the visitor's click or consent
 * (ListingMap), the MLS disclaimer and the time the MLS data was last updated; JSON-LD
 * RealEstateListing; on a home for sale, a monthly payment estimate with the lender's name and NMLS
 * and a "talk to a loan officer" form that sends the estimate to the lender (LoanInquiryForm); under
 * it all, three more of the realtor's homes of the same kind and the way to every one.
 */
export async function ListingDetailPage({ realtor, locale, listing }: { realtor: CachedRealtor; locale: Locale; listing: ListingDetail }) {
  const kind = listing.searchType ?? 'sale';
  const ownMarket = listingMarketOf(realtor);
  const [name, t, cards, home, messages, agentHomes, feedUpdatedAt] = await Promise.all([
    realtorDisplayName(realtor, locale),
    getTranslations('ListingPage'),
    getTranslations('Listings'),
    getTranslations('RealtorHome'),
    getMessages(),
    ownMarket ? loadAgentListings(realtor.licenseNumber, ownMarket, kind) : null,
    loadFeedUpdatedAt(listing.market),
  ]);
  // The realtor's next homes of the same kind, as the homepage's tab lists them: where a visitor goes on from here.
  const moreHomes = (agentHomes?.homes ?? []).filter((other) => other.listingKey !== listing.listingKey).slice(0, 3);
  const address = listingAddress(listing);
  const { street, locality } = listingAddressParts(listing);
  const lease = listing.propertyType === 'ResidentialLease';
  const closed = listing.standardStatus === 'Closed';
  const money = (value: number) => `$${formatThousands(value)}${lease ? cards('perMonth') : ''}`;
  const market = marketFromRegions(realtor.activityRegion) || listing.market;
  // Rendered when the page is (it is kept 15 minutes): the count is of whole days.
  const days = daysOnMarket(listing.listingContractDate, closed ? listing.closeDate : null, new Date());
  const typeKey = TYPE_KEYS.find((key) => key === listing.propertySubType);
  const hoa = monthlyAssociationFee(listing.associationFee, listing.associationFeeFrequency);
  const { MAP_TILE_URL: tileUrl, MAP_TILE_ATTRIBUTION: attribution } = getEnv();
  const located = listing.latitude !== null && listing.longitude !== null;
  const facts: { label: string; value: string }[] = [
    { label: t('status'), value: cards(statusKey(listing)) },
    ...(listing.listPrice !== null ? [{ label: t('listPrice'), value: money(listing.listPrice) }] : []),
    ...(closed && listing.closePrice !== null ? [{ label: t('closePrice', { lease: lease ? 'yes' : 'no' }), value: money(listing.closePrice) }] : []),
    ...(closed && listing.closeDate ? [{ label: t('closeDate', { lease: lease ? 'yes' : 'no' }), value: formatCalendarDate(listing.closeDate, locale) }] : []),
    ...(listing.bedroomsTotal !== null ? [{ label: t('beds'), value: String(listing.bedroomsTotal) }] : []),
    ...(listing.bathroomsTotalInteger !== null ? [{ label: t('baths'), value: String(listing.bathroomsTotalInteger) }] : []),
    ...(listing.livingArea ? [{ label: t('livingArea'), value: t('sqft', areaMeasures(listing.livingArea)) }] : []),
    ...(listing.lotSizeSquareFeet ? [{ label: t('lotSize'), value: t('sqft', areaMeasures(listing.lotSizeSquareFeet)) }] : []),
    ...(listing.yearBuilt ? [{ label: t('yearBuilt'), value: String(listing.yearBuilt) }] : []),
    {
      label: t('propertyType'),
      value: `${typeKey ? t(`type_${typeKey}`) : listing.propertySubType || t('type_other')}${lease ? ` · ${t('rental')}` : ''}`,
    },
    ...(hoa !== null ? [{ label: t('hoa'), value: t('hoaMonthly', { amount: `$${formatThousands(hoa)}` }) }] : []),
    ...(days !== null ? [{ label: t('daysOnMarket'), value: t('days', { count: days }) }] : []),
    { label: t('mlsNumber'), value: listing.listingId },
  ];
  const price = closed ? (listing.closePrice ?? listing.listPrice) : listing.listPrice;
  const lender = branding();
  const shareUrl = listingUrl(realtor, listing.listingKey, locale);
  // Those that have not ended when the page is rendered (it is kept 15 minutes), in the home's state's time.
  const openHouses = upcomingOpenHouses(listing.openHouses);
  const timeZone = listingTimeZone(listing.stateOrProvince);

  return (
    <RealtorShell realtor={realtor} locale={locale}>
      <script
        type="application/ld+json"
        // JSON-LD: serialised data, with '<' escaped so no text can close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(listingJsonLd(realtor, listing, locale)).replace(/</g, '\\u003c') }}
      />
      <article className={styles.section} aria-labelledby="listing-title">
        <nav className={styles.crumbs} aria-label={t('allListings')}>
          <LocaleLink href={`/${realtor.desiredUrl}`}>{t('backHome', { name })}</LocaleLink>
          <LocaleLink href={listingsIndexPath(realtor.desiredUrl, kind)}>{t('allListings')}</LocaleLink>
        </nav>
        {/* The photos first, as a visitor looks at a home: the primary and the next few (Listings.module.css
            .photos), every one in the lightbox. Named for assistive technology without a heading, so
            that the address is the page's first. */}
        {listing.media.length ? (
          <section aria-label={t('photos')} className={styles.photos}>
            <GalleryLightbox
              items={listing.media.map((url, index) => {
                const alt = t('photoAlt', { index: index + 1, address });
                // The primary photo first, fetched first.
                const eager = index === 0 ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {};
                const size = index === 0 ? { width: 960, height: 640 } : { width: 480, height: 320 };
                return { href: photoSrc(url), alt, thumbnail: photoImageProps({ src: url, alt, ...size, sizes: photoSizes(index, listing.media.length), ...eager }) };
              })}
              labels={{
                Previous: home('lightboxPrevious'),
                Next: home('lightboxNext'),
                Close: home('lightboxClose'),
                Lightbox: t('photos'),
                'Photo gallery': t('photos'),
                Slide: home('lightboxSlide'),
                Carousel: home('lightboxCarousel'),
                '{index} of {total}': home('lightboxCounter', { index: '{index}', total: '{total}' }),
              }}
              showAll={listing.media.length > 1 ? { label: t('showAllPhotos', { count: listing.media.length }), className: styles.showAllPhotos } : undefined}
            />
          </section>
        ) : null}
        <div className={styles.listingHead}>
          <div>
            <h1 id="listing-title" className={styles.address}>
              {/* "6021 Harbor Dr," and "Irvine, CA 92604" each kept whole: the line breaks between them,
                  after the comma (the comma inside the first, so that no line starts with it). */}
              <span className={styles.keepTogether}>
                {street}
                {locality ? ',' : null}
              </span>
              {locality ? (
                <>
                  {' '}
                  <span className={styles.keepTogether}>{locality}</span>
                </>
              ) : null}
            </h1>
            <p className={`${styles.price} ${styles.headlinePrice}`}>
              {price !== null ? money(price) : ''} <span className={styles.status}>{cards(statusKey(listing))}</span>
            </p>
            <ListingFacts home={listing} />
          </div>
          {/* The page's one call to action (on a phone the form is far below), and the way to send
              the home to family: the phone's share sheet, or its address copied. Beside the address
              and price on a wide screen, under them on a phone. */}
          <div className={styles.headActions}>
            <p className={styles.tourAction}>
              <a href="#contact">{t(closed ? 'askAction' : 'tourAction')}</a>
            </p>
            <ShareButton
              url={shareUrl}
              title={address}
              className={styles.shareButton}
              labels={{ share: t('share'), copied: t('shareCopied'), copyThis: t('shareCopyThis', { url: shareUrl }) }}
            />
          </div>
        </div>
        {openHouses.length ? (
          <section aria-labelledby="listing-open-houses" className={styles.openHouses}>
            <h2 id="listing-open-houses">{t('openHouseTitle')}</h2>
            <ul>
              {openHouses.map((openHouse) => (
                <li key={openHouse.start}>
                  <time dateTime={openHouse.start}>{t('openHouseWhen', openHouseParts(openHouse, locale, timeZone))}</time>
                  {openHouse.remarks ? <span lang="en">{openHouse.remarks}</span> : null}
                </li>
              ))}
            </ul>
            <p>{t('openHouseNote')}</p>
            <p>
              <a href={openHouseCalendarPath(realtor.desiredUrl, listing.listingKey, locale)} download>
                {t('openHouseCalendar')}
              </a>
            </p>
          </section>
        ) : null}

        {/* On wide screens the realtor's card stands beside the home's details (detailColumns). */}
        <div className={styles.detailColumns}>
          <div>
            {listing.publicRemarks ? (
              <section aria-labelledby="listing-remarks" className={styles.block}>
                <h2 id="listing-remarks">{t('remarksTitle')}</h2>
                {/* The MLS's own words, in English as US MLSs publish them: marked so, never presented as translated. */}
                <p className={styles.remarks} lang="en">
                  {listing.publicRemarks}
                </p>
                <p className={styles.disclaimer}>{t('remarksSource')}</p>
              </section>
            ) : null}

            <section aria-labelledby="listing-facts" className={styles.block}>
              <h2 id="listing-facts">{t('details')}</h2>
              <dl className={styles.facts}>
                {facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
              {/* IDX: the listing office and agent beside the data, in the same type size. */}
              <p className={styles.courtesy}>
                <Courtesy office={listing.listOfficeName} agent={listing.listAgentFullName} />
              </p>
            </section>

            {listing.searchType === 'sale' && listing.listPrice ? (
              // The estimate's "talk to a loan officer" form reads its messages from this provider.
              <NextIntlClientProvider messages={pickClientMessages(messages, ['LoanInquiryForm', 'PhoneField'])}>
                <MortgageEstimate
                  price={listing.listPrice}
                  locale={locale}
                  // Typical effective rates: about 1.1% in California (Prop. 13 plus local levies), 0.9% in Georgia.
                  taxRatePercent={market === 'fmls' ? 0.9 : 1.1}
                  hoaMonthly={hoa}
                  labels={{
                    title: t('mortgageTitle'),
                    price: t('mortgagePrice'),
                    downPayment: t('mortgageDown'),
                    downPaymentUnit: t('mortgageDownUnit'),
                    percent: t('mortgagePercent'),
                    dollars: t('mortgageDollars'),
                    rate: t('mortgageRate'),
                    term: t('mortgageTerm'),
                    years: t('mortgageYears', { years: '{years}' }),
                    taxRate: t('mortgageTaxRate'),
                    insurance: t('mortgageInsurance'),
                    hoa: t('mortgageHoa'),
                    monthly: t('mortgageMonthly'),
                    principalAndInterest: t('mortgagePrincipalInterest'),
                    tax: t('mortgageTax'),
                    insuranceMonthly: t('mortgageInsuranceMonthly'),
                    hoaMonthly: t('mortgageHoaMonthly'),
                    total: t('mortgageTotal'),
                    lender: t('mortgageLender', { lender: lender.lenderName, nmls: lender.nmlsNumber }),
                    note: t('mortgageNote'),
                  }}
                  loan={{ realtorId: realtor.id, listingKey: listing.listingKey, lender: lender.lenderName }}
                />
              </NextIntlClientProvider>
            ) : null}

            <section aria-labelledby="listing-location" className={styles.block}>
              <h2 id="listing-location">{t('location')}</h2>
              <address className={styles.location}>{address}</address>
              {tileUrl && located ? (
                <ListingMap
                  tileUrl={tileUrl}
                  attribution={attribution ?? ''}
                  latitude={listing.latitude!}
                  longitude={listing.longitude!}
                  labels={{ show: t('mapShow'), note: t('mapNote', { host: tileHost(tileUrl) }), map: t('mapLabel', { address }) }}
                />
              ) : null}
              <p>
                <a href={mapLink(address)} target="_blank" rel="noopener noreferrer">
                  {t('openInMaps')}
                </a>
              </p>
            </section>

            {/* Ask about this home or request a tour (issue #24): the homepage's contact form, naming the
                listing. A sold or rented home has no tour: its visitors are neighbours and buyers of homes like it. */}
            <section aria-labelledby="contact-title" className={`${styles.block} ${styles.tourCard}`} id="contact">
              <h2 id="contact-title">{t(closed ? 'askTitle' : 'tourTitle')}</h2>
              <p>{phrased(t(closed ? 'askIntro' : 'tourIntro', { name }), locale)}</p>
              <NextIntlClientProvider messages={pickClientMessages(messages, ['ContactForm', 'PhoneField'])}>
                <ContactForm realtorId={realtor.id} listing={{ listingKey: listing.listingKey, message: t('tourMessage', { address }), tour: !closed, timeZone }} />
              </NextIntlClientProvider>
            </section>
          </div>

          {/* Beside the details on wide screens, in view while the visitor reads them: who answers, the
              ways to reach them now, and the way to the tour request (hidden on narrower screens, where
              the button under the price and the contact bar do this). */}
          <section className={styles.agentCard} aria-labelledby="listing-agent">
            <RealtorContactCard realtor={realtor} name={name} heading="h2" headingId="listing-agent">
              <p className={styles.tourAction}>
                <a href="#contact">{t(closed ? 'askAction' : 'tourAction')}</a>
              </p>
            </RealtorContactCard>
          </section>
        </div>

        {moreHomes.length ? (
          <section aria-labelledby="more-homes" className={`${styles.block} ${styles.moreHomes}`}>
            <h2 id="more-homes">{t('moreHomes', { name })}</h2>
            <ul className={styles.grid}>
              {moreHomes.map((other) => (
                <ListingCardView key={other.listingKey} home={other} type={kind} desiredUrl={realtor.desiredUrl} />
              ))}
            </ul>
            <p className={styles.more}>
              <LocaleLink href={listingsIndexPath(realtor.desiredUrl, kind)} className={styles.tab}>
                {cards('seeAll', { count: agentHomes!.total, type: kind })}
              </LocaleLink>
            </p>
          </section>
        ) : null}

        <p className={styles.disclaimer}>{phrased(cards(market === 'fmls' ? 'disclaimerFmls' : 'disclaimerCrmls'), locale)}</p>
        {/* IDX rules: when the MLS data was last updated here — the last sync of the listing's feed,
            else (listings imported from files) the listing's own last change. The time on one line
            ("2026년 10월 / 7일" broke on a phone). */}
        <p className={styles.disclaimer}>
          {t('updated', {
            time: formatDateTime(feedUpdatedAt ?? listing.modificationTimestamp, locale, realtorTimeZone(realtor.activityRegion)).replaceAll(' ', '\u00a0'),
          })}
        </p>
      </article>
    </RealtorShell>
  );
}
