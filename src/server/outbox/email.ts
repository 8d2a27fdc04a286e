/**
 * Delivery of contact messages to the realtor by SMTP (nodemailer). Throws unless the server
 * accepted the message, so the outbox retries.
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

export function emailDeliverer(smtpUrl: string, from: string) {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (payload: Record<string, unknown>) => {
    await transport.sendMail(contactEmail(payload as unknown as ContactEmailPayload, from));
  };
}
