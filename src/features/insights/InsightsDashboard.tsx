import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { isLocale, LOCALE_INFO } from '@/i18n/locales';
import type { Counted } from '@/server/visits/periods';
import { GRANULARITIES } from '@/server/visits/periods';
import { INSIGHT_RANGES, type Insights } from '@/server/visits/get-insights';
import { InsightsChart, type ChartRow, type ChartSeries } from './InsightsChart';
import styles from './Insights.module.css';

const COLORS = { views: '#1f4e79', visitors: '#b45309', messages: '#166534', leads: '#7e22ce' };

interface Column {
  key: string;
  label: string;
}

/** A chart and the same numbers as a table (shown on request): every chart has its table. */
async function ChartSection({ id, title, type, rows, series, columns, empty }: { id: string; title: string; type: 'line' | 'columns' | 'rows'; rows: ChartRow[]; series: ChartSeries[]; columns: Column[]; empty: boolean }) {
  const t = await getTranslations('Insights');
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {empty ? (
        <p className={styles.hint}>{t('empty')}</p>
      ) : (
        <>
          <InsightsChart type={type} data={rows} series={series} label={t('chartLabel', { title })} />
          <details className={styles.tableView}>
            <summary>{t('showTable')}</summary>
            <div className={styles.tableScroll}>
              <table>
                <caption>{title}</caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.key} scope="col">
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.label}>
                      {columns.map((column, index) =>
                        index === 0 ? (
                          <th key={column.key} scope="row">
                            {row[column.key]}
                          </th>
                        ) : (
                          <td key={column.key}>{row[column.key]}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}

/**
 * The insights page's body (issue #28): the period form (a plain GET form), the totals, and each
 * chart with its table — visits and visitors, messages (and, for all realtors, homepage requests),
 * languages, devices, referrers, countries, top listing and other pages, messages by source and
 * language; for all realtors also the list per realtor.
 */
export async function InsightsDashboard({ insights, realtorParam, realtorLink, nothingYet, children }: {
  insights: Insights;
  /** Shown instead of the charts when the period has no visit and no message (a realtor's page). */
  nothingYet?: ReactNode;
  /** The admins' page: the realtor chosen (kept by the period form). */
  realtorParam?: number;
  /** The admins' page: where one realtor's insights open. */
  realtorLink?: (realtorId: number) => string;
  children?: ReactNode;
}) {
  // What the visitors want help with, in the words of the form they chose it on.
  const [t, interests, format] = await Promise.all([getTranslations('Insights'), getTranslations('ContactForm.interests'), getFormatter()]);
  const number = (n: number) => format.number(n);
  const periodLabel = (period: string) =>
    insights.by === 'month'
      ? format.dateTime(new Date(`${period}-01T00:00:00Z`), { year: 'numeric', month: 'short', timeZone: 'UTC' })
      : format.dateTime(new Date(`${period}T00:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const pageLabel = (path: string) => {
    const known: Record<string, string> = { '/': t('pages.home'), '/homes': t('pages.listings'), '/terms': t('pages.terms'), '/terms/privacy': t('pages.privacy'), '/agreement': t('pages.agreement') };
    return known[path] ?? path;
  };
  const counted = (items: Counted[], label: (value: string) => string): ChartRow[] => items.map((item) => ({ label: label(item.value), views: item.views, visitors: item.visitors }));
  // A listing by its street and city ("6021 Harbor Dr, Irvine"); by its key once it is no longer stored.
  const listingLabel = (key: string) => insights.listingAddresses[key] ?? key;
  const visitSeries: ChartSeries[] = [
    { key: 'views', name: t('views'), color: COLORS.views },
    { key: 'visitors', name: t('visitors'), color: COLORS.visitors },
  ];
  const visitColumns = (first: string): Column[] => [
    { key: 'label', label: first },
    { key: 'views', label: t('views') },
    { key: 'visitors', label: t('visitors') },
  ];
  const allRealtors = insights.realtorId === null;

  const series = insights.series.map((p) => ({ label: periodLabel(p.period), views: p.views, visitors: p.visitors, messages: p.messages, ...(allRealtors ? { leads: p.leads ?? 0 } : {}) }));
  const messageSeries: ChartSeries[] = [{ key: 'messages', name: t('messages'), color: COLORS.messages }, ...(allRealtors ? [{ key: 'leads', name: t('leads'), color: COLORS.leads }] : [])];
  const totals = insights.totals;
  /** A chart of the messages by one attribute (source, language, what the visitor wants), with its table. */
  const messagesBy = (id: string, title: string, rows: ChartRow[]) => (
    <ChartSection id={id} title={title} type="rows" rows={rows} series={[messageSeries[0]!]} columns={[{ key: 'label', label: t('value') }, { key: 'messages', label: t('messages') }]} empty={!rows.length} />
  );

  return (
    <div className={styles.dashboard}>
      <p className={styles.hint}>{t('intro')}</p>
      <form method="get" className={styles.filters} aria-label={t('filtersLabel')}>
        {realtorParam ? <input type="hidden" name="realtor" value={realtorParam} /> : null}
        <p className={styles.field}>
          <label htmlFor="insights-days">{t('rangeLabel')}</label>
          <select id="insights-days" name="days" defaultValue={String(insights.days)}>
            {INSIGHT_RANGES.map((days) => (
              <option key={days} value={days}>
                {t('range', { days })}
              </option>
            ))}
          </select>
        </p>
        <p className={styles.field}>
          <label htmlFor="insights-by">{t('byLabel')}</label>
          <select id="insights-by" name="by" defaultValue={insights.by}>
            {GRANULARITIES.map((by) => (
              <option key={by} value={by}>
                {t(`by.${by}`)}
              </option>
            ))}
          </select>
        </p>
        <p>
          <button type="submit" className={styles.button}>
            {t('apply')}
          </button>
        </p>
      </form>

      <dl className={styles.totals} data-testid="insights-totals">
        <div>
          <dt>{t('views')}</dt>
          <dd data-testid="total-views">{number(totals.views)}</dd>
        </div>
        <div>
          <dt>{t('visitors')}</dt>
          <dd data-testid="total-visitors">{number(totals.visitors)}</dd>
        </div>
        <div>
          <dt>{t('messages')}</dt>
          <dd data-testid="total-messages">
            {number(totals.messages)} <small>({t('listingMessages')} {number(totals.listingMessages)})</small>
          </dd>
        </div>
        {totals.leads !== undefined ? (
          <div>
            <dt>{t('leads')}</dt>
            <dd>{number(totals.leads)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('conversion')}</dt>
          <dd data-testid="total-conversion">{format.number(totals.conversion, { style: 'percent', maximumFractionDigits: 1 })}</dd>
        </div>
      </dl>
      <p className={styles.hint}>{t('visitorsNote')}</p>

      {nothingYet && !totals.views && !totals.messages ? (
        <section className={`${styles.card} ${styles.nothingYet}`} aria-labelledby="insights-nothing-title">
          <h2 id="insights-nothing-title">{t('nothingYetTitle')}</h2>
          {nothingYet}
        </section>
      ) : (
        <div className={styles.grid}>
          <ChartSection id="insights-visits" title={t('charts.visits')} type="line" rows={series} series={visitSeries} columns={visitColumns(t('period'))} empty={false} />
          <ChartSection
            id="insights-messages"
            title={t('charts.messages')}
            type="columns"
            rows={series}
            series={messageSeries}
            columns={[{ key: 'label', label: t('period') }, ...messageSeries.map((s) => ({ key: s.key, label: s.name }))]}
            empty={false}
          />
          <ChartSection id="insights-locales" title={t('charts.locales')} type="rows" rows={counted(insights.byLocale, (v) => (isLocale(v) ? LOCALE_INFO[v].name : v))} series={visitSeries} columns={visitColumns(t('value'))} empty={!insights.byLocale.length} />
          <ChartSection id="insights-devices" title={t('charts.devices')} type="rows" rows={counted(insights.byDevice, (v) => t(`devices.${v as 'mobile'}`))} series={visitSeries} columns={visitColumns(t('value'))} empty={!insights.byDevice.length} />
          <ChartSection id="insights-referrers" title={t('charts.referrers')} type="rows" rows={counted(insights.byReferrer, (v) => v || t('direct'))} series={visitSeries} columns={visitColumns(t('value'))} empty={!insights.byReferrer.length} />
          <ChartSection id="insights-countries" title={t('charts.countries')} type="rows" rows={counted(insights.byCountry, (v) => v || t('unknownCountry'))} series={visitSeries} columns={visitColumns(t('value'))} empty={!insights.byCountry.length} />
          <ChartSection id="insights-top-listings" title={t('charts.topListings')} type="rows" rows={counted(insights.topListings, (v) => listingLabel(v.replace(/^\/homes\//, '')))} series={visitSeries} columns={visitColumns(t('value'))} empty={!insights.topListings.length} />
          <ChartSection id="insights-top-pages" title={t('charts.topPages')} type="rows" rows={counted(insights.topPages, pageLabel)} series={visitSeries} columns={visitColumns(t('value'))} empty={!insights.topPages.length} />
          {messagesBy('insights-message-sources', t('charts.messagesBySource'), insights.messagesBySource.map((m) => ({ label: m.source === 'homepage' ? t('homepageSource') : t('listingSource', { key: listingLabel(m.source) }), messages: m.messages })))}
          {messagesBy('insights-message-locales', t('charts.messagesByLocale'), insights.messagesByLocale.map((m) => ({ label: isLocale(m.locale) ? LOCALE_INFO[m.locale].name : m.locale, messages: m.messages })))}
          {messagesBy('insights-message-interests', t('charts.messagesByInterest'), insights.messagesByInterest.map((m) => ({ label: m.interest ? interests(m.interest) : t('interestUnsaid'), messages: m.messages })))}
        </div>
      )}

      {insights.perRealtor && realtorLink ? (
        <section className={styles.card} aria-labelledby="insights-per-realtor-title">
          <h2 id="insights-per-realtor-title">{t('charts.perRealtor')}</h2>
          {insights.perRealtor.length ? (
            <div className={styles.tableScroll}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('realtor')}</th>
                    <th scope="col">{t('views')}</th>
                    <th scope="col">{t('visitors')}</th>
                    <th scope="col">{t('messages')}</th>
                  </tr>
                </thead>
                <tbody>
                  {insights.perRealtor.map((row) => (
                    <tr key={row.realtorId}>
                      <th scope="row">
                        <Link href={realtorLink(row.realtorId)} aria-label={t('openRealtor', { slug: row.desiredUrl })}>
                          /{row.desiredUrl}
                        </Link>
                      </th>
                      <td>{number(row.views)}</td>
                      <td>{number(row.visitors)}</td>
                      <td>{number(row.messages)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className={styles.hint}>{t('empty')}</p>
          )}
        </section>
      ) : null}
      {children}
    </div>
  );
}
