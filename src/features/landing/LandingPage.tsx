import { getImageProps } from 'next/image';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { phrased } from '@/features/layout/JapanesePhrases';
import { LanguageSwitcher } from '@/features/layout/LanguageSwitcher';
import { Logo } from '@/features/layout/Logo';
import { LocaleLink } from '@/features/layout/LocaleLink';
import { pickClientMessages } from '@/i18n/client-messages';
import { localizePath, type Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { pickLanguage } from '@/lib/content-language';
import { cityName } from '@/lib/place-names';
import { branding } from '@/server/config/public';
import { SAMPLE_REALTORS } from '@/server/seed/sample-realtors';
import { CtaButton } from './CtaButton';
import { EqualHousingLogo } from './EqualHousingLogo';
import { LandingHeader } from './LandingHeader';
import { LeadPanel } from './LeadPanel';
import { SampleCarousel } from './SampleCarousel';
import { SAMPLE_SHOT_SIZES, sampleShotPath } from './sample-shots';
import { SampleSlides, type SampleSlide } from './SampleSlides';
import styles from './Landing.module.css';
import carousel from './SampleCarousel.module.css';

/** The screens wide enough for the hero's sample homepage (Landing.module.css, .heroShowcase). */
const SHOWCASE_MEDIA = '(min-width: 1100px)';
/** An empty GIF: what a <picture> draws where none of its sources applies. */
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

const ISLAND_NAMESPACES: (keyof Messages)[] = ['LeadPanel', 'LeadForm', 'PhoneField', 'realtorwwwInput', 'Carousel', 'RealtorNotFound'];

const CARDS = [
  { image: '/landing/card-1.webp', title: 'card1Title', text: 'card1Text' },
  { image: '/landing/card-2.webp', title: 'card2Title', text: 'card2Text' },
  { image: '/landing/card-3.webp', title: 'card3Title', text: 'card3Text' },
] as const;

/**
 * The marketing landing page 'Built for Realtors' (SPEC §2): fixed header, hero, three cards,
 * the carousel of sample homepages, a closing call to action and the co-branded footer.
 * Everything is server-rendered; the header colour, CTAs, carousel and lead panel are islands.
 */
export async function LandingPage({ locale, notice }: { locale: Locale; notice?: ReactNode }) {
  const [t, messages] = await Promise.all([getTranslations('Landing'), getMessages()]);
  const brand = branding();
  // Japanese breaks between BudouX's phrases in every browser (phrased).
  const ph = (text: string) => phrased(text, locale);
  const slides: SampleSlide[] = SAMPLE_REALTORS.map((r) => ({
    href: localizePath(`/${r.desiredUrl}`, locale),
    name: pickLanguage(locale, r.displayName)?.value ?? r.userName,
    place: `${cityName(r.activityRegion[0]?.city ?? '', locale)}, ${r.activityRegion[0]?.state ?? ''}`,
    desktop: sampleShotPath(r.desiredUrl, locale, 'desktop'),
    phone: sampleShotPath(r.desiredUrl, locale, 'phone'),
  }));

  // Beside the hero's text on wide screens: one bright sample homepage, as the carousel shows them.
  const showcase = slides[SAMPLE_REALTORS.findIndex((r) => r.desiredUrl === 'jenny-choi')] ?? slides[0]!;
  // Plain responsive <img> elements (getImageProps): no image component code in the browser.
  const { props: heroImage } = getImageProps({
    src: '/landing/hero.webp',
    alt: '',
    fill: true,
    sizes: '100vw',
    loading: 'eager',
    fetchPriority: 'high',
  });

  return (
    <NextIntlClientProvider messages={pickClientMessages(messages, ISLAND_NAMESPACES)}>
      <LandingHeader>
        <a className="skip-link" href="#main">
          {messages.Header.skip}
        </a>
        <LocaleLink href="/" className={styles.brand}>
          <Logo />
          <span>{brand.brandName}</span>
          <span className={styles.tagline}>{messages.Header.tagline}</span>
        </LocaleLink>
        <LanguageSwitcher tone="dark" />
      </LandingHeader>

      <main id="main">
        <section className={styles.hero} aria-labelledby="hero-title">
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised through getImageProps; alt ('') is in the spread props */}
          <img {...heroImage} className={styles.heroImage} />
          <div className={styles.heroContent}>
            {notice ? (
              <p className={styles.notice} role="note">
                {notice}
              </p>
            ) : null}
            <p className={styles.eyebrow}>{ph(t('heroEyebrow'))}</p>
            <h1 id="hero-title" className={styles.heroTitle}>
              {ph(t('heroTitle'))}
            </h1>
            <p className={styles.heroText}>{ph(t('heroText'))}</p>
            <CtaButton label={t('cta')} location={locale} className={`${styles.cta} ${styles.ctaFixedMobile}`} />
            {/* The lender's co-brand: its name, or its logo when one is configured (LENDER_LOGO_URL). */}
            <p className={styles.partner}>
              <span>{t('partner')}</span>
              {brand.lenderLogoUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- an operator's logo file, shown as it is
                <img src={brand.lenderLogoUrl} alt={brand.lenderName} height={32} className={styles.partnerLogo} />
              ) : (
                <strong>{brand.lenderName}</strong>
              )}
            </p>
          </div>
          <div className={`${carousel.devices} ${styles.heroShowcase}`}>
            {/* Drawn at once on wide screens, the only ones that show it (a <picture> source for
                their width); a phone takes the empty placeholder and fetches nothing. */}
            {[
              { src: showcase.desktop, size: SAMPLE_SHOT_SIZES.desktop, sizes: '560px', className: carousel.image },
              { src: showcase.phone, size: SAMPLE_SHOT_SIZES.phone, sizes: '140px', className: carousel.phone },
            ].map(({ src, size, sizes, className }) => {
              const { srcSet } = getImageProps({ src, alt: '', ...size, sizes }).props;
              return (
                <picture key={src}>
                  <source media={SHOWCASE_MEDIA} srcSet={srcSet} sizes={sizes} width={size.width} height={size.height} />
                  <img src={EMPTY_IMAGE} alt="" width={size.width} height={size.height} className={className} />
                </picture>
              );
            })}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="cards-title">
          <h2 id="cards-title" className={styles.sectionTitle}>
            {ph(t('cardsTitle'))}
          </h2>
          <ul className={styles.cards}>
            {CARDS.map((card) => (
              <li key={card.image} className={styles.card}>
                {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised through getImageProps; alt ('') is in the spread props */}
                <img
                  {...getImageProps({ src: card.image, alt: '', width: 960, height: 640, sizes: '(min-width: 900px) 30vw, 92vw' }).props}
                  className={styles.cardImage}
                />
                <h3>{ph(t(card.title))}</h3>
                <p>{ph(t(card.text))}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={`${styles.section} ${styles.samples}`} aria-labelledby="samples-title">
          <h2 id="samples-title" className={styles.sectionTitle}>
            {ph(t('samplesTitle'))}
          </h2>
          <p className={styles.sectionText}>{ph(t('samplesText'))}</p>
          <SampleCarousel>
            <SampleSlides slides={slides} />
          </SampleCarousel>
        </section>

        <section className={styles.closing} aria-labelledby="closing-title">
          <h2 id="closing-title">{ph(t('closingTitle'))}</h2>
          <p>{ph(t('closingText'))}</p>
          <CtaButton label={t('cta')} location={locale} className={styles.cta} />
        </section>
      </main>

      <footer className={styles.footer}>
        <p className={styles.company}>{brand.companyLine}</p>
        <p>
          {ph(t('lenderLicensing', { lender: brand.lenderName, license: brand.licenseNumber, nmls: brand.nmlsNumber }))}
        </p>
        <p>
          <LocaleLink href="/terms">{t('footerTerms')}</LocaleLink> · <LocaleLink href="/terms/privacy">{t('footerPrivacy')}</LocaleLink>
        </p>
        <p className={styles.disclaimer}>
          {ph(brand.disclaimer ?? t('disclaimer', { lender: brand.lenderName, brand: brand.brandName }))}
        </p>
        <p className={styles.eho}>
          <EqualHousingLogo />
          <span>
            <span className="visually-hidden">{t('ehoLabel')}. </span>
            {ph(t('ehoStatement'))}
          </span>
        </p>
      </footer>
      <LeadPanel />
    </NextIntlClientProvider>
  );
}
