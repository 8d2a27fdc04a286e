import { describe, expect, it } from 'vitest';
import { slackLoanInquiryMessage, type SlackLoanInquiryPayload } from './slack';

const inquiry: SlackLoanInquiryPayload = {
  id: 7,
  lenderName: 'Pacific Crest Home Loans',
  name: 'Kim <!channel>',
  email: 'kim@example.com',
  phone: '949-555-0134',
  phoneCountryCode: 'US',
  dialCode: '+1',
  message: 'See <https://evil.example|the CRM> & call',
  listingKey: 'CRMLS-00000008',
  listingAddress: '12 Oak <Lane>, Irvine, CA 92620',
  realtorName: 'Grace Kim',
  realtorDesiredUrl: 'grace-kim',
  estimate: { price: 812_000, downPayment: 162_400, ratePercent: 6.5, termYears: 30, monthlyTotal: 5_012.34 },
  locale: 'ja-JP',
  createdAt: '2026-11-26T00:00:00.000Z',
};

describe('the loan inquiry Slack message', () => {
  const { text, blocks } = slackLoanInquiryMessage(inquiry, { siteUrl: 'https://realtors.example.com/' });
  const body = blocks[0]!.text.text;

  it('names the lender, the visitor, the listing with a link to its page, the realtor and the estimate', () => {
    expect(body).toContain('*New loan inquiry #7 for Pacific Crest Home Loans*');
    expect(body).toContain('• Phone: +1 949-555-0134 (US)');
    expect(body).toContain('• Listing: <https://realtors.example.com/grace-kim/homes/CRMLS-00000008|12 Oak &lt;Lane&gt;, Irvine, CA 92620> (key CRMLS-00000008)');
    expect(body).toContain('• Realtor: Grace Kim (/grace-kim)');
    expect(body).toContain('• Estimate: $5,012 a month: price $812,000, down payment $162,400 (20%), rate 6.5%, 30 years');
    expect(body).toContain('• Language: ja-JP');
  });

  it("escapes every visitor's and feed's value, so nothing is a mention or a disguised link", () => {
    expect(body).toContain('• Name: Kim &lt;!channel&gt;');
    expect(body).toContain('• Message: See &lt;https://evil.example|the CRM&gt; &amp; call');
    expect(text).toBe('New loan inquiry #7 from Kim &lt;!channel&gt; about 12 Oak &lt;Lane&gt;, Irvine, CA 92620');
    expect(body).not.toMatch(/<!channel>|<https:\/\/evil/);
  });

  it('leaves out an empty message', () => {
    expect(slackLoanInquiryMessage({ ...inquiry, message: '' }, { siteUrl: 'https://realtors.example.com' }).blocks[0]!.text.text).not.toContain('Message:');
  });
});
