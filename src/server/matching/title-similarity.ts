import { COLOURS, NOISE_WORDS } from './offer-attributes.ts';

// How close two offers' titles are once the words that say nothing about the product are gone
// (issue 15: "same brand and product line with the same key attributes and close titles"). Words
// are weighted by how rare they are among the offers compared (a word every title has, "camera",
// weighs little; "rezo", a product line, weighs much), and the titles compared by the cosine of
// their weighted words.

// Colours are the offer's, not the product's (one phone in black and in blue is one product).
const COLOUR_WORDS = new Set(
  Object.entries(COLOURS)
    // "Color" in a title is no colour (an ink's three colours in one are, for offer attributes).
    .flatMap(([colour, words]) => (colour === 'multi' ? [] : words))
    .flatMap((word) => foldedWords(word)),
);

function foldedWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
}

export function titleWords(title: string): string[] {
  const words = foldedWords(title).filter((word) => !NOISE_WORDS.has(word) && !COLOUR_WORDS.has(word));
  return [...new Set(words)];
}

// How rare each word is among a set of titles: log(N / titles with it).
export function wordWeights(titles: Iterable<readonly string[]>): Map<string, number> {
  const counts = new Map<string, number>();
  let total = 0;
  for (const words of titles) {
    total++;
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const weights = new Map<string, number>();
  for (const [word, count] of counts) weights.set(word, Math.log((total + 1) / count));
  return weights;
}

// Cosine of the two word sets, each word weighted by its rarity (unknown words weigh most).
export function titleSimilarity(
  a: readonly string[],
  b: readonly string[],
  weights: ReadonlyMap<string, number>,
): number {
  const weightOf = (word: string) => weights.get(word) ?? MAX_WEIGHT;
  const inB = new Set(b);
  let shared = 0;
  let normA = 0;
  let normB = 0;
  for (const word of a) {
    const w = weightOf(word) ** 2;
    normA += w;
    if (inB.has(word)) shared += w;
  }
  for (const word of b) normB += weightOf(word) ** 2;
  return normA === 0 || normB === 0 ? 0 : shared / Math.sqrt(normA * normB);
}

const MAX_WEIGHT = 10;
