import { describe, expect, it } from 'vitest';
import { evaluateDealFromHistory, type PricePoint } from './deal-rule.ts';

const START = Date.parse('2026-01-01T06:00:00Z');
// A history written as [day, euros] pairs, one per price change.
function history(...changes: Array<[number, number]>): PricePoint[] {
  return changes.map(([day, euros]) => ({
    observedAt: new Date(START + day * 86_400_000).toISOString(),
    priceCents: Math.round(euros * 100),
  }));
}

describe('evaluateDealFromHistory (30-day lowest price rule)', () => {
  it('calls a drop of 15% after 40 stable days a deal, against the 30-day lowest price', () => {
    const state = evaluateDealFromHistory(history([0, 100], [40, 85]));
    expect(state).toMatchObject({ isDeal: true, referencePriceCents: 10000, discountPercent: 15 });
    expect(state.since).toBe(new Date(START + 40 * 86_400_000).toISOString());
  });

  it('needs 30 days of history before the drop', () => {
    expect(evaluateDealFromHistory(history([0, 100], [29, 70])).isDeal).toBe(false);
    expect(evaluateDealFromHistory(history([0, 100], [30, 70])).isDeal).toBe(true);
  });

  it('counts a drop of exactly the threshold, not one just below it', () => {
    expect(evaluateDealFromHistory(history([0, 100], [31, 90])).isDeal).toBe(true);
    expect(evaluateDealFromHistory(history([0, 100], [31, 90.01])).isDeal).toBe(false);
  });

  it('does not reward a fake "raise then cut back"', () => {
    const state = evaluateDealFromHistory(history([0, 100], [35, 120], [42, 100]));
    expect(state.isDeal).toBe(false);
  });

  it('measures a zig-zag against the lowest price of the window, not the last one', () => {
    // 100 -> 80 (a deal) -> 100 (ends it) -> 85: the 30 days before the last cut include 80.
    const state = evaluateDealFromHistory(history([0, 100], [40, 80], [45, 100], [50, 85]));
    expect(state.isDeal).toBe(false);
  });

  it('ends the deal when the price rises back', () => {
    expect(evaluateDealFromHistory(history([0, 100], [40, 80], [45, 95])).isDeal).toBe(false);
  });

  it('keeps the first reference through progressive reductions', () => {
    const state = evaluateDealFromHistory(history([0, 100], [40, 85], [47, 80]));
    expect(state).toMatchObject({ isDeal: true, referencePriceCents: 10000, discountPercent: 20 });
    expect(state.since).toBe(new Date(START + 40 * 86_400_000).toISOString());
  });

  it('never turns a slow drift of small cuts into a deal', () => {
    expect(evaluateDealFromHistory(history([0, 100], [40, 95], [60, 90], [80, 86])).isDeal).toBe(false);
  });

  it('uses the price in effect at the start of the window when there were missing days', () => {
    // Only two observations: the price set on day 0 was in effect all the 30 days before day 70.
    expect(evaluateDealFromHistory(history([0, 200], [70, 150]))).toMatchObject({
      isDeal: true,
      referencePriceCents: 20000,
      discountPercent: 25,
    });
  });

  it('has no deal without history', () => {
    expect(evaluateDealFromHistory([]).isDeal).toBe(false);
    expect(evaluateDealFromHistory(history([0, 100])).isDeal).toBe(false);
  });
});
