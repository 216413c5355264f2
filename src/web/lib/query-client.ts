import { QueryClient } from '@tanstack/react-query';
import { fetchJson } from './api-client.ts';

// Spec section 9: fresh for 5 minutes; 2 retries, backing off from 1 s doubling up to 30 s; no
// refetch on window focus; no polling. Every query's key is [apiPath].
export const STALE_TIME_MS = 5 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: 2,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
        queryFn: ({ queryKey, signal }) => fetchJson(String(queryKey[0]), { signal }),
      },
      mutations: { retry: false },
    },
  });
}

// Data a loader already fetched on the server, keyed by the API path that returns it. Seeding the
// cache with it means the browser never requests on load what the server rendered.
export type InitialData = Record<string, unknown>;

export function seedQueryClient(client: QueryClient, initialData: InitialData | undefined): void {
  if (!initialData) return;
  for (const [path, data] of Object.entries(initialData)) {
    if (client.getQueryData([path]) === undefined) client.setQueryData([path], data);
  }
}
