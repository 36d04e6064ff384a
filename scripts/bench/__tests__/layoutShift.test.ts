/** @jest-environment node */
import { describeMovers, toCls, viewportLabel, type ShiftEntry } from '../layoutShift';

function shift(startTime: number, value: number, sources = ['p'], hadRecentInput = false) {
  return { startTime, value, sources, hadRecentInput } satisfies ShiftEntry;
}

describe('toCls (session windows: 1 s gap, 5 s at most)', () => {
  it('is 0 with nothing worst when nothing moved', () => {
    expect(toCls([])).toEqual({ cls: 0, worst: [] });
  });

  it('sums the shifts of one window, whatever order they were recorded in', () => {
    const figure = toCls([shift(900, 0.02), shift(100, 0.01), shift(500, 0.03)]);
    expect(figure.cls).toBeCloseTo(0.06);
    // Largest first: what moved most leads the report.
    expect(figure.worst.map((entry) => entry.value)).toEqual([0.03, 0.02, 0.01]);
  });

  it('starts a new window after a gap of more than 1 s and keeps the largest window', () => {
    const figure = toCls([shift(0, 0.01), shift(500, 0.01), shift(1600, 0.05)]);
    expect(figure.cls).toBeCloseTo(0.05);
    expect(figure.worst).toHaveLength(1);
  });

  it('closes a window 5 s after it opened even when shifts keep coming', () => {
    const steady = [0, 900, 1800, 2700, 3600, 4500, 5400, 6300].map((t) => shift(t, 0.01));
    // 0…4500 is the first window (six shifts); 5400 opens the second.
    expect(toCls(steady).cls).toBeCloseTo(0.06);
  });

  it('leaves out shifts that followed input: the reader expected them', () => {
    expect(toCls([shift(0, 0.3, ['ul'], true), shift(100, 0.01)]).cls).toBeCloseTo(0.01);
  });
});

describe('describeMovers', () => {
  it('names what moved, largest shift first, and counts repeats', () => {
    const figure = toCls([
      shift(0, 0.1, ['p', 'aside.my-6']),
      shift(100, 0.05, ['p']),
      shift(200, 0.01, ['h2#code', 'span.base']),
    ]);
    expect(describeMovers(figure)).toBe('p ×2, aside.my-6, h2#code, +1 more');
    expect(describeMovers(toCls([]))).toBe('');
  });
});

describe('viewportLabel', () => {
  it('is the viewport as width×height', () => {
    expect(viewportLabel('mobile')).toBe('412×823');
    expect(viewportLabel('desktop')).toBe('1280×800');
  });
});
