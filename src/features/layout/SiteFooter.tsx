import { getTranslations } from 'next-intl/server';
import { LocaleLink } from './LocaleLink';
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
        <LocaleLink href="/terms">{t('terms')}</LocaleLink> · <LocaleLink href="/terms/privacy">{t('privacy')}</LocaleLink>
      </nav>
      <p>{t('rights', { year: new Date().getFullYear(), brand: brandName })}</p>
    </footer>
  );
}
