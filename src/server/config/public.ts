/**
 * Configuration that pages render (brand, lender, site URL). Read at render time on the server;
 * prerendered pages take it at build time, and `npm start` rebuilds when it changes.
 */
import { getEnv } from './env';

export function siteUrl(): string {
  return getEnv().SITE_URL.replace(/\/$/, '');
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
