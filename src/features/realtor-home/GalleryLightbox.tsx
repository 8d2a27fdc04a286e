'use client';

import { useState, type ComponentType, type ImgHTMLAttributes, type MouseEvent } from 'react';
import type { LightboxViewProps } from './LightboxView';
import styles from './RealtorPage.module.css';

export interface GalleryItem {
  /** The full-size image, opened in the lightbox (or in a new tab without JavaScript). */
  href: string;
  alt: string;
  thumbnail: ImgHTMLAttributes<HTMLImageElement>;
}

/**
 * The gallery: server-rendered links to each photo; a click opens an accessible lightbox
 * (yet-another-react-lightbox: a modal dialog with keyboard, swipe and focus handling), whose code
 * loads only on the first click. `showAll` adds a link that opens it at the first photo, for a
 * gallery whose layout shows only some of them.
 */
export function GalleryLightbox({
  items,
  labels,
  showAll,
}: {
  items: GalleryItem[];
  labels: LightboxViewProps['labels'];
  showAll?: { label: string; className?: string };
}) {
  const [index, setIndex] = useState(-1);
  const [View, setView] = useState<ComponentType<LightboxViewProps> | null>(null);

  async function open(i: number) {
    if (!View) {
      const { LightboxView } = await import('./LightboxView');
      setView(() => LightboxView);
    }
    setIndex(i);
  }

  // A link to photo `i` that opens the lightbox there (the photo itself in a new tab without script).
  const opener = (i: number) => ({
    href: items[i]!.href,
    target: '_blank',
    rel: 'noopener',
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      void open(i);
    },
  });

  return (
    <>
      <ul className={styles.gallery}>
        {items.map((item, i) => (
          <li key={item.href}>
            <a {...opener(i)}>
              {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised through getImageProps on the server; alt is in the props */}
              <img {...item.thumbnail} />
            </a>
          </li>
        ))}
      </ul>
      {showAll && items[0] ? (
        <a {...opener(0)} className={showAll.className}>
          {showAll.label}
        </a>
      ) : null}
      {View ? <View open={index >= 0} index={Math.max(0, index)} close={() => setIndex(-1)} slides={items.map(({ href, alt }) => ({ src: href, alt }))} labels={labels} /> : null}
    </>
  );
}
