import { type AppConfig, ConfigError, loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { stripTerminalControls } from '../lib/terminal-text.ts';
import { prepareDatabase } from '../prepare-database.ts';

// Shared start-up for command-line tools: configuration, a migrated database, and one exit path
// that prints a readable error instead of a stack trace for the mistakes operators make.

export async function runCli(
  main: (context: { config: AppConfig; db: Db }) => Promise<number | undefined>,
): Promise<void> {
  let db: Db | null = null;
  try {
    const config = loadConfig();
    db = openDatabase(config.database, { maxConnections: 2 });
    await prepareDatabase(db);
    process.exitCode = (await main({ config, db })) ?? 0;
  } catch (error) {
    process.exitCode = error instanceof ConfigError || error instanceof UsageError ? 2 : 1;
    // Errors may quote a feed, a file or a server's answer.
    console.error(
      stripTerminalControls(
        error instanceof ConfigError || error instanceof UsageError
          ? error.message
          : `Error: ${(error as Error).message}`,
      ),
    );
  } finally {
    await db?.destroy();
  }
}

export class UsageError extends Error {
  override name = 'UsageError';
}

export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}
