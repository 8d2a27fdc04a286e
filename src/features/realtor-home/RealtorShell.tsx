import { getTranslations } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';
import { EqualHousingLogo } from '@/features/landing/EqualHousingLogo';
import { AnchorMenu } from '@/features/layout/AnchorMenu';
import { DotList } from '@/features/layout/DotList';
import { LanguageSwitcher } from '@/features/layout/LanguageSwitcher';
import { LocaleLink } from '@/features/layout/LocaleLink';
import { VisitBeacon } from '@/features/visits/VisitBeacon';
import { localizePath, type Locale } from '@/i18n/locales';
import { readableBrandOnDark, readableBrandOnLight, readableTextOn } from '@/lib/color';
import { licenseMessageKey, listingMarketOf } from '@/lib/regions';
import { webLink } from '@/lib/validators';
import { dialableNumber } from '@/lib/phone';
import { realtorFontFaces } from '@/server/fonts/realtor-font-cut';
import type { CachedRealtor } from '@/server/realtors/cached';
import { photoImageProps } from './photo-image';
import styles from './RealtorPage.module.css';
import { aboutText, realtorName, shownText, unbrokenName } from './shown-text';

/** The dark content's card surface (`--surface` of `.darkContent`, RealtorPage.module.css), the lighter of its two backgrounds. */
const DARK_SURFACE = '#1d2126';
/** The light content's card surface (--surface in RealtorPage.module.css), its darkest ground for links. */
const LIGHT_SURFACE = '#f5f6f8';

/** An entry of the site's navigation: a section of the homepage (`#about`) or another page. */
export interface NavItem {
  href: string;
  label: string;
  /** Hides the entry when its section is not on the page (.navListings), or where the strip has no room for it (.navSection). */
  className?: string;
}

/** The license line of the realtor's state: DRE in California, the Real Estate Commission in Georgia. */
export async function licenseLabel(realtor: Pick<CachedRealtor, 'licenseNumber' | 'activityRegion'>): Promise<string> {
  if (!realtor.licenseNumber) return '';
  return (await getTranslations('RealtorHome'))(licenseMessageKey(realtor.activityRegion), { number: realtor.licenseNumber });
}

/** The license line and the brokerage, the ones the realtor has: under their name in the hero and the contact card. */
export async function realtorCredentials(realtor: Pick<CachedRealtor, 'licenseNumber' | 'activityRegion' | 'brokerage'>): Promise<string[]> {
  return [await licenseLabel(realtor), realtor.brokerage].filter(Boolean);
}

/** The realtor's name in the page's language (realtorName) as set in text, or a generic "realtor" when they have none. */
export async function realtorDisplayName(realtor: CachedRealtor, locale: Locale): Promise<string> {
  const name = realtorName(realtor, locale);
  return name ? unbrokenName(name) : (await getTranslations('RealtorHome'))('unnamed');
}

/**
 * The messengers the realtor has, in order: KakaoTalk (Korean-speaking clients) and LINE
 * (Japanese-speaking ones). `key` is the RealtorHome message of the button's label, and
 * `${key}Short` the contact bar's.
 */
export function messengers(realtor: Pick<CachedRealtor, 'kakaoLink' | 'lineLink'>): { key: 'kakao' | 'line'; href: string }[] {
  return (
    [
      { key: 'kakao', link: webLink(realtor.kakaoLink) },
      { key: 'line', link: webLink(realtor.lineLink) },
    ] as const
  ).flatMap(({ key, link }) => (link ? [{ key, href: link.href }] : []));
}

/**
 * The frame of every page under a realtor (SPEC §2: the homepage and its nested pages): the theme
 * (the template's layout, main colour with readable text on it, font size, dark modes), the header
 * with the logo or name, the section navigation (a menu on phones) and the language menu, a contact
 * bar fixed to the bottom of phones, and the footer with license, brokerage and Equal Housing
 * Opportunity.
 */
export async function RealtorShell({
  realtor,
  locale,
  nav,
  contactBar = true,
  children,
}: {
  realtor: CachedRealtor;
  locale: Locale;
  /** The homepage's sections; other pages get links to the homepage's about and contact sections and to the listings. */
  nav?: NavItem[];
  /** The visitors' bar of ways to reach the realtor; not on the realtor's own screens (sign-in, editor), where it covered the save bar. */
  contactBar?: boolean;
  children: ReactNode;
}) {
  const [t, header, license, name] = await Promise.all([
    getTranslations('RealtorHome'),
    getTranslations('Header'),
    licenseLabel(realtor),
    realtorDisplayName(realtor, locale),
  ]);
  const darkHeader = realtor.designMainDarkMode === 'Y';
  const theme = {
    '--realtor-main': realtor.designMainColor,
    '--realtor-on-main': readableTextOn(realtor.designMainColor),
    '--realtor-link': readableBrandOnLight(realtor.designMainColor, LIGHT_SURFACE),
    ...(realtor.contentDarkMode === 'Y' && { '--realtor-link-on-dark': readableBrandOnDark(realtor.designMainColor, DARK_SURFACE) }),
    fontSize: `${Math.min(24, Math.max(12, realtor.designFontSize))}px`,
  } as CSSProperties;
  // Our own font rules (no user text): cuts of the fonts for the record's Korean and Japanese that
  // the page's stylesheet does not cover.
  const realtorFaces = realtorFontFaces(realtor.desiredUrl, locale, shownText(realtor, locale));
  const logo = (darkHeader ? realtor.photos.logo2 : realtor.photos.logo)[0] ?? realtor.photos.logo[0];
  const logoImage = logo ? photoImageProps({ src: logo.url, alt: t('logoAlt', { name }), width: 150, height: 40 }) : undefined;
  const home: `/${string}` = `/${realtor.desiredUrl}`;
  const homeUrl = localizePath(home, locale);
  const items = nav ?? [
    ...(aboutText(realtor, locale) ? [{ href: `${homeUrl}#about`, label: t('navAbout') }] : []),
    ...(listingMarketOf(realtor) ? [{ href: localizePath(`${home}/homes`, locale), label: t('navListings') }] : []),
    { href: `${homeUrl}#contact`, label: t('navContact') },
  ];
  const quick = contactBar
    ? [
        realtor.contactPhone && { href: `tel:${dialableNumber(realtor.contactPhone)}`, label: t('callShort') },
        realtor.contactPhone && { href: `sms:${dialableNumber(realtor.contactPhone)}`, label: t('textShort') },
        ...messengers(realtor).map(({ key, href }) => ({ href, label: t(`${key}Short`), external: true })),
        realtor.email && { href: `mailto:${realtor.email}`, label: t('emailShort') },
      ].filter((item): item is { href: string; label: string; external?: boolean } => Boolean(item))
    : [];

  return (
    <div
      className={`${styles.page} ${styles[realtor.template]} ${realtor.contentDarkMode === 'Y' ? styles.darkContent : ''} ${quick.length ? styles.withContactBar : ''}`}
      style={theme}
    >
      {realtorFaces ? <style dangerouslySetInnerHTML={{ __html: realtorFaces }} /> : null}
      <header className={`header-bar ${styles.header} ${darkHeader ? styles.darkHeader : ''}`}>
        <a className="skip-link" href="#main">
          {header('skip')}
        </a>
        <LocaleLink href={home} className={styles.brand}>
          {logoImage ? (
            // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised through getImageProps; alt is in the props
            <img {...logoImage} className={styles.logo} />
          ) : (
            <span>{name}</span>
          )}
        </LocaleLink>
        {items.length ? (
          <>
            <nav className={styles.siteNav} aria-label={t('site')}>
              <ul className={styles.siteLinks}>
                {items.map((item) => (
                  <li key={item.href} className={item.className}>
                    <a href={item.href}>{item.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
            <AnchorMenu label={t('menu')} items={items} tone={darkHeader ? 'dark' : 'light'} className={styles.siteMenu} listClassName={styles.siteMenuList} />
          </>
        ) : null}
        <LanguageSwitcher tone={darkHeader ? 'dark' : 'light'} />
      </header>
      <main id="main">{children}</main>
      <footer className={styles.footer}>
        <p className={styles.footerName}>{name}</p>
        {license || realtor.brokerage ? (
          <DotList items={[license, realtor.brokerage ? t('brokerage', { name: realtor.brokerage }) : ''].filter(Boolean)} className={styles.footerLicense} />
        ) : null}
        <p className={styles.eho}>
          <EqualHousingLogo size={32} />
          <span>{t('eho')}</span>
        </p>
        <p>
          <LocaleLink href={`${home}/terms`}>{t('terms')}</LocaleLink> · <LocaleLink href="/terms/privacy">{t('privacy')}</LocaleLink>
        </p>
      </footer>
      {quick.length ? (
        <nav className={styles.contactBar} aria-label={t('contactBar')}>
          <ul>
            {quick.map((item) => (
              <li key={item.href}>
                <a href={item.href} {...(item.external ? { rel: 'noopener', target: '_blank' } : {})}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <VisitBeacon realtor={realtor.desiredUrl} />
    </div>
  );
}
