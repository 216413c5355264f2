import fs from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../../src/server/ingest/csv-parser.ts';
import { offerAttributes } from '../../src/server/matching/offer-attributes.ts';
import { attributesToJson, MatchIndex, matchKeysOf } from '../../src/server/matching/product-matcher.ts';

// Everything matching decides, written out, to check that a change meant only to make matching
// faster decides nothing differently: for every offer of the labelled sets (the held-out one too,
// never read: compare the files with cmp or a checksum) and of synthetic feed titles like
// bench:import's, its attributes, its keys, and the product it joins in feed order with the reason
// and detail.
//
// Usage: npx tsx scripts/bench/match-fingerprint.ts OUT_FILE [--data DIR]

const out = process.argv[2];
if (!out) {
  console.error('Usage: npx tsx scripts/bench/match-fingerprint.ts OUT_FILE [--data DIR]');
  process.exit(2);
}
const dataArg = process.argv.indexOf('--data');
const abtBuy = path.resolve(dataArg > 0 ? process.argv[dataArg + 1]! : '../shared/data/matching-dev/abt-buy');

type Offer = { shop: string; title: string; brand: string | null; model?: string | null };

function readCsv(file: string, delimiter?: string): Array<Record<string, string>> {
  const [header, ...records] = parseCsv(fs.readFileSync(file, 'utf8'), delimiter ? { delimiter } : {});
  const names = header!.fields;
  return records.map(({ fields }) => Object.fromEntries(names.map((name, i) => [name, fields[i] ?? ''])));
}

const sets: Array<[string, Offer[]]> = [];
for (const name of ['es', 'dev2', 'holdout']) {
  const rows = readCsv(`scripts/bench/data/matching-${name}.tsv`, '\t');
  sets.push([name, rows.map((row) => ({ shop: row.shop!, title: row.title!, brand: row.brand || null }))]);
}
if (fs.existsSync(path.join(abtBuy, 'abt.csv'))) {
  sets.push([
    'abt-buy',
    [
      ...readCsv(path.join(abtBuy, 'abt.csv')).map((row) => ({ shop: 'abt', title: row.name!, brand: null })),
      ...readCsv(path.join(abtBuy, 'buy.csv')).map((row) => ({
        shop: 'buy',
        title: row.name!,
        brand: row.manufacturer || null,
      })),
    ],
  ]);
}
// Titles as scripts/bench/generate-feed.ts writes them, first shop then second.
const categories = ['Laptops', 'Monitors', 'Graphics Cards', 'Headphones', 'Mobile Phones', 'Video Games'];
const brands = ['Lenovo', 'HP', 'ASUS', 'Acer', 'Samsung', 'Sony', 'LG', 'Logitech', 'Kingston', 'MSI'];
const synthetic: Offer[] = [];
for (const second of [false, true]) {
  for (let i = 0; i < 3000; i++) {
    const category = categories[i % categories.length]!;
    const brand = brands[i % brands.length]!;
    const model = `BX${1_000_000 + i}`;
    synthetic.push({
      shop: second ? 'two' : 'one',
      title: second
        ? `${category} ${brand} ${model} ${i % 2 === 0 ? 'negro' : 'plata'}`
        : `${brand} modelo ${i % 500} ${category} edición ${i}`,
      brand,
      model,
    });
  }
}
sets.push(['synthetic', synthetic]);

const lines: string[] = [];
for (const [name, offers] of sets) {
  const index = new MatchIndex();
  offers.forEach((offer, position) => {
    const attributes = offerAttributes({ title: offer.title, brand: offer.brand, model: offer.model });
    const found = index.find({ shop: offer.shop, attributes });
    const group = found ? found.key : position;
    index.add(group, { shop: offer.shop, attributes });
    lines.push(
      [
        name,
        position,
        JSON.stringify(attributes),
        matchKeysOf(attributes).join(' '),
        group,
        found ? `${found.decision.reason} ${found.decision.detail}` : '-',
        attributesToJson(index.attributesOf(group)!),
      ].join('\t'),
    );
  });
}
fs.writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${lines.length} offers written to ${out}`);
