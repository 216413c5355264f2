import { parseArgs } from 'node:util';
import { reviewCatalog } from '../matching/catalog-review.ts';
import { formatNumber, runCli, UsageError } from './cli-support.ts';

const USAGE = `Usage: npm run match -- --dry-run [--limit N]

Reads the whole catalog with the matching rules (issue 15) and reports, changing nothing:
  - products whose offers share a GTIN although they are clearly different things (a feed error:
    a case sold under the phone's barcode, 128 GB and 256 GB under one code);
  - products without a GTIN that share a model number with no conflicting attribute, which the
    model-number rule would show as one product.
--limit N: at most N of each (default 50). Imports do not group by these rules yet, so only the
dry run exists.`;

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
  if (!values['dry-run']) {
    throw new UsageError(`Only the dry run exists for now: add --dry-run.\n\n${USAGE}`);
  }
  const review = await reviewCatalog(db);
  console.log(`${formatNumber(review.productsRead)} products read.`);
  console.log(`\nGTINs shared by different things: ${formatNumber(review.gtinConflicts.length)}`);
  for (const conflict of review.gtinConflicts.slice(0, limit)) {
    console.log(`  ${conflict.gtin} (product ${conflict.productId}): ${conflict.reason} differs`);
    for (const offer of conflict.offers) console.log(`    ${offer.shop}: ${offer.title}`);
  }
  console.log(
    `\nProducts without a GTIN the model-number rule would group: ${formatNumber(review.proposedGroups.length)} groups`,
  );
  for (const group of review.proposedGroups.slice(0, limit)) {
    console.log(`  ${group.products.map((product) => `${product.productId} "${product.name}"`).join(' + ')}`);
  }
  return 0;
});
