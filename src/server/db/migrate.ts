import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.ts';
import * as initial from './migrations/0001-initial.ts';
import * as search from './migrations/0002-search.ts';
import * as alerts from './migrations/0003-alerts.ts';
import * as importRunWorker from './migrations/0004-import-run-worker.ts';
import * as listIndexes from './migrations/0005-list-indexes.ts';
import * as popularityNetworks from './migrations/0006-popularity-networks.ts';
import * as emailDomains from './migrations/0007-email-domains.ts';
import * as bannerLanguage from './migrations/0008-banner-language.ts';
import * as offerMatching from './migrations/0009-offer-matching.ts';
import * as productEnrichment from './migrations/0010-product-enrichment.ts';
import * as productFacets from './migrations/0011-product-facets.ts';
import * as clientWindows from './migrations/0012-client-windows.ts';
import * as offerRecordHash from './migrations/0013-offer-record-hash.ts';
import * as dealDiscountIndexes from './migrations/0014-deal-discount-indexes.ts';
import * as unhashedOffersIndex from './migrations/0015-unhashed-offers-index.ts';
import * as deferredIndexes from './migrations/0016-deferred-indexes.ts';
import * as deferredForeignKeys from './migrations/0017-deferred-foreign-keys.ts';

// Migrations are listed here rather than read from a folder so the bundled server carries them.
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-search': search,
  '0003-alerts': alerts,
  '0004-import-run-worker': importRunWorker,
  '0005-list-indexes': listIndexes,
  '0006-popularity-networks': popularityNetworks,
  '0007-email-domains': emailDomains,
  '0008-banner-language': bannerLanguage,
  '0009-offer-matching': offerMatching,
  '0010-product-enrichment': productEnrichment,
  '0011-product-facets': productFacets,
  '0012-client-windows': clientWindows,
  '0013-offer-record-hash': offerRecordHash,
  '0014-deal-discount-indexes': dealDiscountIndexes,
  '0015-unhashed-offers-index': unhashedOffersIndex,
  '0016-deferred-indexes': deferredIndexes,
  '0017-deferred-foreign-keys': deferredForeignKeys,
};

const staticProvider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export type MigrationReport = { applied: string[] };

export async function migrateToLatest(db: Db): Promise<MigrationReport> {
  const migrator = new Migrator({ db, provider: staticProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message}`);
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
