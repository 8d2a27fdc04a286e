import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { REALTOR_STATES } from '@/lib/schemas/realtor';
import type { listRealtors, RealtorListQuery } from '@/server/realtors/list-realtors';
import styles from './Admin.module.css';
import { Pager } from './Pager';

type Page = Awaited<ReturnType<typeof listRealtors>>;

/**
 * The admin's realtor list (issue #7): search by name, slug or e-mail, filter by state and by
 * publication, and pages. A plain GET form: it works without JavaScript and the address can be
 * shared or bookmarked.
 */
export async function RealtorList({ query, page }: { query: RealtorListQuery; page: Page }) {
  const [t, format] = await Promise.all([getTranslations('Admin'), getFormatter()]);
  // The address's query as it is; the pager changes only the page.
  const current = {
    q: query.q,
    state: query.state,
    published: query.published,
    page: query.page,
    pageSize: query.pageSize === 20 ? undefined : query.pageSize,
  };

  return (
    <>
      <form method="get" className={styles.filters} role="search" aria-label={t('searchLabel')}>
        <div className={styles.field}>
          <label htmlFor="realtor-q">{t('search')}</label>
          <input id="realtor-q" name="q" type="search" defaultValue={query.q} maxLength={100} />
        </div>
        <div className={styles.field}>
          <label htmlFor="realtor-state">{t('fields.state')}</label>
          <select id="realtor-state" name="state" defaultValue={query.state ?? ''}>
            <option value="">{t('all')}</option>
            {REALTOR_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="realtor-published">{t('fields.published')}</label>
          <select id="realtor-published" name="published" defaultValue={query.published === undefined ? '' : String(query.published)}>
            <option value="">{t('all')}</option>
            <option value="true">{t('publishedYes')}</option>
            <option value="false">{t('publishedNo')}</option>
          </select>
        </div>
        <button type="submit" className={styles.primary}>
          {t('searchButton')}
        </button>
      </form>

      <p role="status">{t('resultCount', { count: page.total })}</p>
      {page.items.length ? (
        // On a phone each row is a card (Admin.module.css): a cell's data-label names it there, where
        // the column headings are out of sight; the publication ("Published", "Hidden") names itself.
        <table className={`${styles.table} ${styles.realtorTable}`}>
          <thead>
            <tr>
              <th scope="col">{t('columns.realtor')}</th>
              <th scope="col">{t('columns.contact')}</th>
              <th scope="col">{t('fields.state')}</th>
              <th scope="col">{t('fields.published')}</th>
              <th scope="col">{t('columns.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link href={`/admin/realtors/${item.id}`}>
                    {[item.name, item.koreanName].filter(Boolean).join(' · ') || item.desiredUrl}
                  </Link>
                  <div className={styles.hint}>/{item.desiredUrl}</div>
                </td>
                <td>
                  <div>{item.email}</div>
                  <div className={styles.hint}>{item.ownerEmail ? t('ownerIs', { email: item.ownerEmail }) : t('noOwner')}</div>
                </td>
                <td data-label={t('fields.state')}>{item.states.join(', ')}</td>
                <td>{item.published ? t('publishedYes') : t('publishedNo')}</td>
                <td data-label={t('columns.updated')}>
                  <time dateTime={item.updatedAt}>{format.dateTime(new Date(item.updatedAt), { dateStyle: 'medium' })}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      <Pager pathname="/admin" query={current} list={page} />
    </>
  );
}
