import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { parseCsv } from '../../src/server/ingest/csv-parser.ts';
import { importFeed } from '../../src/server/ingest/import-feed.ts';
import { prepareDatabase } from '../../src/server/prepare-database.ts';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../tests/support/feed-builder.ts';

// What imports decide, written out, to check that a change meant only to make matching faster
// decides nothing differently on the way through the database (candidates read through
// product_match_key, attributes stored and read back): the labelled sets (the held-out one too,
// never read: compare the files with cmp or a checksum) imported one shop's feed at a time, in the
// order the shops first appear, then each offer's product, reason and detail, and each product's
// keys and stored attributes.
//
// Usage: npx tsx scripts/bench/match-import-fingerprint.ts OUT_FILE [DATABASE_URL]
// (default: SQLite in a temporary directory; a PostgreSQL URL must name an empty database).

const [out, url] = process.argv.slice(2);
if (!out) {
  console.error('Usage: npx tsx scripts/bench/match-import-fingerprint.ts OUT_FILE [DATABASE_URL]');
  process.exit(2);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'match-import-'));
const db = openDatabase(parseDatabaseUrl(url ?? `sqlite:${path.join(dir, 'catalog.sqlite')}`), {
  maxConnections: 2,
});

function readTable(file: string, delimiter = '\t'): Array<Record<string, string>> {
  const [header, ...records] = parseCsv(fs.readFileSync(file, 'utf8'), { delimiter });
  const names = header!.fields;
  return records.map(({ fields }) => Object.fromEntries(names.map((name, i) => [name, fields[i] ?? ''])));
}

try {
  await prepareDatabase(db);
  let hour = 0;
  const sets = ['es', 'dev2', 'holdout'].map((set) => ({
    set,
    rows: readTable(`scripts/bench/data/matching-${set}.tsv`),
  }));
  // Abt-Buy too, where it lies (bench:match's default place), for its shared title words.
  const abtBuy = '../shared/data/matching-dev/abt-buy';
  if (fs.existsSync(path.join(abtBuy, 'abt.csv'))) {
    const abt = readTable(path.join(abtBuy, 'abt.csv'), ',');
    const buy = readTable(path.join(abtBuy, 'buy.csv'), ',');
    sets.push({
      set: 'abt-buy',
      rows: [
        ...abt.map((row) => ({ shop: 'abt', offer_id: row.id!, title: row.name!, brand: '' })),
        ...buy.map((row) => ({
          shop: 'buy',
          offer_id: row.id!,
          title: row.name!,
          brand: row.manufacturer ?? '',
        })),
      ],
    });
  }
  for (const { set, rows } of sets) {
    const shops = [...new Set(rows.map((row) => row.shop!))];
    for (const shop of shops) {
      const merchantId = String(10_000 + hour);
      const feed = path.join(dir, `${set}-${shop}.csv`);
      const offers = rows
        .filter((row) => row.shop === shop)
        .map((row) =>
          offerRow({
            merchant_product_id: `${set}:${row.offer_id}`,
            merchant_id: merchantId,
            merchant_name: `${set} ${shop}`,
            product_name: row.title!,
            brand_name: row.brand || null,
          }),
        );
      fs.writeFileSync(feed, buildFeed(STANDARD_COLUMNS, offers));
      const observedAt = new Date(Date.UTC(2026, 10, 1, hour++));
      const report = await importFeed(db, feed, { observedAt, force: true });
      if (report.status !== 'applied') throw new Error(`${feed}: ${report.status} ${report.message}`);
    }
  }
  const lines: string[] = [];
  const offers = await db
    .selectFrom('offer')
    .select(['merchant_product_id', 'product_id', 'match_reason', 'match_detail'])
    .orderBy('id')
    .execute();
  for (const offer of offers) {
    lines.push(
      `offer\t${offer.merchant_product_id}\t${offer.product_id}\t${offer.match_reason}\t${offer.match_detail}`,
    );
  }
  const products = await db.selectFrom('product').select(['id', 'match_attributes']).orderBy('id').execute();
  for (const product of products) {
    lines.push(`product\t${product.id}\t${JSON.stringify(JSON.parse(product.match_attributes ?? 'null'))}`);
  }
  const keys = await db
    .selectFrom('product_match_key')
    .select(['key', 'product_id'])
    .orderBy('key')
    .orderBy('product_id')
    .execute();
  for (const key of keys) lines.push(`key\t${key.key}\t${key.product_id}`);
  fs.writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`${offers.length} offers, ${products.length} products, ${keys.length} keys written to ${out}`);
} finally {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}
