import { parseArgs } from 'node:util';
import { rematchCatalog } from '../ingest/rematch-catalog.ts';
import { reviewCatalog } from '../matching/catalog-review.ts';
import { formatNumber, runCli, UsageError } from './cli-support.ts';

const USAGE = `Usage: npm run match -- [--dry-run] [--limit N]

Looks at the whole catalog again with the matching rules imports apply (issue 15):
  - products stored before matching existed get their attributes and keys, so imports find them;
  - products still named with their shop's title get a clean name (brand, line, model, sizes);
  - splits: an offer grouped by model number or line that the rules no longer put there gets a
    product of its own again;
  - merges: a product without a GTIN that is an older product moves its offers there (its page
    redirects there);
  - GTINs shared by clearly different things (a case sold under the phone's barcode) are reported
    for a person to look at, never split on that alone.
--dry-run: report all of it and change nothing.
--limit N: list at most N of each (default 50).
Runs under the catalog's write lock: an import waits for it, and it waits for an import.`;

function parseLimit(value: string | undefined): number {
  if (value === undefined) return 50;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100_000) {
    throw new UsageError(`--limit "${value}" must be a whole number from 1 to 100000\n\n${USAGE}`);
  }
  return limit;
}

await runCli(async ({ db }) => {
  let values: { 'dry-run'?: boolean; limit?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { 'dry-run': { type: 'boolean' }, limit: { type: 'string' }, help: { type: 'boolean' } },
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const limit = parseLimit(values.limit);
  const dryRun = values['dry-run'] === true;
  const report = await rematchCatalog(db, { apply: !dryRun });
  const verb = dryRun ? 'would be' : 'were';
  console.log(
    `${formatNumber(report.productsRead)} products read${dryRun ? ' (dry run: nothing changed)' : ''}.`,
  );
  console.log(`Products given their matching keys: ${formatNumber(report.productsIndexed)}`);
  console.log(
    `Products that ${verb} renamed from their shop's title to a clean name: ${formatNumber(report.productsRenamed)}`,
  );
  console.log(`\nProducts that ${verb} merged into another: ${formatNumber(report.merges.length)}`);
  for (const merge of report.merges.slice(0, limit)) {
    console.log(
      `  ${merge.productId} "${merge.name}" -> ${merge.intoProductId} "${merge.intoName}" (${merge.reason}: ${merge.detail})`,
    );
  }
  console.log(`\nOffers that ${verb} split off their product: ${formatNumber(report.splits.length)}`);
  for (const split of report.splits.slice(0, limit)) {
    console.log(`  ${split.shop}: "${split.offerTitle}" off ${split.productId} "${split.name}"`);
  }
  const review = await reviewCatalog(db);
  console.log(`\nGTINs shared by different things: ${formatNumber(review.gtinConflicts.length)}`);
  for (const conflict of review.gtinConflicts.slice(0, limit)) {
    console.log(`  ${conflict.gtin} (product ${conflict.productId}): ${conflict.reason} differs`);
    for (const offer of conflict.offers) console.log(`    ${offer.shop}: ${offer.title}`);
  }
  return 0;
});
