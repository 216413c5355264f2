import { importShopDirectory, readShopDirectoryFile } from '../ingest/import-shops.ts';
import { stripTerminalControls } from '../lib/terminal-text.ts';
import { runCli, UsageError } from './cli-support.ts';

const USAGE = `Usage: npm run import:shops -- FILE

Imports the partner-shop directory: a semicolon-separated file with the header
advertiserId;programmeName;descriptionShort;logoUrl;displayUrl`;

await runCli(async ({ db, config }) => {
  const [file, ...extra] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (!file || extra.length > 0 || file === '--help') throw new UsageError(USAGE);
  const text = await readShopDirectoryFile(file).catch(() => {
    throw new UsageError(`cannot read ${file}: it does not exist or is not readable`);
  });
  const report = await importShopDirectory(db, text, {
    publisherId: config.awinPublisherId,
    networkName: config.affiliateNetworkName,
  });
  console.log(`${file}: ${report.rowsRead} rows read`);
  console.log(`  shops added        ${report.added}`);
  console.log(`  shops updated      ${report.updated}`);
  console.log(
    `  network rows       ${report.droppedNetworkRows} dropped (the "${config.affiliateNetworkName}" entry is not a shop)`,
  );
  console.log(`  rejected rows      ${report.rejected.length}`);
  // Reasons quote the directory's values.
  for (const row of report.rejected)
    console.log(stripTerminalControls(`    line ${row.line}: ${row.reason}`));
  return 0;
});
