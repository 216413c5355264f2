// A product's price history as the product page charts it: for each day, the price each offer had
// at the end of that day (its last change on or before it), and the lowest of them across shops.
// Offers count only on days they were listed: from their first sighting to their last
// confirmation by a feed (or today, while they are still available). Days are UTC calendar days.

const DAY_MS = 86_400_000;

export type OfferTimeline = {
  id: number;
  shop_name: string;
  first_seen_at: string;
  last_seen_at: string;
  is_available: number;
};
export type PricePoint = { offer_id: number; price_cents: number; observed_at: string };
export type DailyPrice = { date: string; price: number };
export type PriceHistory = {
  currency: string;
  days: number;
  lowest: DailyPrice[];
  shops: { offer_id: number; shop_name: string; prices: DailyPrice[] }[];
  lowest_30_days: number | null;
};

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export function buildPriceHistory(
  timelines: readonly OfferTimeline[],
  points: readonly PricePoint[],
  options: { days: number; now: Date; currency?: string },
): PriceHistory {
  const today = Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate());
  const firstDay = today - (options.days - 1) * DAY_MS;
  const pointsByOffer = new Map<number, PricePoint[]>();
  for (const point of points) {
    const list = pointsByOffer.get(point.offer_id) ?? [];
    list.push(point);
    pointsByOffer.set(point.offer_id, list);
  }

  const lowestByDay = new Map<string, number>();
  const shops: PriceHistory['shops'] = [];
  for (const offer of timelines) {
    const offerPoints = (pointsByOffer.get(offer.id) ?? []).sort((a, b) =>
      a.observed_at.localeCompare(b.observed_at),
    );
    if (offerPoints.length === 0) continue;
    const firstSeen = Date.parse(offer.first_seen_at);
    const lastSeen = offer.is_available === 1 ? options.now.getTime() : Date.parse(offer.last_seen_at);
    const prices: DailyPrice[] = [];
    let next = 0;
    let current: number | null = null;
    for (let day = firstDay; day <= today; day += DAY_MS) {
      const dayEnd = day + DAY_MS - 1;
      while (next < offerPoints.length && Date.parse(offerPoints[next]!.observed_at) <= dayEnd) {
        current = offerPoints[next]!.price_cents;
        next++;
      }
      if (current === null || firstSeen > dayEnd || lastSeen < day) continue;
      const date = dayOf(day);
      prices.push({ date, price: current / 100 });
      const lowest = lowestByDay.get(date);
      if (lowest === undefined || current < lowest) lowestByDay.set(date, current);
    }
    if (prices.length > 0) shops.push({ offer_id: offer.id, shop_name: offer.shop_name, prices });
  }

  const lowest = [...lowestByDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, cents]) => ({ date, price: cents / 100 }));
  const since30 = dayOf(today - 29 * DAY_MS);
  const recent = lowest.filter((entry) => entry.date >= since30).map((entry) => entry.price);
  return {
    currency: options.currency ?? 'EUR',
    days: options.days,
    lowest,
    shops,
    lowest_30_days: recent.length > 0 ? Math.min(...recent) : null,
  };
}

export function historyWindowStart(days: number, now: Date): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS).toISOString();
}
