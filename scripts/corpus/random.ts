/**
 * A small seeded PRNG and the distributions the corpus draws from. Everything the generator
 * writes comes from here, never from Math.random, so a corpus is the same on every run and a
 * timing change means the code changed, not the content.
 */

/** mulberry32: 32-bit state, fast, and good enough for filler text. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Index i with probability proportional to weights[i]. */
  weighted(weights: readonly number[]): number {
    let r = this.next() * weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) < 0) return i;
    return weights.length - 1;
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    return Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }

  /** A child generator, so one part of the corpus can change without reshuffling the rest. */
  fork(salt: number): Random {
    return new Random(Math.imul(this.state ^ salt, 2654435761) ^ (salt << 7));
  }
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26, error below 1e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.2548296 + t * (-0.28449674 + t * (1.4214137 + t * (-1.453152 + t * 1.0614054))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Inverse of normalCdf by bisection: called a few thousand times, so speed does not matter. */
export function normalQuantile(p: number): number {
  let lo = -8;
  let hi = 8;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (normalCdf(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The 90th percentile of a standard normal: a log-normal's p90 is median · e^(σ·Z90). */
const Z90 = 1.2815516;

/** A skewed measure as authors produce it: half the files below `median`, a tenth above `p90`. */
export interface Target {
  median: number;
  p90: number;
  max: number;
  min?: number;
}

/**
 * Values for `count` files from the log-normal fit to `target`, at evenly spaced quantiles
 * rather than independent draws: with ~150 modules, independent draws miss a p90 by 10–15 %
 * by chance alone, and stratifying removes that noise. `scores` (one per file, higher = larger
 * file) decides which file gets which quantile, so sizes and counts can rise together.
 */
export function stratifiedLogNormal(target: Target, scores: readonly number[]): number[] {
  const sigma = Math.log(target.p90 / target.median) / Z90;
  const order = scores.map((score, index) => ({ score, index })).sort((a, b) => a.score - b.score);
  const values = new Array<number>(scores.length);
  order.forEach(({ index }, rank) => {
    const z = normalQuantile((rank + 0.5) / scores.length);
    const value = target.median * Math.exp(sigma * z);
    values[index] = Math.max(target.min ?? 0, Math.min(target.max, value));
  });
  return values;
}

/**
 * Per-file scores for several measures that correlate by `rho` with one shared "how big is this
 * file" score: large modules have more code, math and widgets, but not in lockstep.
 */
export function correlatedScores(random: Random, count: number, measures: number, rho: number) {
  const shared = Array.from({ length: count }, () => random.normal());
  const spread = Math.sqrt(1 - rho * rho);
  return Array.from({ length: measures }, () =>
    shared.map((s) => rho * s + spread * random.normal()),
  );
}
