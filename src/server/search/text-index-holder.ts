import type { FacetIndex } from '../catalog/filtering/facet-index.ts';
import type { Db } from '../db/database.ts';
import { backgroundWork } from '../lib/background-work.ts';
import { type TextIndex, textIndexOf } from './text-index.ts';
import { loadTextSegment } from './text-index-loader.ts';

// One in-memory text index per process (text-index.ts), following the facet index: built whole for
// a facet index read whole, and extended by a segment for the rows an update appended. Searches
// use it once it covers the rows of the facet index they count with; until then (a million
// products take seconds to read at start, an import's new rows a fraction of that) they go to the
// database's engine, which answers the same.

export type TextIndexHolderOptions = { onError?: (error: unknown) => void };

// Past this many segments (one per import that listed new products), the next build reads the
// whole index again rather than add one more for every search to walk.
const MAX_SEGMENTS = 32;

export class TextIndexHolder {
  private built: { lineage: object; index: TextIndex } | null = null;
  private building: { done: Promise<void> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: TextIndexHolderOptions = {},
  ) {}

  // The text index covering every row of `facets`, or null while it is being read (started here).
  forFacetIndex(facets: FacetIndex): TextIndex | null {
    const built = this.built;
    if (built && built.lineage === facets.lineage && built.index.size >= facets.size) return built.index;
    this.startBuilding(facets);
    return null;
  }

  // The index read last (for figures: its size), if any.
  latest(): TextIndex | null {
    return this.built?.index ?? null;
  }

  // Resolves once the index covers `facets` (at start, and for tests and benchmarks); rejects
  // when reading it fails.
  async whenReady(facets: FacetIndex): Promise<TextIndex> {
    for (;;) {
      const index = this.forFacetIndex(facets);
      if (index) return index;
      await this.building!.done;
    }
  }

  private startBuilding(facets: FacetIndex): void {
    const building = this.building;
    // A build under way is let finish (for an older lineage or fewer rows, the next request after
    // it starts the one for this index).
    if (building) return;
    const base =
      this.built && this.built.lineage === facets.lineage && this.built.index.segments.length < MAX_SEGMENTS
        ? this.built.index
        : null;
    // The process's own work: no visitor's time (lib/background-work.ts).
    const done = backgroundWork
      .job(() => loadTextSegment(this.db, facets, base?.size ?? 0))
      .then((segment) => {
        this.built = { lineage: facets.lineage, index: textIndexOf([...(base?.segments ?? []), segment]) };
      });
    const target = { done };
    this.building = target;
    done
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        if (this.building === target) this.building = null;
      });
  }
}
