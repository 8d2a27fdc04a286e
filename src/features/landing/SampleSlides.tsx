import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import styles from './SampleCarousel.module.css';

export interface SampleSlide {
  href: string;
  name: string;
  place: string;
  image: string;
}

/** The carousel's slides, rendered on the server (plain responsive <img>, no client code). */
export async function SampleSlides({ slides }: { slides: SampleSlide[] }) {
  const t = await getTranslations('Carousel');
  return slides.map((slide, index) => {
    const { props: image } = getImageProps({
      src: slide.image,
      alt: '',
      width: 800,
      height: 450,
      sizes: '(min-width: 1100px) 560px, (min-width: 500px) 70vw, 84vw',
    });
    return (
      <div
        key={slide.href}
        className={styles.slide}
        role="group"
        aria-roledescription="slide"
        aria-label={t('slideLabel', { index: index + 1, total: slides.length })}
      >
        <a href={slide.href} target="_blank" rel="noopener" className={styles.card} draggable={false}>
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised through getImageProps; alt ('') is in the spread props */}
          <img {...image} className={styles.image} draggable={false} />
          <span className={styles.name}>{slide.name}</span>
          <span className={styles.place}>{slide.place}</span>
          <span className="visually-hidden">{t('opensInNewTab')}</span>
        </a>
      </div>
    );
  });
}
