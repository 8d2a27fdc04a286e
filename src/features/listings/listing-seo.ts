import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { alternates } from '@/features/layout/alternates';
import { formatThousands } from '@/lib/format';
import { LOCALE_INFO, localizePath, type Locale } from '@/i18n/locales';
import { listingAddress, listingAddressParts, listingPath } from '@/lib/listing-display';
import { parseHttpUrl } from '@/lib/validators';
import { siteUrl } from '@/server/config/public';
import type { ListingDetail } from '@/server/listings/get-listing';
import type { CachedRealtor } from '@/server/realtors/cached';
import { listingFacts, statusKey } from './ListingCardView';
import type { ListingForPage } from './listing-for-page';
import { realtorDisplayName } from '@/features/realtor-home/RealtorShell';

/** An absolute URL of a photo stored as a path (/demo/…, /uploads/…) or already absolute. */
function absolute(url: string): string {
  return new URL(url, `${siteUrl()}/`).toString();
}

/**
 * The canonical URL of a listing's page: on the realtor's own domain when they have one (as their
 * homepage's canonical, seo.ts in realtor-home), else this site's path.
 */
export function listingCanonical(realtor: CachedRealtor, listingKey: string, locale: Locale): string {
  const homepage = parseHttpUrl(realtor.hompageUrl);
  return homepage
    ? new URL(localizePath(`/homes/${encodeURIComponent(listingKey)}`, locale), homepage).toString()
    : localizePath(listingPath(realtor.desiredUrl, listingKey), locale);
}

/** The listing page's canonical URL, absolute: what JSON-LD names and what a visitor shares. */
export function listingUrl(realtor: CachedRealtor, listingKey: string, locale: Locale): string {
  const canonical = listingCanonical(realtor, listingKey, locale);
  return /^https?:/.test(canonical) ? canonical : `${siteUrl()}${canonical}`;
}

/** Title, description, canonical, hreflang and og:image (the primary photo) of a listing's page. */
export function listingMetadata(
  realtor: CachedRealtor,
  listing: ListingDetail,
  locale: Locale,
  text: { title: string; description: string },
): Metadata {
  const path = listingPath(realtor.desiredUrl, listing.listingKey);
  const photo = listing.media[0];
  return {
    title: { absolute: text.title },
    description: text.description,
    alternates: { ...alternates(path, locale), canonical: listingCanonical(realtor, listing.listingKey, locale) },
    openGraph: {
      type: 'website',
      locale: LOCALE_INFO[locale].languageTag,
      title: text.title,
      description: text.description,
      images: photo ? [absolute(photo)] : undefined,
    },
    icons: realtor.photos.favicon[0]?.url ? { icon: realtor.photos.favicon[0].url } : undefined,
    manifest: null,
  };
}

/** The schema.org type of the home a listing offers. */
function residenceType(propertySubType: string): string {
  if (propertySubType === 'SingleFamilyResidence') return 'SingleFamilyResidence';
  if (propertySubType === 'Condominium') return 'Apartment';
  return 'House';
}

/**
 * schema.org RealEstateListing (JSON-LD): the offer (price in USD, sale or lease, sold out once
 * closed) and the residence with its address and floor size.
 */
export function listingJsonLd(realtor: CachedRealtor, listing: ListingDetail, locale: Locale) {
  const lease = listing.propertyType === 'ResidentialLease';
  const closed = listing.standardStatus === 'Closed';
  const address = listingAddress(listing);
  const price = closed ? (listing.closePrice ?? listing.listPrice) : listing.listPrice;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: address,
    url: listingUrl(realtor, listing.listingKey, locale),
    ...(listing.media.length ? { image: listing.media.map(absolute) } : {}),
    ...(listing.listingContractDate ? { datePosted: listing.listingContractDate } : {}),
    dateModified: listing.modificationTimestamp,
    offers: {
      '@type': 'Offer',
      ...(price !== null ? { price, priceCurrency: 'USD' } : {}),
      businessFunction: lease ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
      availability: closed ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      offeredBy: {
        '@type': 'RealEstateAgent',
        name: listing.listAgentFullName,
        ...(listing.listOfficeName ? { worksFor: { '@type': 'Organization', name: listing.listOfficeName } } : {}),
      },
    },
    about: {
      '@type': residenceType(listing.propertySubType),
      address: {
        '@type': 'PostalAddress',
        streetAddress: listingAddressParts(listing).street,
        addressLocality: listing.city,
        addressRegion: listing.stateOrProvince,
        postalCode: listing.postalCode,
        addressCountry: 'US',
      },
      ...(listing.livingArea ? { floorSize: { '@type': 'QuantitativeValue', value: listing.livingArea, unitCode: 'FTK' } } : {}),
      ...(listing.bedroomsTotal !== null ? { numberOfBedrooms: listing.bedroomsTotal } : {}),
      ...(listing.bathroomsTotalInteger !== null ? { numberOfBathroomsTotal: listing.bathroomsTotalInteger } : {}),
      ...(listing.yearBuilt ? { yearBuilt: listing.yearBuilt } : {}),
    },
  };
}

/** The metadata of `/{desiredUrl}/homes/{listingKey}`: the listing's, or a page not to index. */
export async function listingPageMetadata(realtor: CachedRealtor, found: ListingForPage, locale: Locale): Promise<Metadata> {
  const [t, cards, name] = await Promise.all([getTranslations({ locale, namespace: 'ListingPage' }), getTranslations({ locale, namespace: 'Listings' }), realtorDisplayName(realtor, locale)]);
  if (found.availability !== 'shown') return { title: { absolute: `${t('unavailableTitle')} | ${name}` }, robots: { index: false }, manifest: null };
  const { listing } = found;
  const address = listingAddress(listing);
  const lease = listing.propertyType === 'ResidentialLease';
  return listingMetadata(realtor, listing, locale, {
    title: t('metaTitle', { address, name }),
    description: t('metaDescription', {
      status: cards(statusKey(listing)),
      price: listing.price === null ? '' : `$${formatThousands(listing.price)}${lease ? cards('perMonth') : ''}`,
      facts: listingFacts(cards, listing).join(' · '),
    }),
  });
}
