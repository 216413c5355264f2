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
} from '../../src/server/matching/offer-attributes.ts';

// How well offers without a GTIN are told to be the same product (issue 15, part 5), on a
// labelled set: Abt-Buy (two US shops' offers and the true mapping between them; development data,
// read from where it lies, never copied into the project). Prints pairwise precision, recall and F1
// and the time per offer of reading attributes and finding candidates.
//
// This first version measures the model-number rule alone: two offers are one product when they
// share a model number (or its core) as their own and no attribute conflicts (brand, sizes, bundle,
// pack, an accessory's colour, a code the other is "for"). Matching by product line and attributes
// for offers without a model number comes next.
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

type Offer = { id: string; attributes: OfferAttributes };
const started = process.hrtime.bigint();
const abtOffers: Offer[] = abt.map((row) => ({
  id: row.id!,
  attributes: offerAttributes({ title: row.name! }),
}));
const buyOffers: Offer[] = buy.map((row) => ({
  id: row.id!,
  attributes: offerAttributes({ title: row.name!, brand: row.manufacturer || null }),
}));

// Candidates come from an index of model numbers (and of their cores: the number without a
// colour or region suffix), never from comparing every pair.
const byCode = new Map<string, Offer[]>();
const keysOf = (attributes: OfferAttributes) =>
  new Set(attributes.modelCodes.flatMap((code) => [code, codeCore(code)]));
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
const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;

let truePositives = 0;
for (const pair of predicted) if (truth.has(pair)) truePositives++;
const precision = predicted.size === 0 ? 0 : truePositives / predicted.size;
const recall = truePositives / truth.size;
const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
console.log(`Abt-Buy: ${abt.length} + ${buy.length} offers, ${truth.size} true pairs (${dataDir})`);
console.log('rule: a model number (or its core) of their own in common, no conflicting attribute');
console.log(
  `predicted ${predicted.size} pairs, ${truePositives} right: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}, F1 ${f1.toFixed(3)}`,
);
console.log(
  `time: ${((elapsedMs * 1000) / (abt.length + buy.length)).toFixed(1)} µs an offer (attributes and candidates)`,
);
