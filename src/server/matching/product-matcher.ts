import {
  codeCore,
  conflictingAttributes,
  type OfferAttributes,
  sameModelNumber,
  withoutMakerPrefix,
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
  // "Radeon RX 7600 Hellhound" and "Radeon RX 7600 Fighter": one line, two cards.
  if (tailsDisagree(a.lineTail, b.lineTail)) return false;
  // The sizes a line's models differ by must be stated alike on both sides.
  return (
    a.storageGb === b.storageGb && a.capacityKg === b.capacityKg && a.capacityLitres === b.capacityLitres
  );
}

// Words that say what kind of product it is, never which one.
const KIND_WORDS = new Set(
  `portatil laptop notebook altavoz speaker lautsprecher enceinte auriculares headphones kopfhorer casque ecouteurs
  bluetooth inalambrico inalambricos inalambricas wireless kabellos sans fil tablet consola console camara camera
  kamera appareil photo reloj smartwatch robot aspirador aspiradora robotstaubsauger televisor tv smart led qled uhd
  hd 4k hdr portable resistente al agua waterproof raton mouse teclado keyboard monitor impresora printer
  cuerpo body objetivo lens frigorifico lavadora secadora lavavajillas horno microondas cafetera freidora
  cartucho tinta toner funda case cargador charger cable mirrorless edicion edition modelo model tarjeta grafica
  cancelacion ruido noise cancelling rapido fast`.split(/\s+/),
);

// Both name something after the line's number, with no word in common, and neither only says what
// kind of thing it is: two models of the line. One side naming nothing is no disagreement: shops
// often write the line alone.
function tailsDisagree(a: readonly string[], b: readonly string[]): boolean {
  const naming = (tail: readonly string[]) => tail.filter((word) => !KIND_WORDS.has(word));
  const [x, y] = [naming(a), naming(b)];
  return x.length > 0 && y.length > 0 && !x.some((word) => y.includes(word));
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
    componentCodes: into.componentCodes.length > 0 ? into.componentCodes : from.componentCodes,
    storageGb: into.storageGb ?? from.storageGb,
    ramGb: into.ramGb ?? from.ramGb,
    screenInches: into.screenInches ?? from.screenInches,
    capacityLitres: into.capacityLitres ?? from.capacityLitres,
    capacityKg: into.capacityKg ?? from.capacityKg,
    powerW: into.powerW ?? from.powerW,
    productLine: into.productLine ?? from.productLine,
  };
}

// Attributes as stored with a product: JSON of the fields stated only (most are null, false or
// empty), so a product row grows by tens of bytes, not hundreds.
export function attributesToJson(attributes: OfferAttributes): string {
  const stated: Partial<Record<keyof OfferAttributes, unknown>> = {};
  for (const [name, value] of Object.entries(attributes) as Array<[keyof OfferAttributes, unknown]>) {
    if (value === null || value === false || (Array.isArray(value) && value.length === 0)) continue;
    stated[name] = value;
  }
  return JSON.stringify(stated);
}

// Fields not stored, or added to OfferAttributes since a product was stored, read as "not stated".
export function attributesFromJson(json: string): OfferAttributes {
  const stored = JSON.parse(json) as Partial<OfferAttributes>;
  return { ...NOTHING_STATED, ...stored };
}

const NOTHING_STATED: OfferAttributes = {
  brand: null,
  modelCodes: [],
  componentCodes: [],
  lineCodes: [],
  targetCodes: [],
  storageGb: null,
  ramGb: null,
  screenInches: null,
  capacityLitres: null,
  capacityKg: null,
  powerW: null,
  colour: null,
  condition: null,
  accessory: false,
  packOf: null,
  bundle: false,
  productLine: null,
  lineTail: [],
  variantWords: [],
};

// The best product for an offer among candidates: a model number beats a line; among equals, the
// oldest product (the lowest key) wins, so the choice does not depend on the order candidates came.
export function bestMatch<K extends number>(
  offer: MatchableOffer,
  candidates: Iterable<[K, MatchTarget]>,
): { key: K; decision: MatchDecision } | null {
  let best: { key: K; decision: MatchDecision } | null = null;
  for (const [key, target] of candidates) {
    const decision = decideMatch(offer, target);
    if (!decision) continue;
    if (
      best === null ||
      (decision.reason === 'model' && best.decision.reason === 'line') ||
      (decision.reason === best.decision.reason && key < best.key)
    ) {
      best = { key, decision };
    }
  }
  return best;
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

  has(productKey: number): boolean {
    return this.targets.has(productKey);
  }

  // The product's attributes merged over the offers added to it.
  attributesOf(productKey: number): OfferAttributes | undefined {
    return this.targets.get(productKey)?.attributes;
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
