import fs from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../../src/server/ingest/csv-parser.ts';

// Checks a labelled matching set (scripts/bench/data/*.tsv: shop, offer_id, title, brand, product)
// and prints its counts. Problems: a row without exactly 5 fields, a field the CSV reader would read
// differently from a plain tab split (a leading double quote), an empty shop, offer_id, title or
// product, a repeated offer_id, a shop listing one product twice.
//
// Usage: npx tsx scripts/bench/check-labelled-set.ts [FILE ...]
// (default: scripts/bench/data/matching-holdout2.tsv, the European held-out set)

const HEADER = ['shop', 'offer_id', 'title', 'brand', 'product'];

function check(file: string): boolean {
  const text = fs.readFileSync(file, 'utf8');
  const problems: string[] = [];
  const records = parseCsv(text, { delimiter: '\t' });
  const rawLines = text.split('\n').filter((line) => line !== '');
  if (records.length !== rawLines.length) {
    problems.push(`the CSV reader sees ${records.length} records in ${rawLines.length} lines (a quote?)`);
  }
  const [header, ...rows] = records;
  if (header?.fields.join('\t') !== HEADER.join('\t')) {
    problems.push(`header is "${header?.fields.join(' | ')}", expected "${HEADER.join(' | ')}"`);
  }
  const offerIds = new Set<string>();
  const shopProducts = new Set<string>();
  const shops = new Map<string, number>();
  const products = new Map<string, Set<string>>();
  for (const [i, { line, fields }] of rows.entries()) {
    if (fields.length !== HEADER.length) problems.push(`line ${line}: ${fields.length} fields`);
    if (rawLines[i + 1]?.split('\t').join('\u0000') !== fields.join('\u0000')) {
      problems.push(`line ${line}: the CSV reader reads it differently from a tab split`);
    }
    const [shop = '', offerId = '', title = '', , product = ''] = fields;
    if (!shop || !offerId || !title || !product) problems.push(`line ${line}: an empty required field`);
    if (offerIds.has(offerId)) problems.push(`line ${line}: offer_id ${offerId} repeated`);
    offerIds.add(offerId);
    if (shopProducts.has(`${shop}\u0000${product}`))
      problems.push(`line ${line}: ${shop} lists ${product} twice`);
    shopProducts.add(`${shop}\u0000${product}`);
    shops.set(shop, (shops.get(shop) ?? 0) + 1);
    if (!products.has(product)) products.set(product, new Set());
    products.get(product)!.add(shop);
  }
  // True pairs as bench:match counts them: two offers of one product in different shops.
  let truePairs = 0;
  const bySize = new Map<number, number>();
  for (const sellers of products.values()) {
    truePairs += (sellers.size * (sellers.size - 1)) / 2;
    bySize.set(sellers.size, (bySize.get(sellers.size) ?? 0) + 1);
  }
  console.log(`${path.relative(process.cwd(), file)}`);
  console.log(
    `  offers ${rows.length}, shops ${shops.size}, products ${products.size}, true cross-shop pairs ${truePairs}`,
  );
  console.log(
    `  products by number of shops: ${[...bySize.entries()]
      .sort(([a], [b]) => a - b)
      .map(([size, count]) => `${size}: ${count}`)
      .join(', ')}`,
  );
  console.log(
    `  offers by shop: ${[...shops.entries()]
      .sort(([, a], [, b]) => b - a)
      .map(([shop, count]) => `${shop} ${count}`)
      .join(', ')}`,
  );
  for (const problem of problems) console.log(`  PROBLEM ${problem}`);
  if (problems.length === 0) console.log('  no problems');
  return problems.length === 0;
}

const files = process.argv.slice(2);
const ok = (files.length > 0 ? files : ['scripts/bench/data/matching-holdout2.tsv'])
  .map((file) => check(path.resolve(file)))
  .every(Boolean);
process.exitCode = ok ? 0 : 1;
