'use client';

import { useTranslations } from 'next-intl';
import type { ConsentChoice } from '@/lib/consent';

const button = { minHeight: 40, padding: '8px 16px', borderRadius: 8, font: 'inherit', fontWeight: 600, cursor: 'pointer' } as const;

/** The consent banner (loaded only while the visitor has not chosen). */
export default function ConsentBanner({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const t = useTranslations('Consent');
  return (
    <section
      aria-labelledby="consent-title"
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 80,
        maxWidth: 560,
        marginInline: 'auto',
        padding: '16px 20px',
        borderRadius: 12,
        background: '#111',
        color: '#fff',
        boxShadow: '0 8px 24px rgba(0,0,0,.3)',
        fontSize: 14,
        lineHeight: 1.5,
      }}
    >
      <h2 id="consent-title" style={{ margin: '0 0 4px', fontSize: 16 }}>
        {t('title')}
      </h2>
      <p style={{ margin: '0 0 12px' }}>{t('text')}</p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button type="button" onClick={() => onChoose('granted')} style={{ ...button, background: '#fff', color: '#111', border: '1px solid #fff' }}>
          {t('accept')}
        </button>
        <button type="button" onClick={() => onChoose('denied')} style={{ ...button, background: 'transparent', color: '#fff', border: '1px solid #fff' }}>
          {t('decline')}
        </button>
      </div>
    </section>
  );
}
