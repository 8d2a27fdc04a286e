/**
 * Configuration that pages render (brand, lender, site URL). Read at render time on the server;
 * prerendered pages take it at build time, and `npm start` rebuilds when it changes.
 */
import 'server-only';
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

/** The license and NMLS values the product ships with: stand-ins until an operator sets the real ones. */
const PLACEHOLDER_LICENSING = { LICENSE_NUMBER: /\b0{6,}\b/, NMLS_NUMBER: /^0+$/ } as const;

/**
 * The licensing variables still at their shipped stand-ins ("60DBO-000000", "0000000"), in
 * production only: a live site must not show placeholder license or NMLS numbers as if real.
 */
export function placeholderLicensing(nodeEnv: string, values: Record<keyof typeof PLACEHOLDER_LICENSING, string>): string[] {
  if (nodeEnv !== 'production') return [];
  return (Object.keys(PLACEHOLDER_LICENSING) as (keyof typeof PLACEHOLDER_LICENSING)[]).filter((key) => PLACEHOLDER_LICENSING[key].test(values[key].trim()));
}

/** The start-up warning for placeholderLicensing's answer, or undefined when there is none. */
export function placeholderLicensingWarning(keys: string[]): string | undefined {
  if (!keys.length) return undefined;
  return `${keys.join(' and ')} still hold placeholder values: the landing page's footer shows them as the lender's license and NMLS numbers. Set the real ones.`;
}

export interface Branding {
  brandName: string;
  companyLine: string;
  lenderName: string;
  /** The lender's logo (a path on this site), instead of its name in the landing page's co-brand. */
  lenderLogoUrl?: string;
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
    lenderLogoUrl: env.LENDER_LOGO_URL,
    licenseNumber: env.LICENSE_NUMBER,
    nmlsNumber: env.NMLS_NUMBER,
    disclaimer: env.LENDER_DISCLAIMER,
  };
}
