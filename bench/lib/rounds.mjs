// Interleaved measurement for the ratio figures. This machine's speed drifts from minute to minute
// (a shared 2-core VM: the landing page measured 339 and then 231 req/s in two runs a minute
// apart), so two figures measured one after the other compare two moments of the machine as much
// as two endpoints. Here the measurements of one comparison take turns in short rounds, so each
// sees the same moments, and each one's rounds are then added up.

/**
 * Runs every measurement for `roundSeconds`, in turn, `rounds` times (after one warm-up round of
 * `warmUpSeconds` each). `run(options, seconds)` makes one round and answers
 * `{ requests, seconds, percentiles: [[percent, ms], …], ok, other, errors }`. Resolves to one
 * merged result per measurement, in order: requests per second over all its rounds, the p50 and
 * p99 of all its requests (from the rounds' percentiles), the answers counted, warm-up included
 * in `acknowledged`.
 */
export async function interleaved(measurements, { rounds, roundSeconds, warmUpSeconds, run }) {
  const warm = [];
  for (const options of measurements) warm.push(await run(options, warmUpSeconds));
  const results = measurements.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, options] of measurements.entries()) results[i].push(await run(options, roundSeconds));
  }
  return results.map((parts, i) => {
    const requests = parts.reduce((sum, part) => sum + part.requests, 0);
    const sum = (key) => parts.reduce((total, part) => total + part[key], 0);
    return {
      rps: Math.round(requests / sum('seconds')),
      p50: mergedPercentile(parts, 50),
      p99: mergedPercentile(parts, 99),
      ok: sum('ok'),
      other: sum('other'),
      errors: sum('errors'),
      acknowledged: warm[i].ok + sum('ok'),
    };
  });
}

/** The share of one round's requests at or under `ms`, from its percentile points (interpolated). */
function shareAtOrUnder(percentiles, ms) {
  if (ms < percentiles[0][1]) return 0;
  for (let i = 1; i < percentiles.length; i++) {
    const [p0, v0] = percentiles[i - 1];
    const [p1, v1] = percentiles[i];
    if (ms < v1) return (p0 + ((p1 - p0) * (ms - v0)) / (v1 - v0 || 1)) / 100;
  }
  return percentiles.at(-1)[0] / 100;
}

/** The `percent` percentile of all the rounds' requests together: each round weighs by its count. */
export function mergedPercentile(parts, percent) {
  const total = parts.reduce((sum, part) => sum + part.requests, 0);
  const candidates = [...new Set(parts.flatMap((part) => part.percentiles.map(([, ms]) => ms)))].sort((a, b) => a - b);
  const share = (ms) => parts.reduce((sum, part) => sum + part.requests * shareAtOrUnder(part.percentiles, ms), 0) / total;
  let previous = 0;
  for (const ms of candidates) {
    const at = share(ms);
    if (at >= percent / 100) {
      // Between the previous candidate and this one, the share grows about linearly.
      const before = share(previous);
      const value = previous + ((ms - previous) * (percent / 100 - before)) / (at - before || 1);
      return Math.round(value * 10) / 10;
    }
    previous = ms;
  }
  return candidates.at(-1);
}

/** autocannon's latency fields and the percentiles they are. */
const POINTS = [['min', 0], ['p1', 1], ['p10', 10], ['p25', 25], ['p50', 50], ['p75', 75], ['p90', 90], ['p97_5', 97.5], ['p99', 99], ['p99_9', 99.9], ['max', 100]];

/**
 * GETs of `paths` on `baseUrl` in interleaved rounds (5 of 2 s after a 3 s warm-up), autocannon
 * with 10 connections and a Korean Accept-Language; resolves to `interleaved`'s merged results, and
 * prints one line a path.
 */
export async function pageRounds(baseUrl, paths) {
  const { default: autocannon } = await import('autocannon');
  const run = async (path, seconds) => {
    const result = await autocannon({ url: `${baseUrl}${path}`, connections: 10, duration: seconds, headers: { 'accept-language': 'ko' } });
    return {
      requests: result.requests.total,
      seconds: result.duration,
      percentiles: POINTS.map(([field, percent]) => [percent, result.latency[field]]),
      ok: result['2xx'],
      other: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  };
  const results = await interleaved(paths, { rounds: 5, roundSeconds: 2, warmUpSeconds: 3, run });
  const width = Math.max(...paths.map((path) => path.length)) + 2;
  for (const [i, path] of paths.entries()) {
    const { rps, p50, p99, ok, other, errors } = results[i];
    console.log(`${path.padEnd(width)} ${rps} req/s, p50 ${p50} ms, p99 ${p99} ms, ${ok} × 2xx, ${other} other, ${errors} errors`);
  }
  return results;
}
