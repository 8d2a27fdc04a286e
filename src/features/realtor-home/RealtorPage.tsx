import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { siInstagram, siYoutube, siZillow } from 'simple-icons';
import { DotList } from '@/features/layout/DotList';
import { JapaneseParagraph, phrased } from '@/features/layout/JapanesePhrases';
import { listingsIndexPath } from '@/features/listings/paths';
import { pickClientMessages } from '@/i18n/client-messages';
import { localizePath, type Locale } from '@/i18n/locales';
import { formatThousands, formatUsdAmount } from '@/lib/format';
import { keepKoreanWordsWhole } from '@/lib/korean-text';
import { cityName } from '@/lib/place-names';
import { listingMarketOf, type Market, realtorState } from '@/lib/regions';
import { dialableNumber } from '@/lib/phone';
import type { MarketArea } from '@/server/listings/area-market';
import { loadAgentListingsPage, loadAreaMarket } from '@/server/listings/cached';
import { youtubeId } from '@/lib/youtube';
import { webLink } from '@/lib/validators';
import type { CachedRealtor } from '@/server/realtors/cached';
import { realtorPortrait } from '@/server/realtors/share';
import styles from './RealtorPage.module.css';
import { CONTENT_LANG_TAG, contentLangOf, type ContentLang, type Shown } from '@/lib/content-language';
import { aboutText, monogram, realtorName, sectionText, testimonialsFor } from './shown-text';
import { ContactForm } from './ContactForm';
import { RealtorContactCard } from './RealtorContactCard';
import { GalleryLightbox } from './GalleryLightbox';
import { photoImageProps, photoSrc } from './photo-image';
import { messengers, RealtorShell, realtorCredentials, realtorDisplayName, type NavItem } from './RealtorShell';
import { VideoEmbed } from './VideoEmbed';

/** Text of one etc-info type, or '' (SPEC §3 content types). */
function etc(realtor: CachedRealtor, type: CachedRealtor['etcInfo'][number]['contentType']): string {
  return realtor.etcInfo.find((e) => e.contentType === type)?.content ?? '';
}

function careerYears(realtor: CachedRealtor): number | undefined {
  const start = Date.parse(realtor.careerStart);
  if (Number.isNaN(start)) return undefined;
  const end = realtor.careerEnd ? Date.parse(realtor.careerEnd) : Date.now();
  return Math.max(0, Math.floor((end - start) / (365.25 * 86_400_000)));
}

/**
 * The gallery cells' display widths, for the browser's choice of image: the grid of
 * RealtorPage.module.css (.gallery: two columns on phones, then cells of at least 280 px, 12 px
 * apart, in a .section whose padding is 5vw, at most 48 px, and whose width is at most 1200 px)
 * has two columns up to 960 px, three from 960 px, and cells of 360 px from 1200 px (four smaller
 * ones when there are exactly four photos, which the same sizes serve).
 */
const GALLERY_SIZES = '(min-width: 1200px) 360px, (min-width: 960px) 31vw, 46vw';

/** Props for text that may be in another language than the page's (a realtor's own text fell back). */
function langOf(shown: Shown<unknown>, locale: Locale) {
  return shown.lang === contentLangOf(locale) ? {} : { lang: CONTENT_LANG_TAG[shown.lang] };
}

/** The MLSs by their short names, as their disclaimers name them. */
const MLS_NAMES = { crmls: 'CRMLS', fmls: 'FMLS' } as const;

type Region = CachedRealtor['activityRegion'][number];

/**
 * The place of an area card whose market has figures, on the realtor's own MLS (one market, and a
 * licence to show its listings, as for the realtor's own homes): a neighbourhood by its ZIP code, a
 * city by its name; a neighbourhood without a ZIP code has none (its city's figure is not its own).
 */
function marketAreaOf(region: Region, market: Market): MarketArea | null {
  const state = realtorState([region]);
  if (!market || !region.city || !state || (region.neighborhood && !region.zipcode)) return null;
  return { market, state, city: region.city, zip: region.neighborhood ? region.zipcode : '' };
}

/**
 * The area cards: one for each of the realtor's areas, except that neighbourhoods in one ZIP code
 * share a card (Sendero, Esencia and Rienda are all 92694). A neighbourhood's figure and homes are
 * its ZIP code's, so separate cards would show one figure and one link again and again, each as if
 * it were that neighbourhood's own.
 */
function areaCards(regions: Region[]): { region: Region; neighborhoods: string[] }[] {
  const cards: { region: Region; neighborhoods: string[] }[] = [];
  const byZipCode = new Map<string, (typeof cards)[number]>();
  for (const region of regions) {
    const zipCode = region.neighborhood && region.zipcode ? `${region.state} ${region.city.toLowerCase()} ${region.zipcode}` : undefined;
    const shared = zipCode ? byZipCode.get(zipCode) : undefined;
    if (shared) {
      shared.neighborhoods.push(region.neighborhood);
      continue;
    }
    const card = { region, neighborhoods: region.neighborhood ? [region.neighborhood] : [] };
    cards.push(card);
    if (zipCode) byZipCode.set(zipCode, card);
  }
  return cards;
}

/**
 * A realtor's text as paragraphs (split at blank lines): Japanese ones break only between phrases,
 * Korean ones keep each word whole across its brackets and quotes.
 */
function Paragraphs({ text, lang }: { text: string; lang: ContentLang }) {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p, i) => (lang === 'ja' ? <JapaneseParagraph key={i} text={p} /> : <p key={i}>{lang === 'ko' ? keepKoreanWordsWhole(p) : p}</p>));
}


/**
 * A realtor's homepage (SPEC §1, §4) in one of the templates (classic, modern, luxury: the same
 * sections, laid out differently by RealtorPage.module.css): every section comes from the realtor
 * record and hides cleanly when its fields are empty, and the header's navigation lists the
 * sections that are there. Server-rendered; the menus, the video, the gallery and the contact form
 * are the only client islands.
 */
export async function RealtorPage({ realtor, locale, listings }: { realtor: CachedRealtor; locale: Locale; listings?: ReactNode }) {
  const market = listingMarketOf(realtor);
  const areas = areaCards(realtor.activityRegion);
  const marketAreas = areas.map(({ region }) => marketAreaOf(region, market));
  // Where each area's link leads: the homes for sale in a neighbourhood's ZIP code, or in a city.
  const areaFilters = areas.map(({ region: r }) => (r.city ? (r.neighborhood && r.zipcode ? { zip: r.zipcode } : { city: r.city }) : null));
  const [t, contact, messages, credentials, name, markets, forSale] = await Promise.all([
    getTranslations('RealtorHome'),
    getTranslations('ContactForm'),
    getMessages(),
    realtorCredentials(realtor),
    realtorDisplayName(realtor, locale),
    Promise.all(marketAreas.map((area) => (area ? loadAreaMarket(area) : null))),
    // How many of the realtor's homes for sale each link would show: none, no link to an empty page.
    Promise.all(
      areaFilters.map((filters) => (listings && market && filters ? loadAgentListingsPage(realtor.licenseNumber, market, 'sale', 1, { filters, limit: 0 }).then(({ total }) => total) : 0)),
    ),
  ]);
  const ownName = realtorName(realtor, locale);
  const top = realtor.photos.top.filter((p) => p.imageType === 'fullsize');
  const portrait = realtorPortrait(realtor);
  const gallery = realtor.photos.gallery.filter((p) => p.imageType === 'fullsize');
  const koreanName = etc(realtor, 'korea_name');
  const about = aboutText(realtor, locale);
  const sections = realtor.additionalSections.map((s) => sectionText(s, locale)).filter((s) => s !== undefined);
  const testimonials = testimonialsFor(realtor.testimonials, locale);
  const extraSections = sections.map((section, i) => (
    <section key={i} id={`section-${i + 1}`} className={`${styles.section} ${styles.extraSection}`} aria-labelledby={`section-${i + 1}-title`} {...langOf(section, locale)}>
      {/* In its own column on wide screens: a Japanese title breaks between its phrases there. */}
      <h2 id={`section-${i + 1}-title`}>{phrased(section.value.title, section.lang)}</h2>
      <div>
        <Paragraphs text={section.value.body} lang={section.lang} />
      </div>
    </section>
  ));
  const years = careerYears(realtor);
  const video = youtubeId(realtor.recommendedYoutubeUrl);
  const company = (['company_address', 'company_phone', 'company_fax', 'company_license'] as const)
    .map((type) => ({ type, value: etc(realtor, type) }))
    .filter((c) => c.value);
  const tel = `tel:${dialableNumber(realtor.contactPhone)}`;
  // Social profiles, in the contact card: [label, address, logo] of each the realtor has.
  const social = (
    [
      [t('youtube'), realtor.snsYoutubeUrl, siYoutube],
      [t('instagram'), realtor.snsInstagramUrl, siInstagram],
      [t('zillow'), etc(realtor, 'zillow_link'), siZillow],
    ] as const
  ).flatMap(([label, address, logo]) => {
    const link = webLink(address);
    return link ? [[label, link.href, logo] as const] : [];
  });
  // Each city on one line ("La Crescenta", not "La / Crescenta"): the list breaks between them.
  const cities = new Intl.ListFormat(locale, { style: 'short', type: 'conjunction' }).format([
    ...new Set(realtor.activityRegion.slice(0, 3).map((r) => cityName(r.city, locale).replaceAll(' ', '\u00a0'))),
  ]);
  const neighborhoodList = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  // Without `sizes`, an image of a fixed display size gets two candidates (1x, 2x), not every width.
  const image = (src: string, alt: string, width: number, height: number, sizes?: string, eager = false) =>
    photoImageProps({ src, alt, width, height, sizes, ...(eager ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}) });
  const hero = top[0] ? image(top[0].url, '', 1600, 900, '100vw', true) : undefined;
  // The top photo is the largest paint: preloaded from <head>, before the stylesheets.
  if (hero?.srcSet) preload(hero.src!, { as: 'image', imageSrcSet: hero.srcSet, imageSizes: hero.sizes, fetchPriority: 'high' });

  const nav: NavItem[] = [
    ...(about ? [{ href: '#about', label: t('navAbout') }] : []),
    ...(realtor.activityRegion.length ? [{ href: '#areas', label: t('navAreas') }] : []),
    ...sections.map((s, i) => ({ href: `#section-${i + 1}`, label: s.value.title, className: styles.navSection })),
    // The listings section renders only when the realtor has listings: the entry hides without it.
    ...(listings ? [{ href: '#listings', label: t('navListings'), className: styles.navListings }] : []),
    ...(testimonials.length ? [{ href: '#testimonials', label: t('navTestimonials') }] : []),
    { href: '#contact', label: t('navContact') },
  ];

  return (
    <RealtorShell realtor={realtor} locale={locale} nav={nav}>
      <section className={`${styles.hero} ${hero ? '' : styles.heroPlain}`} aria-labelledby="realtor-name">
        {hero ? (
          // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised through getImageProps; decorative
          <img {...hero} className={styles.heroImage} />
        ) : ownName ? (
          <span className={styles.monogram} aria-hidden="true">
            {monogram(ownName)}
          </span>
        ) : null}
        <div className={styles.heroCard}>
          {portrait ? (
            // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised through getImageProps; alt is in the props
            <img {...image(portrait.url, t('photoAlt', { name }), 120, 150)} className={styles.portrait} />
          ) : null}
          <div className={styles.heroText}>
            {cities ? <p className={styles.eyebrow}>{phrased(t('serving', { areas: cities }), locale)}</p> : null}
            <h1 id="realtor-name" className={styles.name}>
              {name}
              {koreanName && koreanName !== name ? (
                <span className={styles.koreanName} lang="ko">
                  {' '}
                  {koreanName}
                </span>
              ) : null}
            </h1>
            {credentials.length ? <DotList items={credentials} className={styles.meta} /> : null}
            <ul className={styles.actions} aria-label={t('contact')}>
              {realtor.contactPhone ? (
                <li>
                  <a href={tel} className={styles.action}>
                    {t('call')} · {realtor.contactPhone}
                  </a>
                </li>
              ) : null}
              {realtor.email ? (
                <li>
                  <a href={`mailto:${realtor.email}`} className={styles.actionSecondary}>
                    {t('email')}
                  </a>
                </li>
              ) : null}
              {messengers(realtor).map(({ key, href }) => (
                <li key={key}>
                  <a href={href} className={styles.actionSecondary} rel="noopener" target="_blank">
                    {t(key)}
                  </a>
                </li>
              ))}
              {/* The contact card (vCard), which every realtor has: their name and homepage at least. */}
              <li>
                <a href={`/v1/realtor/${realtor.desiredUrl}/vcard?locale=${locale}`} className={styles.actionSecondary} download>
                  {t('saveContact')}
                </a>
              </li>
            </ul>
          </div>
        </div>
      </section>

      {years !== undefined || realtor.salesCount || realtor.lastYearSalesTotal ? (
        <section className={`${styles.section} ${styles.statsBand}`} aria-labelledby="stats-title">
          <h2 id="stats-title" className="visually-hidden">
            {t('stats')}
          </h2>
          <dl className={styles.stats}>
            {years !== undefined ? (
              <div>
                <dt>{t('careerLabel')}</dt>
                <dd>{t('careerYears', { years })}</dd>
              </div>
            ) : null}
            {realtor.salesCount ? (
              <div>
                <dt>{t('salesCount')}</dt>
                <dd>{formatThousands(realtor.salesCount)}</dd>
              </div>
            ) : null}
            {realtor.lastYearSalesTotal ? (
              <div>
                <dt>{t('salesTotal')}</dt>
                <dd>{formatUsdAmount(realtor.lastYearSalesTotal, locale)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      {about || realtor.activityRegion.length ? (
        <div className={styles.introGrid}>
          {about ? (
            <section id="about" className={`${styles.section} ${styles.about}`} aria-labelledby="about-title">
              <h2 id="about-title">{t('about')}</h2>
              <div {...langOf(about, locale)}>
                <Paragraphs text={about.value} lang={about.lang} />
              </div>
            </section>
          ) : null}
          {realtor.activityRegion.length ? (
            <section id="areas" className={`${styles.section} ${styles.areas}`} aria-labelledby="regions-title">
              <h2 id="regions-title">{t('regions')}</h2>
              <ul className={styles.regions}>
                {areas.map(({ region: r, neighborhoods }, index) => {
                  const figures = markets[index];
                  const place = neighborhoods.length ? neighborhoodList.format(neighborhoods) : cityName(r.city, locale);
                  return (
                    <li key={`${r.city}-${r.neighborhood}-${r.zipcode}`}>
                      <strong>{place}</strong>
                      <span>
                        {r.neighborhood ? `${cityName(r.city, locale)}, ` : ''}
                        {r.state} {r.zipcode}
                      </span>
                      {figures ? (
                        <span className={styles.areaMarket}>{phrased(t('areaMarket', { price: formatUsdAmount(figures.medianPrice, locale) }), locale)}</span>
                      ) : null}
                      {/* An area with homes for sale leads to them (a neighbourhood's by its ZIP code, a city's by the city);
                          one without leads to the contact form, to ask about the homes to come. The link covers the card. */}
                      {forSale[index]! > 0 ? (
                        <a className={styles.areaHomes} href={localizePath(listingsIndexPath(realtor.desiredUrl, 'sale', 1, areaFilters[index]!), locale)}>
                          {t('areaHomes', { place })}
                        </a>
                      ) : (
                        <a className={styles.areaHomes} href="#contact">
                          {t('areaAsk', { place })}
                        </a>
                      )}
                    </li>
                  );
                })}
              </ul>
              {market && markets.some(Boolean) ? <p className={styles.areaMarketNote}>{phrased(t('areaMarketNote', { mls: MLS_NAMES[market] }), locale)}</p> : null}
            </section>
          ) : null}
        </div>
      ) : null}

      {video ? (
        <section className={styles.section} aria-labelledby="video-title">
          <h2 id="video-title">{t('video')}</h2>
          {/* The poster is the realtor's own photo, optimised and lazy (it is below the fold):
              nothing is fetched from YouTube before a click. */}
          <div className={styles.videoFrame}>
            {top.at(-1) ? (
              // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised through getImageProps; decorative
              <img {...image(top.at(-1)!.url, '', 1600, 900, '(min-width: 1280px) 1120px, 100vw')} className={styles.videoImage} />
            ) : null}
            <VideoEmbed id={video} title={`${t('video')} — ${name}`} playLabel={t('playVideo', { title: name })} />
          </div>
        </section>
      ) : null}

      {gallery.length ? (
        <section className={styles.section} aria-labelledby="gallery-title">
          <h2 id="gallery-title">{t('gallery')}</h2>
          <GalleryLightbox
            items={gallery.map((photo, index) => {
              const alt = t('galleryAlt', { name, index: index + 1 });
              // A phone (two cells, 46vw each) picks a small image, where 1x/2x candidates gave it 1080.
              return { href: photoSrc(photo.url), alt, thumbnail: image(photo.url, alt, 480, 320, GALLERY_SIZES) };
            })}
            labels={{
              Previous: t('lightboxPrevious'),
              Next: t('lightboxNext'),
              Close: t('lightboxClose'),
              Lightbox: t('gallery'),
              'Photo gallery': t('gallery'),
              Slide: t('lightboxSlide'),
              Carousel: t('lightboxCarousel'),
              '{index} of {total}': t('lightboxCounter', { index: '{index}', total: '{total}' }),
            }}
          />
        </section>
      ) : null}

      {/* The luxury template sets the realtor's own sections side by side on a wide screen (a few
          lines each under a large centred heading left most of the width empty); the others give
          each its row, with the title in a column of its own. */}
      {realtor.template === 'luxury' && sections.length > 1 ? <div className={styles.extraSections}>{extraSections}</div> : extraSections}

      {/* The listings section (SPEC §4, §7) fills this slot when the realtor has listings. */}
      {listings ? (
        <div id="listings" className={styles.listingsSlot}>
          {listings}
        </div>
      ) : null}

      {testimonials.length ? (
        <section id="testimonials" className={styles.section} aria-labelledby="testimonials-title">
          <h2 id="testimonials-title">{t('testimonials')}</h2>
          <ul className={styles.quotes}>
            {testimonials.map((quote, i) => (
              // Each in the language the client wrote it in, marked when it is not the page's.
              <li key={i} {...langOf({ value: quote, lang: quote.lang }, locale)}>
                <figure>
                  <blockquote>
                    <Paragraphs text={quote.quote} lang={quote.lang} />
                  </blockquote>
                  <figcaption>
                    <strong>{quote.author}</strong>
                    {quote.detail ? <span>{phrased(quote.detail, quote.lang)}</span> : null}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {/* The seller's question every agent's site asks, unless the realtor turns it off: the link
          leads to the contact form with "Selling" chosen (ContactForm reads data-contact-interest;
          without script it still leads there). */}
      {realtor.sellerBand === 'Y' ? (
        <section id="selling" className={styles.section} aria-labelledby="selling-title">
          <div className={styles.sellBox}>
            <div>
              <h2 id="selling-title">{phrased(t('sellTitle'), locale)}</h2>
              <p>{phrased(t('sellText', { name }), locale)}</p>
            </div>
            <a className={styles.sellAction} href="#contact" data-contact-interest="sell">
              {t('sellAction')}
            </a>
          </div>
        </section>
      ) : null}

      {company.length ? (
        <section className={styles.section} aria-labelledby="company-title">
          <h2 id="company-title">{t('companyInfo')}</h2>
          <dl className={styles.company}>
            {company.map((c) => (
              <div key={c.type}>
                <dt>
                  {t(({ company_address: 'companyAddress', company_phone: 'companyPhone', company_fax: 'companyFax', company_license: 'companyLicense' } as const)[c.type])}
                </dt>
                <dd>{c.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section id="contact" className={`${styles.section} ${styles.contact}`} aria-labelledby="contact-title">
        <h2 id="contact-title">{contact('title')}</h2>
        <p>{phrased(contact('intro', { name }), locale)}</p>
        <div className={styles.contactGrid}>
          <NextIntlClientProvider messages={pickClientMessages(messages, ['ContactForm', 'PhoneField'])}>
            <ContactForm realtorId={realtor.id} />
          </NextIntlClientProvider>
          {/* Beside the form (under it on phones): who answers, and the ways to reach them now. */}
          <RealtorContactCard realtor={realtor} name={name} heading="h3">
            {social.length ? (
              <ul className={styles.links} aria-label={t('sns')}>
                {social.map(([label, href, logo]) => (
                  <li key={label}>
                    <a href={href} rel="noopener" target="_blank">
                      {/* The service's logo in its colour (Simple Icons), beside its name. */}
                      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill={`#${logo.hex}`}>
                        <path d={logo.path} />
                      </svg>
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </RealtorContactCard>
        </div>
      </section>
    </RealtorShell>
  );
}
