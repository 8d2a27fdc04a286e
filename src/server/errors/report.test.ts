import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { reportRequestError } from './report';

describe('reportRequestError', () => {
  it('writes one JSON line with the request id, route and error', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino({ base: null }, sink);
    const error = Object.assign(new Error('boom'), { digest: '12345' });
    reportRequestError(
      error,
      { path: '/en/error-probe', method: 'GET', headers: { 'x-request-id': 'req-42' } },
      { routePath: '/[locale]/error-probe', routeType: 'render' },
      log,
    );
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: 50,
      msg: 'request failed',
      requestId: 'req-42',
      path: '/en/error-probe',
      route: '/[locale]/error-probe',
      digest: '12345',
      err: { message: 'boom' },
    });
  });
});
