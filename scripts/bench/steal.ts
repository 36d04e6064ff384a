/**
 * CPU steal: time the hypervisor gave this virtual machine's CPUs to other guests. It is counted
 * in /proc/stat, and it slows everything the bench times (Lighthouse's simulated throttling
 * scales the CPU time it observes, builds and interactions are wall-clock). Steal can only make a
 * figure worse, so a budget met under steal is met; a budget missed under steal is not decided
 * (see budgets.ts), and a Lighthouse run taken under steal is replaced unless it met its page's
 * budgets anyway (lighthouse.ts).
 */
import { readFileSync } from 'node:fs';

/**
 * Above this share of CPU time stolen during a measurement, the measurement says more about the
 * host than about the site. Quiet runs on the bench machine show 0–1 %; runs that missed the TBT
 * budget while other guests had the host saw 11–32 % (docs/performance.md, "Measuring on a shared
 * machine").
 */
export const STEAL_LIMIT_PERCENT = 5;

/** Cumulative CPU time, in clock ticks, summed over every CPU. */
export interface CpuSample {
  total: number;
  steal: number;
}

/**
 * Reads the aggregate `cpu` line of /proc/stat: user nice system idle iowait irq softirq steal
 * (guest and guest_nice are already counted in user and nice, so they are left out of the total).
 */
export function parseCpuLine(stat: string): CpuSample | undefined {
  const line = stat.split('\n').find((candidate) => /^cpu\s/.test(candidate));
  if (!line) return undefined;
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some((value) => !Number.isFinite(value))) return undefined;
  return { total: ticks.reduce((sum, value) => sum + value, 0), steal: ticks[7] };
}

/** Undefined where there is no /proc/stat (macOS, Windows): steal is then unknown. */
export function readCpuSample(): CpuSample | undefined {
  try {
    return parseCpuLine(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/** Share of the CPU time between two samples that was stolen, in percent (one decimal). */
export function stealPercent(
  before: CpuSample | undefined,
  after: CpuSample | undefined,
): number | undefined {
  if (!before || !after) return undefined;
  const total = after.total - before.total;
  if (total <= 0) return undefined;
  return Math.round(((after.steal - before.steal) / total) * 1000) / 10;
}

/** Runs `measure` and reports the steal over exactly its duration. */
export async function withSteal<T>(
  measure: () => Promise<T>,
  sample: () => CpuSample | undefined = readCpuSample,
): Promise<{ value: T; steal: number | undefined }> {
  const before = sample();
  const value = await measure();
  return { value, steal: stealPercent(before, sample()) };
}

/** `{ steal }` to spread into a figure, or nothing when steal is unknown. */
export function stealField(steal: number | undefined): { steal?: number } {
  return steal === undefined ? {} : { steal };
}

/** Times `step` (which resolves to seconds) and records the steal during it. */
export async function timedWithSteal(
  step: () => Promise<number>,
): Promise<{ seconds: number; steal?: number }> {
  const { value: seconds, steal } = await withSteal(step);
  return { seconds, ...stealField(steal) };
}

/** True when steal was measured and exceeded the limit. Unknown steal counts as quiet. */
export function isDisturbed(steal: number | undefined): boolean {
  return steal !== undefined && steal > STEAL_LIMIT_PERCENT;
}

/** Why steal may have slowed a measurement ("the host stole 9.6 % of the CPU"), if it did. */
export function stealDisturbance(steal: number | undefined): string | undefined {
  return isDisturbed(steal) ? `the host stole ${formatSteal(steal!)} of the CPU` : undefined;
}

/** "12.5 %", for tables and messages. */
export function formatSteal(steal: number): string {
  return `${steal.toFixed(1)} %`;
}
