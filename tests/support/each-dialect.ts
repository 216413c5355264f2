import { afterEach, beforeEach, describe, inject } from 'vitest';
import { type DatabaseConfig, parseDatabaseUrl } from '../../src/server/config.ts';
import { type Db, type Dialect, openDatabase } from '../../src/server/db/database.ts';
import { prepareDatabase } from '../../src/server/prepare-database.ts';
import { createPostgresTestDatabase, createSqliteTestDatabasePath } from './test-databases.ts';

export type DialectContext = { db: Db; config: DatabaseConfig; dialect: Dialect };

// Runs the same tests once on SQLite and once on PostgreSQL, each test on a fresh, migrated database.
// `dialects` narrows that to the one a behaviour belongs to.
export function describeEachDialect(
  title: string,
  body: (context: () => DialectContext) => void,
  dialects: readonly Dialect[] = ['sqlite', 'postgres'],
): void {
  for (const dialect of dialects) {
    const postgresUrl = dialect === 'postgres' ? inject('postgresUrl') : null;
    describe.skipIf(dialect === 'postgres' && !postgresUrl)(`${title} [${dialect}]`, () => {
      let current: DialectContext | null = null;
      let drop: (() => Promise<void>) | null = null;
      beforeEach(async () => {
        const created =
          dialect === 'sqlite'
            ? createSqliteTestDatabasePath()
            : await createPostgresTestDatabase(postgresUrl!);
        drop = created.drop;
        const config = parseDatabaseUrl(created.url);
        const db = openDatabase(config, { maxConnections: 4 });
        await prepareDatabase(db);
        current = { db, config, dialect };
      });
      afterEach(async () => {
        await current?.db.destroy();
        await drop?.();
        current = null;
      });
      body(() => {
        if (!current) throw new Error('the test database is not ready');
        return current;
      });
    });
  }
}
