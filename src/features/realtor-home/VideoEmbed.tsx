'use client';

import { useState } from 'react';
import { useHydrated } from '@/features/forms/use-hydrated';
import styles from './RealtorPage.module.css';

/**
 * The recommended video: a poster with a play button; the privacy-enhanced player
 * (youtube-nocookie.com) loads only when the visitor clicks.
 */
export function VideoEmbed({ id, title, playLabel }: { id: string; title: string; playLabel: string }) {
  const [playing, setPlaying] = useState(false);
  // A click before the page hydrates would do nothing: the button waits for it.
  const hydrated = useHydrated();
  if (playing) {
    return (
      <iframe
        className={styles.video}
        src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <button type="button" className={styles.videoPoster} onClick={() => setPlaying(true)} aria-label={playLabel} disabled={!hydrated}>
      <svg aria-hidden="true" width="72" height="72" viewBox="0 0 72 72">
        <circle cx="36" cy="36" r="34" fill="rgb(0 0 0 / 0.7)" />
        <path d="M29 22v28l22-14z" fill="#fff" />
      </svg>
    </button>
  );
}
