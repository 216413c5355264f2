import { useCallback, useEffect } from 'react';
import { STALE_TIME_MS } from '../lib/api-cache.ts';
import { useApiCache, useApiSnapshot } from './use-api-query.ts';

// A list read page after page (infinite scroll): the pages loaded so far are kept together under
// one key, so coming back to the list shows them all while they are fresh (spec section 9).

type LoadedPages<P> = { pages: P[]; numbers: number[] };

export type ApiPagesOptions<P> = {
  // The page the list starts at and, when the server rendered it, its answer.
  firstPage: number;
  initial: P | null;
  pathOfPage: (page: number) => string;
  // Whether there is a page after `page`, which answered `last`.
  hasPageAfter: (last: P, page: number) => boolean;
};

export type ApiPages<P> = {
  pages: P[];
  isPending: boolean;
  // The first page failed: nothing to show.
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  // The last next page failed; the pages before it stay.
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<void>;
};

export function useApiPages<P>(key: string, options: ApiPagesOptions<P>): ApiPages<P> {
  const { firstPage, initial, pathOfPage, hasPageAfter } = options;
  const cache = useApiCache();
  // The server's first page replaces what the store holds unless that is still fresh.
  if (initial !== null) {
    cache.seedUnlessFresh(
      key,
      { pages: [initial], numbers: [firstPage] } satisfies LoadedPages<P>,
      STALE_TIME_MS,
    );
  }
  const snapshot = useApiSnapshot<LoadedPages<P>>(key);
  const loaded = snapshot.data;

  useEffect(() => {
    if (cache.snapshot(key).data !== undefined) return;
    void cache.update(key, async () => ({
      pages: [await cache.load<P>(pathOfPage(firstPage))],
      numbers: [firstPage],
    }));
  }, [cache, key, firstPage, pathOfPage]);

  const lastPage = loaded?.numbers.at(-1);
  const lastAnswer = loaded?.pages.at(-1);
  const hasNextPage =
    lastPage !== undefined && lastAnswer !== undefined && hasPageAfter(lastAnswer, lastPage);
  const fetchNextPage = useCallback(
    () =>
      cache.update(key, async (current) => {
        if (current === undefined) throw new Error('no page to continue from');
        const { pages, numbers } = current as LoadedPages<P>;
        const next = (numbers.at(-1) as number) + 1;
        return { pages: [...pages, await cache.load<P>(pathOfPage(next))], numbers: [...numbers, next] };
      }),
    [cache, key, pathOfPage],
  );
  const failed = snapshot.error !== null && !snapshot.fetching;
  return {
    pages: loaded?.pages ?? [],
    isPending: loaded === undefined && !failed,
    isError: loaded === undefined && failed,
    hasNextPage,
    isFetchingNextPage: loaded !== undefined && snapshot.fetching,
    isFetchNextPageError: loaded !== undefined && failed,
    error: snapshot.error,
    fetchNextPage,
  };
}
