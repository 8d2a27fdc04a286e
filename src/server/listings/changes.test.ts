import { describe, expect, it } from 'vitest';
import { notificationPayloads, tagsOfChanges, tagsOfPayload } from './changes';

describe('listing changes', () => {
  it('touch the listing and its agents before and after, each tag once', () => {
    expect(
      tagsOfChanges([
        { listingKey: 'CRMLS-1', agents: [{ market: 'crmls', license: 'A' }, { market: 'crmls', license: 'B' }] },
        { listingKey: 'CRMLS-2', agents: [{ market: 'crmls', license: 'A' }] },
        { listingKey: 'CRMLS-3', agents: [{ market: 'crmls', license: '' }] },
      ]),
    ).toEqual(['listing:CRMLS-1', 'listings:crmls:A', 'listings:crmls:B', 'listing:CRMLS-2', 'listing:CRMLS-3']);
  });

  it('go out in payloads below PostgreSQL’s limit, and come back whole', () => {
    const tags = Array.from({ length: 1_000 }, (_, i) => `listing:CRMLS-${String(i).padStart(8, '0')}`);
    const payloads = notificationPayloads(tags);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(payloads.flatMap(tagsOfPayload)).toEqual(tags);
  });

  it('ignore a payload that is not theirs', () => {
    expect(tagsOfPayload('hello')).toEqual([]);
    expect(tagsOfPayload('{"a":1}')).toEqual([]);
    expect(tagsOfPayload(undefined)).toEqual([]);
  });
});
