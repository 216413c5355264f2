import { startServer } from '../../src/server/start-server.ts';

// The site's own start-up (start-server.ts: configuration, WEB_CONCURRENCY, jobs) run from the
// sources, for tests that start real server processes without the production build. Pages answer
// with a placeholder: the tests that use it talk to the API.
await startServer({
  createPages: async () => async () =>
    new Response('<!doctype html><title>page</title>', { headers: { 'content-type': 'text/html' } }),
});
