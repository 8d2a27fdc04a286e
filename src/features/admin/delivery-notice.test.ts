import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import ja from '@/i18n/messages/ja-JP.json';
import ko from '@/i18n/messages/ko.json';
import { deliveryNotice } from './delivery-notice';

const none = { email: 'not configured', slack: 'not configured', lenderSlack: 'not configured' } as const;
const all = { email: 'configured', slack: 'configured', lenderSlack: 'configured' } as const;

describe('the inbox notice of a channel that cannot deliver', () => {
  it("names e-mail for contact messages, Slack for homepage requests and the lender's Slack for loan inquiries, only while unset", () => {
    expect(deliveryNotice('contact', none)).toEqual({ message: 'emailNotConfigured', variable: 'SMTP_URL' });
    expect(deliveryNotice('lead', none)).toEqual({ message: 'slackNotConfigured', variable: 'SLACK_WEBHOOK_URL' });
    expect(deliveryNotice('loan', none)).toEqual({ message: 'lenderSlackNotConfigured', variable: 'LENDER_SLACK_WEBHOOK_URL' });
    expect(deliveryNotice('contact', { ...none, email: 'configured' })).toBeNull();
    expect(deliveryNotice('lead', { ...none, slack: 'configured' })).toBeNull();
    expect(deliveryNotice('loan', { ...none, lenderSlack: 'configured' })).toBeNull();
    for (const kind of ['contact', 'lead', 'loan'] as const) expect(deliveryNotice(kind, all)).toBeNull();
  });

  it('is written in each language, says the records are kept, and names the variable for admins', () => {
    const kept = { ko: /보관/, en: /kept here/, 'ja-JP': /保存/ };
    for (const [locale, messages] of [['ko', ko], ['en', en], ['ja-JP', ja]] as const) {
      const t = createTranslator({ locale, messages, namespace: 'Admin' });
      for (const kind of ['contact', 'lead', 'loan'] as const) {
        const notice = deliveryNotice(kind, none)!;
        expect(t(notice.message)).toMatch(kept[locale]);
        expect(t('deliverySetting', { variable: notice.variable })).toContain(notice.variable);
      }
    }
  });
});
