'use client';

import styles from './DisclosureMenu.module.css';
import { useDisclosure } from './use-disclosure';

/**
 * A menu of links on a disclosure (a realtor site's sections on phones, the editor's groups on
 * phones): it opens and its links work before the page's script has loaded, and without it; with
 * the script, choosing a link or clicking outside closes it.
 */
export function AnchorMenu({
  label,
  items,
  tone = 'light',
  className = '',
  listClassName = '',
}: {
  label: string;
  items: { href: string; label: string; className?: string }[];
  tone?: 'light' | 'dark';
  className?: string;
  listClassName?: string;
}) {
  const rootRef = useDisclosure();
  return (
    <details ref={rootRef} className={`${styles.root} ${tone === 'dark' ? styles.dark : ''} ${className}`} suppressHydrationWarning>
      <summary className={styles.label}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
        <span>{label}</span>
      </summary>
      <ul className={`${styles.menu} ${listClassName}`}>
        {items.map((item) => (
          <li key={item.href} className={item.className}>
            <a href={item.href} className={styles.option} onClick={() => (rootRef.current!.open = false)}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
