import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, type RequestContext } from './log';
import { runtime } from './runtime';

const shared = runtime();

afterEach(() => {
  delete shared.requestContext;
});

describe('log lines', () => {
  it("carry the id of the request being handled (server.mjs's context), and none outside a request", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const log = createLogger(sink);
    shared.requestContext = new AsyncLocalStorage<RequestContext>();
    log.info('start-up');
    await shared.requestContext.run({ requestId: 'req-7' }, async () => {
      log.info('before await');
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.warn({ extra: 1 }, 'after await');
    });
    expect(lines.map((l) => [l.msg, l.requestId])).toEqual([
      ['start-up', undefined],
      ['before await', 'req-7'],
      ['after await', 'req-7'],
    ]);
    expect(lines[2]).toMatchObject({ level: 40, service: 'realtor-web', extra: 1 });
  });
});
