'use client';

import { useEffect, useState, type ReactNode } from 'react';
import styles from './Landing.module.css';

/** Header scroll threshold (SPEC §9): transparent until the page scrolls past 10 px. */
export const HEADER_SCROLL_THRESHOLD = 10;

/** The fixed landing header: transparent over the hero, solid black once the page scrolls. */
export function LandingHeader({ children }: { children: ReactNode }) {
  const [solid, setSolid] = useState(false);
  useEffect(() => {
    const update = () => setSolid(window.scrollY > HEADER_SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <header className={`header-bar ${styles.header} ${solid ? styles.headerSolid : ''}`} data-solid={solid}>
      {children}
    </header>
  );
}
