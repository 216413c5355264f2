import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { SqliteBulkSql } from '../../src/server/db/bulk-sql.ts';
import { openDatabase, sqliteConnectionOf } from '../../src/server/db/database.ts';
import { parseCsv } from '../../src/server/ingest/csv-parser.ts';
import { type MatchingOffer, RunMatching } from '../../src/server/ingest/offer-matching.ts';
import { offerAttributes } from '../../src/server/matching/offer-attributes.ts';
import { prepareDatabase } from '../../src/server/prepare-database.ts';
import { generateBenchFeed } from './generate-feed.ts';

// What matching itself costs an offer in a first import of new offers without GTINs (issue 15:
// "matching costs ≤ 30 µs a row in an import of 100,000 new offers"): the calls an import makes
// to match a batch (read candidates, find each offer's product, remember the products it creates
// and their attributes, write their keys into product_match_key), on a real SQLite database
// prepared by the project's migrations, in one thread, timed as CPU time (user + system).
//
// bench:import -- --without-gtin measures the same as the difference between an import with
// matching and one without; on this machine that difference varies by ±20 µs from run to run
// (two threads, garbage collection at other times). This measures matching's own calls alone,
// so it varies far less. Reading the offers' attributes is not counted: imports read them with or
// without matching (the clean name is made from them).
//
// Usage: npm run bench:match-cost -- [ROWS] [--rounds N]   (default 100000 rows, 4 rounds)

const BATCH = 2000;
const args = process.argv.slice(2);
const rows = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 100_000);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt === -1 ? 4 : Number(args[roundsAt + 1]);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-match-cost-'));
try {
  const feed = path.join(dir, 'feed.csv');
  await generateBenchFeed(feed, rows, { withoutGtin: true });
  const [header, ...records] = parseCsv(fs.readFileSync(feed, 'utf8'));
  const column = (name: string) => header!.fields.indexOf(name);
  const [title, brand, model] = [column('product_name'), column('brand_name'), column('model_number')];
  const offers: MatchingOffer[] = records.map(({ fields }) => ({
    shopId: 1,
    attributes: offerAttributes({
      title: fields[title]!,
      brand: fields[brand] || null,
      model: fields[model] || null,
    }),
  }));
  console.log(
    `${rows.toLocaleString('en-US')} new offers without GTIN (bench:import's first shop), one shop`,
  );
  for (let round = 1; round <= rounds; round++) {
    const microsPerOffer = await firstLoadMatching(path.join(dir, `round-${round}.db`), offers);
    console.log(`  round ${round}: matching's own calls ${microsPerOffer.toFixed(1)} µs an offer (CPU)`);
  }
  console.log('(the first round includes compiling the code)');
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

async function firstLoadMatching(file: string, offers: readonly MatchingOffer[]): Promise<number> {
  const db = openDatabase(parseDatabaseUrl(`sqlite:${file}`));
  await prepareDatabase(db);
  const connection = sqliteConnectionOf(db);
  const matching = new RunMatching(new SqliteBulkSql(connection));
  // An empty catalog: nothing older to read, as a first import starts.
  matching.startRun(0);
  connection.exec('BEGIN');
  let productId = 0;
  const started = process.cpuUsage();
  for (let start = 0; start < offers.length; start += BATCH) {
    const batch = offers.slice(start, start + BATCH);
    await matching.prepareBatch(batch, []);
    for (const offer of batch) {
      const found = matching.find(offer);
      if (found) {
        matching.joined(found.productId, offer, found.decision.reason);
      } else {
        matching.created(++productId, offer);
        // The product row stores its attributes.
        matching.attributesJsonOf(productId);
      }
    }
    await matching.writeBatch();
  }
  const used = process.cpuUsage(started);
  // The keys name products this measurement never wrote: nothing is kept.
  connection.exec('ROLLBACK');
  await db.destroy();
  return (used.user + used.system) / offers.length;
}
