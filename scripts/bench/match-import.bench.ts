import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, parseDatabaseUrl } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { parseCsv } from '../../src/server/ingest/csv-parser.ts';
import { importFeed } from '../../src/server/ingest/import-feed.ts';
import { prepareDatabase } from '../../src/server/prepare-database.ts';
import type { ProductOffersResponse } from '../../src/shared/product.ts';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../tests/support/feed-builder.ts';

// Offer matching as a shopper meets it (issue 15, "how it is checked"): a labelled set's offers
// written as one Awin feed per shop without GTINs, imported one after the other by the real
// importer, the groups read back through the API (/api/products/{id}/offers), pairwise precision
// and recall against the labels, and the same feeds imported again the next day: the grouping must
// not change.
//
// Usage: npm run bench:match-import -- [--set uk|uk2|dev3|dev4|dev5|dev6|dev7|dev8|dev9|dev10|dev11|dev12|dev13|dev14|dev15|dev16|dev17|dev18|dev19|es|dev2|holdout|holdout2|holdout3|uk-holdout] (default uk)
// BENCH_DATABASE_URL=postgres://... measures PostgreSQL (an empty database); SQLite otherwise.

const USAGE =
  'Usage: npm run bench:match-import -- [--set uk|uk2|dev3|dev4|dev5|dev6|dev7|dev8|dev9|dev10|dev11|dev12|dev13|dev14|dev15|dev16|dev17|dev18|dev19|es|dev2|holdout|holdout2|holdout3|uk-holdout]';
const SETS = [
  'uk',
  'uk2',
  'dev3',
  'dev4',
  'dev5',
  'dev6',
  'dev7',
  'dev8',
  'dev9',
  'dev10',
  'dev11',
  'dev12',
  'dev13',
  'dev14',
  'dev15',
  'dev16',
  'dev17',
  'dev18',
  'dev19',
  'es',
  'dev2',
  'holdout',
  'holdout2',
  'holdout3',
  'uk-holdout',
] as const;

const { values } = parseArgs({ options: { set: { type: 'string', default: 'uk' } } });
const set = values.set as (typeof SETS)[number];
if (!SETS.includes(set)) {
  console.error(USAGE);
  process.exit(2);
}

type Row = { shop: string; offer_id: string; title: string; brand: string; product: string };

function readSet(file: string): Row[] {
  const [header, ...records] = parseCsv(fs.readFileSync(file, 'utf8'), { delimiter: '\t' });
  const names = header!.fields;
  return records.map(
    ({ fields }) => Object.fromEntries(names.map((name, i) => [name, fields[i] ?? ''])) as Row,
  );
}

const rows = readSet(`scripts/bench/data/matching-${set}.tsv`);
const shops = [...new Set(rows.map((row) => row.shop))];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'match-import-'));
const database = parseDatabaseUrl(
  process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(dir, 'catalog.sqlite')}`,
);
const db = openDatabase(database, { maxConnections: 2 });

// One feed a shop; the offer's id rides in its tracking link, which the API returns.
const feeds = shops.map((shop, i) => {
  const file = path.join(dir, `${shop}.csv`);
  const offers = rows
    .filter((row) => row.shop === shop)
    .map((row) =>
      offerRow({
        merchant_product_id: row.offer_id,
        merchant_id: String(20_001 + i),
        merchant_name: shop,
        product_name: row.title,
        brand_name: row.brand || null,
        category_name: '',
        merchant_category: '',
        ean: '',
      }),
    );
  fs.writeFileSync(file, buildFeed(STANDARD_COLUMNS, offers));
  return file;
});

async function importAll(day: number): Promise<number> {
  const started = process.hrtime.bigint();
  for (const [i, feed] of feeds.entries()) {
    const observedAt = new Date(Date.UTC(2026, 10, day, 0, i));
    const report = await importFeed(db, feed, { observedAt, force: true });
    if (report.status !== 'applied') throw new Error(`${feed}: ${report.status} ${report.message}`);
  }
  return Number(process.hrtime.bigint() - started) / 1e6;
}

// Each offer's group, as the API shows products and their offers.
async function groupsThroughApi(): Promise<Map<string, string>> {
  const app = await buildApp({ config: { ...loadConfig({ CLIENT_TIME_SHARE: '100' }), database }, db });
  try {
    const groupOf = new Map<string, string>();
    const products = await db
      .selectFrom('product')
      .select('id_c10')
      .where('merged_into_id', 'is', null)
      .orderBy('id')
      .execute();
    for (const [n, { id_c10 }] of products.entries()) {
      // As many shoppers read them, each from a network of its own: one client would meet the
      // API's rate limit past a few hundred products.
      const remoteAddress = `10.${(n >> 8) & 255}.${n & 255}.7`;
      const response = await app.inject({ url: `/api/products/${id_c10}/offers`, remoteAddress });
      if (response.statusCode !== 200)
        throw new Error(`/api/products/${id_c10}/offers: ${response.statusCode}`);
      for (const offer of response.json<ProductOffersResponse>().offers) {
        const id = new URL(offer.aw_deep_link).searchParams.get('p')!;
        groupOf.set(`${offer.merchant_name}\u0000${id}`, id_c10);
      }
    }
    return groupOf;
  } finally {
    await app.close();
  }
}

function pairwise(groupOf: Map<string, string>) {
  const keyOf = (row: Row) => `${row.shop}\u0000${row.offer_id}`;
  let truePairs = 0;
  let predicted = 0;
  let right = 0;
  for (let i = 0; i < rows.length; i++) {
    for (let j = i + 1; j < rows.length; j++) {
      const same = rows[i]!.product === rows[j]!.product;
      const grouped = groupOf.get(keyOf(rows[i]!)) === groupOf.get(keyOf(rows[j]!));
      if (same) truePairs++;
      if (grouped) predicted++;
      if (same && grouped) right++;
    }
  }
  const precision = predicted === 0 ? 0 : right / predicted;
  const recall = right / truePairs;
  return {
    truePairs,
    predicted,
    right,
    precision,
    recall,
    f1: (2 * precision * recall) / (precision + recall),
  };
}

try {
  await prepareDatabase(db);
  const firstMs = await importAll(1);
  const first = await groupsThroughApi();
  const missing = rows.filter((row) => !first.has(`${row.shop}\u0000${row.offer_id}`)).length;
  const m = pairwise(first);
  console.log(
    `${set}: ${rows.length} offers from ${shops.length} shops imported (${database.dialect}) in ${(firstMs / 1000).toFixed(1)} s, ` +
      `${new Set(first.values()).size} products through the API${missing > 0 ? `, ${missing} offers not shown` : ''}`,
  );
  console.log(
    `  pairs: ${m.truePairs} true, ${m.predicted} grouped, ${m.right} right: precision ${m.precision.toFixed(3)}, ` +
      `recall ${m.recall.toFixed(3)}, F1 ${m.f1.toFixed(3)}`,
  );
  await importAll(2);
  const second = await groupsThroughApi();
  // Groups compared by their members, whatever the products' ids.
  const members = (groupOf: Map<string, string>) => {
    const byGroup = new Map<string, string[]>();
    for (const [offer, group] of groupOf) byGroup.set(group, [...(byGroup.get(group) ?? []), offer]);
    return new Set([...byGroup.values()].map((list) => list.sort().join('|')));
  };
  const before = members(first);
  const after = members(second);
  const changed = [...after].filter((group) => !before.has(group)).length;
  console.log(
    `  the same feeds imported again the next day: ${changed === 0 && before.size === after.size ? 'the same groups' : `${changed} groups changed`}`,
  );
} finally {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}
