'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import type { ListingCard, SearchType } from '@/lib/schemas/listings';
import styles from './Listings.module.css';

type CardView = ComponentType<{ home: ListingCard; type: SearchType; desiredUrl: string }>;
type Lists = Partial<Record<SearchType, { homes: ListingCard[]; Card: CardView } | 'loading' | 'failed'>>;

/**
 * The four listing tabs (ARIA tabs pattern: arrow keys, Home and End). The first tab comes
 * rendered from the server; another tab's listings load from the listing API (SPEC §7: GET
 * /cozying-api/v1/agent, no token) when it is first chosen, together with the card code — so the
 * page carries one list, not four, and no card code until a visitor asks for another tab.
 */
export function ListingTabs({ tabs, initialType, initialPanel, query, perTab, desiredUrl }: {
  /** Each tab's total and the link to all of its listings, page by page (`/{desiredUrl}/homes?type=…`). */
  tabs: { type: SearchType; total: number; allHref: string }[];
  initialType: SearchType;
  initialPanel: ReactNode;
  query: { licenseNumber: string; market: 'crmls' | 'fmls' };
  perTab: number;
  desiredUrl: string;
}) {
  const t = useTranslations('Listings');
  const [selected, setSelected] = useState(tabs.findIndex((tab) => tab.type === initialType));
  const [lists, setLists] = useState<Lists>({});
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    setSelected(index);
    const { type } = tabs[index]!;
    if (type === initialType || (lists[type] && lists[type] !== 'failed')) return;
    setLists((current) => ({ ...current, [type]: 'loading' }));
    Promise.all([import('@/lib/api-client'), import('./ListingCardView')])
      .then(async ([{ mainApi }, { ListingCardView }]) => {
        // The answer is a list (SPEC §7); the number of all is in X-Total-Count.
        const { data } = await mainApi.request<ListingCard[]>('/cozying-api/v1/agent', { query: { ...query, searchType: type }, skipTokenCheck: true });
        setLists((current) => ({ ...current, [type]: { homes: data.slice(0, perTab), Card: ListingCardView } }));
      })
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
            {tab.type === initialType ? initialPanel : null}
            {list === 'loading' ? <p>{t('loading')}</p> : null}
            {list === 'failed' ? <p role="alert">{t('failed')}</p> : null}
            {typeof list === 'object' ? (
              list.homes.length ? (
                <ul className={styles.grid}>
                  {list.homes.map((home) => (
                    <list.Card key={home.listingKey} home={home} type={tab.type} desiredUrl={desiredUrl} />
                  ))}
                </ul>
              ) : (
                <p>{t('empty')}</p>
              )
            ) : null}
            {tab.total > 0 ? (
              <p className={styles.more}>
                <a href={tab.allHref} className={styles.tab}>
                  {t('seeAll', { count: tab.total, type: tab.type })}
                </a>
              </p>
            ) : null}
          </div>
        );
      })}
    </>
  );
}
