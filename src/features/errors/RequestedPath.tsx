'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

/** 'Page Not Found: {path}' with the path the visitor asked for (SPEC §8). */
export function RequestedPath() {
  const t = useTranslations('NotFound');
  const pathname = usePathname();
  return <>{t('title', { path: safeDecode(pathname) })}</>;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
