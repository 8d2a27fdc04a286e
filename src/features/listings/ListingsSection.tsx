import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import { formatThousands } from '@/lib/format';
import { marketFromRegions } from '@/lib/regions';
import { SEARCH_TYPES, type ListingCard, type SearchType } from '@/lib/schemas/listings';
import { loadAgentListings } from '@/server/listings/cached';
import type { CachedRealtor } from '@/server/realtors/cached';
import styles from './Listings.module.css';
import { ListingTabs } from './ListingTabs';

const STATUS_KEYS: Record<string, 'statusActive' | 'statusUnderContract' | 'statusPending' | 'statusClosed'> = {
  Active: 'statusActive',
  ActiveUnderContract: 'statusUnderContract',
  Pending: 'statusPending',
  Closed: 'statusClosed',
};

/**
 * The realtor's MLS listings (SPEC §4, §7): the market comes from their regions (all CA: CRMLS,
 * all GA: FMLS, otherwise no section); four tabs for sale, rent, sold and rented. IDX rules: the
 * listing office and agent are named beside each listing in the same type size, a market
 * disclaimer sits under the list, and a card shows the primary photo only.
 */
export async function ListingsSection({ realtor }: { realtor: CachedRealtor }) {
  const market = marketFromRegions(realtor.activityRegion);
  if (!market || !realtor.licenseNumber) return null;
  const [t, lists] = await Promise.all([
    getTranslations('Listings'),
    Promise.all(SEARCH_TYPES.map((type) => loadAgentListings(realtor.licenseNumber, market, type))),
  ]);
  if (lists.every((list) => list.homes.length === 0)) return null;

  const card = (home: ListingCard, type: SearchType) => {
    const photo = home.media[0];
    const closed = home.standardStatus === 'Closed';
    const price = home.price === null ? '' : `$${formatThousands(home.price)}${type === 'rent' || type === 'rented' ? t('perMonth') : ''}`;
    const image = photo ? getImageProps({ src: photo, alt: t('photoAlt', { address: home.unparsedAddress }), width: 600, height: 400, sizes: '(min-width: 900px) 30vw, 90vw' }).props : undefined;
    return (
      <li key={home.listingKey} className={styles.card}>
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised through getImageProps; alt is in the props
          <img {...image} className={styles.photo} />
        ) : null}
        <div className={styles.body}>
          <p className={styles.price}>
            {price} <span className={styles.status}>{t(STATUS_KEYS[home.standardStatus] ?? 'statusActive')}</span>
          </p>
          <p>
            {t('facts', { beds: home.bedroomsTotal ?? 0, baths: home.bathroomsTotalInteger ?? 0, sqft: formatThousands(home.livingArea ?? 0) })}
          </p>
          <p>
            {home.unparsedAddress}, {home.city}, {home.stateOrProvince} {home.postalCode}
          </p>
          {closed && home.closeDate ? <p>{t('closed', { date: home.closeDate })}</p> : null}
          <p className={styles.courtesy}>{t('courtesy', { office: home.listOfficeName, agent: home.listAgentFullName })}</p>
        </div>
      </li>
    );
  };

  const tabs = SEARCH_TYPES.map((type, index) => ({
    id: type,
    label: t(`tab_${type}`, { count: lists[index]!.total }),
    panel: lists[index]!.homes.length ? <ul className={styles.grid}>{lists[index]!.homes.map((home) => card(home, type))}</ul> : <p>{t('empty')}</p>,
  }));

  return (
    <section className={styles.section} aria-labelledby="listings-title">
      <h2 id="listings-title">{t('title')}</h2>
      <ListingTabs tabs={tabs} />
      <p className={styles.disclaimer}>{t(market === 'crmls' ? 'disclaimerCrmls' : 'disclaimerFmls')}</p>
    </section>
  );
}
