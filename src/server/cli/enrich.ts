import { parseArgs } from 'node:util';
import { createTextProvider } from '../enrichment/chat-completions-provider.ts';
import { describeEnrichmentReport, enrichProductTexts } from '../enrichment/enrich-products.ts';
import { stripTerminalControls } from '../lib/terminal-text.ts';
import { runCli, UsageError } from './cli-support.ts';

const USAGE = `Usage: npm run enrich -- [--limit N]

Writes the short description and description of products that are new or changed since their texts
were last written (the scheduler does it after every refresh; this does it now). Without AI_BASE_URL
the texts are made by rules from the shop's data alone. With it, the model at AI_BASE_URL (AI_MODEL,
AI_API_KEY) rewrites them, one request per product, within AI_DAILY_REQUESTS a day; the rules' texts
stay until it has, and a failed request is tried again by a later run.
  --limit N   at most N requests to the model in this run (default: what is left of today's budget)`;

function parseLimit(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 0 || limit > 1_000_000)
    throw new UsageError(`--limit "${value}" must be a whole number from 0 to 1000000\n\n${USAGE}`);
  return limit;
}

await runCli(async ({ config, db }) => {
  let values: { limit?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { limit: { type: 'string' }, help: { type: 'boolean' } } }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const maxRequests = parseLimit(values.limit);
  const abort = new AbortController();
  // The first signal abandons the request in flight (the product is asked again by a later run).
  process.once('SIGINT', () => abort.abort());
  process.once('SIGTERM', () => abort.abort());
  if (!config.ai) console.log('No AI_BASE_URL: texts are written by the rules from the shop data.');
  const report = await enrichProductTexts(db, {
    provider: createTextProvider(config.ai),
    dailyRequests: config.ai?.dailyRequests ?? 0,
    maxRequests,
    signal: abort.signal,
    log: (line) => console.log(line),
  });
  console.log(`${describeEnrichmentReport(report).replace(/^product texts: /, 'Product texts: ')}.`);
  // The messages quote the model server's answers.
  for (const failure of report.failures) console.log(stripTerminalControls(`  failed: ${failure}`));
  // Failed requests are not an error of this command: they are recorded and retried later.
  return 0;
});
