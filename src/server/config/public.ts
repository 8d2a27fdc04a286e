/**
 * Configuration that pages render (brand, lender, site URL). Read at render time on the server;
 * prerendered pages take it at build time, and `npm start` rebuilds when it changes.
 */
import { getEnv } from './env';

export function siteUrl(): string {
  return getEnv().SITE_URL.replace(/\/$/, '');
}

/**
 * The start-up warning of a production server without SITE_URL: canonical links, hreflang,
 * og:image and the sitemap are absolute, and would name the default address. Undefined otherwise.
 */
export function siteUrlWarning(nodeEnv: string, given: string | undefined): string | undefined {
  if (nodeEnv !== 'production' || given) return undefined;
  return 'SITE_URL is not set: canonical links, hreflang, og:image and the sitemap name http://localhost:3000. Set it to the address visitors use.';
}

export interface Branding {
  brandName: string;
  companyLine: string;
  lenderName: string;
  licenseNumber: string;
  nmlsNumber: string;
  /** Undefined means: use the localised default disclaimer that names the lender. */
  disclaimer?: string;
}

export function branding(): Branding {
  const env = getEnv();
  return {
    brandName: env.BRAND_NAME,
    companyLine: env.COMPANY_LINE,
    lenderName: env.LENDER_NAME,
    licenseNumber: env.LICENSE_NUMBER,
    nmlsNumber: env.NMLS_NUMBER,
    disclaimer: env.LENDER_DISCLAIMER,
  };
}
