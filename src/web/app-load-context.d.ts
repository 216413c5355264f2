import type { PageLoadContext } from '../server/http/services.ts';

// Loaders receive the server's shared services (see src/server/http/pages.ts).
declare module 'react-router' {
  interface AppLoadContext extends PageLoadContext {}
}
