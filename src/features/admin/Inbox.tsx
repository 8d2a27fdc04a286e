import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { COUNTRIES } from '@/lib/countries';
import { formatDateTime, formatUsd } from '@/lib/format';
import { internationalNumber, toE164 } from '@/lib/phone';
import { DEFAULT_TIME_ZONE } from '@/lib/regions';
import type { InboxKind, InboxQuery, listInbox } from '@/server/inbox/inbox';
import { deliveryChannels } from '@/server/outbox/channels';
import styles from './Admin.module.css';
import { deliveryNotice } from './delivery-notice';
import { InboxControls } from './InboxControls';
import { listQuery } from './list-query';
import { Pager } from './Pager';

type Page = Awaited<ReturnType<typeof listInbox>>;

/**
 * The inbox (issue #7): homepage requests from the landing page (admins) and contact messages
 * (admins: all or one realtor's; a realtor: their own; a message from a listing's page names the
 * listing with a link to it, issue #24) and loan inquiries from a listing's payment estimate
 * (admins: the lender's leads, naming the listing, the realtor and the estimate), newest first, each with its status,
 * notes and delivery to Slack or e-mail; a status filter, pages and a CSV export.
 * `basePath` is the page the filters and pages link to (/admin/inbox, or /{desiredUrl}/admin).
 * Times are in `timeZone`: the realtor's (from their state) under /{desiredUrl}/admin.
 * When the list's channel is not configured (no SMTP_URL or SLACK_WEBHOOK_URL), a notice says its
 * records are kept and will be delivered once it is (admins also read which variable to set).
 */
export async function Inbox({
  query,
  page,
  basePath,
  kinds,
  showDeliveryErrors,
  timeZone = DEFAULT_TIME_ZONE,
  titledBy,
}: {
  query: InboxQuery;
  page: Page;
  basePath: string;
  kinds: readonly InboxKind[];
  showDeliveryErrors: boolean;
  timeZone?: string;
  /** The id of the page's own heading that names the inbox (/admin/inbox's h1): no second heading of the same words. */
  titledBy?: string;
}) {
  // What a visitor wants help with, in the words of the form they chose it on.
  const [t, interests, locale] = await Promise.all([getTranslations('Admin'), getTranslations('ContactForm.interests'), getLocale()]);
  const filters = { kind: query.kind, status: query.status, realtorId: query.realtorId };
  const csv = `/v1/inbox/export?${new URLSearchParams(listQuery(filters)).toString()}`;
  // Without SMTP_URL (contacts) or SLACK_WEBHOOK_URL (leads) every row stays "pending": say why.
  const notice = deliveryNotice(query.kind, deliveryChannels());
  const ItemHeading = titledBy ? 'h2' : 'h3';
  // Titled by the page's own heading, the inbox is the page's content rather than a section of it.
  const Frame = titledBy ? 'div' : 'section';

  return (
    <Frame aria-labelledby={titledBy ? undefined : 'inbox-title'} className={styles.inbox}>
      {titledBy ? null : <h2 id="inbox-title">{t('inboxTitle')}</h2>}
      {kinds.length > 1 ? (
        <nav aria-label={t('inboxKinds')} className={styles.nav}>
          {kinds.map((kind) => (
            <Link key={kind} href={{ pathname: basePath, query: { kind } }} aria-current={kind === query.kind ? 'page' : undefined}>
              {t(`kinds.${kind}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      <form method="get" className={styles.filters}>
        {kinds.length > 1 ? <input type="hidden" name="kind" value={query.kind} /> : null}
        {kinds.length > 1 && query.realtorId ? <input type="hidden" name="realtorId" value={query.realtorId} /> : null}
        <div className={styles.field}>
          <label htmlFor="inbox-status">{t('statusLabel')}</label>
          <select id="inbox-status" name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('all')}</option>
            {(['new', 'contacted', 'closed'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.secondary}>
          {t('filter')}
        </button>
        {/* A plain link: the session cookie authorises the download. */}
        <a href={csv} download className={styles.fileLabel}>
          {t('exportCsv')}
        </a>
      </form>

      <p role="status">{t('inboxCount', { count: page.total })}</p>
      {notice ? (
        <p className={styles.deliveryNotice} data-delivery-notice={notice.variable}>
          {t(notice.message)}
          {showDeliveryErrors ? <> {t('deliverySetting', { variable: notice.variable })}</> : null}
        </p>
      ) : null}
      <ul className={styles.inboxList}>
        {page.items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className={styles.inboxItem} data-inbox-item={`${item.kind}-${item.id}`}>
            {/* One level below the inbox's heading: the page's h1 (/admin/inbox) or the section's h2. */}
            <ItemHeading>
              {item.name}
              <span className={styles.hint}>
                {' · '}
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, locale, timeZone)}</time>
                {item.realtorDesiredUrl ? ` · /${item.realtorDesiredUrl}` : ''}
              </span>
            </ItemHeading>
            <p className={styles.meta}>
              <VisitorPhone phone={item.phone} country={item.phoneCountryCode} />
              {item.email ? (
                <>
                  {' · '}
                  <a href={`mailto:${item.email}`}>{item.email}</a>
                </>
              ) : null}
              {item.kind === 'lead' ? ` · ${t('leadArea', { area: item.area })} · ${item.hasSite ? t('hasSite') : t('noSite')}` : ''}
            </p>
            {item.listingKey ? (
              // A listing inquiry or tour request (issue #24): the listing named, with its page.
              <p className={styles.meta} data-inbox-listing={item.listingKey}>
                <strong>{item.loan ? t('loanInquiry', { lender: item.loan.lenderName }) : t('listingInquiry')}</strong>
                {': '}
                {item.realtorDesiredUrl ? (
                  <Link href={`/${item.realtorDesiredUrl}/homes/${encodeURIComponent(item.listingKey)}`}>{item.listingAddress || item.listingKey}</Link>
                ) : (
                  item.listingAddress || item.listingKey
                )}
                {` · ${t('listingKey', { key: item.listingKey })}`}
                {item.preferredDates ? (
                  <>
                    <br />
                    {t('preferredDates', { dates: item.preferredDates })}
                  </>
                ) : null}
              </p>
            ) : null}
            {item.loan ? (
              // A loan inquiry (issue #24): the estimate the visitor saw.
              <p className={styles.meta} data-inbox-loan>
                {t('loanEstimate', {
                  monthly: formatUsd(item.loan.monthlyTotal, locale),
                  price: formatUsd(item.loan.price, locale),
                  down: formatUsd(item.loan.downPayment, locale),
                  rate: item.loan.ratePercent,
                  years: item.loan.termYears,
                })}
              </p>
            ) : null}
            {item.interest ? (
              <p className={styles.meta} data-inbox-interest={item.interest}>
                <strong>{t('interest', { interest: interests(item.interest) })}</strong>
              </p>
            ) : null}
            {item.message ? <p className={styles.message}>{item.message}</p> : null}
            <InboxControls kind={item.kind} id={item.id} status={item.status} notes={item.notes} delivery={item.delivery} showError={showDeliveryErrors} />
          </li>
        ))}
      </ul>

      <Pager pathname={basePath} query={{ ...filters, page: query.page }} list={page} />
    </Frame>
  );
}

/**
 * A visitor's phone as read across borders ("+1 949 555 0134", "+82 10 1234 5678"), a link that
 * calls it; a number that is not valid in its country (stored before numbers were checked) as typed,
 * after its country's dial code.
 */
function VisitorPhone({ phone, country }: { phone: string; country: string }) {
  const e164 = toE164(phone, country);
  if (!e164) return <>{`${COUNTRIES.find((c) => c.code === country)?.dialCode ?? ''} ${phone}`}</>;
  return <a href={`tel:${e164}`}>{internationalNumber(phone, country)}</a>;
}
