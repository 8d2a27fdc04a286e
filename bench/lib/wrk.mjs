// wrk (Debian's package `wrk`, written in C) as the load generator of bench/cluster.mjs: on a
// 2-core machine autocannon (JavaScript) spent a core parsing the answers, so the figures measured
// the load generator as much as the cluster, the more so the larger the page.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function hasWrk() {
  return spawnSync('wrk', ['--version']).error === undefined;
}

const MS = { us: 0.001, ms: 1, s: 1000 };

/** A latency of wrk's report ("13.53ms", "812.00us", "1.02s") in milliseconds. */
function millis(text) {
  const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(text);
  return Math.round(Number(value) * MS[unit] * 10) / 10;
}

/**
 * Runs wrk for `duration` seconds with `connections` connections (2 threads) and returns
 * requests per second, p50 and p99 latency (ms), the answers counted (2xx/3xx, other) and socket
 * errors. A request with a body is sent by a Lua script.
 */
export async function wrk({ url, connections, duration, headers = {}, method = 'GET', body }) {
  const args = ['-t2', `-c${connections}`, `-d${duration}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  let script;
  if (method !== 'GET' || body !== undefined) {
    script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-')), 'request.lua');
    fs.writeFileSync(script, `wrk.method = ${JSON.stringify(method)}\nwrk.body = ${JSON.stringify(body ?? '')}\n`);
    args.push('-s', script);
  }
  // Not spawnSync: the caller samples the instances' memory while wrk runs.
  const stdout = await new Promise((resolve, reject) =>
    execFile('wrk', [...args, url], (error, out, err) => (error ? reject(new Error(`wrk failed: ${err || error.message}`)) : resolve(out))),
  ).finally(() => script && fs.rmSync(path.dirname(script), { recursive: true, force: true }));
  const number = (pattern) => Number(pattern.exec(stdout)?.[1] ?? 0);
  const requests = number(/(\d+) requests in/);
  const other = number(/Non-2xx or 3xx responses: (\d+)/);
  // "Socket errors: connect 0, read 0, write 0, timeout 0", printed only when there are some.
  const socketErrors = /Socket errors: (.*)/.exec(stdout)?.[1] ?? '';
  const errors = (socketErrors.match(/\d+/g) ?? []).reduce((sum, n) => sum + Number(n), 0);
  return {
    rps: Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    p50: millis(/^\s+50%\s+(\S+)$/m.exec(stdout)[1]),
    p99: millis(/^\s+99%\s+(\S+)$/m.exec(stdout)[1]),
    ok: requests - other,
    other,
    errors,
  };
}
