import type { TestProject } from 'vitest/node';
import { PostgresBinariesMissingError, startPostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    // Admin URL of the shared test server, or null when PostgreSQL tests must skip themselves.
    postgresUrl: string | null;
  }
}

// One throwaway server for the whole run (starting one costs about a second); each test file then
// creates its own database on it with createPostgresTestDatabase().
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const externalUrl = process.env.TEST_POSTGRES_URL;
  if (externalUrl !== undefined && externalUrl !== '') {
    project.provide('postgresUrl', externalUrl);
    return async () => {};
  }

  const startedAt = performance.now();
  let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
  try {
    cluster = await startPostgresCluster();
  } catch (error) {
    // Only "not installed" may degrade to skipping, and never where the full suite must prove PostgreSQL works.
    if (!(error instanceof PostgresBinariesMissingError)) throw error;
    if (process.env.REQUIRE_POSTGRES === '1') {
      // Vitest prints a misleading "No test files found" before a globalSetup error, so name the cause plainly.
      throw new Error(`REQUIRE_POSTGRES=1 but no PostgreSQL test server can be started. ${error.message}`);
    }
    console.warn(`[postgres] ${error.message} PostgreSQL tests will be skipped.`);
    project.provide('postgresUrl', null);
    return async () => {};
  }

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.info(`[postgres] Test server on 127.0.0.1:${cluster.port} (started in ${seconds}s)`);
  project.provide('postgresUrl', cluster.url);
  // Child processes the tests spawn (CLIs, the server) find the database the usual way.
  process.env.TEST_POSTGRES_URL = cluster.url;

  return async () => {
    delete process.env.TEST_POSTGRES_URL;
    await cluster.stop();
  };
}
