import {
  activeFilterCount,
  type Facets,
  filtersKey,
  hasFilters,
  NO_FILTERS,
  type ProductFilters,
} from '../../shared/contracts/filters.ts';
import { MAX_PAGED_RESULTS } from '../../shared/contracts/paging.ts';
import {
  MAX_SUGGESTIONS,
  MIN_SUGGESTION_LENGTH,
  SEARCH_PAGE_SIZE,
  type SearchSort,
} from '../../shared/contracts/search.ts';
import type { ProductListItem } from '../../shared/product.ts';
import type { FacetIndex } from '../catalog/filtering/facet-index.ts';
import { FacetIndexHolder } from '../catalog/filtering/facet-index-holder.ts';
import { narrowProducts } from '../catalog/filtering/narrow-products.ts';
import { firstRowsInOrder } from '../catalog/filtering/row-order.ts';
import { presentProductListItem } from '../catalog/product.presenter.ts';
import { findProductRowsByIds } from '../catalog/product.repository.ts';
import { readCatalogGeneration } from '../db/catalog-generation.ts';
import { type Db, dialectOf } from '../db/database.ts';
import { backgroundWork } from '../lib/background-work.ts';
import { ResultCache } from '../lib/result-cache.ts';
import { type LabelIndex, loadLabelIndex, matchingLabels } from './label-index.ts';
import { MemorySearchEngine } from './memory-search-engine.ts';
import { PostgresSearchEngine } from './postgres-search.ts';
import {
  countBrandProducts,
  findBrandIdByName,
  findBrandNamesStartingWith,
  findSortedProductIds,
  findSuggestionLabels,
  type SearchSortOrder,
} from './search.repository.ts';
import type { SearchEngine } from './search-engine.ts';
import { type PopularityOptions, SearchPopularity } from './search-popularity.ts';
import {
  applyVocabulary,
  type ParsedQuery,
  parseSearchQuery,
  replaceTerms,
  singleClauseQuery,
  wordsToLookUp,
} from './search-query.ts';
import { foldForMatching } from './search-text.ts';
import { isCorrectable, pickCorrection } from './spelling.ts';
import { SqliteSearchEngine } from './sqlite-search.ts';
import { type TextIndex, textIndexBytes } from './text-index.ts';
import { TextIndexHolder } from './text-index-holder.ts';

// Search as the API and the pages use it: products matching a text and/or a brand in any of the
// list orders (plus relevance), spelling corrections when nothing matches, suggestions while
// typing, and popular searches and brands.

export const POPULAR_LIST_SIZE = 10;

export type SearchRequest = {
  q?: string;
  brand?: string;
  sort?: SearchSort;
  page?: number;
  limit?: number;
  // Search the text as typed, without correcting its spelling when it finds nothing (the
  // "search instead for ..." link of a corrected search).
  exact?: boolean;
  // The anonymised client address, to count each client once in popular searches and brands.
  client?: string;
  // What the shopper narrowed the results to (contracts/filters.ts); `brand` is one more brand.
  filters?: ProductFilters;
  // Whether the answer carries the facets (the filters' values with counts).
  facets?: boolean;
};

export type SearchResult = {
  products: ProductListItem[];
  total: number;
  hasNextPage: boolean;
  // When the text as typed matched nothing but a corrected spelling did: the text searched instead
  // (the products are that search's). Otherwise null.
  didYouMean: string | null;
  facets?: Facets;
};

type CachedSearch = {
  ids: number[];
  total: number;
  didYouMean: string | null;
  searched: string | null;
  facets?: Facets;
};

export type SearchServiceOptions = PopularityOptions & {
  // Where popular searches and brands are written and read, when searches read a replica.
  writeDb?: Db;
  cacheEntries?: number;
  cacheMaxAgeMs?: number;
  facetIndex?: FacetIndexHolder;
  // The in-memory text index (text-index.ts); `false` searches with the database's engine only.
  textIndex?: TextIndexHolder | false;
};

// Marks of matching rows, reused (used between two awaits only): see narrow-products.ts.
let markBuffer = new Uint8Array(0);

// Match counts of the queries one request ran, by query key and brand.
type Counts = Map<string, number>;

// What one request searches with: `engine` pages, counts and suggests; `memory`, once the
// in-memory index (text-index.ts) covers the facet index its rows belong to (`facets`), hands the
// matching rows to filters and facets and ranks filtered rows. Both engines answer alike; which
// pages a plain search is the faster one on each database (docs/decisions/023): in memory on
// PostgreSQL, FTS5 on SQLite (it stops at a page; the in-memory index reads every match).
type Run = {
  engine: SearchEngine;
  memory: MemorySearchEngine | null;
  facets: FacetIndex | null;
  counts: Counts;
};

// Matches first read in relevance order for a filtered page (then four times more, as needed).
const RELEVANCE_WINDOW = 500;
// Texts whose every match is kept (rows of the facet index): 4 bytes a match.
const MATCH_SETS_CACHED = 64;

export function createSearchEngine(db: Db): SearchEngine {
  return dialectOf(db) === 'postgres' ? new PostgresSearchEngine(db) : new SqliteSearchEngine(db);
}

const EMPTY: SearchResult = { products: [], total: 0, hasNextPage: false, didYouMean: null };

export function createSearchService(db: Db, options: SearchServiceOptions = {}) {
  const engine = createSearchEngine(db);
  const popularity = new SearchPopularity(options.writeDb ?? db, options);
  const now = options.now ?? Date.now;
  // Entries expire so the popularity order (clicks between imports) is never far behind.
  const results = new ResultCache<CachedSearch>(
    options.cacheEntries ?? 2000,
    options.cacheMaxAgeMs ?? 60_000,
    now,
  );
  const facetIndex = options.facetIndex ?? new FacetIndexHolder(db);
  const textIndex = options.textIndex === false ? null : (options.textIndex ?? new TextIndexHolder(db));
  const memoryEngines = new WeakMap<FacetIndex, { text: TextIndex; engine: MemorySearchEngine }>();

  // Every suggestion label of the current generation (label-index.ts), once read.
  let labelIndex: { generation: number; index: Promise<LabelIndex>; ready: LabelIndex | null } | null = null;
  function labelIndexOf(generation: number): Promise<LabelIndex> {
    if (labelIndex?.generation !== generation) {
      // The process's own work: no visitor's time (lib/background-work.ts).
      const index = backgroundWork.job(() => loadLabelIndex(db));
      const kept: NonNullable<typeof labelIndex> = { generation, index, ready: null };
      labelIndex = kept;
      index.then(
        (loaded) => {
          kept.ready = loaded;
        },
        // A failed read is not kept: the next request reads again.
        () => {
          if (labelIndex === kept) labelIndex = null;
        },
      );
    }
    return labelIndex.index;
  }

  // The labels matching a query in memory, or null while this generation's are read (started here).
  async function labelsInMemory(parsed: ParsedQuery, generation: number): Promise<string[] | null> {
    labelIndexOf(generation).catch(() => undefined);
    const index = labelIndex?.generation === generation ? labelIndex.ready : null;
    if (!index) return null;
    const found = matchingLabels(index, parsed, MAX_SUGGESTIONS);
    return 'labels' in found ? found.labels : findSuggestionLabels(db, found.ids);
  }

  // Only the indexes of the current generation answer (results are kept under it); while they
  // are read, the database's engine does.
  async function startRun(generation: number): Promise<Run> {
    const facets = textIndex ? facetIndex.readyFor(generation) : null;
    if (textIndex && !facets) facetIndex.current(generation).catch(() => undefined);
    const text = facets ? textIndex!.forFacetIndex(facets) : null;
    if (!facets || !text) return { engine, memory: null, facets: null, counts: new Map() };
    let memory = memoryEngines.get(facets);
    if (memory?.text !== text) {
      memory = { text, engine: new MemorySearchEngine(facets, text, db, engine) };
      memoryEngines.set(facets, memory);
    }
    return {
      engine: engine.dialect === 'postgres' ? memory.engine : engine,
      memory: memory.engine,
      facets,
      counts: new Map(),
    };
  }
  const matchSets = new ResultCache<Int32Array>(
    options.cacheEntries === 0 ? 0 : MATCH_SETS_CACHED,
    options.cacheMaxAgeMs ?? 60_000,
    now,
  );
  const suggestions = new ResultCache<string[]>(
    options.cacheEntries ?? 2000,
    options.cacheMaxAgeMs ?? 60_000,
    now,
  );

  // How many products a planned query (and brand) matches, kept for one request (`counts`): counted
  // once whether the facets, the page or a spelling check asks first.
  async function countOf(query: ParsedQuery, brandId: number | null, run: Run): Promise<number> {
    const key = `${query.key}\u001f${brandId ?? ''}`;
    let count = run.counts.get(key);
    if (count === undefined) {
      count = await run.engine.countMatches(query, brandId);
      run.counts.set(key, count);
    }
    return count;
  }
  const knownCount = (query: ParsedQuery, brandId: number | null, run: Run) =>
    run.counts.get(`${query.key}\u001f${brandId ?? ''}`);

  // Words that find nothing on their own, replaced by the closest word of the index.
  async function correctSpelling(
    parsed: ParsedQuery,
    { engine }: Run,
  ): Promise<{ text: string; parsed: ParsedQuery } | null> {
    const replacements = new Map<number, string>();
    for (const [termIndex, clauseIndex] of parsed.clauseOfTerm.entries()) {
      const term = parsed.terms[termIndex]!;
      if (clauseIndex === null || !isCorrectable(term)) continue;
      // A clause of several words is a synonym phrase: its words are known.
      if (parsed.clauseOfTerm.filter((other) => other === clauseIndex).length > 1) continue;
      if ((await engine.countMatches(singleClauseQuery(parsed, clauseIndex), null)) > 0) continue;
      const correction = pickCorrection(term, await engine.findSimilarTerms(term));
      if (correction) replacements.set(termIndex, correction);
    }
    if (replacements.size === 0) return null;
    const text = replaceTerms(parsed, replacements);
    return { text, parsed: parseSearchQuery(text) };
  }

  // What the index cannot match comes out before the engine sees the query (search-query.ts).
  async function planQuery(parsed: ParsedQuery, { engine }: Run): Promise<ParsedQuery> {
    const prune = engine.prunesByVocabulary;
    const words = wordsToLookUp(parsed, prune);
    const existing = words.length > 0 ? await engine.findExistingWords(words) : new Set<string>();
    return applyVocabulary(parsed, existing, prune);
  }

  async function runSearch(
    parsed: ParsedQuery | null,
    brandId: number | null,
    sort: SearchSort,
    offset: number,
    limit: number,
    exact: boolean,
    run: Run,
  ): Promise<CachedSearch> {
    const { engine } = run;
    // Relevance gets the page and the count together; other orders count, then sort the matches.
    const find = async (query: ParsedQuery | null): Promise<{ total: number; ids: number[] }> => {
      if (query && query.clauses.length === 0) return { total: 0, ids: [] };
      if (query && sort === 'relevance') {
        return engine.findRelevant(query, brandId, { offset, limit }, knownCount(query, brandId, run));
      }
      const total = query ? await countOf(query, brandId, run) : await countBrandProducts(db, brandId!);
      if (offset >= total) return { total, ids: [] };
      const ids = await findSortedProductIds(db, {
        matching: query ? engine.matchingIds(query, brandId) : null,
        brandId,
        sort: toListOrder(sort),
        offset,
        limit,
      });
      return { total, ids };
    };
    let found = await find(parsed ? await planQuery(parsed, run) : null);
    let didYouMean: string | null = null;
    if (parsed && found.total === 0 && !exact) {
      const corrected = await correctSpelling(parsed, run);
      const retried = corrected ? await find(await planQuery(corrected.parsed, run)) : null;
      if (corrected && retried && retried.total > 0) {
        found = retried;
        didYouMean = corrected.text;
      }
    }
    // Results are paged only so deep (the route refuses pages starting beyond).
    const ids = found.ids.slice(0, Math.max(0, MAX_PAGED_RESULTS - offset));
    return { ids, total: found.total, didYouMean, searched: didYouMean };
  }

  // The rows of the facet index matching a text (a planned query: see planQuery), in row order.
  async function matchingRows(planned: ParsedQuery, index: FacetIndex, run: Run): Promise<Int32Array> {
    // In memory, the engine's rows are the index's.
    if (run.memory) return run.memory.matchingRows(planned);
    const key = `${index.generation}\u001f${planned.key}`;
    const cached = matchSets.get(key);
    if (cached) return cached;
    const ids = await run.engine.allMatchingIds(planned);
    run.counts.set(`${planned.key}\u001f`, ids.length);
    // Marked, then read back in row order: counting facets then walks the index's columns forwards
    // (rows in match order touch them at random: eight times slower for 250,000 matches).
    const { rowOfProduct, size } = index;
    if (markBuffer.length < size) markBuffer = new Uint8Array(size);
    const marked = markBuffer.fill(0, 0, size);
    let count = 0;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      const row = id < rowOfProduct.length ? rowOfProduct[id]! : 0;
      if (row !== 0 && marked[row - 1] === 0) {
        marked[row - 1] = 1;
        count++;
      }
    }
    const found = new Int32Array(count);
    for (let row = 0, at = 0; at < count; row++) if (marked[row] === 1) found[at++] = row;
    matchSets.set(key, found);
    return found;
  }

  // The products of a filtered search in relevance order: the text's matches in that order, those
  // the filters let through (`narrowed`, rows), from `offset` on. Read in windows that double until
  // the page is full: a filter most matches pass needs the first window only.
  async function relevantPage(
    planned: ParsedQuery,
    index: FacetIndex,
    narrowed: Int32Array,
    offset: number,
    wanted: number,
    run: Run,
  ): Promise<number[]> {
    if (narrowed.length <= offset) return [];
    // In memory, the rows the filters let through are ranked directly.
    if (run.memory) return run.memory.rankRows(planned, narrowed, offset, wanted);
    const passing = new Uint8Array(index.size);
    for (const row of narrowed) passing[row] = 1;
    const enough = Math.min(wanted, narrowed.length);
    for (let window = Math.max(RELEVANCE_WINDOW, wanted * 4); ; window *= 4) {
      const { total, ids } = await run.engine.findRelevant(
        planned,
        null,
        { offset: 0, limit: window },
        knownCount(planned, null, run),
      );
      const page: number[] = [];
      let seen = 0;
      for (const id of ids) {
        const row = id < index.rowOfProduct.length ? index.rowOfProduct[id]! : 0;
        if (row === 0 || passing[row - 1] !== 1) continue;
        if (seen++ >= offset) page.push(id);
        if (seen >= enough) return page;
      }
      if (window >= total) return page;
    }
  }

  // The text as searched: as typed, or corrected when it finds nothing as typed (unless exact).
  async function searchedText(
    parsed: ParsedQuery,
    exact: boolean,
    run: Run,
  ): Promise<{ planned: ParsedQuery; didYouMean: string | null }> {
    const planned = await planQuery(parsed, run);
    if (exact || (planned.clauses.length > 0 && (await countOf(planned, null, run)) > 0)) {
      return { planned, didYouMean: null };
    }
    const corrected = await correctSpelling(parsed, run);
    if (!corrected) return { planned, didYouMean: null };
    const retried = await planQuery(corrected.parsed, run);
    if (retried.clauses.length === 0 || (await countOf(retried, null, run)) === 0) {
      return { planned, didYouMean: null };
    }
    return { planned: retried, didYouMean: corrected.text };
  }

  // A search narrowed by filters (or by several brands): every match, filtered and counted in
  // memory (catalog/filtering), then paged in relevance order or sorted.
  async function runFilteredSearch(
    parsed: ParsedQuery | null,
    filters: ProductFilters,
    sort: SearchSort,
    offset: number,
    limit: number,
    exact: boolean,
    run: Run,
  ): Promise<CachedSearch> {
    // In memory, the rows the engine matches are those of its own facet index.
    const index = run.facets ?? (await facetIndex.forGeneration(await readCatalogGeneration(db)));
    // Matches first: they count the text, which checking its spelling then need not do again.
    const typed = parsed ? await planQuery(parsed, run) : null;
    if (typed && typed.clauses.length > 0) await matchingRows(typed, index, run);
    const text = parsed ? await searchedText(parsed, exact, run) : null;
    const candidates = text ? await matchingRows(text.planned, index, run) : null;
    const narrowed = narrowProducts(index, candidates, {}, filters);
    const wanted = Math.min(offset + limit, MAX_PAGED_RESULTS);
    const ids =
      sort === 'relevance' && text
        ? await relevantPage(text.planned, index, narrowed.rows, offset, wanted, run)
        : Array.from(
            firstRowsInOrder(index, narrowed.rows, toListOrder(sort), wanted).subarray(offset),
            (row) => index.productId[row]!,
          );
    return {
      ids,
      total: narrowed.rows.length,
      didYouMean: text?.didYouMean ?? null,
      searched: text?.didYouMean ?? null,
      facets: narrowed.facets,
    };
  }

  // The facets of an unfiltered search (its one brand, if any, shown chosen); none while a server
  // that just started reads its first index.
  async function facetsOf(
    searched: string | null,
    filters: ProductFilters,
    run: Run,
  ): Promise<Facets | undefined> {
    const index = run.facets ?? (await facetIndex.ifReadySoon(await readCatalogGeneration(db)));
    if (!index) return undefined;
    const parsed = searched ? parseSearchQuery(searched) : null;
    const candidates = parsed ? await matchingRows(await planQuery(parsed, run), index, run) : null;
    return narrowProducts(index, candidates, {}, filters).facets;
  }

  // The ids of a search's page (from the cache while the catalog and the order stay the same), or
  // null when the request holds nothing to look for.
  async function findPage(request: SearchRequest) {
    const text = request.q?.trim() ?? '';
    const filters = withBrand(request.filters ?? NO_FILTERS, request.brand);
    const limit = request.limit ?? SEARCH_PAGE_SIZE;
    const page = request.page ?? 1;
    const offset = (page - 1) * limit;
    let parsed = text === '' ? null : parseSearchQuery(text);
    // Text of punctuation only ("***") holds nothing to look for.
    if (parsed && parsed.clauses.length === 0) parsed = null;
    if (!parsed && filters.brands.length === 0) return null;
    // One brand and nothing else is the brand search of spec section 2, read from the engine's
    // brand facet; anything more is filtered in memory.
    const oneBrandOnly = filters.brands.length === 1 && activeFilterCount(filters) === 1;
    let brandId: number | null = null;
    if (oneBrandOnly) {
      brandId = await findBrandIdByName(db, filters.brands[0]!);
      if (brandId === null && !request.facets) return null;
    }
    let sort: SearchSort = request.sort ?? (parsed ? 'relevance' : 'rating');
    if (sort === 'relevance' && !parsed) sort = 'rating';

    const generation = await readCatalogGeneration(db);
    const exact = request.exact ?? false;
    const withFacets = request.facets ?? false;
    const key = [
      generation,
      parsed?.key ?? '',
      filtersKey(filters),
      sort,
      offset,
      limit,
      exact,
      withFacets,
    ].join('\u001f');
    let found = results.get(key);
    if (!found) {
      const run = await startRun(generation);
      // In memory, a text in another order than relevance is sorted in memory too (the SQL of the
      // sorted orders would read every match from the database).
      const sortedInMemory = run.facets !== null && parsed !== null && sort !== 'relevance';
      if ((hasFilters(filters) && !oneBrandOnly) || sortedInMemory) {
        found = await runFilteredSearch(parsed, filters, sort, offset, limit, exact, run);
        if (!withFacets) found = { ...found, facets: undefined };
      } else {
        // Facets first: they count the text's matches, which the page then need not count again.
        const typedFacets = withFacets ? await facetsOf(parsed ? text : null, filters, run) : undefined;
        found =
          brandId === null && oneBrandOnly
            ? { ids: [], total: 0, didYouMean: null, searched: null }
            : await runSearch(parsed, brandId, sort, offset, limit, exact, run);
        if (withFacets) {
          const facets = found.searched ? await facetsOf(found.searched, filters, run) : typedFacets;
          found = { ...found, facets };
        }
      }
      // An answer still without its facets (the first index being read) is not kept.
      if (!withFacets || found.facets) results.set(key, found);
    }
    return { found, text, parsed, brandId, page, offset, limit };
  }

  // A first page seen by a client counts towards popular searches (the text searched, after any
  // correction, when it found products) and popular brands.
  function recordVisit(
    request: SearchRequest,
    { found, text, parsed, brandId, page }: NonNullable<Awaited<ReturnType<typeof findPage>>>,
  ): void {
    if (page !== 1 || request.client === undefined) return;
    if (parsed && found.total > 0) void popularity.recordSearch(found.searched ?? text, request.client);
    if (brandId !== null) void popularity.recordBrandView(brandId, request.client);
  }

  return {
    // Resolves once the catalog's in-memory indexes are read (a server starts reading them at
    // start; searches answer from the database meanwhile), with the generation they hold.
    async ready(): Promise<number> {
      const generation = await readCatalogGeneration(db);
      // forGeneration answers with the previous index after a short wait; this waits for this one.
      let facets = await facetIndex.forGeneration(generation);
      while (facets.generation < generation) facets = await facetIndex.forGeneration(generation);
      if (!textIndex) return generation;
      await textIndex.whenReady(facets);
      // Suggestion labels are read in memory where the engine pages in memory (startRun).
      if (engine.dialect === 'postgres') await labelIndexOf(generation);
      return generation;
    },

    // Bytes the in-memory words take (text-index.ts), for figures; null before they are read.
    textIndexBytes(): number | null {
      const index = textIndex?.latest();
      return index ? textIndexBytes(index) : null;
    },

    async search(request: SearchRequest): Promise<SearchResult> {
      const result = await findPage(request);
      if (!result) return EMPTY;
      const { found, offset, limit } = result;
      const rows = await findProductRowsByIds(db, found.ids);
      recordVisit(request, result);
      return {
        products: rows.map(presentProductListItem),
        total: found.total,
        hasNextPage: offset + limit < Math.min(found.total, MAX_PAGED_RESULTS),
        didYouMean: found.didYouMean,
        ...(found.facets ? { facets: found.facets } : {}),
      };
    },

    // A search page served whole from the page cache (http/page-cache.ts) is still a visit: counted
    // as search() would count it, without reading its products.
    async recordSearchVisit(request: SearchRequest): Promise<void> {
      const result = await findPage({ ...request, page: 1 });
      if (result) recordVisit(request, result);
    },

    // Brand, model and category names, then product names, for what is being typed.
    async suggest(q: string): Promise<string[]> {
      const text = q.trim();
      if (text.length < MIN_SUGGESTION_LENGTH) return [];
      let parsed = parseSearchQuery(text);
      if (parsed.clauses.length === 0) return [];
      const key = `${await readCatalogGeneration(db)}\u001f${parsed.key}`;
      const cached = suggestions.get(key);
      if (cached) return cached;
      const generation = await readCatalogGeneration(db);
      const run = await startRun(generation);
      let found = await collectSuggestions(parsed, run, generation);
      if (found.length === 0) {
        const corrected = await correctSpelling(parsed, run);
        if (corrected) {
          parsed = corrected.parsed;
          found = await collectSuggestions(parsed, run, generation);
        }
      }
      suggestions.set(key, found);
      return found;
    },

    async suggestBrands(q: string): Promise<string[]> {
      const folded = foldForMatching(q);
      if (q.trim().length < MIN_SUGGESTION_LENGTH || folded === '') return [];
      return findBrandNamesStartingWith(db, folded, MAX_SUGGESTIONS);
    },

    // `recent`: a list read in the last 30 s will do (every page and the API show it; the browser
    // asks again every 30 s). Without it, the counts gathered so far are written first.
    async popularSearches(
      options: { recent?: boolean } = {},
    ): Promise<Array<{ id: number; texto_busqueda: string }>> {
      return (await popularity.popularSearches(POPULAR_LIST_SIZE, options.recent)).map((row) => ({
        id: row.id,
        texto_busqueda: row.text,
      }));
    },

    async popularBrands(
      options: { recent?: boolean } = {},
    ): Promise<Array<{ id: number; brandName: string }>> {
      return (await popularity.popularBrands(POPULAR_LIST_SIZE, options.recent)).map((row) => ({
        id: row.id,
        brandName: row.name,
      }));
    },

    // Null: no such popular search / brand. False: this client was already counted today.
    recordSearchClick(queryId: number, client: string): Promise<boolean | null> {
      return popularity.recordSearchClick(queryId, client);
    },

    recordBrandClick(brandId: number, client: string): Promise<boolean | null> {
      return popularity.recordBrandClick(brandId, client);
    },

    // Writes pending popularity counts (on shutdown, and in tests).
    flush(): Promise<void> {
      return popularity.flush();
    },
  };

  async function collectSuggestions(parsed: ParsedQuery, run: Run, generation: number): Promise<string[]> {
    // In memory (label-index.ts) once read, else the engine.
    const inMemory = run.engine === run.memory ? await labelsInMemory(parsed, generation) : null;
    const labels = inMemory ?? (await run.engine.suggestLabels(parsed, MAX_SUGGESTIONS));
    const seen = new Set(labels.map((label) => foldForMatching(label)));
    const found = [...labels];
    const planned = found.length < MAX_SUGGESTIONS ? await planQuery(parsed, run) : null;
    if (planned && planned.clauses.length > 0) {
      for (const name of await run.engine.suggestProductNames(planned, MAX_SUGGESTIONS)) {
        const folded = foldForMatching(name);
        if (seen.has(folded)) continue;
        seen.add(folded);
        found.push(name);
        if (found.length >= MAX_SUGGESTIONS) break;
      }
    }
    return found;
  }
}

// The brand of the spec's `brand` parameter joins the filters' brands.
function withBrand(filters: ProductFilters, brand: string | undefined): ProductFilters {
  const name = brand?.trim() ?? '';
  if (name === '' || filters.brands.includes(name)) return filters;
  return { ...filters, brands: [...filters.brands, name] };
}

function toListOrder(sort: SearchSort): SearchSortOrder {
  if (sort === 'popular') return 'popularity';
  if (sort === 'relevance') return 'rating';
  return sort;
}

export type SearchService = ReturnType<typeof createSearchService>;
