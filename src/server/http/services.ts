import type { CatalogService } from '../catalog/catalog.service.ts';
import type { AppConfig } from '../config.ts';

// What API routes and page loaders share: the same services over the same database.
export type AppServices = { catalog: CatalogService; config: AppConfig };

// Handed to React Router loaders as their `context`.
export type PageLoadContext = AppServices & { cspNonce: string | undefined };
