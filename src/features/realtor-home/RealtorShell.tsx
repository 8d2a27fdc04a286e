import { getTranslations } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';
import { EqualHousingLogo } from '@/features/landing/EqualHousingLogo';
import { LanguageSwitcher } from '@/features/layout/LanguageSwitcher';
import { LocaleLink } from '@/features/layout/LocaleLink';
import type { Locale } from '@/i18n/locales';
import { readableTextOn } from '@/lib/color';
import { realtorFontFaces, uncoveredHangul } from '@/server/fonts/realtor-font-cut';
import type { CachedRealtor } from '@/server/realtors/cached';
import { photoImageProps } from './photo-image';
import styles from './RealtorPage.module.css';
import { shownText } from './shown-text';

/**
 * The frame of every page under a realtor (SPEC §2: the homepage and its nested pages): the theme
 * (main colour with readable text on it, font size, dark modes), the header with the logo and the
 * language menu, and the footer with license, brokerage and Equal Housing Opportunity.
 */
export async function RealtorShell({ realtor, locale, children }: { realtor: CachedRealtor; locale: Locale; children: ReactNode }) {
  const [t, header] = await Promise.all([getTranslations('RealtorHome'), getTranslations('Header')]);
  const darkHeader = realtor.designMainDarkMode === 'Y';
  const theme = {
    '--realtor-main': realtor.designMainColor,
    '--realtor-on-main': readableTextOn(realtor.designMainColor),
    fontSize: `${Math.min(24, Math.max(12, realtor.designFontSize))}px`,
  } as CSSProperties;
  // Our own font rules (no user text): a cut of the font for the record's Hangul that the page's
  // stylesheet does not cover.
  const koreanFaces = realtorFontFaces(realtor.desiredUrl, locale, uncoveredHangul(shownText(realtor, locale), locale));
  const logo = (darkHeader ? realtor.photos.logo2 : realtor.photos.logo)[0] ?? realtor.photos.logo[0];
  const logoImage = logo ? photoImageProps({ src: logo.url, alt: t('logoAlt', { name: realtor.name }), width: 150, height: 40 }) : undefined;

  return (
    <div className={`${styles.page} ${realtor.contentDarkMode === 'Y' ? styles.darkContent : ''}`} style={theme}>
      {koreanFaces ? <style dangerouslySetInnerHTML={{ __html: koreanFaces }} /> : null}
      <header className={`header-bar ${styles.header} ${darkHeader ? styles.darkHeader : ''}`}>
        <a className="skip-link" href="#main">
          {header('skip')}
        </a>
        <LocaleLink href={`/${realtor.desiredUrl}`} className={styles.brand}>
          {logoImage ? (
            // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised through getImageProps; alt is in the props
            <img {...logoImage} className={styles.logo} />
          ) : (
            <span>{realtor.name}</span>
          )}
        </LocaleLink>
        <LanguageSwitcher tone={darkHeader ? 'dark' : 'light'} />
      </header>
      <main id="main">{children}</main>
      <footer className={styles.footer}>
        <p>
          {realtor.name}
          {realtor.licenseNumber ? ` · ${t('license', { number: realtor.licenseNumber })}` : ''}
        </p>
        {realtor.brokerage ? <p>{t('brokerage', { name: realtor.brokerage })}</p> : null}
        <p className={styles.eho}>
          <EqualHousingLogo size={32} />
          <span>{t('eho')}</span>
        </p>
        <p>
          <LocaleLink href={`/${realtor.desiredUrl}/terms`}>{t('terms')}</LocaleLink> · <LocaleLink href="/terms/privacy">{t('privacy')}</LocaleLink>
        </p>
      </footer>
    </div>
  );
}
