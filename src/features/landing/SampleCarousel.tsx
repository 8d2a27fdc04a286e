'use client';

import useEmblaCarousel from 'embla-carousel-react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styles from './SampleCarousel.module.css';

export interface SampleSlide {
  href: string;
  name: string;
  place: string;
  image: string;
}

/** SPEC §9: keyboard throttle 200 ms, drag threshold 5 px. */
const KEYBOARD_THROTTLE_MS = 200;
const DRAG_THRESHOLD_PX = 5;
/**
 * Embla's `duration` is not in milliseconds; 20 gives about the SPEC's 300 ms for one slide.
 * (1.2 slides show below 500 px, 1.4 from 500 px: slide widths in the CSS module.)
 */
const EMBLA_DURATION = 20;

/**
 * The carousel of the ten sample homepages (embla-carousel). Each slide opens the homepage in a
 * new tab; a drag of more than 5 px does not open it (embla swallows the click after a drag).
 */
export function SampleCarousel({ slides }: { slides: SampleSlide[] }) {
  const t = useTranslations('Carousel');
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    loop: false,
    dragThreshold: DRAG_THRESHOLD_PX,
    duration: EMBLA_DURATION,
    containScroll: 'trimSnaps',
  });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);
  const lastKey = useRef(0);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      const now = Date.now();
      if (now - lastKey.current < KEYBOARD_THROTTLE_MS) return;
      lastKey.current = now;
      if (event.key === 'ArrowLeft') embla?.scrollPrev();
      else embla?.scrollNext();
    },
    [embla],
  );

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={t('samplesLabel')}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              key={slide.href}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slideLabel', { index: index + 1, total: slides.length })}
            >
              <a href={slide.href} target="_blank" rel="noopener" className={styles.card} draggable={false}>
                <Image
                  src={slide.image}
                  alt=""
                  width={800}
                  height={450}
                  sizes="(min-width: 1100px) 560px, (min-width: 500px) 70vw, 84vw"
                  className={styles.image}
                  draggable={false}
                />
                <span className={styles.name}>{slide.name}</span>
                <span className={styles.place}>{slide.place}</span>
                <span className="visually-hidden">{t('opensInNewTab')}</span>
              </a>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" onClick={() => embla?.scrollPrev()} disabled={!canPrev} aria-label={t('previous')}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M15 18 9 12l6-6" />
          </svg>
        </button>
        <button type="button" onClick={() => embla?.scrollNext()} disabled={!canNext} aria-label={t('next')}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="m9 18 6-6-6-6" />
          </svg>
        </button>
      </div>
    </div>
  );
}
