/**
 * Delivery by SMTP (nodemailer): contact messages to the realtor, and admins' invitations to own
 * a realtor homepage. Throws unless the server accepted the message, so the outbox retries.
 */
import nodemailer from 'nodemailer';

export interface ContactEmailPayload {
  id: number;
  to: string;
  replyTo: string;
  name: string;
  phone: string;
  message: string;
  realtorDesiredUrl: string;
  createdAt: string;
}

export function contactEmail(payload: ContactEmailPayload, from: string) {
  return {
    from,
    to: payload.to,
    replyTo: payload.replyTo,
    subject: `New message from ${payload.name} (your homepage /${payload.realtorDesiredUrl})`,
    text: [
      `${payload.name} sent you a message through your homepage.`,
      '',
      `E-mail: ${payload.replyTo}`,
      `Phone: ${payload.phone}`,
      `Received: ${payload.createdAt}`,
      '',
      payload.message,
    ].join('\n'),
  };
}

/**
 * Time-outs well within the outbox's one-minute lease (nodemailer's defaults are minutes): a hung
 * server fails the attempt, which is retried, instead of outlasting the claim on the row.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, dnsTimeout: 10_000 };

function smtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
}

export function emailDeliverer(smtpUrl: string, from: string) {
  const transport = smtpTransport(smtpUrl);
  return async (payload: Record<string, unknown>) => {
    await transport.sendMail(contactEmail(payload as unknown as ContactEmailPayload, from));
  };
}

/** An admin's invitation to own a realtor homepage (outbox kind invite_email). */
export interface InviteEmailPayload {
  inviteId: number;
  to: string;
  /**
   * The sign-up link with the one-use token: kept in the outbox row only until the e-mail is
   * delivered (DELIVERY_ONLY_FIELDS in outbox.ts), so a retry still sends it.
   */
  link: string;
  realtorDesiredUrl: string;
  /** ko, en or ja-JP: the language of the mail and of the link. */
  locale: string;
  expiresAt: string;
}

const INVITE_TEXTS: Record<string, { subject: (slug: string) => string; body: (p: InviteEmailPayload, expires: string) => string[] }> = {
  ko: {
    subject: (slug) => `리얼터 홈페이지 /${slug} 에 초대되었습니다`,
    body: (p, expires) => [
      '안녕하세요.',
      '',
      `리얼터 홈페이지 /${p.realtorDesiredUrl} 의 관리자로 초대되었습니다.`,
      '아래 링크에서 이 이메일 주소로 가입하시면 홈페이지를 직접 관리하실 수 있습니다.',
      '',
      p.link,
      '',
      `이 링크는 ${expires}까지 한 번만 사용할 수 있습니다.`,
      '초대를 요청하지 않으셨다면 이 메일을 무시해 주세요.',
    ],
  },
  en: {
    subject: (slug) => `You are invited to manage the realtor homepage /${slug}`,
    body: (p, expires) => [
      'Hello,',
      '',
      `You have been invited to manage the realtor homepage /${p.realtorDesiredUrl}.`,
      'Sign up with this e-mail address through the link below to edit your homepage yourself.',
      '',
      p.link,
      '',
      `The link works once, until ${expires}.`,
      'If you did not expect this invitation, you can ignore this e-mail.',
    ],
  },
  'ja-JP': {
    subject: (slug) => `リアルター ホームページ /${slug} への招待`,
    body: (p, expires) => [
      'こんにちは。',
      '',
      `リアルター ホームページ /${p.realtorDesiredUrl} の管理者として招待されました。`,
      '下のリンクから、このメールアドレスで登録すると、ホームページをご自身で編集できます。',
      '',
      p.link,
      '',
      `このリンクは ${expires} まで、一度だけ使用できます。`,
      'お心当たりのない場合は、このメールを無視してください。',
    ],
  },
};

export function inviteEmail(payload: InviteEmailPayload, from: string) {
  const texts = INVITE_TEXTS[payload.locale] ?? INVITE_TEXTS.ko!;
  const expires = `${payload.expiresAt.slice(0, 16).replace('T', ' ')} UTC`;
  return { from, to: payload.to, subject: texts.subject(payload.realtorDesiredUrl), text: texts.body(payload, expires).join('\n') };
}

export function inviteEmailDeliverer(smtpUrl: string, from: string) {
  const transport = smtpTransport(smtpUrl);
  return async (payload: Record<string, unknown>) => {
    await transport.sendMail(inviteEmail(payload as unknown as InviteEmailPayload, from));
  };
}
