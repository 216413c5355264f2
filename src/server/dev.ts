import http from 'node:http';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { createPageRequestHandler } from './http/page-request-handler.ts';
import { startServer } from './start-server.ts';

// Development entry: Vite (hot reload, on-demand compilation) in front of the same Fastify app.
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });

await startServer({
  dev: true,
  createPages: async (config) => async (request, context) => {
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    return createPageRequestHandler(build, 'development', config.publicOrigin)(request, context);
  },
  listen: async (app, config) => {
    await app.ready();
    const server = http.createServer((req, res) => vite.middlewares(req, res, () => app.routing(req, res)));
    await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  },
});
