'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';
import { mainApi } from '@/lib/api-client';
import type { ListingCard, SearchType } from '@/lib/schemas/listings';
import { ListingCardView } from './ListingCardView';
import styles from './Listings.module.css';

type Lists = Partial<Record<SearchType, ListingCard[] | 'loading' | 'failed'>>;

/**
 * The four listing tabs (ARIA tabs pattern: arrow keys, Home and End). The first tab comes
 * rendered from the server; another tab's listings load from the listing API (SPEC §7: GET
 * /cozying-api/v1/agent, no token) when it is first chosen, so the page carries one list, not four.
 */
export function ListingTabs({ tabs, initial, query, perTab }: {
  tabs: { type: SearchType; total: number }[];
  initial: { type: SearchType; homes: ListingCard[] };
  query: { licenseNumber: string; market: 'crmls' | 'fmls' };
  perTab: number;
}) {
  const t = useTranslations('Listings');
  const [selected, setSelected] = useState(tabs.findIndex((tab) => tab.type === initial.type));
  const [lists, setLists] = useState<Lists>({ [initial.type]: initial.homes });
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    setSelected(index);
    const { type } = tabs[index]!;
    if (lists[type] && lists[type] !== 'failed') return;
    setLists((current) => ({ ...current, [type]: 'loading' }));
    mainApi
      .request<{ homes: ListingCard[] }>('/cozying-api/v1/agent', { query: { ...query, searchType: type }, skipTokenCheck: true })
      .then(({ data }) => setLists((current) => ({ ...current, [type]: data.homes.slice(0, perTab) })))
      .catch(() => setLists((current) => ({ ...current, [type]: 'failed' })));
  }

  function onKeyDown(event: KeyboardEvent) {
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tabs.length) % tabs.length;
    select(index);
    buttons.current[index]?.focus();
  }

  return (
    <>
      <div role="tablist" className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.type}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.type}`}
            aria-controls={`panel-${tab.type}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
          >
            {t(`tab_${tab.type}`, { count: tab.total })}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => {
        const list = lists[tab.type];
        return (
          <div key={tab.type} role="tabpanel" id={`panel-${tab.type}`} aria-labelledby={`tab-${tab.type}`} hidden={index !== selected} tabIndex={0} aria-busy={list === 'loading'}>
            {list === 'loading' ? <p>{t('loading')}</p> : null}
            {list === 'failed' ? <p role="alert">{t('failed')}</p> : null}
            {Array.isArray(list) ? (
              list.length ? (
                <ul className={styles.grid}>
                  {list.map((home) => (
                    <ListingCardView key={home.listingKey} home={home} type={tab.type} />
                  ))}
                </ul>
              ) : (
                <p>{t('empty')}</p>
              )
            ) : null}
          </div>
        );
      })}
    </>
  );
}
