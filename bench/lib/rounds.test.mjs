import { describe, expect, it } from 'vitest';
import { interleaved, mergedPercentile } from './rounds.mjs';

const round = (requests, percentiles) => ({ requests, seconds: 2, percentiles, ok: requests, other: 0, errors: 0 });
const a = round(1000, [[0, 1], [50, 10], [90, 20], [99, 40], [100, 50]]);
const b = round(1000, [[0, 2], [50, 20], [90, 40], [99, 80], [100, 100]]);

describe('mergedPercentile', () => {
  it('is the round’s own percentile for one round, or for equal rounds', () => {
    expect(mergedPercentile([a], 99)).toBe(40);
    expect(mergedPercentile([a, a, a], 50)).toBe(10);
  });

  it('weighs rounds by their request counts', () => {
    // Half of all requests: a's 66% at 14.1 ms and b's 34% there.
    expect(mergedPercentile([a, b], 50)).toBe(14.1);
    // 99% of all: all of a (≤ 50 ms) and 98% of b at 75.6 ms.
    expect(mergedPercentile([a, b], 99)).toBe(75.6);
    // A round with ten times the requests pulls the percentile to its own.
    expect(mergedPercentile([{ ...a, requests: 10_000 }, b], 50)).toBeLessThan(11);
  });
});

describe('interleaved', () => {
  it('warms each side up, then alternates their rounds, and adds each side’s rounds up', async () => {
    const calls = [];
    const run = async (side, seconds) => {
      calls.push(`${side}:${seconds}`);
      return side === 'x' ? round(200, a.percentiles) : round(100, b.percentiles);
    };
    const [x, y] = await interleaved(['x', 'y'], { rounds: 3, roundSeconds: 2, warmUpSeconds: 5, run });
    expect(calls).toEqual(['x:5', 'y:5', 'x:2', 'y:2', 'x:2', 'y:2', 'x:2', 'y:2']);
    expect(x).toMatchObject({ rps: 100, p99: 40, ok: 600, acknowledged: 800 });
    expect(y).toMatchObject({ rps: 50, p50: 20, ok: 300, acknowledged: 400 });
  });
});
