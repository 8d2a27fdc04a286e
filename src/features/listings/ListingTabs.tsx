'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Listings.module.css';

/**
 * The ARIA tabs pattern over panels rendered on the server: arrow keys, Home and End move
 * between tabs; only the chosen panel is shown.
 */
export function ListingTabs({ tabs }: { tabs: { id: string; label: string; panel: ReactNode }[] }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const last = tabs.length - 1;
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tabs.length) % tabs.length;
    setSelected(index);
    buttons.current[index]?.focus();
  }

  return (
    <>
      <div role="tablist" className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.id} role="tabpanel" id={`panel-${tab.id}`} aria-labelledby={`tab-${tab.id}`} hidden={index !== selected} tabIndex={0}>
          {tab.panel}
        </div>
      ))}
    </>
  );
}
