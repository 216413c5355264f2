import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../support/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    // Where the site writes its e-mails (.eml files), and its database, for tests that follow a
    // mail's links or run a command-line job against the same catalog.
    mailOutboxDir: string;
    databaseUrl: string;
  }
}

// Starts the built site on 127.0.0.1 with its own database, seeded with the demo catalog the way a
// first start does it, and waits until it answers.
export default async function setup(project: TestProject) {
  if (!fs.existsSync('build/server/main.js'))
    throw new Error('browser tests need the build: run `npm run build` first');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-site-'));
  const port = await freePort();
  const databaseUrl = `sqlite:${path.join(dir, 'catalog.sqlite')}`;
  const mailOutboxDir = path.join(dir, 'outbox');
  // Without the test runner's NODE_ENV=test: the site runs exactly as `npm run serve` runs it.
  const { NODE_ENV: _testMode, ...environment } = process.env;
  const server: ChildProcess = spawn(process.execPath, ['build/server/main.js'], {
    env: {
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      // The browser tests see the demo catalog as seeded: no scheduled refresh changes it under them.
      FEED_SCHEDULER: 'off',
      LOG_LEVEL: 'warn',
      // Every browser test comes from 127.0.0.1, one network doing the work of hundreds of shoppers:
      // the whole of a core's time, so the per-network budget (http/client-budget.ts) never trips.
      CLIENT_TIME_SHARE: '100',
      // Confirmation mails the browser tests cause stay in the throwaway directory.
      MAIL_OUTBOX_DIR: mailOutboxDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`the site exited with code ${server.exitCode} before answering`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the site did not answer within 200 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('mailOutboxDir', mailOutboxDir);
  project.provide('databaseUrl', databaseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
