/** A real SMTP server (smtp-server from npm) that records the mails it accepts. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface RecordingSmtp {
  url: string;
  mails: string[];
  /** While true, every mail is refused with a temporary error (an outage). */
  failing: boolean;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<RecordingSmtp> {
  const state: RecordingSmtp = { url: '', mails: [], failing: false, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        if (state.failing) return callback(Object.assign(new Error('Service unavailable'), { responseCode: 451 }));
        state.mails.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
