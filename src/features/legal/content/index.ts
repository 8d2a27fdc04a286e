import type { LegalContent } from './types';

export type { LegalContent, LegalDocument, LegalSection } from './types';
export { AGREEMENT_VERSION } from './types';

export type LegalLocale = 'ko' | 'en' | 'ja-JP';

/**
 * Loads the legal content for one locale. Each language lives in its own module,
 * so bundlers split them and only the requested language is loaded.
 */
export async function loadLegalContent(locale: LegalLocale): Promise<LegalContent> {
  switch (locale) {
    case 'ko':
      return (await import('./ko')).default;
    case 'ja-JP':
      return (await import('./ja-JP')).default;
    case 'en':
      return (await import('./en')).default;
    default: {
      const unsupported: never = locale;
      throw new Error(`Unsupported legal content locale: ${String(unsupported)}`);
    }
  }
}
