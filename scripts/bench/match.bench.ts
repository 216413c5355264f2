import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseCsv } from '../../src/server/ingest/csv-parser.ts';
import {
  codeCore,
  conflictingAttributes,
  type OfferAttributes,
  offerAttributes,
  sameModelNumber,
  withoutMakerPrefix,
} from '../../src/server/matching/offer-attributes.ts';
import { titleSimilarity, titleWords, wordWeights } from '../../src/server/matching/title-similarity.ts';

// How well offers without a GTIN are told to be the same product (issue 15, part 5), on a
// labelled set: Abt-Buy (two US shops' offers and the true mapping between them; development data,
// read from where it lies, never copied into the project). Prints pairwise precision, recall and F1
// and the time per offer of reading attributes and finding candidates.
//
// Two rules: two offers are one product when they share a model number (or its core) as their own
// and no attribute conflicts (brand, sizes, bundle, pack, an accessory's colour, a code the other
// is "for"); an offer the first rule left alone goes with the same brand's closest title, when
// close enough and without conflicts.
//
// Usage: npm run bench:match -- [--data DIR]   (DIR holds abt.csv, buy.csv, mapping.csv)

const USAGE = 'Usage: npm run bench:match -- [--data DIR]';
const { values } = parseArgs({ options: { data: { type: 'string' } } });
const dataDir = path.resolve(values.data ?? '../shared/data/matching-dev/abt-buy');
for (const file of ['abt.csv', 'buy.csv', 'mapping.csv']) {
  if (!fs.existsSync(path.join(dataDir, file))) {
    console.error(`${path.join(dataDir, file)} is missing.\n${USAGE}`);
    process.exit(2);
  }
}

type Row = Record<string, string>;
function readCsv(file: string): Row[] {
  const [header, ...records] = parseCsv(fs.readFileSync(path.join(dataDir, file), 'utf8'));
  const names = header!.fields;
  return records.map(({ fields }) => Object.fromEntries(names.map((name, i) => [name, fields[i] ?? ''])));
}

const abt = readCsv('abt.csv');
const buy = readCsv('buy.csv');
const truth = new Set(readCsv('mapping.csv').map((row) => `${row.idAbt}|${row.idBuy}`));

type Offer = { id: string; title: string; attributes: OfferAttributes };

// Words rarer than this index candidates; titles at least this close are one product.
const RARE_WORD_WEIGHT = 2;
const CLOSE_TITLES = 0.7;
const started = process.hrtime.bigint();
const abtOffers: Offer[] = abt.map((row) => ({
  id: row.id!,
  title: row.name!,
  attributes: offerAttributes({ title: row.name! }),
}));
const buyOffers: Offer[] = buy.map((row) => ({
  id: row.id!,
  title: row.name!,
  attributes: offerAttributes({ title: row.name!, brand: row.manufacturer || null }),
}));

// Candidates come from an index of model numbers (and of their cores: the number without a
// colour or region suffix), never from comparing every pair.
const byCode = new Map<string, Offer[]>();
const keysOf = (attributes: OfferAttributes) =>
  new Set(attributes.modelCodes.flatMap((code) => [code, codeCore(code), withoutMakerPrefix(code)]));
for (const offer of buyOffers) {
  for (const key of keysOf(offer.attributes)) {
    const list = byCode.get(key) ?? [];
    list.push(offer);
    byCode.set(key, list);
  }
}

const predicted = new Set<string>();
for (const offer of abtOffers) {
  const candidates = new Set<Offer>();
  for (const key of keysOf(offer.attributes))
    for (const other of byCode.get(key) ?? []) candidates.add(other);
  for (const other of candidates) {
    const a = offer.attributes;
    const b = other.attributes;
    if (!sameModelNumber(a.modelCodes, b.modelCodes)) continue;
    if (conflictingAttributes(a, b) !== null) continue;
    predicted.add(`${offer.id}|${other.id}`);
  }
}
// Second rule, for an offer the first left alone: the other shop's offer of the same brand whose
// title is closest (rare words weighing most), when close enough and no attribute conflicts.
const words = new Map<Offer, string[]>();
for (const offer of [...abtOffers, ...buyOffers]) words.set(offer, titleWords(offer.title));
const weights = wordWeights(words.values());
const byWord = new Map<string, Offer[]>();
for (const offer of buyOffers) {
  for (const word of words.get(offer)!) {
    if ((weights.get(word) ?? 0) < RARE_WORD_WEIGHT) continue;
    const list = byWord.get(word) ?? [];
    list.push(offer);
    byWord.set(word, list);
  }
}
const matchedByNumber = new Set([...predicted].map((pair) => pair.split('|')[0]));
for (const offer of abtOffers) {
  if (matchedByNumber.has(offer.id)) continue;
  const a = offer.attributes;
  let best: { other: Offer; similarity: number } | null = null;
  const seen = new Set<Offer>();
  for (const word of words.get(offer)!) {
    for (const other of byWord.get(word) ?? []) {
      if (seen.has(other)) continue;
      seen.add(other);
      const b = other.attributes;
      if (!a.brand || a.brand !== b.brand) continue;
      if (conflictingAttributes(a, b) !== null) continue;
      const similarity = titleSimilarity(words.get(offer)!, words.get(other)!, weights);
      if (best === null || similarity > best.similarity) best = { other, similarity };
    }
  }
  if (best && best.similarity >= CLOSE_TITLES) predicted.add(`${offer.id}|${best.other.id}`);
}
const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;

let truePositives = 0;
for (const pair of predicted) if (truth.has(pair)) truePositives++;
const precision = predicted.size === 0 ? 0 : truePositives / predicted.size;
const recall = truePositives / truth.size;
const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
console.log(`Abt-Buy: ${abt.length} + ${buy.length} offers, ${truth.size} true pairs (${dataDir})`);
console.log(
  `rules: a model number (or its core) of their own in common; else the same brand's closest title (cosine ≥ ${CLOSE_TITLES}); never conflicting attributes`,
);
console.log(
  `predicted ${predicted.size} pairs, ${truePositives} right: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}, F1 ${f1.toFixed(3)}`,
);
console.log(
  `time: ${((elapsedMs * 1000) / (abt.length + buy.length)).toFixed(1)} µs an offer (attributes and candidates)`,
);
