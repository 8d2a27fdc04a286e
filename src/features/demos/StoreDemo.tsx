'use client';

import { useTranslations } from 'next-intl';
import { create } from 'zustand';
import { useHydrated } from '@/features/forms/use-hydrated';
import styles from './Demos.module.css';

interface Favourites {
  homes: number[];
  add: () => void;
  clear: () => void;
}

/** A client store (zustand); the route keeps its old name, pinia_sample, for URL compatibility. */
const useFavourites = create<Favourites>((set) => ({
  homes: [],
  add: () => set((state) => ({ homes: [...state.homes, state.homes.length + 1] })),
  clear: () => set({ homes: [] }),
}));

export function StoreDemo() {
  const t = useTranslations('Demo');
  const { homes, add, clear } = useFavourites();
  // The buttons do nothing until the page hydrates, so they wait for it.
  const hydrated = useHydrated();
  return (
    <div>
      <p role="status">{t('count', { count: homes.length })}</p>
      <ul>
        {homes.map((n) => (
          <li key={n}>{t('home', { number: n })}</li>
        ))}
      </ul>
      <button type="button" className={styles.button} onClick={add} disabled={!hydrated}>
        {t('add')}
      </button>{' '}
      <button type="button" className={styles.button} onClick={clear} disabled={!hydrated}>
        {t('clear')}
      </button>
    </div>
  );
}
