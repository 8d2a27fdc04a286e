/**
 * The mail server that stands in for SMTP in the tests and the fault benchmark survives a client
 * that goes away mid-mail (an app instance killed while it sends): the browser tests' runner and
 * bench/cluster-faults.mjs host it, and an unheard 'error' would end them. A taken port still
 * fails its start.
 */
import net from 'node:net';
import { createTransport } from 'nodemailer';
import { afterEach, expect, it } from 'vitest';
import { readMail, startSmtpServer, type RecordingSmtp } from './smtp';

const servers: RecordingSmtp[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(port = 0) {
  const server = await startSmtpServer({ port });
  servers.push(server);
  return server;
}

/** Speaks SMTP, a command after each whole reply, up to the middle of a mail; then resets. */
function abandonMidMail(port: number): Promise<void> {
  const commands = ['EHLO client', 'MAIL FROM:<visitor@example.com>', 'RCPT TO:<realtor@example.com>', 'DATA'];
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      // A reply ends with a line of its code and a space (`250 OK`); `250-…` lines go on.
      if (!/^\d{3} .*\r\n/m.test(received)) return;
      received = '';
      const next = commands.shift();
      if (next) return void socket.write(`${next}\r\n`);
      socket.write('Subject: half a mail\r\n\r\nthe first line');
      setTimeout(() => {
        socket.resetAndDestroy();
        resolve();
      }, 50);
    });
  });
}

it('keeps serving after a client resets its connection in the middle of a mail', async () => {
  const smtp = await start();
  await abandonMidMail(Number(new URL(smtp.url).port));
  await new Promise((resolve) => setTimeout(resolve, 200));

  // Still there: a whole mail goes through afterwards, and only that one was recorded.
  await createTransport({ url: smtp.url }).sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'after', text: 'still here' });
  expect(smtp.mails).toHaveLength(1);
  expect(smtp.mails[0]).toContain('still here');
});

it('fails to start on a port that is taken', async () => {
  const first = await start();
  await expect(start(Number(new URL(first.url).port))).rejects.toThrow(/EADDRINUSE/);
});

it('reads back the subject and text of a mail nodemailer sent, in any script', async () => {
  const server = await start();
  const transport = createTransport({ url: server.url });
  const subject = '새 문의: 박 서연님 — 新しいお問い合わせ — a long subject that nodemailer folds over several encoded words';
  const text = `첫 줄\n日本語の行\nPlain = signs, <b>tags</b> & a very long line ${'x'.repeat(120)}`;
  await transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject, text });
  await transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'Plain', text: 'ascii only = fine' });
  const [mail, plain] = server.mails.map(readMail);
  expect(mail).toMatchObject({ subject, text });
  expect(plain).toMatchObject({ subject: 'Plain', text: 'ascii only = fine' });
});
