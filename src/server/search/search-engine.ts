import type { RawBuilder } from 'kysely';
import type { BulkSql } from '../db/bulk-sql.ts';
import type { Dialect } from '../db/database.ts';
import type { ParsedQuery, SearchPhrase } from './search-query.ts';
import type { TermCandidate } from './spelling.ts';

// The one interface behind which each database does full-text search its own way: SQLite FTS5 in
// sqlite-search.ts, PostgreSQL tsvector + pg_trgm in postgres-search.ts. Everything else in search
// (parsing, synonyms, corrections, caching, popularity) is shared and dialect-free.

export interface SearchEngine {
  readonly dialect: Dialect;
  // Whether the service should drop query alternatives naming words no product has before
  // running a query (see applyVocabulary in search-query.ts): worth it where asking is cheap.
  readonly prunesByVocabulary: boolean;
  // Listed products matching every clause (and of this brand, when given).
  countMatches(query: ParsedQuery, brandId: number | null): Promise<number>;
  // A page of product ids in relevance order, with the number of matches (`knownTotal`: that
  // number, when the caller counted already).
  findRelevant(
    query: ParsedQuery,
    brandId: number | null,
    page: { offset: number; limit: number },
    knownTotal?: number,
  ): Promise<{ total: number; ids: number[] }>;
  // The ids of every matching product, in no particular order: what filters and facets count.
  allMatchingIds(query: ParsedQuery): Promise<Int32Array>;
  // A subquery of the ids of matching products ("id" column), for the other sort orders.
  matchingIds(query: ParsedQuery, brandId: number | null): RawBuilder<{ id: number }>;
  // Which of these words some listed product has (see applyVocabulary in search-query.ts).
  findExistingWords(words: readonly string[]): Promise<Set<string>>;
  // Words of the index that look like `word`, with how many products hold them.
  findSimilarTerms(word: string): Promise<TermCandidate[]>;
  // Brand, model and category names matching the query, most products first.
  suggestLabels(query: ParsedQuery, limit: number): Promise<string[]>;
  // Names of the products best matching the query in their name, best first.
  suggestProductNames(query: ParsedQuery, limit: number): Promise<string[]>;
}

// Relevance (docs/decisions/005-search-engines.md) ranks by where the query matches, in tiers: in
// the name and in the brand/model/categories (the product is what was asked for: "rtx 4070" finds
// the graphics cards), in the name only (laptops with an RTX 4070), elsewhere. Within a tier,
// each match is scored (name over brand/category over description) when there are at most this
// many; beyond that, scoring every match costs hundreds of milliseconds, and matches follow the
// quality order fixed when the product was indexed, which the engines walk without sorting.
export const SCORED_RANKING_LIMIT = 2000;

// Takes the page out of the tiers in order: `fetch(tier, n)` gives the first n ids of a tier.
export async function collectTiers(
  tierCount: number,
  page: { offset: number; limit: number },
  fetch: (tier: number, limit: number) => Promise<number[]>,
): Promise<number[]> {
  const wanted = page.offset + page.limit;
  const ids: number[] = [];
  for (let tier = 0; tier < tierCount && ids.length < wanted; tier++) {
    for (const id of await fetch(tier, wanted - ids.length)) ids.push(id);
  }
  return ids.slice(page.offset);
}

// The quality order of products within a tier, computed in SQL by both engines at indexing time:
// better rated by more buyers first, then by id. Doc keys are (2^20 - 1 - quality) * 2^32 + id,
// so ascending keys are best first and the product id is the low 32 bits.
export const DOC_KEY_PRODUCT_BITS = 4294967296;

// Product changes an import run made, for the index: products whose offers changed (so their
// listing may have), and products created by the run (ids above createdAfterId).
export type SearchIndexChanges =
  | { all: true }
  | { all?: false; touchedProductIds: Iterable<number>; createdAfterId: number | null };

// What the indexers need from the import's connection; BulkSql has it.
export type SearchSql = Pick<BulkSql, 'dialect' | 'query' | 'run' | 'insertMany'>;

// Every word of a phrase reaching an engine is letters and digits only; anything else is a bug
// upstream, and refusing it keeps typed text out of the engines' query syntax.
export function assertPlainWords(phrase: SearchPhrase): void {
  for (const word of phrase.words) {
    if (!/^[\p{L}\p{N}]+$/u.test(word)) throw new Error(`not a plain search word: ${JSON.stringify(word)}`);
  }
}
