import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import styles from './SampleCarousel.module.css';
import { SAMPLE_SHOT_SIZES } from './sample-shots';

export interface SampleSlide {
  href: string;
  name: string;
  place: string;
  /** The homepage's pictures on a desktop and a phone (scripts/sample-screenshots.ts). */
  desktop: string;
  phone: string;
}

/**
 * The carousel's slides, rendered on the server (plain responsive <img>, no client code): each
 * sample homepage as it looks on a desktop, with the same page on a phone in front of it.
 */
export async function SampleSlides({ slides }: { slides: SampleSlide[] }) {
  const t = await getTranslations('Carousel');
  return slides.map((slide, index) => {
    const { props: desktop } = getImageProps({
      src: slide.desktop,
      alt: '',
      ...SAMPLE_SHOT_SIZES.desktop,
      // A slide is 1/1.4 of the carousel from 500 px (1/1.2 under it), the landing page's column of at most 1,180 px.
      sizes: '(min-width: 1240px) 840px, (min-width: 500px) 68vw, 80vw',
    });
    // The phone is 22 % of its slide.
    const { props: phone } = getImageProps({ src: slide.phone, alt: '', ...SAMPLE_SHOT_SIZES.phone, sizes: '(min-width: 1240px) 185px, (min-width: 500px) 15vw, 18vw' });
    return (
      <div
        key={slide.href}
        className={styles.slide}
        role="group"
        aria-roledescription="slide"
        aria-label={t('slideLabel', { index: index + 1, total: slides.length })}
      >
        <a href={slide.href} target="_blank" rel="noopener" className={styles.card} draggable={false}>
          <span className={styles.devices}>
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised through getImageProps; alt ('') is in the spread props */}
            <img {...desktop} className={styles.image} draggable={false} />
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised through getImageProps; alt ('') is in the spread props */}
            <img {...phone} className={styles.phone} draggable={false} />
          </span>
          <span className={styles.name}>{slide.name}</span>
          <span className={styles.place}>{slide.place}</span>
          <span className="visually-hidden">{t('opensInNewTab')}</span>
        </a>
      </div>
    );
  });
}
