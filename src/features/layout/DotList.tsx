import type { ReactNode } from 'react';
import styles from './DotList.module.css';

/**
 * Short items in a row with a "·" between them ("3 bd · 2 ba · 1,880 sq ft", "DRE #01234567 ·
 * Brokerage"): a line breaks between items, an item breaks inside only when it is wider than a
 * whole line, and no line starts or ends with a dot (each item's dot sits before it, and the
 * list's box clips the dot of the first item on every line). The dot is not read out.
 */
export function DotList({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <div className={className ? `${styles.line} ${className}` : styles.line}>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
