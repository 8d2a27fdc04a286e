import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './Admin.module.css';
import { pageHref, type ListQueryValue } from './list-query';

/**
 * The previous and next links and "page X of Y" under an admin list (the realtors, the inbox);
 * nothing when the list fits on one page. Plain links, so paging works without JavaScript.
 */
export async function Pager({ pathname, query, list }: { pathname: string; query: Record<string, ListQueryValue>; list: { page: number; pageSize: number; total: number } }) {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (pages <= 1) return null;
  const t = await getTranslations('Admin');
  return (
    <nav aria-label={t('pagesLabel')} className={styles.pager}>
      {list.page > 0 ? <Link href={pageHref(pathname, query, list.page - 1)}>{t('previous')}</Link> : null}
      <span>{t('pageOf', { page: list.page + 1, pages })}</span>
      {list.page + 1 < pages ? <Link href={pageHref(pathname, query, list.page + 1)}>{t('next')}</Link> : null}
    </nav>
  );
}
