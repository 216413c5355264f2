import type { AlertPageService } from '../alerts/alert-pages.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { AppConfig } from '../config.ts';
import type { createSearchService } from '../search/search.service.ts';

// What API routes and page loaders share: the same services over the same database.
export type AppServices = {
  catalog: CatalogService;
  search: ReturnType<typeof createSearchService>;
  // What the pages under /alerts/ say (confirm, unsubscribe, and the answers to form posts).
  alertPages: AlertPageService;
  config: AppConfig;
};

// Handed to React Router loaders as their `context`.
// `client` is the visitor's anonymised address (popular searches count each client once).
export type PageLoadContext = AppServices & { cspNonce: string | undefined; client: string };
