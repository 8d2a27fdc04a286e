import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Frame } from '@/features/auth/AuthPages';
import { requireRealtor } from '@/features/realtor-home/require-realtor';
import { pickClientMessages } from '@/i18n/client-messages';
import type { Messages } from '@/i18n/messages';

type Params = Promise<{ locale: string; desiredUrl: string }>;

export async function demoMetadata(title: 'gsapTitle' | 'storeTitle'): Promise<Metadata> {
  return { title: (await getTranslations('Demo'))(title), robots: { index: false } };
}

/** A developer demo page (SPEC §2) in the realtor's frame, with its one client island. */
export async function DemoPage({ params, title, intro, children }: { params: Params; title: 'gsapTitle' | 'storeTitle'; intro: 'gsapIntro' | 'storeIntro'; children: ReactNode }) {
  const { locale, realtor } = await requireRealtor(params);
  const [t, messages] = await Promise.all([getTranslations('Demo'), getMessages() as Promise<Messages>]);
  return (
    <Frame realtor={realtor} locale={locale}>
      <h1>{t(title)}</h1>
      <p>{t(intro)}</p>
      <NextIntlClientProvider messages={pickClientMessages(messages, ['Demo'])}>{children}</NextIntlClientProvider>
    </Frame>
  );
}
