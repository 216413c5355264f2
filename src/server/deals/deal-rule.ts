import { discountPercentOf } from '../../shared/discount.ts';

// When may the site call an offer a deal ("Oferta")?
//
// EU Directive 98/6/EC art. 6a (added by the Omnibus Directive 2019/2161) and Spain's art. 20 LOCM:
// an announced price reduction must be measured against the lowest price the same seller applied
// during the 30 days before the reduction. So an offer is a deal when its current price is at least
// DEAL_MIN_DROP percent below the lowest price that same offer had during the 30 days before the
// drop, and the struck-out price we show is that 30-day lowest price, never the shop's own "was" or
// RRP figure. An offer we have not watched for 30 days before the drop cannot be a deal.
//
// Progressive reductions (art. 6a(5)): when an offer that is already a deal drops again, the
// reference stays the one of the first reduction; otherwise a deeper cut would look like no deal.
// Any rise ends the run: a later cut is measured against the 30 days before it, so a
// "raise, then cut back" trick never qualifies.

export const DEAL_WINDOW_DAYS = 30;
export const DEFAULT_DEAL_MIN_DROP_PERCENT = 10;
const DAY_MS = 86_400_000;

export type DealState = {
  isDeal: boolean;
  referencePriceCents: number | null;
  discountPercent: number | null;
  since: string | null;
};

export const NO_DEAL: DealState = {
  isDeal: false,
  referencePriceCents: null,
  discountPercent: null,
  since: null,
};

export type PriceChange = {
  // The price in effect just before this change, and whether it was a deal.
  previousPriceCents: number;
  previous: DealState;
  priceCents: number;
  changedAt: string;
  firstSeenAt: string;
  // Lowest price in effect during [changedAt - 30 days, changedAt), or null when unknown.
  lowestInWindowCents: number | null;
};

export function dealWindowStart(changedAt: string): string {
  return new Date(Date.parse(changedAt) - DEAL_WINDOW_DAYS * DAY_MS).toISOString();
}

function qualifies(referenceCents: number, priceCents: number, minDropPercent: number): boolean {
  // Compare in integers: price <= reference * (1 - min/100), exactly at the threshold counts.
  return priceCents * 100 <= referenceCents * (100 - minDropPercent);
}

// The deal state after one price change, from the state before it.
export function evaluatePriceChange(
  change: PriceChange,
  minDropPercent = DEFAULT_DEAL_MIN_DROP_PERCENT,
): DealState {
  const { previous, priceCents } = change;
  if (priceCents < change.previousPriceCents && previous.isDeal && previous.referencePriceCents !== null) {
    return {
      isDeal: true,
      referencePriceCents: previous.referencePriceCents,
      discountPercent: discountPercentOf(previous.referencePriceCents, priceCents),
      since: previous.since,
    };
  }
  if (priceCents >= change.previousPriceCents) return NO_DEAL;
  const windowStart = dealWindowStart(change.changedAt);
  if (change.firstSeenAt > windowStart || change.lowestInWindowCents === null) return NO_DEAL;
  const reference = change.lowestInWindowCents;
  if (!qualifies(reference, priceCents, minDropPercent)) return NO_DEAL;
  return {
    isDeal: true,
    referencePriceCents: reference,
    discountPercent: discountPercentOf(reference, priceCents),
    since: change.changedAt,
  };
}

export type PricePoint = { observedAt: string; priceCents: number };

// The lowest price in effect during [from, to): the price set at or before `from` that was still
// in effect at `from`, and every price set inside the window.
export function lowestPriceInWindow(history: readonly PricePoint[], from: string, to: string): number | null {
  let lowest: number | null = null;
  let inEffectAtStart: number | null = null;
  for (const point of history) {
    if (point.observedAt <= from) inEffectAtStart = point.priceCents;
    else if (point.observedAt < to)
      lowest = lowest === null ? point.priceCents : Math.min(lowest, point.priceCents);
  }
  if (inEffectAtStart !== null)
    lowest = lowest === null ? inEffectAtStart : Math.min(lowest, inEffectAtStart);
  return lowest;
}

// The deal state of an offer from its whole price history (points in time order, one per change).
// The importer reaches the same result incrementally with evaluatePriceChange.
export function evaluateDealFromHistory(
  history: readonly PricePoint[],
  minDropPercent = DEFAULT_DEAL_MIN_DROP_PERCENT,
): DealState {
  const first = history[0];
  if (!first) return NO_DEAL;
  let state = NO_DEAL;
  for (let i = 1; i < history.length; i++) {
    const point = history[i]!;
    const previousPoint = history[i - 1]!;
    if (point.priceCents === previousPoint.priceCents) continue;
    state = evaluatePriceChange(
      {
        previousPriceCents: previousPoint.priceCents,
        previous: state,
        priceCents: point.priceCents,
        changedAt: point.observedAt,
        firstSeenAt: first.observedAt,
        lowestInWindowCents: lowestPriceInWindow(
          history.slice(0, i),
          dealWindowStart(point.observedAt),
          point.observedAt,
        ),
      },
      minDropPercent,
    );
  }
  return state;
}
