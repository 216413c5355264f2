import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createPageRequestHandler } from './http/page-request-handler.ts';
import { startServer } from './start-server.ts';

// The production server: serves the pages React Router built into build/ (run `npm run build` first;
// `npm start` does it for you when the build is missing or stale).
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

await startServer({
  clientAssetsDir: path.join(buildDir, 'client'),
  createPages: async (config) => {
    const build = (await import(
      pathToFileURL(path.join(buildDir, 'server', 'index.js')).href
    )) as ServerBuild;
    return createPageRequestHandler(build, 'production', config.publicOrigin);
  },
});
