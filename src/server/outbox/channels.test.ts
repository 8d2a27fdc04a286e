import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@/server/log';
import { deliveryChannels, warnUnconfiguredDelivery } from './channels';

/** The real logger, writing its JSON lines into an array. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger(stream) };
}

describe('delivery channels', () => {
  it("are configured by SMTP_URL and SLACK_WEBHOOK_URL; the lender's by LENDER_SLACK_WEBHOOK_URL, else SLACK_WEBHOOK_URL", () => {
    expect(deliveryChannels({ SMTP_URL: undefined, SLACK_WEBHOOK_URL: undefined, LENDER_SLACK_WEBHOOK_URL: undefined })).toEqual({
      email: 'not configured',
      slack: 'not configured',
      lenderSlack: 'not configured',
    });
    expect(deliveryChannels({ SMTP_URL: 'smtp://127.0.0.1:25', SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/x', LENDER_SLACK_WEBHOOK_URL: undefined })).toEqual({
      email: 'configured',
      slack: 'configured',
      lenderSlack: 'configured',
    });
    expect(deliveryChannels({ SMTP_URL: undefined, SLACK_WEBHOOK_URL: undefined, LENDER_SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/lender' })).toEqual({
      email: 'not configured',
      slack: 'not configured',
      lenderSlack: 'configured',
    });
  });

  it('warn once at start-up, in one line, naming each channel that cannot deliver', () => {
    const { lines, logger } = recordingLogger();
    const unset = { SMTP_URL: undefined, SLACK_WEBHOOK_URL: undefined, LENDER_SLACK_WEBHOOK_URL: undefined };
    warnUnconfiguredDelivery(unset, logger);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, email: 'not configured', slack: 'not configured', unset: ['SMTP_URL', 'SLACK_WEBHOOK_URL', 'LENDER_SLACK_WEBHOOK_URL'] });
    expect(String(lines[0]!.msg)).toMatch(/^delivery not configured: e-mail \(SMTP_URL unset\), Slack \(SLACK_WEBHOOK_URL unset\), the lender's Slack \(LENDER_SLACK_WEBHOOK_URL unset\)/);

    warnUnconfiguredDelivery({ ...unset, SMTP_URL: 'smtp://127.0.0.1:25', LENDER_SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/lender' }, logger);
    expect(lines[1]).toMatchObject({ email: 'configured', slack: 'not configured', lenderSlack: 'configured', unset: ['SLACK_WEBHOOK_URL'] });

    warnUnconfiguredDelivery({ ...unset, SMTP_URL: 'smtp://127.0.0.1:25', SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/x' }, logger);
    expect(lines).toHaveLength(2);
  });
});
