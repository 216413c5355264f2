import { isCatalogEmpty, seedDemoCatalog } from '../demo/seed-demo.ts';
import { formatNumber, runCli } from './cli-support.ts';

// Seeds the demo catalog on purpose (the server does it by itself on an empty database unless
// SEED_DEMO=false). It refuses a database that already holds offers: the demo's fictional shops
// must never mix with a real catalog.
await runCli(async ({ config, db }) => {
  if (!(await isCatalogEmpty(db))) {
    console.error(
      'The catalog already holds offers; the demo catalog is only seeded into an empty database.',
    );
    return 1;
  }
  const seeded = await seedDemoCatalog(db, {
    publisherId: config.awinPublisherId,
    networkName: config.affiliateNetworkName,
    dealMinDropPercent: config.dealMinDropPercent,
    log: (line) => console.log(line),
  });
  console.log(
    `Demo catalog ready: ${formatNumber(seeded.rows)} feed rows in ${(seeded.durationMs / 1000).toFixed(1)} s.`,
  );
  return 0;
});
