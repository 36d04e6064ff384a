/** @jest-environment node */
import {
  formatSteal,
  isDisturbed,
  parseCpuLine,
  STEAL_LIMIT_PERCENT,
  stealPercent,
  withSteal,
  type CpuSample,
} from '../steal';

// The first lines of a real /proc/stat from the bench machine.
const STAT = `cpu  4547850 196924 873221 3798308 36459 0 18940 185888 0 0
cpu0 2273925 98462 436610 1899154 18229 0 9470 92944 0 0
intr 123 0 0`;

describe('parseCpuLine', () => {
  it('sums the eight time columns of the aggregate line and picks steal', () => {
    expect(parseCpuLine(STAT)).toEqual({
      total: 4547850 + 196924 + 873221 + 3798308 + 36459 + 0 + 18940 + 185888,
      steal: 185888,
    });
  });

  it('says nothing for a file without a usable cpu line (old kernels, other systems)', () => {
    expect(parseCpuLine('intr 1 2 3')).toBeUndefined();
    expect(parseCpuLine('cpu  1 2 3 4')).toBeUndefined();
  });
});

describe('stealPercent', () => {
  const at = (total: number, steal: number): CpuSample => ({ total, steal });

  it('is the stolen share of the CPU time between two samples', () => {
    expect(stealPercent(at(1000, 10), at(3000, 260))).toBe(12.5);
    expect(stealPercent(at(1000, 10), at(2000, 10))).toBe(0);
  });

  it('is unknown without both samples or without time passing', () => {
    expect(stealPercent(undefined, at(1, 0))).toBeUndefined();
    expect(stealPercent(at(5, 0), at(5, 0))).toBeUndefined();
  });
});

describe('withSteal', () => {
  it('measures the steal over the measured work only', async () => {
    const samples = [
      { total: 0, steal: 0 },
      { total: 400, steal: 80 },
    ];
    const result = await withSteal(
      async () => 'figures',
      () => samples.shift(),
    );
    expect(result).toEqual({ value: 'figures', steal: 20 });
  });
});

describe('isDisturbed', () => {
  it('marks steal above the limit only, and treats unknown steal as quiet', () => {
    expect(isDisturbed(STEAL_LIMIT_PERCENT)).toBe(false);
    expect(isDisturbed(STEAL_LIMIT_PERCENT + 0.1)).toBe(true);
    expect(isDisturbed(undefined)).toBe(false);
    expect(formatSteal(12)).toBe('12.0 %');
  });
});
