import {
  codeCore,
  conflictingAttributes,
  type OfferAttributes,
  sameModelNumber,
  withoutMakerPrefix,
} from './offer-attributes.ts';
import { titleSimilarity, titleWords, wordWeights } from './title-similarity.ts';

// Which offers are one product, by the matching rules (issue 15, part 2), over a set of offers:
// 1. a model number of their own in common (or one with a shop's suffix or without a maker's
//    prefix), and no conflicting attribute;
// 2. for an offer rule 1 left alone, the closest title of the same brand in another shop, when
//    close enough (cosine of the words, rare words weighing most) and without conflicts.
// Offers of one shop are never paired with each other directly (a shop lists a product once).
// Candidates come from indexes (model numbers, rare words), never from comparing every pair; the
// pairs found are joined transitively into groups.

export type MatchableOffer = { shop: string; title: string; attributes: OfferAttributes };

export type GroupingOptions = {
  // Rule 2's threshold; undefined leaves rule 2 out.
  closeTitles?: number;
};

// How many of an offer's rarest words index it for rule 2.
const INDEXED_WORDS = 3;
// A key hundreds of offers share is no evidence worth comparing every pair for.
const MAX_SHARING = 200;

export function numberKeysOf(attributes: OfferAttributes): Set<string> {
  return new Set(attributes.modelCodes.flatMap((code) => [code, codeCore(code), withoutMakerPrefix(code)]));
}

// The index of each offer's group (offers alone are groups of one).
export function groupOffers(offers: readonly MatchableOffer[], options: GroupingOptions = {}): number[] {
  const parent = offers.map((_, index) => index);
  const root = (index: number): number => {
    let current = index;
    while (parent[current] !== current) {
      parent[current] = parent[parent[current]!]!;
      current = parent[current]!;
    }
    return current;
  };
  const join = (a: number, b: number) => {
    parent[root(a)] = root(b);
  };

  const numbered = new Set<number>();
  const byKey = new Map<string, number[]>();
  offers.forEach(({ attributes, shop }, index) => {
    for (const key of numberKeysOf(attributes)) {
      const list = byKey.get(key) ?? [];
      if (list.length >= MAX_SHARING) continue;
      for (const other of list) {
        const that = offers[other]!;
        if (that.shop === shop) continue;
        if (!sameModelNumber(that.attributes.modelCodes, attributes.modelCodes)) continue;
        if (conflictingAttributes(that.attributes, attributes) !== null) continue;
        join(index, other);
        numbered.add(index);
        numbered.add(other);
      }
      list.push(index);
      byKey.set(key, list);
    }
  });

  if (options.closeTitles !== undefined) {
    const words = offers.map((offer) => titleWords(offer.title));
    const weights = wordWeights(words);
    const byWord = new Map<string, number[]>();
    // Each offer is found through its rarest words: what names its line, not "funda" or "negro".
    const rarestOf = (list: readonly string[]) =>
      [...list].sort((a, b) => (weights.get(b) ?? 0) - (weights.get(a) ?? 0)).slice(0, INDEXED_WORDS);
    words.forEach((list, index) => {
      for (const word of rarestOf(list)) {
        const offersWith = byWord.get(word) ?? [];
        if (offersWith.length >= MAX_SHARING) continue;
        offersWith.push(index);
        byWord.set(word, offersWith);
      }
    });
    offers.forEach((offer, index) => {
      if (numbered.has(index) || !offer.attributes.brand) return;
      let best: { other: number; similarity: number } | null = null;
      const seen = new Set<number>();
      for (const word of rarestOf(words[index]!)) {
        for (const other of byWord.get(word) ?? []) {
          if (other === index || seen.has(other)) continue;
          seen.add(other);
          const that = offers[other]!;
          if (that.shop === offer.shop || that.attributes.brand !== offer.attributes.brand) continue;
          if (conflictingAttributes(offer.attributes, that.attributes) !== null) continue;
          const similarity = titleSimilarity(words[index]!, words[other]!, weights);
          if (best === null || similarity > best.similarity) best = { other, similarity };
        }
      }
      if (best && best.similarity >= options.closeTitles!) join(index, best.other);
    });
  }
  return offers.map((_, index) => root(index));
}
