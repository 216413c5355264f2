import { type RawBuilder, sql } from 'kysely';
import { BUMP_CATALOG_GENERATION_SQL } from '../db/catalog-generation.ts';
import type { Db } from '../db/database.ts';
import { createFoldedTextTable, FOLDED_TEXT_TABLE } from './folded-texts.ts';
import {
  assertPlainWords,
  SCORED_RANKING_LIMIT,
  type SearchEngine,
  type SearchIndexChanges,
  type SearchSql,
} from './search-engine.ts';
import type { ParsedQuery, SearchClause, SearchPhrase } from './search-query.ts';
import {
  CANDIDATE_DOCUMENTS_CAP,
  editDistance,
  MIN_CORRECTABLE_LENGTH,
  maxEditsFor,
  type TermCandidate,
} from './spelling.ts';
import { labelDeltaStatements } from './suggestion-labels.ts';

// PostgreSQL full-text search. One row per listed product in search_document: a tsvector of the
// name (weight A), brand/model/categories/keywords (B) and short description (C), built with the
// 'simple' configuration (no stemming, no stop words: synonyms and plurals are the query's job, the
// same as on SQLite) from text folded by search_text(), the SQL twin of search-text.ts. rank_key
// is the same quality order as SQLite's doc key. pg_trgm over the vocabulary (search_term) finds
// spelling corrections.

// How many of the best products suggestProductNames() looks at before the whole index.
const SUGGESTION_WINDOW = 5000;

// The same order as SQLite's DOC_KEY (see search-engine.ts).
const RANK_KEY = `((1048575 - floor(coalesce(round(p.rating::numeric * 10)::double precision, 0) / 10.0
  * ln((1 + least(p.review_count, 100000))::double precision) * 1000))::bigint * 4294967296 + p.id)`;

// f: the texts an import folded already (folded-texts.ts), when it did.
const DOCUMENT = `setweight(to_tsvector('simple', coalesce(f.name, search_text(p.name))), 'A')
  || setweight(to_tsvector('simple', coalesce(f.meta, search_text(concat_ws(' ', b.name, p.model, cat.name,
       sub.name, p.merchant_category, p.keywords)))), 'B')
  || setweight(to_tsvector('simple', coalesce(f.short, search_text(p.short_description))), 'C')`;

// Re-indexes the products an import touched, inside its transaction; see reindexSqliteSearch().
export async function reindexPostgresSearch(db: SearchSql, changes: SearchIndexChanges): Promise<void> {
  const temp = async (name: string, columns: string) => {
    await db.run(`CREATE TEMP TABLE IF NOT EXISTS ${name} (${columns}) ON COMMIT DROP`);
    await db.run(`TRUNCATE ${name}`);
  };
  await temp('search_touched', 'id integer PRIMARY KEY');
  // The products the run created are the ids above createdAfterId, read as a range: a first load's
  // million ids cost seconds to list in search_touched. search_touched holds the others.
  const createdAfter = changes.all ? null : changes.createdAfterId;
  if (changes.all) {
    await db.run('INSERT INTO search_touched (id) SELECT id FROM product');
  } else {
    await db.insertMany(
      'search_touched',
      ['id'],
      [...changes.touchedProductIds]
        .filter((id) => createdAfter === null || id <= createdAfter)
        .map((id) => [id]),
      'ON CONFLICT DO NOTHING',
    );
  }

  await temp(
    'search_change',
    'product_id integer PRIMARY KEY, delta integer NOT NULL, doc_id bigint NOT NULL, brand_id integer, subcategory_id integer, model text',
  );
  const changed = (from: string, where: string) => `
    SELECT p.id, CASE WHEN p.is_listed = 1 THEN 1 ELSE -1 END, coalesce(d.rank_key, ${RANK_KEY}), p.brand_id,
           p.subcategory_id, p.model
      FROM ${from} LEFT JOIN search_document d ON d.product_id = p.id
     WHERE ${where}(p.is_listed = 1) <> (d.product_id IS NOT NULL)`;
  await db.run(
    `INSERT INTO search_change (product_id, delta, doc_id, brand_id, subcategory_id, model)
     ${changed('search_touched t JOIN product p ON p.id = t.id', '')}
     ${createdAfter === null ? '' : `UNION ALL ${changed('product p', 'p.id > ? AND ')}`}`,
    createdAfter === null ? [] : [createdAfter],
  );
  await db.run('ANALYZE search_change');

  await db.run(
    'DELETE FROM search_document WHERE product_id IN (SELECT product_id FROM search_change WHERE delta < 0)',
  );
  await createFoldedTextTable(db);
  await db.run(`ANALYZE ${FOLDED_TEXT_TABLE}`);
  await db.run(`INSERT INTO search_document (product_id, rank_key, brand_id, document)
    SELECT c.product_id, c.doc_id, p.brand_id, ${DOCUMENT}
      FROM search_change c JOIN product p ON p.id = c.product_id
      LEFT JOIN ${FOLDED_TEXT_TABLE} f ON f.product_id = c.product_id
      LEFT JOIN brand b ON b.id = p.brand_id
      LEFT JOIN category cat ON cat.id = p.category_id
      LEFT JOIN subcategory sub ON sub.id = p.subcategory_id
     WHERE c.delta > 0`);
  // New words of letters, for spelling corrections; words of products gone stay (they simply
  // find nothing).
  await db.run(`INSERT INTO search_term (term)
    SELECT word FROM ts_stat('SELECT d.document FROM search_document d
                                JOIN search_change c ON c.product_id = d.product_id WHERE c.delta > 0')
     WHERE word ~ '^[[:alpha:]]{${MIN_CORRECTABLE_LENGTH},}$'
    ON CONFLICT DO NOTHING`);

  await temp(
    'search_label_delta',
    'key text NOT NULL, label text NOT NULL, kind text NOT NULL, brand_id integer, delta integer NOT NULL',
  );
  for (const statement of labelDeltaStatements('search_fold')) await db.run(statement);
  await db.run(`INSERT INTO search_suggestion (key, label, kind, brand_id, product_count, words)
    SELECT key, min(label), min(kind), max(brand_id), sum(delta), to_tsvector('simple', search_text(min(label)))
      FROM search_label_delta WHERE key <> '' GROUP BY key ORDER BY key
    ON CONFLICT (key) DO UPDATE SET product_count = search_suggestion.product_count + excluded.product_count,
      kind = CASE WHEN excluded.kind = 'brand' THEN 'brand' ELSE search_suggestion.kind END,
      brand_id = coalesce(search_suggestion.brand_id, excluded.brand_id)`);
  await db.run(BUMP_CATALOG_GENERATION_SQL);
}

function tsPhrase(phrase: SearchPhrase, weight: '' | 'A' | 'B'): string {
  assertPlainWords(phrase);
  const last = phrase.words.length - 1;
  return phrase.words
    .map((word, i) => {
      const prefix = phrase.prefix && i === last ? '*' : '';
      return prefix || weight ? `'${word}':${prefix}${weight}` : `'${word}'`;
    })
    .join(' <-> ');
}

function tsClause(clause: SearchClause, weight: '' | 'A' | 'B'): string {
  return `(${clause.map((phrase) => tsPhrase(phrase, weight)).join(' | ')})`;
}

// A tsquery text: every clause must match; with a weight, only in the name (A) or brand/model/
// categories (B).
export function toTsQuery(query: ParsedQuery, weight: '' | 'A' | 'B' = ''): string {
  return query.clauses.map((clause) => tsClause(clause, weight)).join(' & ');
}

export class PostgresSearchEngine implements SearchEngine {
  readonly dialect = 'postgres' as const;
  // Asking GIN whether a word exists builds the word's whole bitmap; unknown words cost nothing.
  readonly prunesByVocabulary = false;

  constructor(private readonly db: Db) {}

  private where(query: ParsedQuery, brandId: number | null, weight: '' | 'A' | 'B' = '') {
    const match = sql`document @@ to_tsquery('simple', ${toTsQuery(query, weight)})`;
    return brandId === null ? match : sql`${match} AND brand_id = ${brandId}`;
  }

  async countMatches(query: ParsedQuery, brandId: number | null): Promise<number> {
    if (query.clauses.length === 0) return 0;
    const { rows } = await sql<{ total: number }>`
      SELECT count(*) AS total FROM search_document WHERE ${this.where(query, brandId)}`.execute(this.db);
    return Number(rows[0]?.total ?? 0);
  }

  async findRelevant(
    query: ParsedQuery,
    brandId: number | null,
    page: { offset: number; limit: number },
  ): Promise<{ total: number; ids: number[] }> {
    if (query.clauses.length === 0) return { total: 0, ids: [] };
    // The tiers of search-engine.ts as the first sort key. PostgreSQL reads every match anyway (no
    // early stop as in FTS5), so the page and the count come from one pass in quality order; a
    // query with few matches is then scored in a second, small one.
    const name = sql`document @@ to_tsquery('simple', ${toTsQuery(query, 'A')})`;
    const meta = sql`document @@ to_tsquery('simple', ${toTsQuery(query, 'B')})`;
    const tier = sql`CASE WHEN ${name} THEN CASE WHEN ${meta} THEN 0 ELSE 1 END ELSE 2 END`;
    const { rows } = await sql<{ product_id: number; total: number }>`
      SELECT product_id, count(*) OVER () AS total FROM search_document WHERE ${this.where(query, brandId)}
       ORDER BY ${tier}, rank_key LIMIT ${page.limit} OFFSET ${page.offset}`.execute(this.db);
    const total = rows.length > 0 ? Number(rows[0]!.total) : await this.countMatches(query, brandId);
    if (rows.length === 0 || total > SCORED_RANKING_LIMIT)
      return { total, ids: rows.map((row) => row.product_id) };
    // Within a tier, weights {D, C, B, A}: description 0.1, brand/model/categories 0.4, name 1.
    const scored = await sql<{ product_id: number }>`
      SELECT product_id FROM search_document WHERE ${this.where(query, brandId)}
       ORDER BY ${tier}, ts_rank('{0.1, 0.1, 0.4, 1.0}', document, to_tsquery('simple', ${toTsQuery(query)})) DESC,
                rank_key
       LIMIT ${page.limit} OFFSET ${page.offset}`.execute(this.db);
    return { total, ids: scored.rows.map((row) => row.product_id) };
  }

  // One array value, not a row per match: PostgreSQL sends it in one piece.
  async allMatchingIds(query: ParsedQuery): Promise<Int32Array> {
    if (query.clauses.length === 0) return new Int32Array(0);
    const { rows } = await sql<{ ids: number[] | null }>`
      SELECT array_agg(product_id) AS ids FROM search_document WHERE ${this.where(query, null)}`.execute(
      this.db,
    );
    return Int32Array.from(rows[0]?.ids ?? []);
  }

  matchingIds(query: ParsedQuery, brandId: number | null): RawBuilder<{ id: number }> {
    return sql<{
      id: number;
    }>`SELECT product_id AS id FROM search_document WHERE ${this.where(query, brandId)}`;
  }

  async findExistingWords(words: readonly string[]): Promise<Set<string>> {
    if (words.length === 0) return new Set();
    for (const word of words) assertPlainWords({ words: [word], prefix: false });
    const { rows } = await sql<{ word: string }>`
      SELECT word FROM unnest(${[...words]}::text[]) AS word
       WHERE EXISTS (SELECT 1 FROM search_document WHERE document @@ to_tsquery('simple', quote_literal(word)))`.execute(
      this.db,
    );
    return new Set(rows.map((row) => row.word));
  }

  async findSimilarTerms(word: string): Promise<TermCandidate[]> {
    const limit = maxEditsFor(word);
    // A lower similarity than pg_trgm's default 0.3: one letter wrong in a short word ("somy")
    // leaves only a quarter of the trigrams in common.
    const similar = await this.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL pg_trgm.similarity_threshold = 0.2`.execute(trx);
      const { rows } = await sql<{ term: string }>`
        SELECT term FROM search_term WHERE term % ${word}
         ORDER BY similarity(term, ${word}) DESC, term LIMIT 30`.execute(trx);
      return rows.map((row) => row.term);
    });
    const candidates: TermCandidate[] = [];
    for (const term of similar) {
      if (!/^[\p{L}\p{N}]+$/u.test(term) || editDistance(word, term, limit) > limit) continue;
      const { rows } = await sql<{ documents: number }>`
        SELECT count(*) AS documents FROM (
          SELECT 1 FROM search_document WHERE document @@ to_tsquery('simple', ${`'${term}'`})
           LIMIT ${CANDIDATE_DOCUMENTS_CAP}) AS found`.execute(this.db);
      candidates.push({ term, documents: Number(rows[0]?.documents ?? 0) });
    }
    return candidates;
  }

  async suggestLabels(query: ParsedQuery, limit: number): Promise<string[]> {
    if (query.clauses.length === 0) return [];
    const { rows } = await sql<{ label: string }>`
      SELECT label FROM search_suggestion
       WHERE words @@ to_tsquery('simple', ${toTsQuery(query)}) AND product_count > 0
       ORDER BY product_count DESC, id LIMIT ${limit}`.execute(this.db);
    return rows.map((row) => row.label);
  }

  async suggestProductNames(query: ParsedQuery, limit: number): Promise<string[]> {
    if (query.clauses.length === 0) return [];
    const match = sql`document @@ to_tsquery('simple', ${toTsQuery(query, 'A')})`;
    // The first matches in quality order are nearly always among the best few thousand products;
    // looking there first bounds the work (walking the whole key index for a rare word, as the
    // planner may choose, takes seconds). Fewer found there: ask the whole index, same order.
    const { rows } = await sql<{ name: string }>`
      SELECT p.name FROM (SELECT product_id, rank_key, document FROM search_document ORDER BY rank_key
                          LIMIT ${SUGGESTION_WINDOW}) AS d
        JOIN product p ON p.id = d.product_id
       WHERE ${match} ORDER BY d.rank_key LIMIT ${limit}`.execute(this.db);
    if (rows.length >= limit) return rows.map((row) => row.name);
    const all = await sql<{ name: string }>`
      WITH found AS MATERIALIZED (SELECT product_id, rank_key FROM search_document WHERE ${match})
      SELECT p.name FROM found JOIN product p ON p.id = found.product_id
       ORDER BY found.rank_key LIMIT ${limit}`.execute(this.db);
    return all.rows.map((row) => row.name);
  }
}
