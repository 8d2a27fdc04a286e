import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickClientMessages } from '@/i18n/client-messages';
import type { Messages } from '@/i18n/messages';
import { AgreementAcceptance } from './AgreementAcceptance';
import { AGREEMENT_VERSION } from './content';

/** The acceptance island under the agreement (/agreement and /{desiredUrl}/agreement). */
export async function AgreementAcceptanceIsland({ loginPath }: { loginPath: string }) {
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider messages={pickClientMessages(messages, ['Agreement'])}>
      <div style={{ marginTop: 32 }}>
        <AgreementAcceptance version={AGREEMENT_VERSION} loginPath={loginPath} />
      </div>
    </NextIntlClientProvider>
  );
}
