import { describe, expect, it } from 'vitest';
import { buildPriceHistory } from './price-history.ts';

const now = new Date('2026-11-21T12:00:00Z');
const offer = (id: number, shop: string, firstSeen: string, lastSeen: string, available = 1) => ({
  id,
  shop_name: shop,
  first_seen_at: firstSeen,
  last_seen_at: lastSeen,
  is_available: available,
});

describe('buildPriceHistory', () => {
  it('carries each price forward day by day and takes the lowest across shops', () => {
    const history = buildPriceHistory(
      [
        offer(1, 'A', '2026-11-15T06:00:00Z', '2026-11-21T06:00:00Z'),
        offer(2, 'B', '2026-11-17T06:00:00Z', '2026-11-21T06:00:00Z'),
      ],
      [
        // A price before the window still sets the first day's price.
        { offer_id: 1, price_cents: 10_000, observed_at: '2026-11-15T06:00:00Z' },
        { offer_id: 1, price_cents: 9_000, observed_at: '2026-11-19T06:00:00Z' },
        { offer_id: 2, price_cents: 9_500, observed_at: '2026-11-17T06:00:00Z' },
      ],
      { days: 5, now },
    );
    expect(history.lowest).toEqual([
      { date: '2026-11-17', price: 95 },
      { date: '2026-11-18', price: 95 },
      { date: '2026-11-19', price: 90 },
      { date: '2026-11-20', price: 90 },
      { date: '2026-11-21', price: 90 },
    ]);
    expect(history.shops.map((shop) => shop.shop_name)).toEqual(['A', 'B']);
    expect(history.shops[0]!.prices[0]).toEqual({ date: '2026-11-17', price: 100 });
    expect(history.lowest_30_days).toBe(90);
  });

  it('stops an offer on the last day a feed confirmed it, once it is gone', () => {
    const history = buildPriceHistory(
      [
        offer(1, 'A', '2026-11-18T06:00:00Z', '2026-11-19T06:00:00Z', 0),
        offer(2, 'B', '2026-11-18T06:00:00Z', '2026-11-21T06:00:00Z'),
      ],
      [
        { offer_id: 1, price_cents: 5_000, observed_at: '2026-11-18T06:00:00Z' },
        { offer_id: 2, price_cents: 7_000, observed_at: '2026-11-18T06:00:00Z' },
      ],
      { days: 4, now },
    );
    expect(history.lowest.map((entry) => entry.price)).toEqual([50, 50, 70, 70]);
    expect(history.shops[0]!.prices.map((entry) => entry.date)).toEqual(['2026-11-18', '2026-11-19']);
  });

  it('has no lowest price without any price point', () => {
    const history = buildPriceHistory([offer(1, 'A', '2026-11-18T06:00:00Z', '2026-11-21T06:00:00Z')], [], {
      days: 30,
      now,
    });
    expect(history.lowest).toEqual([]);
    expect(history.lowest_30_days).toBeNull();
  });
});
