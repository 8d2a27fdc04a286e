import { isLocale } from '@/i18n/locales';

/** SPEC §2 / §5 "Route rule": only this realtor has the probiz sub-site. */
export const PROBIZ_REALTOR = 'equityrealty';

/** A path containing 'probiz' is redirected to / unless its realtor is equityrealty. */
export function isForbiddenProbizPath(pathname: string): boolean {
  if (!pathname.includes('probiz')) return false;
  const segments = pathname.split('/').filter(Boolean);
  const slug = isLocale(segments[0]) || segments[0] === 'ko' ? segments[1] : segments[0];
  return slug !== PROBIZ_REALTOR;
}
