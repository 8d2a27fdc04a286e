'use client';

import menu from '@/features/layout/DisclosureMenu.module.css';
import { useDisclosure } from '@/features/layout/use-disclosure';
import styles from './RealtorPage.module.css';

/**
 * The realtor site's section menu on phones: a disclosure of plain links, so it opens and reaches
 * every section before the page's script has loaded (and without it); with the script, choosing
 * a section or clicking outside closes it.
 */
export function SiteMenu({ label, items, tone }: { label: string; items: { href: string; label: string; className?: string }[]; tone: 'light' | 'dark' }) {
  const rootRef = useDisclosure();
  return (
    <details ref={rootRef} className={`${menu.root} ${tone === 'dark' ? menu.dark : ''} ${styles.siteMenu}`} suppressHydrationWarning>
      <summary className={menu.label}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
        <span>{label}</span>
      </summary>
      <ul className={`${menu.menu} ${styles.siteMenuList}`}>
        {items.map((item) => (
          <li key={item.href} className={item.className}>
            <a href={item.href} className={menu.option} onClick={() => (rootRef.current!.open = false)}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
