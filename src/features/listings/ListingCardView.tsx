import { getImageProps } from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { DotList } from '@/features/layout/DotList';
import { localizePath, type Locale } from '@/i18n/locales';
import { areaMeasures, formatCalendarDate, formatThousands } from '@/lib/format';
import { isRemoteImage } from '@/lib/image-src';
import { listingAddress, listingAddressParts, listingPath } from '@/lib/listing-display';
import { listingTimeZone, openHouseParts, upcomingOpenHouses } from '@/lib/open-houses';
import type { ListingCard, SearchType } from '@/lib/schemas/listings';
import styles from './Listings.module.css';

const STATUS_KEYS: Record<string, 'statusActive' | 'statusUnderContract' | 'statusPending'> = {
  Active: 'statusActive',
  ActiveUnderContract: 'statusUnderContract',
  Pending: 'statusPending',
};

/**
 * The status a visitor reads: a lease on the market is "For rent" (not "판매 중", for sale), a
 * closed sale "Sold" and a closed lease "Rented", as the tabs name them.
 */
export function statusKey({ standardStatus, propertyType }: Pick<ListingCard, 'standardStatus' | 'propertyType'>) {
  const lease = propertyType === 'ResidentialLease';
  if (standardStatus === 'Closed') return lease ? 'statusRented' : 'statusSold';
  if (standardStatus === 'Active' && lease) return 'statusForRent';
  return STATUS_KEYS[standardStatus] ?? 'statusActive';
}

type Facts = Pick<ListingCard, 'bedroomsTotal' | 'bathroomsTotalInteger' | 'livingArea'>;

/**
 * A listing's beds, baths and living area, each in the page's language ("3 bd", "寝室 3"); the
 * area in square feet, and on a Korean page also in 평, on a Japanese page in ㎡.
 */
export function listingFacts(t: (key: 'factBeds' | 'factBaths' | 'factArea', values: Record<string, string | number>) => string, home: Facts): string[] {
  return [t('factBeds', { beds: home.bedroomsTotal ?? 0 }), t('factBaths', { baths: home.bathroomsTotalInteger ?? 0 }), t('factArea', areaMeasures(home.livingArea ?? 0))];
}

/** The facts in a row: "3 bd · 2 ba · 1,880 sq ft". */
export function ListingFacts({ home }: { home: Facts }) {
  const t = useTranslations('Listings');
  return <DotList items={listingFacts(t, home)} className={styles.factRow} />;
}

/** "Listing courtesy of {office}, {agent}" (IDX rules): the office (with its comma) and the agent each kept whole, the line breaking between them. */
export function Courtesy({ office, agent }: { office: string; agent: string }) {
  const t = useTranslations('Listings');
  return t.rich('courtesy', { office, agent, name: (chunks) => <span className={styles.keepTogether}>{chunks}</span> });
}

/**
 * One listing (IDX rules: the primary photo only; the listing office and agent named beside the
 * data, in the same type size). Rendered on the server for the first tab and in the browser for
 * the others, from the same code. The address is the link to the listing's page under the
 * realtor (`desiredUrl`), a plain anchor that works without JavaScript.
 */
export function ListingCardView({ home, type, desiredUrl }: { home: ListingCard; type: SearchType; desiredUrl: string }) {
  const t = useTranslations('Listings');
  const locale = useLocale();
  const address = listingAddress(home);
  // The street on its line, the city, state and ZIP under it; the link reads the whole address.
  const { street, locality } = listingAddressParts(home);
  const href = localizePath(listingPath(desiredUrl, home.listingKey), locale as Locale);
  const photo = home.media[0];
  const lease = type === 'rent' || type === 'rented';
  // A CloseDate is a calendar day (no time zone): written in the page's language.
  const closed = home.standardStatus === 'Closed' && home.closeDate ? formatCalendarDate(home.closeDate, locale) : '';
  const price = home.price === null ? '' : `$${formatThousands(home.price)}${lease ? t('perMonth') : ''}`;
  // The next open house, in the wall-clock time of the home's state.
  const [openHouse] = upcomingOpenHouses(home.openHouses);
  // Cards are at most about 400 px wide: a fixed-size image (1x and 2x) keeps the markup short.
  const image = photo ? getImageProps({ src: photo, alt: t('photoAlt', { address }), width: 400, height: 267, unoptimized: isRemoteImage(photo) }).props : undefined;
  return (
    <li className={styles.card}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised through getImageProps; alt is in the props
        <img {...image} className={styles.photo} />
      ) : null}
      <div className={styles.body}>
        {openHouse ? (
          <p className={styles.openHouseBadge}>
            {/* The day and the hours each on one line: a narrow card breaks between them. */}
            <time dateTime={openHouse.start}>
              {t.rich('openHouse', { ...openHouseParts(openHouse, locale, listingTimeZone(home.stateOrProvince), 'short'), unit: (chunks) => <span className={styles.keepTogether}>{chunks}</span> })}
            </time>
          </p>
        ) : null}
        <p className={styles.price}>
          {price} <span className={styles.status}>{t(statusKey(home))}</span>
        </p>
        <ListingFacts home={home} />
        <p className={styles.cardAddress}>
          <a href={href} className={styles.link}>
            {street}
            {locality ? (
              <>
                <span className="visually-hidden">, </span>
                <span className={styles.locality}>{locality}</span>
              </>
            ) : null}
          </a>
        </p>
        {closed ? <p>{t('closed', { date: closed, lease: lease ? 'yes' : 'no' })}</p> : null}
        <p className={styles.courtesy}>
          <Courtesy office={home.listOfficeName} agent={home.listAgentFullName} />
        </p>
      </div>
    </li>
  );
}
