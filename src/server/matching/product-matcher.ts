import {
  coBranded,
  codeCore,
  conflictingAttributes,
  type OfferAttributes,
  sameModelNumber,
  TRANSLATED_WORDS,
  withoutMakerPrefix,
  withoutRegionPrefix,
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

export type MatchReason = 'model' | 'line' | 'title' | 'game';

export type MatchDecision = { reason: MatchReason; detail: string };

// A product as matching sees it: what its offers say, merged (see mergeAttributes), and the shops
// that sell it.
// shops.variantsOf (when it has it) gives a shop's colours and conditions there (see variantOf): a
// shop may list one product in several colours, or new and refurbished. Without them, a shop that
// sells the product already is never given a second offer of it.
// shops.onlyByTitle (when it has it) says a shop's offers there all joined by close titles alone: that
// shop's offer with the product's model number may join too (see decideMatch).
export type MatchTarget = {
  attributes: OfferAttributes;
  shops: {
    has(shop: string): boolean;
    variantsOf?(shop: string): readonly string[];
    onlyByTitle?(shop: string): boolean;
    titleWordsOf?(shop: string): readonly string[] | undefined;
    listingOf?(shop: string): OfferAttributes | null;
    listings?(): readonly OfferAttributes[];
  };
};

export type MatchableOffer = { shop: string; attributes: OfferAttributes };

// A key that hundreds of products share is no evidence worth comparing every one of them for. A
// title word ("t:" keys) is weaker evidence than a model number or a line, and far more shared.
const MAX_CANDIDATES_PER_KEY = 50;
const MAX_CANDIDATES_PER_TITLE_KEY = 8;

export function candidateLimitOf(key: string): number {
  return key.startsWith('t:') ? MAX_CANDIDATES_PER_TITLE_KEY : MAX_CANDIDATES_PER_KEY;
}

// The keys a product is found by: its model numbers (as written, without a shop's suffix, without a
// maker's prefix) and its brand's line.
export function matchKeysOf(attributes: OfferAttributes): string[] {
  return keyGroupsOf(attributes).all;
}

// An offer's keys, all of them and apart: model numbers and line first, title words after (see
// MatchIndex.find).
type KeyGroups = { all: string[]; strong: string[]; byTitle: string[] };

function keyGroupsOf(attributes: OfferAttributes): KeyGroups {
  let groups = keysOfAttributes.get(attributes);
  if (!groups) {
    const all = keysOf(attributes);
    const strong: string[] = [];
    const byTitle: string[] = [];
    for (const key of all) (key.startsWith('t:') ? byTitle : strong).push(key);
    groups = { all, strong, byTitle };
    if (keysOfAttributes.size >= MAX_KEYS_HELD) keysOfAttributes.clear();
    keysOfAttributes.set(attributes, groups);
  }
  return groups;
}

// An import asks for an offer's keys more than once (to read its candidates, to find its product,
// to index it), all within one batch: the last offers' keys are held, in a Map emptied when full
// (a WeakMap of every offer of a run costs more in garbage collection than reading keys again).
const keysOfAttributes = new Map<OfferAttributes, KeyGroups>();
const MAX_KEYS_HELD = 16_384;

function keysOf(attributes: OfferAttributes): string[] {
  const keys = new Set<string>();
  for (const code of attributes.modelCodes) {
    keys.add(`m:${code}`);
    keys.add(`m:${codeCore(code)}`);
    keys.add(`m:${withoutMakerPrefix(code)}`);
    keys.add(`m:${withoutSeriesLetters(code)}`);
    const regionless = withoutRegionPrefix(code);
    if (regionless !== code) keys.add(`m:${codeCore(regionless)}`);
  }
  for (const code of attributes.describedCodes) keys.add(`m:${code}`);
  if (attributes.brand && attributes.productLine) keys.add(`l:${attributes.brand}:${attributes.productLine}`);
  if (attributes.gameKey) keys.add(`g:${attributes.gameKey}`);
  // "Rezo 15" finds the "REZO15BK" that another shop writes as one code.
  if (attributes.modelCodes.length === 0 && attributes.productLine && /\d/.test(attributes.productLine)) {
    keys.add(`m:${attributes.productLine.toUpperCase()}`);
  }
  const brand = brandWordOf(attributes);
  if (brand) {
    for (const word of titleKeyWordsOf(attributes)) keys.add(`t:${brand}:${word}`);
    // A line code anywhere in the title ("Fellowes Confetti Cut Shredder - W11C") finds the
    // titles that name it among their first words.
    for (const code of attributes.lineCodes) keys.add(`t:${brand}:${code.toLowerCase()}`);
  }
  return [...keys];
}

export function decideMatch(offer: MatchableOffer, target: MatchTarget): MatchDecision | null {
  const a = offer.attributes;
  const b = target.attributes;
  // A game is its name and platform, whoever a shop names as its brand (publisher, studio, console
  // maker).
  // Another word in its name is another edition ("Vault Edition", "Deluxe").
  if (a.gameKey !== null && b.gameKey !== null) {
    return a.gameKey === b.gameKey && !target.shops.has(offer.shop)
      ? { reason: 'game', detail: a.gameKey.slice(0, a.gameKey.indexOf(':')) }
      : null;
  }
  const conflict = conflictingAttributes(a, b);
  if (
    conflict !== null &&
    !(conflict in CODE_OUTWEIGHS && CODE_OUTWEIGHS[conflict]!(a, b) && sameWholeCode(a, b))
  ) {
    return null;
  }
  if (b.oneColour && a.colour && b.colour && a.colour !== b.colour) return null;
  if (target.shops.has(offer.shop)) {
    // The shop's offer there joined by close titles, the weakest evidence: when this one has the
    // product's model number, it is the shop's listing of the product at least as surely.
    if (target.shops.onlyByTitle?.(offer.shop)) {
      const decision = decideMatch({ shop: '', attributes: a }, { attributes: b, shops: NO_SHOPS });
      // …or, in another colour, its title is that listing's but for the colour, as below.
      const listed = target.shops.titleWordsOf?.(offer.shop);
      if (decision?.reason === 'title' && listed) {
        const otherColour = isOtherVariant(variantOf(a), target.shops.variantsOf?.(offer.shop));
        return otherColour && sameTitleButColour(a.titleWords, listed) ? decision : null;
      }
      return decision?.reason === 'model' ? decision : null;
    }
    // Another colour or condition of the same shop joins only on strong evidence.
    const listing = target.shops.listingOf?.(offer.shop) ?? null;
    // A shop that says 5G in one of its titles and not in the other, both new ("Galaxy A22 5G" and
    // "Galaxy A22"), sells two phones (its refurbished listing may leave the network out).
    if (
      listing !== null &&
      (listing.network === '5g') !== (a.network === '5g') &&
      (listing.condition ?? 'new') === (a.condition ?? 'new')
    ) {
      return null;
    }
    const slotTwins = listing !== null && colourSlotTwins(a, listing);
    if (!slotTwins && !isOtherVariant(variantOf(a), target.shops.variantsOf?.(offer.shop))) return null;
    // A shop's own codes for two colours ("DSCW150B", "DSCW150R") say it sells them as two products.
    if (
      a.modelCodes.length > 0 &&
      b.modelCodes.length > 0 &&
      !a.modelCodes.some((code) => b.modelCodes.includes(code))
    ) {
      return null;
    }
    const decision = decideMatch({ shop: '', attributes: a }, { attributes: b, shops: NO_SHOPS });
    // By close titles, only the same title but for the colour ("Kindle Paperwhite Signature Edition
    // 32GB 6.8" Negro" and "… Verde agave"): a shop words its colours of one product alike.
    // Its refurbished listing of a product is worded its own way ("… Negro (Reacondicionado)"): nearly
    // the same title is enough.
    if (decision?.reason === 'title')
      return slotTwins ||
        sameTitleButColour(a.titleWords, b.titleWords) ||
        (otherCondition(a, target.shops.variantsOf?.(offer.shop)) &&
          Number(decision.detail) >= CLOSE_TO_A_LISTING)
        ? decision
        : null;
    return decision;
  }
  if (sameModelNumber(a.modelCodes, b.modelCodes)) {
    const code = a.modelCodes.find((x) => sameModelNumber([x], b.modelCodes))!;
    return { reason: 'model', detail: code };
  }
  const described = describedCodeOf(a, b) ?? describedCodeOf(b, a);
  if (described) return { reason: 'model', detail: described };
  const named = codeNamedAsLine(a, b) ?? codeNamedAsLine(b, a);
  if (named) return { reason: 'model', detail: named };
  const sibling = sameColourSuffixes(a, b);
  if (sibling) return { reason: 'model', detail: sibling };
  const chip = sameProcessor(a, b);
  if (chip) return { reason: 'model', detail: chip };
  if (sameLine(a, b)) return { reason: 'line', detail: lineDetail(a) };
  const computer = sameComputer(a, b);
  if (computer) return { reason: 'line', detail: computer };
  const written = lineWrittenAsCode(a, b) ?? lineWrittenAsCode(b, a);
  if (written) return { reason: 'model', detail: written };
  // Close titles of one line that name two of its models ("RX 7600 Hellhound" and "Fighter") stay
  // two products, however much else their titles share.
  if (a.productLine && a.productLine === b.productLine && tailsDisagree(a.lineTail, b.lineTail)) return null;
  // A letter each title has and the other lacks names two models ("Xbox Series S" and "Series X"; a
  // lens "for Fujifilm X" and "for Sony E").
  if (singleLettersOnlyIn(a, b).length > 0 && singleLettersOnlyIn(b, a).length > 0) return null;
  const closeness = closeTitles(a, b);
  if (closeness !== null) return { reason: 'title', detail: closeness.toFixed(2) };
  return null;
}

// Conflicts one maker's whole number, the same in both titles, outweighs: a pack count one title
// leaves out when the number holds it ("Photo Paper 120 Pack - SVMF120P" and "Print Paper -
// SVMF120P"), and the device a case names, which shops word differently ("Case for 15' MacBook" and
// "Case for Apple 15' MacBook Pro", both "MB15-CLR-SEE-V2").
const CODE_OUTWEIGHS: Record<string, (a: OfferAttributes, b: OfferAttributes) => boolean> = {
  pack: (a, b) => {
    if (a.packOf !== null && b.packOf !== null) return false;
    const count = new RegExp(`(?<!\\d)${a.packOf ?? b.packOf}(?!\\d)`);
    return a.modelCodes.some((code) => count.test(code));
  },
  target: () => true,
};
// Long enough, with letters and digits, to be one model's number rather than a line's.
const MIN_WHOLE_CODE = 6;
function sameWholeCode(a: OfferAttributes, b: OfferAttributes): boolean {
  return a.modelCodes.some(
    (code) =>
      code.length >= MIN_WHOLE_CODE && /[A-Z]/.test(code) && /\d/.test(code) && b.modelCodes.includes(code),
  );
}

// The model number one title gives and the other offer's description gives for it, one maker's.
function describedCodeOf(a: OfferAttributes, b: OfferAttributes): string | null {
  if (a.describedCodes.length === 0 || !sameModelNumber(a.describedCodes, b.modelCodes)) return null;
  const brand = brandWordOf(a);
  if (!brand || brand !== brandWordOf(b) || a.accessory !== b.accessory) return null;
  return b.modelCodes.find((code) => sameModelNumber([code], a.describedCodes))!;
}

// A short model number one shop gives as its code ("… Car Tuner - SCC1") and another writes among
// the title's words ("Sirius SCC1 Universal Vehicle Tuner"), of one maker and variant.
function codeNamedAsLine(a: OfferAttributes, b: OfferAttributes): string | null {
  const code = a.modelCodes.find((x) => b.lineCodes.includes(x));
  if (!code) return null;
  const brand = brandWordOf(a);
  if (!brand || brand !== brandWordOf(b) || a.accessory !== b.accessory) return null;
  return a.variantWords.join(' ') === b.variantWords.join(' ') ? code : null;
}

// One model number with two shops' letters for one colour ("NNH965BK" and "NNH965BF", both
// black): the colour both titles name says the letters name it too.
function sameColourSuffixes(a: OfferAttributes, b: OfferAttributes): string | null {
  if (!a.colour || a.colour !== b.colour) return null;
  for (const x of a.modelCodes) {
    const core = codeCore(x);
    if (core === x || x.length - core.length > 2 || !/\d/.test(core)) continue;
    const y = b.modelCodes.find(
      (code) => code !== core && codeCore(code) === core && code.length - core.length <= 2,
    );
    if (y) return x;
  }
  return null;
}

// A processor sold on its own is named by its number ("Core i5-8600K", "Ryzen 7 5800X"), whatever
// part number a shop adds (Intel's "BX80684I58600K" for the box, a tray's "CM8068403358220"): the
// maker's brand, one processor number each and the same one, and nothing a computer has (memory,
// storage, a screen, graphics).
const PROCESSOR_MAKERS = new Set(['intel', 'amd']);

function sameProcessor(a: OfferAttributes, b: OfferAttributes): string | null {
  if (!a.brand || a.brand !== b.brand || !PROCESSOR_MAKERS.has(a.brand)) return null;
  const chip = processorNumberOf(a);
  return chip !== null && chip === processorNumberOf(b) ? chip : null;
}

function processorNumberOf(a: OfferAttributes): string | null {
  if (a.componentCodes.length !== 1 || a.storageGb !== null || a.ramGb !== null || a.screenInches !== null) {
    return null;
  }
  const chip = a.componentCodes[0]!;
  // A whole number ("I58600K", "5800X3D", Core Ultra's "U245K"), not a family ("I5", "RYZEN7").
  return /\d{4}|^U\d{3}/.test(chip) ? chip : null;
}

const NO_SHOPS: ReadonlySet<string> = new Set();
// A shop's offers whose titles the index has not seen (a product read back from the catalog).
const UNKNOWN_VARIANTS = '*';

// An offer's colour and condition ("?" for a colour its title does not say).
export function variantOf(a: OfferAttributes): string {
  return `${a.colour ?? '?'}|${a.condition ?? 'new'}`;
}

// Whether an offer is a variant its shop does not list yet: two offers of one condition of which
// one says no colour may be the same listing.
function isOtherVariant(variant: string, listed: readonly string[] | undefined): boolean {
  if (!listed || listed.length === 0 || listed.includes(UNKNOWN_VARIANTS)) return false;
  for (const other of listed) if (mayBeOneListing(variant, other)) return false;
  return true;
}

// Without splitting the strings: a first load asks this for nearly every offer.
function mayBeOneListing(variant: string, other: string): boolean {
  if (variant === other) return true;
  const bar = variant.indexOf('|');
  const otherBar = other.indexOf('|');
  if (variant.length - bar !== other.length - otherBar || !variant.endsWith(other.slice(otherBar)))
    return false;
  return bar === 1 && variant[0] === '?' ? true : otherBar === 1 && other[0] === '?';
}

// Not the letters of a brand a title leaves unrecognised ("G.Skill"), nor a count's "x" ("2 x 16 GB").
function singleLettersOnlyIn(a: OfferAttributes, b: OfferAttributes): string[] {
  const words = withoutGuessedBrand(a, brandWordOf(b));
  return words.filter(
    (word, i) =>
      /^[a-z]$/.test(word) &&
      !b.titleWords.includes(word) &&
      !(word === 'x' && /^\d/.test(words[i - 1] ?? '') && /^\d/.test(words[i + 1] ?? '')),
  );
}

// A line written in words by one shop ("Lowepro Rezo 15") and as the stem of a model number by
// another ("REZO15BK"), the brand and everything else alike.
function lineWrittenAsCode(a: OfferAttributes, b: OfferAttributes): string | null {
  if (a.modelCodes.length > 0 || !a.productLine || b.modelCodes.length === 0) return null;
  const line = a.productLine.toUpperCase();
  if (line.length < 5 || !/\d/.test(line)) return null;
  const code = b.modelCodes.find((x) => codeCore(x) === line);
  if (!code) return null;
  const brand = brandWordOf(a);
  if (!brand || brand !== brandWordOf(b) || a.accessory !== b.accessory || a.bundle !== b.bundle) return null;
  if (a.variantWords.join(' ') !== b.variantWords.join(' ') || a.storageGb !== b.storageGb) return null;
  return code;
}

// The brand's first word, or when the offer names none the title's first word (shops that send no
// brand column start their titles with it: "Lowepro Rezo 15 Camera Case").
function brandWordOf(a: OfferAttributes): string | null {
  if (a.brand) return a.brand.split(' ')[0]!;
  return a.titleWords[guessedBrandAt(a)] ?? null;
}

// Where a title without a known brand names its maker: its first word that is not a kind or a
// feature ("Cerradura inteligente NUKI Smart Lock": "nuki"), or its first word.
function guessedBrandAt(a: OfferAttributes): number {
  const at = a.titleWords.findIndex((word) => !DESCRIBING_WORDS.has(word) && /^[a-z]/.test(word));
  return at === -1 ? 0 : at;
}

// Candidates for close titles are found by the brand and each of the first words after it, and the
// first words that name rather than describe.
const TITLE_KEY_WORDS = 3;
const NAMING_KEY_WORDS = 2;

function titleKeyWordsOf(a: OfferAttributes): string[] {
  const words = withoutGuessedBrand(a).filter((word) => word.length >= 3 && !/^\d+$/.test(word));
  const first = words.slice(0, TITLE_KEY_WORDS);
  // A title that opens with what a thing is ("Altavoz inteligente con pantalla - Amazon Echo Spot")
  // is found by its name's words too.
  const naming = words.filter((word) => !DESCRIBING_WORDS.has(word)).slice(0, NAMING_KEY_WORDS);
  return naming.every((word) => first.includes(word)) ? first : [...new Set([...first, ...naming])];
}

// The words in common, weighed, against the shorter title and against the longer one.
const CLOSE_TITLES = 0.6;
const CLOSE_TITLES_BOTH = 0.3;
const HELD_WHOLE = 0.8;
const HELD_WHOLE_BOTH = 0.15;

// "Close titles": the same brand, no model numbers that disagree, the same line codes and variant
// words, the same sizes, neither an accessory nor a bundle unless both, every number one title
// names found in the other, and enough of the words in common, a word with a digit weighing more
// than one without (weights need no word counts of the whole catalog: an import sees only the
// candidates). Returns the closeness, or null.
function closeTitles(a: OfferAttributes, b: OfferAttributes): number | null {
  const brand = brandWordOf(a);
  if (!brand) return null;
  // A title without a brand column may name the brand after a kind ("Robot aspirador Roborock
  // Qrevo S"); an accessory's later brand is often the device's it is for.
  const namedLater = (x: OfferAttributes, y: OfferAttributes) =>
    x.brand !== null && y.brand === null && !y.accessory && y.titleWords.includes(brandWordOf(x)!);
  if (brand !== brandWordOf(b) && !namedLater(a, b) && !namedLater(b, a) && !coBranded(a, b)) return null;
  if (a.accessory !== b.accessory || a.bundle !== b.bundle) return null;
  // An ink or a case in another colour, or in a colour one title leaves out, is another product. A
  // charger, brush heads or a pack of several inks in a colour one title leaves out are not.
  // A clear case is one no title need give a colour.
  const [colourA, colourB] = [a.colour === 'clear' ? null : a.colour, b.colour === 'clear' ? null : b.colour];
  if (a.accessory && colourA !== colourB && ((colourA !== null && colourB !== null) || !colourless(a, b))) {
    return null;
  }
  if (modelNumbersDisagree(a, b) || lineCodesDisagree(a, b)) return null;
  if (a.productLine && b.productLine && a.productLine !== b.productLine) return null;
  if (a.variantWords.join(' ') !== b.variantWords.join(' ')) return null;
  // A console's storage is its model's: one shop states it, another leaves it out.
  // …and so is a watch's, an e-reader's or a camera's, which most shops leave out. A phone's or a
  // tablet's is not: most are sold in several.
  const storageAlike =
    a.storageGb === b.storageGb ||
    ((a.storageGb === null || b.storageGb === null) &&
      (isConsole(a) || isConsole(b) || (!soldInSizes(a) && !soldInSizes(b))));
  const litresAlike =
    a.capacityLitres === b.capacityLitres || a.capacityLitres === null || b.capacityLitres === null;
  if (!storageAlike || a.capacityKg !== b.capacityKg || !litresAlike) {
    return null;
  }
  if (measurementsDisagree(a.measurements, b.measurements)) return null;
  // Model numbers are weighed by the rule of their own, not as words (one side has none).
  const codes = new Set([...a.modelCodes, ...b.modelCodes].map((code) => code.toLowerCase()));
  const lineCodes = [...a.lineCodes, ...b.lineCodes];
  const [titleA, titleB] = [withoutGuessedBrand(a, brandWordOf(b)), withoutGuessedBrand(b, brand)];
  const wordsA = joinedAsIn(titleA, titleB, lineCodes).filter(
    (word) => !codes.has(word) && !partOfPartNumber(word, a),
  );
  const wordsB = joinedAsIn(titleB, titleA, lineCodes).filter(
    (word) => !codes.has(word) && !partOfPartNumber(word, b),
  );
  // A number the other title gives as a measurement ("1400 Spin" and "1400 rpm") is said by both.
  // …and a console's storage one title states ("Switch Lite 32GB"), or a tank's litres, is no other
  // product.
  const numbersA = wordsA.filter(
    (word) =>
      /\d/.test(word) && !SAID_ELSEWHERE.test(word) && !measuredAs(word, b) && !storageOnlyIn(word, a, b),
  );
  const numbersB = wordsB.filter(
    (word) =>
      /\d/.test(word) && !SAID_ELSEWHERE.test(word) && !measuredAs(word, a) && !storageOnlyIn(word, b, a),
  );
  // A number one title states and the other leaves out (a size, a generation) leaves the product open.
  if (numbersA.length === 0 ? numbersB.length > 0 : numbersB.length === 0) return null;
  if (!numbersA.every((word) => wordsB.includes(word)) && !numbersB.every((word) => wordsA.includes(word))) {
    return null;
  }
  // After one name, each title says a word the other never does ("Echo Dot" and "Echo Show 5",
  // "Magnifica Evo" and "Magnifica S"): two products of one line.
  if (namesDiverge(wordsA, wordsB, a.brand !== null && b.brand !== null)) return null;
  // A measurement both state weighs as a number both say; one only one states, nothing.
  const measuredAlike = NUMBER_WEIGHT * a.measurements.filter((m) => b.measurements.includes(m)).length;
  let shared = measuredAlike;
  let weightA = measuredAlike;
  let weightB = measuredAlike;
  for (const word of wordsA) {
    const weight = wordWeight(word);
    weightA += weight;
    if (wordsB.includes(word)) shared += weight;
  }
  for (const word of wordsB) weightB += wordWeight(word);
  if (weightA === 0 || weightB === 0) return null;
  const closeness = shared / Math.min(weightA, weightB);
  const both = shared / Math.max(weightA, weightB);
  // A marketing title three times as long as the other's holds the other nearly whole: as close.
  const held = closeness >= HELD_WHOLE && both >= HELD_WHOLE_BOTH;
  return closeness >= CLOSE_TITLES && (both >= CLOSE_TITLES_BOTH || held) ? closeness : null;
}

// The same words, but for one more at the end of one of them (a marketing colour's second word,
// "Verde agave").
function sameTitleButColour(a: readonly string[], b: readonly string[]): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const extra = longer.length - shorter.length;
  if (extra > 1) return false;
  const compared = extra === 1 ? longer.slice(0, -1) : longer;
  return shorter.every((word) => compared.includes(word));
}

// A shop's two listings of one product whose titles are the same but for the colour, one of the
// colours in words no list knows ("Nothing Phone (2a) 12/256GB Milk Libre" and "… Negro Libre";
// "Instax Mini 12 Azul pastel" and "… Verde menta"): each title's colour sits where the other's is
// (OfferAttributes.colourAt), one word of it unknown at most. A word the other title lacks anywhere
// else ("NH-D15" and "NH-D15 chromax.black") or a word that says what a thing is or does is no
// colour.
function colourSlotTwins(a: OfferAttributes, b: OfferAttributes): boolean {
  if (a.colour === null && b.colour === null) return false;
  if (a.colour === b.colour) return false;
  const slotOfA = a.colour !== null ? a.colourAt : b.colourAt;
  const slotOfB = b.colour !== null ? b.colourAt : a.colourAt;
  if (slotOfA === null || slotOfB === null) return false;
  // A title without a colour has its unknown colour's word in the slot; a title with one may have
  // its shade's word there.
  for (const dropA of a.colour === null ? [1] : [0, 1]) {
    for (const dropB of b.colour === null ? [1] : [0, 1]) {
      if (dropA + dropB === 0) continue;
      if (dropA > 0 && !mayNameColour(a.titleWords[slotOfA])) continue;
      if (dropB > 0 && !mayNameColour(b.titleWords[slotOfB])) continue;
      const restOfA = a.titleWords.filter((_, i) => i < slotOfA || i >= slotOfA + dropA);
      const restOfB = b.titleWords.filter((_, i) => i < slotOfB || i >= slotOfB + dropB);
      if (restOfA.length >= MIN_WORDS_BESIDE_COLOUR && restOfA.join(' ') === restOfB.join(' ')) return true;
    }
  }
  return false;
}

// Whether the offer's condition is one the shop does not list the product in yet.
function otherCondition(a: OfferAttributes, listed: readonly string[] | undefined): boolean {
  const condition = a.condition ?? 'new';
  return listed?.every((variant) => !variant.endsWith(`|${condition}`)) ?? false;
}

function colourSlotTwinOf(offer: OfferAttributes, listing: OfferAttributes | null): boolean {
  return listing !== null && colourSlotTwins(offer, listing);
}

const MIN_WORDS_BESIDE_COLOUR = 2;
const COLOUR_LIKE = /^[a-z]{3,}$/;

function mayNameColour(word: string | undefined): boolean {
  return (
    word !== undefined &&
    COLOUR_LIKE.test(word) &&
    (!DESCRIBING_WORDS.has(word) || MATERIAL_COLOURS.has(word)) &&
    !VARIANT_LIKE.has(word)
  );
}

// Words for a kind or a feature that makers name colours after too ("Milk", "Stainless Steel").
const MATERIAL_COLOURS = new Set(['milk', 'steel', 'stainless']);

// Words that name a model of a line rather than its colour.
const VARIANT_LIKE = new Set(
  'pro max plus lite ultra mini neo fe se slim digital edition edicion oled standard classic sport air prime note'.split(
    ' ',
  ),
);

// A network ("5G"), compared as one (OfferAttributes.network), and a memory kit's modules ("2x16GB"),
// its size compared as storage: no number of a name.
const SAID_ELSEWHERE = /^(?:[345]g|\d+x\d+(?:gb|go)?)$/;

function storageOnlyIn(word: string, a: OfferAttributes, b: OfferAttributes): boolean {
  // A console's screen one title gives ("Switch Lite, 32 GB, 5,5\"" folded into "5" and "5"); a
  // TV's or a tablet's may be another model's.
  if (
    a.screenInches !== null &&
    b.screenInches === null &&
    (isConsole(a) || isConsole(b) || isPhone(a) || isPhone(b)) &&
    String(a.screenInches).split('.').includes(word)
  ) {
    return true;
  }
  if (a.capacityLitres !== null && b.capacityLitres === null) {
    // "0,7 l" is folded into "0" and "7".
    if (String(a.capacityLitres).split('.').includes(word)) return true;
  }
  if (a.storageGb === null || b.storageGb !== null) return false;
  return word === String(a.storageGb) || word === String(a.storageGb / 1024);
}

const SOLD_IN_SIZES =
  /^(?:iphone|ipad|galaxy|pixel|redmi|poco|xperia|oneplus|nord|moto|edge|reno|find|honor|mate|nova|nothing|macbook|surface|tab|ideapad|thinkpad|vivobook|zenbook|pavilion|inspiron|xps|aspire|swift)/;
function soldInSizes(a: OfferAttributes): boolean {
  return (
    a.titleWords.some((word) => word === 'phone' || word === 'tablet' || word === 'laptop') ||
    (a.productLine !== null && SOLD_IN_SIZES.test(a.productLine))
  );
}

// A phone is sold with one screen (a tablet line in several: "iPad Pro 11" and "13").
const PHONE_LINE = /^(?:iphone|pixel|redmi|poco|xperia|oneplus|nord|moto|reno|nothing|galaxy[asmz]\d)/;
function isPhone(a: OfferAttributes): boolean {
  return a.titleWords.includes('phone') || (a.productLine !== null && PHONE_LINE.test(a.productLine));
}

function isConsole(a: OfferAttributes): boolean {
  return !a.accessory && a.titleWords.some((word) => word === 'console' || CONSOLE_LINE.test(word));
}

const COLOURLESS_KINDS = new Set(['charger', 'adapter', 'heads']);

function colourless(a: OfferAttributes, b: OfferAttributes): boolean {
  const said = (x: OfferAttributes) => x.titleWords.some((word) => COLOURLESS_KINDS.has(word));
  return (said(a) && said(b)) || (a.packOf !== null && a.packOf === b.packOf);
}

function measuredAs(word: string, a: OfferAttributes): boolean {
  return a.measurements.length > 0 && a.measurements.some((measurement) => measurement.endsWith(`:${word}`));
}

// A unit both titles measure in ("mah:10000" and "mah:20000") without a value in common.
function measurementsDisagree(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const unitOf = (measurement: string) => measurement.slice(0, measurement.indexOf(':'));
  for (const measurement of a) {
    const unit = unitOf(measurement);
    if (b.includes(measurement) || !b.some((other) => unitOf(other) === unit)) continue;
    if (!a.some((mine) => unitOf(mine) === unit && b.includes(mine))) return true;
  }
  return false;
}

// "915" and "000035" of "915-000035": a part number written in pieces is that number, not two more.
// (Shorter ones may be a lens's range, "18-135".)
const MIN_PIECED_PART_NUMBER = 7;
function partOfPartNumber(word: string, a: OfferAttributes): boolean {
  // The number of "WH-ULT900N" written in pieces ("wh", "ult900n").
  if (/\d/.test(word) && /[a-z]/.test(word) && word.length >= 4) {
    const upper = word.toUpperCase();
    if (
      a.modelCodes.some(
        (code) => code.length > upper.length && (code.endsWith(upper) || code.startsWith(upper)),
      )
    ) {
      return true;
    }
  }
  return (
    /^\d+$/.test(word) &&
    a.modelCodes.some(
      (code) =>
        code.length >= MIN_PIECED_PART_NUMBER &&
        code.length > word.length &&
        isPartNumber(code) &&
        (code.startsWith(word) || code.endsWith(word)),
    )
  );
}

// A line code one title writes in two words ("PG-50") and the other in one ("PG50") is one word.
function joinedAsIn(
  words: readonly string[],
  other: readonly string[],
  lineCodes: readonly string[],
): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? words[i]! + words[i + 1]! : '';
    // …and so are letters and the number after them ("XC 15-45mm" and "XC15-45mm").
    const lettersAndNumber = /^[a-z]{1,4}$/.test(words[i]!) && /^\d/.test(words[i + 1] ?? '');
    if (pair !== '' && other.includes(pair) && (lettersAndNumber || lineCodes.includes(pair.toUpperCase()))) {
      joined.push(pair);
      i++;
    } else joined.push(words[i]!);
  }
  return joined;
}

const OPENING_WORDS = 3;

// bothBranded: both brands known, so neither list starts with a word of a brand.
function namesDiverge(a: readonly string[], b: readonly string[], bothBranded: boolean): boolean {
  const after = (words: readonly string[], other: readonly string[]) => {
    const found = new Set<string>();
    // The opening is counted from the first name both say: a kind of product before it ("Cafetera
    // de cápsulas De'Longhi Nespresso Vertuo Next") does not push the name out of it.
    const start = Math.max(
      0,
      words.findIndex((word) => other.includes(word) && !DESCRIBING_WORDS.has(word)),
    );
    for (let i = start + 1; i < Math.min(words.length, start + OPENING_WORDS); i++) {
      // (After a kind, "heads recambio" and "heads cleanmaximiser", names have not begun.)
      // (A year is a name too: "Kindle (2022)" and "Kindle Paperwhite".)
      if (
        (/^[a-z]+$/.test(words[i]!) || /^20[12]\d$/.test(words[i]!)) &&
        !other.includes(words[i]!) &&
        other.includes(words[i - 1]!) &&
        !DESCRIBING_WORDS.has(words[i - 1]!)
      ) {
        found.add(words[i - 1]!);
      }
    }
    return found;
  };
  // … or right after the brand, before the first word both share ("ASUS Dual GeForce …" and "ASUS
  // TUF Gaming GeForce …"): names, not kinds of product.
  const named = (words: readonly string[], other: readonly string[]) =>
    /^[a-z]{3,}$/.test(words[0] ?? '') && !KIND_WORDS.has(words[0]!) && !other.includes(words[0]!);
  const firstShared = (words: readonly string[], other: readonly string[]) =>
    words.find((word) => other.includes(word));
  if (
    bothBranded &&
    named(a, b) &&
    named(b, a) &&
    firstShared(a, b) !== undefined &&
    firstShared(a, b) === firstShared(b, a)
  ) {
    return true;
  }
  const inB = after(b, a);
  return [...after(a, b)].some((word) => inB.has(word));
}

// A title's words without its brand: the first word when the brand is unknown, or the other
// title's brand wherever this one names it.
function withoutGuessedBrand(a: OfferAttributes, otherBrand?: string | null): string[] {
  if (a.brand) return a.titleWords;
  const named = otherBrand ? a.titleWords.indexOf(otherBrand) : -1;
  const at = named > 0 ? named : guessedBrandAt(a);
  return a.titleWords.filter((_, i) => i !== at);
}

const NUMBER_WEIGHT = 3;

function wordWeight(word: string): number {
  if (/\d/.test(word)) return NUMBER_WEIGHT;
  // A kind or a feature says less about which product than a name does.
  return word.length <= 2 || DESCRIBING_WORDS.has(word) ? 0.5 : 1;
}

const CONSOLE_LINE = /^(?:switch|playstation|ps[45]|xbox)/;

function sameLine(a: OfferAttributes, b: OfferAttributes): boolean {
  if (!a.brand || a.brand !== b.brand || !a.productLine || a.productLine !== b.productLine) return false;
  if (a.accessory || b.accessory || a.bundle || b.bundle) return false;
  // Model numbers that disagree are two models of one line (rule one would have joined them), and
  // line codes that disagree two versions of it ("CL30" and "CL36" memory).
  if (modelNumbersDisagree(a, b) || lineCodesDisagree(a, b)) return false;
  if (a.variantWords.join(' ') !== b.variantWords.join(' ')) return false;
  // A 4K and an 8K set of one line ("Neo QLED 65"). Other measurements shops quote loosely.
  const resolutions = (x: OfferAttributes) => x.measurements.filter((m) => m.startsWith('res:'));
  if (measurementsDisagree(resolutions(a), resolutions(b))) return false;
  // "Radeon RX 7600 Hellhound" and "Radeon RX 7600 Fighter": one line, two cards.
  if (tailsDisagree(a.lineTail, b.lineTail)) return false;
  // The sizes a line's models differ by must be stated alike on both sides; a console's storage
  // is its model's (one shop states it, another leaves it out).
  const storageAlike =
    a.storageGb === b.storageGb ||
    (CONSOLE_LINE.test(a.productLine) && (a.storageGb === null || b.storageGb === null));
  return storageAlike && a.capacityKg === b.capacityKg && a.capacityLitres === b.capacityLitres;
}

// Two offers that both give a model number of one kind, and none in common, name two models (the
// model rule would have joined them). A maker's part number, all digits but for a letter
// ("25432", "1901B004", "010-10936-00"), and a model's name ("D300BODY", "COOLPIXS550P") are two
// numberings: one shop giving one and another shop the other says nothing either way.
function modelNumbersDisagree(a: OfferAttributes, b: OfferAttributes): boolean {
  if (a.modelCodes.length === 0 || b.modelCodes.length === 0) return false;
  // Apple numbers each colour and country of a model apart ("MLXW3Y/A", "MLY13Y/A"): two of them
  // say nothing against one model, its sizes decide.
  if (a.modelCodes.every(isApplePartNumber) && b.modelCodes.every(isApplePartNumber)) return false;
  const partNumbers = (x: OfferAttributes) => x.modelCodes.filter(isPartNumber).length;
  const [partsA, partsB] = [partNumbers(a), partNumbers(b)];
  return (partsA > 0 && partsB > 0) || (partsA < a.modelCodes.length && partsB < b.modelCodes.length);
}

// Both give line codes and none in common ("CL30" and "CL36", "S23" and "S24").
function lineCodesDisagree(a: OfferAttributes, b: OfferAttributes): boolean {
  return (
    a.lineCodes.length > 0 &&
    b.lineCodes.length > 0 &&
    !a.lineCodes.some((code) => b.lineCodes.includes(code))
  );
}

const isPartNumber = (code: string) => /^\d{4,}[A-Z]?\d*$/.test(code);
// "MLXW3YA" (written "MLXW3Y/A") and the same without the country's letters.
const isApplePartNumber = (code: string) => /^M[A-Z0-9]{4}(?:[A-Z]{1,2}A?)?$/.test(code) && /\d/.test(code);

// A computer named by its line's name, chip, memory, storage and screen ("MacBook Air 13\" M4
// 16GB 256GB" and "MacBook Air (2025), 13.6\" Retina, Chip M4, 16 GB RAM, 256 GB SSD"), however
// the shop words the rest: the same brand, the same first two name words, the same processors or
// chips, and memory, storage and screen stated by both and alike. Returns the detail, or null.
function sameComputer(a: OfferAttributes, b: OfferAttributes): string | null {
  if (!a.brand || a.brand !== b.brand || a.componentCodes.length === 0) return null;
  if (a.ramGb === null || a.storageGb === null || a.screenInches === null || b.screenInches === null)
    return null;
  if (a.ramGb !== b.ramGb || a.storageGb !== b.storageGb) return null;
  if (a.accessory || b.accessory || a.bundle || b.bundle) return null;
  if ([...a.componentCodes].sort().join() !== [...b.componentCodes].sort().join()) return null;
  if (a.variantWords.join(' ') !== b.variantWords.join(' ') || modelNumbersDisagree(a, b)) return null;
  const [nameA, nameB] = [computerName(a), computerName(b)];
  if (nameA === null || nameA !== nameB) return null;
  return `${nameA} ${a.componentCodes.join(' ')} ${a.ramGb}/${a.storageGb} GB`;
}

function computerName(a: OfferAttributes): string | null {
  const words = withoutGuessedBrand(a).filter((word) => /^[a-z]{3,}$/.test(word) && !KIND_WORDS.has(word));
  return words.length >= 2 ? `${words[0]} ${words[1]}` : null;
}

// Words that say what kind of product it is, never which one.
const KIND_WORDS = new Set(
  `portatil laptop notebook altavoz speaker lautsprecher enceinte auriculares headphones kopfhorer casque ecouteurs
  bluetooth inalambrico inalambricos inalambricas wireless kabellos sans fil tablet consola console camara camera
  kamera appareil photo reloj smartwatch robot aspirador aspiradora robotstaubsauger televisor tv smart led qled uhd
  hd 4k hdr portable resistente al agua waterproof raton mouse teclado keyboard monitor impresora printer
  cuerpo body objetivo lens frigorifico lavadora secadora lavavajillas horno microondas cafetera freidora
  cartucho tinta toner funda case cargador charger cable mirrorless edicion edition modelo model tarjeta grafica
  cancelacion ruido noise cancelling rapido fast mando manette controller controlador gamepad ereader libro
  electronico lector liseuse`.split(/\s+/),
);
// …and the words every language's word for a kind or a feature is read as ("coffee" for "cafetera").
const DESCRIBING_WORDS = new Set([...KIND_WORDS, ...TRANSLATED_WORDS]);

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
    describedCodes: union(into.describedCodes, from.describedCodes),
    lineCodes: union(into.lineCodes, from.lineCodes),
    componentCodes: union(into.componentCodes, from.componentCodes),
    storageGb: into.storageGb ?? from.storageGb,
    ramGb: into.ramGb ?? from.ramGb,
    screenInches: into.screenInches ?? from.screenInches,
    capacityLitres: into.capacityLitres ?? from.capacityLitres,
    capacityKg: into.capacityKg ?? from.capacityKg,
    powerW: into.powerW ?? from.powerW,
    caseMm: into.caseMm ?? from.caseMm,
    network: into.network ?? from.network,
    wearStyle: into.wearStyle ?? from.wearStyle,
    productLine: into.productLine ?? from.productLine,
    titleWords: into.titleWords.length > 0 ? into.titleWords : from.titleWords,
  };
}

// Attributes as stored with a product: JSON of the fields stated only (most are null, false or
// empty), so a product row grows by tens of bytes, not hundreds.
export function attributesToJson(attributes: OfferAttributes): string {
  const stated: Partial<Record<keyof OfferAttributes, unknown>> = {};
  for (const name in attributes) {
    const value = attributes[name as keyof OfferAttributes];
    if (value === null || value === false || (Array.isArray(value) && value.length === 0)) continue;
    stated[name as keyof OfferAttributes] = value;
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
  describedCodes: [],
  componentCodes: [],
  lineCodes: [],
  targetCodes: [],
  targetVariants: null,
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
  caseMm: null,
  heatsink: false,
  sparePart: false,
  network: null,
  oneColour: false,
  bundle: false,
  keyboardLayout: null,
  connector: null,
  numberSuffixes: [],
  wearStyle: null,
  productLine: null,
  lineTail: [],
  variantWords: [],
  titleWords: [],
  colourAt: null,
  measurements: [],
  gameKey: null,
};

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
    const decision = decideAgainstProduct(offer, target);
    if (!decision) continue;
    const rank = rankOf(offer.attributes, target.attributes, decision);
    if (best === null || rank > best.rank || (rank === best.rank && key < best.key)) {
      best = { key, decision, rank };
    }
  }
  return best && { key: best.key, decision: best.decision };
}

// Against what a product's offers say together first; failing that, against each shop's own listing
// of it, when nothing they say together conflicts: the product's first offer may word it far from
// this one ("Huawei FreeBuds SE 2 Auricolare Wireless In-ear Musica e Chiamate") while another shop
// words it alike. A listing found by close titles alone must be nearly the same title: any of a
// product's several titles is more often close to an offer by chance than its first one is.
const CLOSE_TO_A_LISTING = 0.9;
export function decideAgainstProduct(offer: MatchableOffer, target: MatchTarget): MatchDecision | null {
  const decision = decideMatch(offer, target);
  if (decision !== null || target.shops.listings === undefined) return decision;
  const listings = target.shops.listings();
  if (listings.length < 2 || conflictingAttributes(offer.attributes, target.attributes) !== null) return null;
  for (const listing of listings) {
    if (listing === target.attributes) continue;
    const found = decideMatch(offer, { attributes: listing, shops: target.shops });
    if (found !== null && (found.reason !== 'title' || Number(found.detail) >= CLOSE_TO_A_LISTING))
      return found;
  }
  return null;
}

const REASON_RANK: Record<MatchReason, number> = { model: 3, line: 2, game: 2, title: 1 };

function rankOf(offer: OfferAttributes, target: OfferAttributes, decision: MatchDecision): number {
  const exact =
    decision.reason === 'model' && offer.modelCodes.some((code) => target.modelCodes.includes(code));
  const colour = offer.colour !== null && offer.colour === target.colour;
  return REASON_RANK[decision.reason] * 4 + (colour ? 2 : 0) + (exact ? 1 : 0);
}

// Products held in memory with their keys: the products an import creates as it goes, and in the
// bench and the catalog review the whole set.
// The shops that sell a product held by the index: nearly always one, so no Set (a Set for each of
// a first load's products costs garbage collection more than the lookups it saves).
// With each shop, the colour and condition of each of its offers there (variantOf).
export class ShopList {
  private more: string[] | null = null;
  private moreVariants: string[] | null = null;
  // Each shop's first listing here (null for a product read back from the catalog, whose listings the
  // index has not seen): what a second listing in a colour no list knows is compared with.
  private moreListings: Array<OfferAttributes | null> | null = null;
  // Shops whose offers here all joined by close titles, with their first listing's title words
  // (null for none, nearly always).
  private byTitle: Array<{ shop: string; words: readonly string[] }> | null = null;

  constructor(
    private readonly first: string,
    private readonly firstVariant: string,
    firstReason: MatchReason | null = null,
    firstWords: readonly string[] = [],
    private readonly firstListing: OfferAttributes | null = null,
  ) {
    if (firstReason === 'title') this.byTitle = [{ shop: first, words: firstWords }];
  }

  has(shop: string): boolean {
    return shop === this.first || this.more?.includes(shop) === true;
  }

  add(
    shop: string,
    variant: string,
    reason: MatchReason | null = null,
    words: readonly string[] = [],
    listing: OfferAttributes | null = null,
  ): void {
    if (reason === 'title' && !this.has(shop)) this.byTitle = [...(this.byTitle ?? []), { shop, words }];
    else if (reason !== 'title' && this.onlyByTitle(shop)) {
      this.byTitle = this.byTitle!.filter((other) => other.shop !== shop);
    }
    this.addVariant(shop, variant, listing);
  }

  // Listings of a product read back from the catalog, each read again from its offer's title: they
  // say nothing of a shop's colours, only how each shop words the product (see decideAgainstProduct).
  private readBack: OfferAttributes[] | null = null;

  addReadBack(listing: OfferAttributes): void {
    if (this.readBack === null) this.readBack = [];
    this.readBack.push(listing);
  }

  // Every listing here the index has seen or read back.
  listings(): readonly OfferAttributes[] {
    const seen = this.moreListings?.filter((listing) => listing !== null) ?? [];
    const all = this.firstListing === null ? seen : [this.firstListing, ...seen];
    return this.readBack === null ? all : [...all, ...this.readBack];
  }

  // The shop's first listing here, when the index has seen it.
  listingOf(shop: string): OfferAttributes | null {
    if (shop === this.first) return this.firstListing;
    const at = this.more?.indexOf(shop) ?? -1;
    return at < 0 ? null : this.moreListings![at]!;
  }

  onlyByTitle(shop: string): boolean {
    return this.byTitle?.some((other) => other.shop === shop) === true;
  }

  // The title words of the shop's listing that joined by close titles.
  titleWordsOf(shop: string): readonly string[] | undefined {
    return this.byTitle?.find((other) => other.shop === shop)?.words;
  }

  private addVariant(shop: string, variant: string, listing: OfferAttributes | null): void {
    if (this.more === null) {
      if (shop === this.first && variant === this.firstVariant) return;
      [this.more, this.moreVariants, this.moreListings] = [[shop], [variant], [listing]];
      return;
    }
    for (let i = 0; i < this.more.length; i++) {
      if (this.more[i] === shop && this.moreVariants![i] === variant) return;
    }
    if (shop === this.first && variant === this.firstVariant) return;
    this.more.push(shop);
    this.moreVariants!.push(variant);
    this.moreListings!.push(listing);
  }

  variantsOf(shop: string): readonly string[] {
    if (this.more === null) return shop === this.first ? [this.firstVariant] : [];
    const found = shop === this.first ? [this.firstVariant] : [];
    this.more.forEach((other, i) => {
      if (other === shop) found.push(this.moreVariants![i]!);
    });
    return found;
  }

  *[Symbol.iterator](): IterableIterator<string> {
    yield this.first;
    if (this.more) for (const shop of new Set(this.more)) if (shop !== this.first) yield shop;
  }
}

// A product held by the index: what its offers say, merged, and the shops that sell it.
type Held = { key: number; attributes: OfferAttributes; shops: ShopList; lastFind: number };

export class MatchIndex {
  private readonly targets = new Map<number, Held>();
  // A key's products, in the order they came: most keys (model numbers) name one product, held
  // alone; a key of several holds them in an array. (An array for each of a first load's hundreds
  // of thousands of keys costs more in garbage collection than the rest of the index.)
  private readonly byKey = new Map<string, Held | Held[]>();
  // Counts find() calls, so a product met under two of an offer's keys is compared once.
  private finds = 0;

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

  // Adds a product, or an offer that joined one (its keys then find the product too). A product
  // read back from the catalog is added once for each shop selling it, with its merged attributes:
  // those say nothing of each shop's own colours (variantsKnown false).
  // reason: how the offer joined the product (null for the offer that made it, or an offer of a
  // product read back whose shop's offers did not all join by close titles).
  add(
    productKey: number,
    offer: MatchableOffer,
    variantsKnown = true,
    reason: MatchReason | null = null,
  ): void {
    const variant = variantsKnown ? variantOf(offer.attributes) : UNKNOWN_VARIANTS;
    let held = this.targets.get(productKey);
    const listing = variantsKnown ? offer.attributes : null;
    if (held) {
      held.attributes = mergeAttributes(held.attributes, offer.attributes);
      held.shops.add(offer.shop, variant, reason, offer.attributes.titleWords, listing);
    } else {
      held = {
        key: productKey,
        attributes: offer.attributes,
        shops: new ShopList(offer.shop, variant, reason, offer.attributes.titleWords, listing),
        lastFind: 0,
      };
      this.targets.set(productKey, held);
    }
    for (const key of matchKeysOf(offer.attributes)) {
      const products = this.byKey.get(key);
      if (products === undefined) this.byKey.set(key, held);
      else if (!Array.isArray(products)) {
        // Every key takes at least two products (candidateLimitOf).
        if (products !== held) this.byKey.set(key, [products, held]);
      } else if (products.length < candidateLimitOf(key) && !products.includes(held)) {
        products.push(held);
      }
    }
  }

  // How each shop words a product read back from the catalog (its offers' titles read again).
  addReadBackListings(productKey: number, listings: readonly OfferAttributes[]): void {
    const held = this.targets.get(productKey);
    if (held) for (const listing of listings) held.shops.addReadBack(listing);
  }

  // Products found by a model number or a line are compared first; only when none matches are the
  // products that merely share the brand and a title word compared (more of them, and a weaker rule).
  // Products the offer's own shop sells are candidates only when each of its offers there is known
  // by its colour (another colour may join, decideMatch decides); on a first load the others are
  // nearly all of them, and none is compared.
  find(offer: MatchableOffer): { key: number; decision: MatchDecision } | null {
    const call = ++this.finds;
    const { strong, byTitle } = keyGroupsOf(offer.attributes);
    for (const keys of [strong, byTitle]) {
      const candidates: Array<[number, MatchTarget]> = [];
      // A shop's other colours are found by their model number or line: a title word finds only
      // other shops' products (a first load of one shop compares next to nothing).
      const ownShop = variantOf(offer.attributes);
      for (const key of keys) {
        const products = this.byKey.get(key);
        if (products === undefined) continue;
        if (!Array.isArray(products)) this.meet(products, offer, call, candidates, ownShop);
        else for (const held of products) this.meet(held, offer, call, candidates, ownShop);
      }
      if (candidates.length === 0) continue;
      const found = bestMatch(offer, candidates);
      if (found) return found;
    }
    return null;
  }

  private meet(
    held: Held,
    offer: MatchableOffer,
    call: number,
    candidates: Array<[number, MatchTarget]>,
    // The offer's variant when its shop's own products may be candidates, else null.
    ownShop: string | null,
  ): void {
    if (held.lastFind === call) return;
    held.lastFind = call;
    const shop = offer.shop;
    // A shop's own product is a candidate only for another of its colours (decideMatch decides the
    // rest): most of a first load's products are the shop's own, and their colours rule them out.
    if (
      !held.shops.has(shop) ||
      held.shops.onlyByTitle(shop) ||
      (ownShop !== null && isOtherVariant(ownShop, held.shops.variantsOf(shop))) ||
      (ownShop !== null && colourSlotTwinOf(offer.attributes, held.shops.listingOf(shop)))
    ) {
      candidates.push([held.key, held]);
    }
  }
}

// Offers grouped as an import would group them, one after the other: each joins the best product
// found so far or starts one. Returns each offer's group (the index of the offer that started it).
export function groupOffersInOrder(offers: readonly MatchableOffer[]): number[] {
  const index = new MatchIndex();
  return offers.map((offer, position) => {
    const found = index.find(offer);
    const group = found ? found.key : position;
    index.add(group, offer, true, found?.decision.reason ?? null);
    return group;
  });
}
