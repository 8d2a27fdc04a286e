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

/** The percentiles (of 100) that a run reports, for merging rounds (bench/lib/rounds.mjs). */
const PERCENTILES = [0, 10, 25, 50, 75, 90, 95, 97, 98, 99, 99.5, 99.9, 100];

/** wrk's Lua hooks: the request (method, body) and, when done, one parsable line of figures. */
function script(method, body) {
  return `wrk.method = ${JSON.stringify(method)}
wrk.body = ${JSON.stringify(body ?? '')}
function done(summary, latency, requests)
  local points = {}
  for _, p in ipairs({${PERCENTILES.join(', ')}}) do
    local us = p == 0 and latency.min or (p == 100 and latency.max or latency:percentile(p))
    points[#points + 1] = p .. ":" .. us
  end
  io.write(string.format("figures requests=%d us=%d non2xx=%d errors=%d points=%s\\n", summary.requests, summary.duration,
    summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    table.concat(points, ",")))
end
`;
}

/**
 * Runs wrk for `duration` seconds with `connections` connections (2 threads) and returns the
 * requests made and the seconds they took, requests per second, p50 and p99 latency (ms), the
 * latency percentiles, the answers counted (2xx/3xx, other) and socket errors.
 */
export async function wrk({ url, connections, duration, headers = {}, method = 'GET', body }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-'));
  const file = path.join(dir, 'request.lua');
  fs.writeFileSync(file, script(method, body));
  const args = ['-t2', `-c${connections}`, `-d${duration}s`, '-s', file];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  // Not spawnSync: the caller samples the instances' memory while wrk runs.
  const stdout = await new Promise((resolve, reject) =>
    execFile('wrk', [...args, url], (error, out, err) => (error ? reject(new Error(`wrk failed: ${err || error.message}`)) : resolve(out))),
  ).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
  const line = /^figures (.*)$/m.exec(stdout)?.[1];
  if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
  const field = (name) => Number(new RegExp(`${name}=(\\d+)`).exec(line)[1]);
  const percentiles = /points=(\S+)/
    .exec(line)[1]
    .split(',')
    .map((point) => point.split(':').map(Number))
    .map(([percent, us]) => [percent, Math.round(us / 100) / 10]);
  const requests = field('requests');
  const seconds = field('us') / 1e6;
  const other = field('non2xx');
  const at = (percent) => percentiles.find(([p]) => p === percent)[1];
  return { requests, seconds, rps: Math.round(requests / seconds), p50: at(50), p99: at(99), percentiles, ok: requests - other, other, errors: field('errors') };
}
