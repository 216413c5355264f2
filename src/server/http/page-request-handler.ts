import { createRequestHandler, type ServerBuild } from 'react-router';
import type { PageRenderer } from './pages.ts';

// React Router's request handler for the built (or, in development, Vite-served) pages.
// React Router refuses a form post whose Origin is not the origin of the request it sees, as a
// possible cross-site request. Behind a reverse proxy that does not pass the public host and scheme
// on (Host, X-Forwarded-Proto), that request is addressed to the proxy's upstream (http://127.0.0.1:3000),
// and the alert pages' buttons would fail; so the public address (PUBLIC_ORIGIN) is accepted too.
// Requests without an Origin (mail providers' one-click unsubscribe) are never refused.
export function createPageRequestHandler(
  build: ServerBuild,
  mode: 'production' | 'development',
  publicOrigin: string,
): PageRenderer {
  const handle = createRequestHandler({ ...build, allowedActionOrigins: [new URL(publicOrigin).host] }, mode);
  return (request, context) => handle(request, context);
}
