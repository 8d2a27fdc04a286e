import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { branding } from '@/server/config/public';
import styles from './SiteFooter.module.css';

/** The plain footer of the product's own pages: company, legal links. */
export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const { brandName, companyLine } = branding();
  return (
    <footer className={styles.footer}>
      <p>{companyLine}</p>
      <nav aria-label={t('terms')}>
        <Link href="/terms">{t('terms')}</Link> · <Link href="/terms/privacy">{t('privacy')}</Link>
      </nav>
      <p>{t('rights', { year: new Date().getFullYear(), brand: brandName })}</p>
    </footer>
  );
}
