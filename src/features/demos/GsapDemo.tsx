'use client';

import { gsap } from 'gsap';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useHydrated } from '@/features/forms/use-hydrated';
import styles from './Demos.module.css';

/** /{desiredUrl}/gsap_sample: a GSAP timeline in the realtor's colours (still under reduced motion). */
export function GsapDemo() {
  const t = useTranslations('Demo');
  const stage = useRef<HTMLDivElement>(null);
  const timeline = useRef<gsap.core.Timeline | null>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const context = gsap.context(() => {
      timeline.current = gsap
        .timeline({ paused: reduce })
        .from('[data-box]', { y: 40, opacity: 0, stagger: 0.12, duration: 0.5, ease: 'power2.out' })
        .to('[data-box]', { rotate: 360, stagger: 0.08, duration: 0.8, ease: 'back.inOut(1.4)' });
      if (reduce) timeline.current.progress(1);
    }, stage);
    return () => context.revert();
  }, []);

  return (
    <div>
      <div ref={stage} className={styles.stage} data-testid="gsap-stage">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} data-box className={styles.box} />
        ))}
      </div>
      <button type="button" className={styles.button} onClick={() => timeline.current?.restart()} disabled={!hydrated}>
        {t('play')}
      </button>
    </div>
  );
}
