import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import { createPageRequestHandler } from '../../src/server/http/page-request-handler.ts';
import type { PageRenderer } from '../../src/server/http/pages.ts';

// The site's pages from the sources, compiled by Vite as `npm run dev` does, for tests that drive
// pages through buildApp(...).inject() without a build. Compiling every route takes a few seconds,
// so a test file starts them once (beforeAll) and gives each app a renderer.

export type TestPages = {
  // Accepts form posts from `publicOrigin` as the served site does (http/page-request-handler.ts).
  renderer(publicOrigin: string): PageRenderer;
  close(): Promise<void>;
};

// For beforeAll: the first compilation on a busy 2-core machine.
export const TEST_PAGES_TIMEOUT_MS = 120_000;

export async function startTestPages(): Promise<TestPages> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  return {
    renderer: (publicOrigin) => createPageRequestHandler(build, 'development', publicOrigin),
    close: () => vite.close(),
  };
}

// For a test file: starts the pages once before its tests and closes them after.
export function pagesForThisFile(): Pick<TestPages, 'renderer'> {
  let pages: TestPages | undefined;
  beforeAll(async () => {
    pages = await startTestPages();
  }, TEST_PAGES_TIMEOUT_MS);
  afterAll(async () => {
    await pages?.close();
  });
  return {
    renderer(publicOrigin) {
      if (!pages)
        throw new Error('the test pages start in beforeAll: ask for a renderer inside a hook or test');
      return pages.renderer(publicOrigin);
    },
  };
}
