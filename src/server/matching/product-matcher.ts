import {
  codeCore,
  conflictingAttributes,
  type OfferAttributes,
  sameModelNumber,
  withoutMakerPrefix,
  withoutSeriesLetters,
} from './offer-attributes.ts';

// Whether an offer without a GTIN is a product the catalog already has (issue 15, part 2), decided
// one offer at a time as an import meets them:
// - "model": a model number in common (or one with a shop's suffix, or without a maker's prefix)
//   and no conflicting attribute;
// - "line": the same brand, product line ("iphone15") and variant words ("pro", "slim"), the same
//   storage and capacity, no model numbers that disagree, and neither is an accessory.
// Never across conflicting attributes, never with a product the same shop already sells (a shop
// lists a product once), and an accessory never joins by its line (a case "iPhone 15" is not the
// phone). Candidates come from keys (see matchKeysOf) that the catalog indexes, so an offer is
// compared with a handful of products, never with all of them.

export type MatchReason = 'model' | 'line';

export type MatchDecision = { reason: MatchReason; detail: string };

// A product as matching sees it: what its offers say, merged (see mergeAttributes), and the shops
// that sell it.
export type MatchTarget = { attributes: OfferAttributes; shops: ReadonlySet<string> };

export type MatchableOffer = { shop: string; attributes: OfferAttributes };

// A key that hundreds of products share is no evidence worth comparing every one of them for.
export const MAX_CANDIDATES_PER_KEY = 50;

// The keys a product is found by: its model numbers (as written, without a shop's suffix, without a
// maker's prefix) and its brand's line.
export function matchKeysOf(attributes: OfferAttributes): string[] {
  const keys = new Set<string>();
  for (const code of attributes.modelCodes) {
    keys.add(`m:${code}`);
    keys.add(`m:${codeCore(code)}`);
    keys.add(`m:${withoutMakerPrefix(code)}`);
    keys.add(`m:${withoutSeriesLetters(code)}`);
  }
  if (attributes.brand && attributes.productLine) keys.add(`l:${attributes.brand}:${attributes.productLine}`);
  return [...keys];
}

export function decideMatch(offer: MatchableOffer, target: MatchTarget): MatchDecision | null {
  if (target.shops.has(offer.shop)) return null;
  const a = offer.attributes;
  const b = target.attributes;
  if (conflictingAttributes(a, b) !== null) return null;
  if (sameModelNumber(a.modelCodes, b.modelCodes)) {
    const code = a.modelCodes.find((x) => sameModelNumber([x], b.modelCodes))!;
    return { reason: 'model', detail: code };
  }
  if (sameLine(a, b)) return { reason: 'line', detail: lineDetail(a) };
  return null;
}

function sameLine(a: OfferAttributes, b: OfferAttributes): boolean {
  if (!a.brand || a.brand !== b.brand || !a.productLine || a.productLine !== b.productLine) return false;
  if (a.accessory || b.accessory || a.bundle || b.bundle) return false;
  // Model numbers that disagree are two models of one line (rule one would have joined them).
  if (a.modelCodes.length > 0 && b.modelCodes.length > 0) return false;
  if (a.variantWords.join(' ') !== b.variantWords.join(' ')) return false;
  // The sizes a line's models differ by must be stated alike on both sides.
  return (
    a.storageGb === b.storageGb && a.capacityKg === b.capacityKg && a.capacityLitres === b.capacityLitres
  );
}

function lineDetail(a: OfferAttributes): string {
  const parts = [a.productLine!, ...a.variantWords];
  if (a.storageGb !== null) parts.push(`${a.storageGb} GB`);
  if (a.capacityKg !== null) parts.push(`${a.capacityKg} kg`);
  if (a.capacityLitres !== null) parts.push(`${a.capacityLitres} l`);
  return parts.join(' ');
}

// What a product's offers say together: every model number and line code any of them gave, and
// each size from the first offer that stated it. Offers only join without conflicts, so the sizes
// agree wherever two offers state one.
export function mergeAttributes(into: OfferAttributes, from: OfferAttributes): OfferAttributes {
  const union = (x: readonly string[], y: readonly string[]) => [...new Set([...x, ...y])];
  return {
    ...into,
    brand: into.brand ?? from.brand,
    modelCodes: union(into.modelCodes, from.modelCodes),
    lineCodes: union(into.lineCodes, from.lineCodes),
    componentCodes: union(into.componentCodes, from.componentCodes),
    storageGb: into.storageGb ?? from.storageGb,
    ramGb: into.ramGb ?? from.ramGb,
    screenInches: into.screenInches ?? from.screenInches,
    capacityLitres: into.capacityLitres ?? from.capacityLitres,
    capacityKg: into.capacityKg ?? from.capacityKg,
    powerW: into.powerW ?? from.powerW,
    productLine: into.productLine ?? from.productLine,
  };
}

// The best product for an offer among candidates: a model number beats a line; among model numbers,
// one written exactly alike beats one with another suffix ("DSCW120P" finds the pink camera before
// the silver "DSCW120" when the catalog has both); then the product of the offer's colour; among
// equals, the oldest product (the lowest key) wins, so the choice does not depend on the order
// candidates came.
export function bestMatch<K extends number>(
  offer: MatchableOffer,
  candidates: Iterable<[K, MatchTarget]>,
): { key: K; decision: MatchDecision } | null {
  let best: { key: K; decision: MatchDecision; rank: number } | null = null;
  for (const [key, target] of candidates) {
    const decision = decideMatch(offer, target);
    if (!decision) continue;
    const rank = rankOf(offer.attributes, target.attributes, decision);
    if (best === null || rank > best.rank || (rank === best.rank && key < best.key)) {
      best = { key, decision, rank };
    }
  }
  return best && { key: best.key, decision: best.decision };
}

const REASON_RANK: Record<MatchReason, number> = { model: 3, line: 2 };

function rankOf(offer: OfferAttributes, target: OfferAttributes, decision: MatchDecision): number {
  const exact =
    decision.reason === 'model' && offer.modelCodes.some((code) => target.modelCodes.includes(code));
  const colour = offer.colour !== null && offer.colour === target.colour;
  return REASON_RANK[decision.reason] * 4 + (exact ? 2 : 0) + (colour ? 1 : 0);
}

// Products held in memory with their keys: the products an import creates as it goes, and in the
// bench and the catalog review the whole set.
export class MatchIndex {
  private readonly targets = new Map<
    number,
    MatchTarget & { attributes: OfferAttributes; shops: Set<string> }
  >();
  private readonly byKey = new Map<string, number[]>();

  get size(): number {
    return this.targets.size;
  }

  // Adds a product, or an offer that joined one (its keys then find the product too).
  add(productKey: number, offer: MatchableOffer): void {
    const known = this.targets.get(productKey);
    if (known) {
      known.attributes = mergeAttributes(known.attributes, offer.attributes);
      known.shops.add(offer.shop);
    } else {
      this.targets.set(productKey, { attributes: offer.attributes, shops: new Set([offer.shop]) });
    }
    for (const key of matchKeysOf(offer.attributes)) {
      const list = this.byKey.get(key) ?? [];
      if (list.length >= MAX_CANDIDATES_PER_KEY || list.includes(productKey)) continue;
      list.push(productKey);
      this.byKey.set(key, list);
    }
  }

  find(offer: MatchableOffer): { key: number; decision: MatchDecision } | null {
    const seen = new Set<number>();
    const candidates: Array<[number, MatchTarget]> = [];
    for (const key of matchKeysOf(offer.attributes)) {
      for (const productKey of this.byKey.get(key) ?? []) {
        if (seen.has(productKey)) continue;
        seen.add(productKey);
        candidates.push([productKey, this.targets.get(productKey)!]);
      }
    }
    return bestMatch(offer, candidates);
  }
}

// Offers grouped as an import would group them, one after the other: each joins the best product
// found so far or starts one. Returns each offer's group (the index of the offer that started it).
export function groupOffersInOrder(offers: readonly MatchableOffer[]): number[] {
  const index = new MatchIndex();
  return offers.map((offer, position) => {
    const found = index.find(offer);
    const group = found ? found.key : position;
    index.add(group, offer);
    return group;
  });
}
