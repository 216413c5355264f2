import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  type ApiCache,
  type ApiSnapshot,
  DEFAULT_RETRIES,
  type InitialData,
  STALE_TIME_MS,
} from '../lib/api-cache.ts';

// The page's store of API answers, provided by the root route (one per server render, one per
// page load in the browser).
export const ApiCacheContext = createContext<ApiCache | null>(null);

export function useApiCache(): ApiCache {
  const cache = useContext(ApiCacheContext);
  if (!cache) throw new Error('API queries need the root route’s ApiCacheContext');
  return cache;
}

// A loader's data for the components below, before they read it (see ApiCache.seed).
export function useSeedApiCache(initialData: InitialData | undefined): void {
  useApiCache().seed(initialData);
}

export function useApiSnapshot<T>(key: string): ApiSnapshot<T> {
  const cache = useApiCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(key, listener), [cache, key]);
  const read = () => cache.snapshot<T>(key);
  return useSyncExternalStore(subscribe, read, read);
}

export type ApiQueryOptions = {
  // False: nothing is loaded (suggestions before two characters are typed).
  enabled?: boolean;
  staleTimeMs?: number;
  retries?: number;
  // Loads the path again every so often while a component shows it (the popular lists).
  refreshEveryMs?: number;
  // While another path loads, go on showing the last path's data (the chart's ranges).
  keepPreviousData?: boolean;
};

export type ApiQuery<T> =
  // Nothing to show yet, and no failure either.
  | { data: undefined; isPending: true; isError: false; error: null }
  // Nothing to show because loading failed.
  | { data: undefined; isPending: false; isError: true; error: Error }
  // Data to show; `error` is set when loading it again failed.
  | { data: T; isPending: false; isError: false; error: Error | null };

// The answer of GET `path`: from the store when fresh, else loaded (spec sections 7 and 9).
export function useApiQuery<T>(path: string, options: ApiQueryOptions = {}): ApiQuery<T> {
  const {
    enabled = true,
    staleTimeMs = STALE_TIME_MS,
    retries = DEFAULT_RETRIES,
    refreshEveryMs,
    keepPreviousData = false,
  } = options;
  const cache = useApiCache();
  const snapshot = useApiSnapshot<T>(path);

  useEffect(() => {
    if (enabled && cache.isStale(path, staleTimeMs)) void cache.refresh(path, retries);
  }, [cache, path, enabled, staleTimeMs, retries]);

  useEffect(() => {
    if (!enabled || refreshEveryMs === undefined) return;
    const timer = setInterval(() => void cache.refresh(path, retries), refreshEveryMs);
    return () => clearInterval(timer);
  }, [cache, path, enabled, refreshEveryMs, retries]);

  const previous = useRef<T | undefined>(undefined);
  if (snapshot.data !== undefined) previous.current = snapshot.data;
  const data = snapshot.data ?? (keepPreviousData ? previous.current : undefined);
  if (data !== undefined) return { data, isPending: false, isError: false, error: snapshot.error };
  if (snapshot.error !== null && !snapshot.fetching) {
    return { data: undefined, isPending: false, isError: true, error: snapshot.error };
  }
  return { data: undefined, isPending: true, isError: false, error: null };
}
