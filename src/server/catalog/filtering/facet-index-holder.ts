import type { Db } from '../../db/database.ts';
import { backgroundWork } from '../../lib/background-work.ts';
import { type FacetIndex, loadFacetIndex, updateFacetIndex } from './facet-index.ts';

// One facet index per process, for the catalog's current generation. After an import bumps the
// generation, the first request starts reading what the import changed into a new index; requests
// wait for it up to `maxWaitMs` and are then answered from the previous generation's index until
// it is ready (a whole million products take seconds to read: counts a few seconds old beat a page
// that hangs). A catalog's first index is always waited for.

// `firstWaitMs`: how long an answer that can do without facets waits for a catalog's first index
// (a million products take seconds to read at start; the page then shows no filters, not a delay).
export type FacetIndexHolderOptions = {
  maxWaitMs?: number;
  firstWaitMs?: number;
  onError?: (error: unknown) => void;
};

export class FacetIndexHolder {
  private ready: FacetIndex | null = null;
  private loading: { generation: number; index: Promise<FacetIndex> } | null = null;
  private readonly maxWaitMs: number;

  constructor(
    private readonly db: Db,
    private readonly options: FacetIndexHolderOptions = {},
  ) {
    this.maxWaitMs = options.maxWaitMs ?? 250;
  }

  // The index, or null when there is none yet and the first one is not read within firstWaitMs.
  async ifReadySoon(generation: number): Promise<FacetIndex | null> {
    if (this.ready) return this.forGeneration(generation);
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.options.firstWaitMs ?? 1000);
    });
    try {
      return await Promise.race([this.forGeneration(generation), gaveUp]);
    } finally {
      clearTimeout(timer);
    }
  }

  // The index of exactly this generation, if it is read already (no waiting, nothing started).
  readyFor(generation: number): FacetIndex | null {
    return this.ready?.generation === generation ? this.ready : null;
  }

  // The index when one was ever read (this generation's, or the previous one while it is read, as
  // forGeneration); null without waiting while the first is read (whose reading this starts).
  async current(generation: number): Promise<FacetIndex | null> {
    if (this.ready) return this.forGeneration(generation);
    this.forGeneration(generation).catch(() => undefined);
    return null;
  }

  async forGeneration(generation: number): Promise<FacetIndex> {
    if (this.ready?.generation === generation) return this.ready;
    if (this.loading?.generation !== generation) {
      // From the index in use, only what changed since (facet-index.ts updateFacetIndex).
      // The process's own work: no visitor's time (lib/background-work.ts).
      const ready = this.ready;
      const index = backgroundWork.job(() =>
        ready ? updateFacetIndex(this.db, ready, generation) : loadFacetIndex(this.db, generation),
      );
      const loading = { generation, index };
      this.loading = loading;
      index.then(
        (loaded) => {
          // A newer generation's index may have finished first.
          if (!this.ready || this.ready.generation < loaded.generation) this.ready = loaded;
          if (this.loading === loading) this.loading = null;
        },
        (error: unknown) => {
          if (this.loading === loading) this.loading = null;
          this.options.onError?.(error);
        },
      );
    }
    const pending = this.loading!.index;
    const previous = this.ready;
    if (!previous) return pending;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<FacetIndex>((resolve) => {
      timer = setTimeout(() => resolve(previous), this.maxWaitMs);
    });
    try {
      // A failed load answers from the previous index too (and is tried again next request).
      return await Promise.race([pending.catch(() => previous), waited]);
    } finally {
      clearTimeout(timer);
    }
  }
}
