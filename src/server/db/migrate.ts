import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.ts';
import * as initial from './migrations/0001-initial.ts';

// Migrations are listed here rather than read from a folder so the bundled server carries them.
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
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
