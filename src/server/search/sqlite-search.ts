import type SqliteDatabase from 'better-sqlite3';
import { type RawBuilder, sql } from 'kysely';
import { BUMP_CATALOG_GENERATION_SQL } from '../db/catalog-generation.ts';
import { type Db, sqliteConnectionOf } from '../db/database.ts';
import {
  assertPlainWords,
  collectTiers,
  DOC_KEY_PRODUCT_BITS,
  SCORED_RANKING_LIMIT,
  type SearchEngine,
  type SearchIndexChanges,
  type SearchSql,
} from './search-engine.ts';
import type { ParsedQuery, SearchClause, SearchPhrase } from './search-query.ts';
import { foldForMatching, toIndexText } from './search-text.ts';
import {
  CANDIDATE_DOCUMENTS_CAP,
  editDistance,
  MIN_CORRECTABLE_LENGTH,
  maxEditsFor,
  type TermCandidate,
} from './spelling.ts';
import { labelDeltaStatements } from './suggestion-labels.ts';

// SQLite FTS5 search. One contentless FTS5 table holds a document per listed product, keyed by
// its doc key (quality order * 2^32 + product id, see search-engine.ts) so "ORDER BY rowid" walks
// matches best first and stops after a page. Columns: name, meta (brand, model, categories,
// keywords), body (short description) and facet ("_b<brand id>": "_" is a word character here
// only, so no typed word can ever match a facet). The texts are folded by the same functions that
// fold queries (search-text.ts), registered on the connection as SQL functions; prefix indexes of
// 2-4 characters keep "po"* fast.

// While set, search_text() adds the words of letters it indexes here (for search_word).
let collectedWords: Set<string> | null = null;
const LETTERS_ONLY = /^\p{L}+$/u;

// Registers the folding functions the indexing SQL calls. They only ever appear in statements,
// never in the schema, so the file still opens in any SQLite tool.
const registered = new WeakSet<SqliteDatabase.Database>();
export function registerSearchFunctions(connection: SqliteDatabase.Database): void {
  if (registered.has(connection)) return;
  registered.add(connection);
  const options = { deterministic: true, varargs: false };
  connection.function('search_text', options, (value: unknown) => {
    if (typeof value !== 'string') return '';
    const text = toIndexText(value);
    if (collectedWords) {
      for (const word of text.split(' ')) {
        if (word.length >= MIN_CORRECTABLE_LENGTH && LETTERS_ONLY.test(word)) collectedWords.add(word);
      }
    }
    return text;
  });
  connection.function('search_fold', options, (value: unknown) =>
    typeof value === 'string' ? foldForMatching(value) : '',
  );
}

// Better rated by more buyers first: the key of a product's document (see DOC_KEY_PRODUCT_BITS).
const DOC_KEY = `((1048575 - CAST(floor(coalesce(round(p.rating * 10), 0) / 10.0 * ln(1 + min(p.review_count, 100000)) * 1000) AS INTEGER))
  * ${DOC_KEY_PRODUCT_BITS} + p.id)`;

const META_TEXT = `concat_ws(' ', b.name, p.model, cat.name, sub.name, p.merchant_category, p.keywords)`;

// FTS5 writes a new segment whenever a rowid is lower than the one before it in a transaction, so
// documents are always inserted in key order (in product order, indexing took ten times longer).
//
// Re-indexes the products an import touched, inside the import's transaction, in a few set-based
// statements: products that became listed are added, products no longer listed removed, and the
// suggestion counts of their brands, models and categories moved by the difference.
export async function reindexSqliteSearch(db: SearchSql, changes: SearchIndexChanges): Promise<void> {
  await db.run('CREATE TEMP TABLE IF NOT EXISTS search_touched (id INTEGER PRIMARY KEY)');
  await db.run('DELETE FROM search_touched');
  if (changes.all) {
    await db.run('INSERT INTO search_touched (id) SELECT id FROM product');
  } else {
    await db.insertMany(
      'search_touched',
      ['id'],
      [...changes.touchedProductIds].map((id) => [id]),
      'ON CONFLICT DO NOTHING',
    );
    if (changes.createdAfterId !== null) {
      await db.run(
        'INSERT INTO search_touched (id) SELECT id FROM product WHERE id > ? ON CONFLICT DO NOTHING',
        [changes.createdAfterId],
      );
    }
  }

  // Keyed by doc key, so the documents below are read (and inserted) in key order without a sort.
  await db.run(`CREATE TEMP TABLE IF NOT EXISTS search_change (doc_id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL UNIQUE, delta INTEGER NOT NULL, brand_id INTEGER, subcategory_id INTEGER, model TEXT)`);
  await db.run('DELETE FROM search_change');
  await db.run(`INSERT INTO search_change (product_id, delta, doc_id, brand_id, subcategory_id, model)
    SELECT p.id, CASE WHEN p.is_listed = 1 THEN 1 ELSE -1 END, coalesce(d.doc_id, ${DOC_KEY}), p.brand_id,
           p.subcategory_id, p.model
      FROM search_touched t JOIN product p ON p.id = t.id LEFT JOIN search_document d ON d.product_id = p.id
     WHERE (p.is_listed = 1) <> (d.product_id IS NOT NULL)`);

  await db.run('DELETE FROM search_fts WHERE rowid IN (SELECT doc_id FROM search_change WHERE delta < 0)');
  await db.run(
    'DELETE FROM search_document WHERE product_id IN (SELECT product_id FROM search_change WHERE delta < 0)',
  );
  // Into an empty index (a first load), FTS5's incremental merging rewrites the growing index
  // several times over; writing unmerged segments and merging them once at the end takes a quarter
  // less time for a million products (docs/benchmarks.md). Both settings are stored in the index
  // and put back to FTS5's defaults afterwards, inside the same transaction.
  const [anyDocument] = await db.query<{ product_id: number }>(
    'SELECT product_id FROM search_document LIMIT 1',
  );
  const firstLoad = anyDocument === undefined;
  if (firstLoad) await setFtsMerging(db, { automerge: 0, crisismerge: 2000 });
  collectedWords = new Set();
  try {
    await db.run(`INSERT INTO search_fts (rowid, name, meta, body, facet)
    SELECT c.doc_id, search_text(p.name), search_text(${META_TEXT}), search_text(p.short_description),
           '_b' || p.brand_id
      FROM search_change c JOIN product p ON p.id = c.product_id
      LEFT JOIN brand b ON b.id = p.brand_id
      LEFT JOIN category cat ON cat.id = p.category_id
      LEFT JOIN subcategory sub ON sub.id = p.subcategory_id
     WHERE c.delta > 0
     ORDER BY c.doc_id`);
    await db.insertMany(
      'search_word',
      ['word'],
      [...collectedWords].map((word) => [word]),
      'ON CONFLICT DO NOTHING',
    );
  } finally {
    collectedWords = null;
  }
  if (firstLoad) {
    await db.run("INSERT INTO search_fts (search_fts) VALUES ('optimize')");
    await setFtsMerging(db, FTS5_DEFAULT_MERGING);
  }
  await db.run(
    'INSERT INTO search_document (product_id, doc_id) SELECT product_id, doc_id FROM search_change WHERE delta > 0',
  );

  await updateSuggestions(db);
  await mergeFragmentedSearchIndexes(db);
  await db.run(BUMP_CATALOG_GENERATION_SQL);
}

// A search reads every segment of the FTS5 index. Imports add segments and FTS5 merges them only
// in part, so a catalog built from many shops' feeds ends up in a dozen or more: on the
// 1,000,000-product catalog of `npm run bench:search`, 15 segments gave searches p50 9.4-11.6 ms,
// p95 24-28 ms; the same index merged into one (16.5 s), p50 7.0-7.4 ms, p95 20 ms
// (docs/benchmarks.md). Past this many segments an import merges the index before it commits.
export const MAX_SEARCH_SEGMENTS = 8;
const FTS_TABLES = ['search_fts', 'search_suggestion_fts'] as const;

export async function searchSegmentCounts(
  db: SearchSql,
): Promise<Record<(typeof FTS_TABLES)[number], number>> {
  const counts = { search_fts: 0, search_suggestion_fts: 0 };
  for (const table of FTS_TABLES) {
    const [row] = await db.query<{ segments: number }>(
      `SELECT count(DISTINCT segid) AS segments FROM ${table}_idx`,
    );
    counts[table] = Number(row?.segments ?? 0);
  }
  return counts;
}

export async function mergeFragmentedSearchIndexes(
  db: SearchSql,
  maxSegments = MAX_SEARCH_SEGMENTS,
): Promise<void> {
  const counts = await searchSegmentCounts(db);
  for (const table of FTS_TABLES) {
    if (counts[table] > maxSegments) await db.run(`INSERT INTO ${table} (${table}) VALUES ('optimize')`);
  }
}

const FTS5_DEFAULT_MERGING = { automerge: 4, crisismerge: 16 };

async function setFtsMerging(
  db: SearchSql,
  settings: { automerge: number; crisismerge: number },
): Promise<void> {
  // Written as literals: FTS5 wants an integer, and a bound JavaScript number arrives as a real.
  for (const [name, value] of Object.entries(settings)) {
    await db.run(`INSERT INTO search_fts (search_fts, rank) VALUES ('${name}', ${Math.trunc(value)})`);
  }
}

async function updateSuggestions(db: SearchSql): Promise<void> {
  await db.run(`CREATE TEMP TABLE IF NOT EXISTS search_label_delta (key TEXT NOT NULL, label TEXT NOT NULL,
    kind TEXT NOT NULL, brand_id INTEGER, delta INTEGER NOT NULL)`);
  await db.run('DELETE FROM search_label_delta');
  for (const statement of labelDeltaStatements('search_fold')) await db.run(statement);
  await db.run(`INSERT INTO search_suggestion (key, label, kind, brand_id, product_count)
    SELECT key, min(label), min(kind), max(brand_id), sum(delta) FROM search_label_delta WHERE key <> '' GROUP BY key ORDER BY key
    ON CONFLICT (key) DO UPDATE SET product_count = search_suggestion.product_count + excluded.product_count,
      kind = CASE WHEN excluded.kind = 'brand' THEN 'brand' ELSE search_suggestion.kind END,
      brand_id = coalesce(search_suggestion.brand_id, excluded.brand_id)`);

  // Re-key the changed suggestions so the FTS rowid order stays "most products first".
  await db.run('CREATE TEMP TABLE IF NOT EXISTS search_suggestion_change (id INTEGER PRIMARY KEY)');
  await db.run('DELETE FROM search_suggestion_change');
  await db.run(`INSERT INTO search_suggestion_change (id)
    SELECT id FROM search_suggestion WHERE key IN (SELECT key FROM search_label_delta)`);
  await db.run(`DELETE FROM search_suggestion_fts WHERE rowid IN (
    SELECT s.doc_id FROM search_suggestion s JOIN search_suggestion_change c ON c.id = s.id WHERE s.doc_id IS NOT NULL)`);
  await db.run(`UPDATE search_suggestion
     SET doc_id = CASE WHEN product_count > 0
                       THEN (1048575 - min(product_count, 1048575)) * ${DOC_KEY_PRODUCT_BITS} + id END
   WHERE id IN (SELECT id FROM search_suggestion_change)`);
  await db.run(`INSERT INTO search_suggestion_fts (rowid, words)
    SELECT s.doc_id, search_text(s.label)
      FROM search_suggestion s JOIN search_suggestion_change c ON c.id = s.id WHERE s.doc_id IS NOT NULL
     ORDER BY s.doc_id`);
}

function ftsPhrase(phrase: SearchPhrase): string {
  assertPlainWords(phrase);
  return `"${phrase.words.join(' ')}"${phrase.prefix ? '*' : ''}`;
}

function ftsClause(clause: SearchClause): string {
  return `(${clause.map(ftsPhrase).join(' OR ')})`;
}

// The query, in any column or restricted to one: {name} : ((...) AND (...)). Reading every column
// needs no filter (typed words cannot match facets), which spares reading positions.
function ftsMatch(query: ParsedQuery, column: 'name' | 'meta' | null = null): string {
  const match = query.clauses.map(ftsClause).join(' AND ');
  return column ? `{${column}} : (${match})` : `(${match})`;
}

function withBrand(match: string, brandId: number | null): string {
  return brandId === null ? match : `(${match}) AND "_b${Math.trunc(brandId)}"`;
}

export class SqliteSearchEngine implements SearchEngine {
  readonly dialect = 'sqlite' as const;
  // A word's presence costs FTS5 a few microseconds; each needless alternative costs milliseconds.
  readonly prunesByVocabulary = true;

  constructor(private readonly db: Db) {}

  async countMatches(query: ParsedQuery, brandId: number | null): Promise<number> {
    if (query.clauses.length === 0) return 0;
    const match = withBrand(ftsMatch(query), brandId);
    const { rows } = await sql<{ total: number }>`
      SELECT count(*) AS total FROM search_fts WHERE search_fts MATCH ${match}`.execute(this.db);
    return Number(rows[0]?.total ?? 0);
  }

  async findRelevant(
    query: ParsedQuery,
    brandId: number | null,
    page: { offset: number; limit: number },
    knownTotal?: number,
  ): Promise<{ total: number; ids: number[] }> {
    const total = knownTotal ?? (await this.countMatches(query, brandId));
    if (page.offset >= total) return { total, ids: [] };
    const name = ftsMatch(query, 'name');
    const meta = ftsMatch(query, 'meta');
    const tiers = [
      `(${name}) AND (${meta})`,
      `(${name}) NOT (${meta})`,
      `${ftsMatch(query)} NOT (${name})`,
    ].map((tier) => withBrand(tier, brandId));
    // Within a tier: name counts most, then brand, model and categories, then the description.
    const order =
      total <= SCORED_RANKING_LIMIT ? sql`bm25(search_fts, 10.0, 4.0, 1.0, 0.0), rowid` : sql`rowid`;
    const ids = await collectTiers(tiers.length, page, async (tier, limit) => {
      const { rows } = await sql<{ rowid: number }>`
        SELECT rowid FROM search_fts WHERE search_fts MATCH ${tiers[tier]!} ORDER BY ${order} LIMIT ${limit}`.execute(
        this.db,
      );
      return rows.map((row) => row.rowid % DOC_KEY_PRODUCT_BITS);
    });
    return { total, ids };
  }

  // Read straight from the connection, one small integer per match: a search matching 250,000
  // products hands them over in about 35 ms, where rows of objects take twice that.
  async allMatchingIds(query: ParsedQuery): Promise<Int32Array> {
    if (query.clauses.length === 0) return new Int32Array(0);
    const statement = sqliteConnectionOf(this.db)
      .prepare(`SELECT rowid % ${DOC_KEY_PRODUCT_BITS} FROM search_fts WHERE search_fts MATCH ?`)
      .pluck();
    return Int32Array.from(statement.all(ftsMatch(query)) as number[]);
  }

  matchingIds(query: ParsedQuery, brandId: number | null): RawBuilder<{ id: number }> {
    const match = withBrand(ftsMatch(query), brandId);
    return sql<{
      id: number;
    }>`SELECT rowid % ${sql.lit(DOC_KEY_PRODUCT_BITS)} AS id FROM search_fts WHERE search_fts MATCH ${match}`;
  }

  async findExistingWords(words: readonly string[]): Promise<Set<string>> {
    if (words.length === 0) return new Set();
    for (const word of words) assertPlainWords({ words: [word], prefix: false });
    const probes = words.map(
      (word, index) =>
        sql`SELECT ${index} AS i WHERE EXISTS (SELECT 1 FROM search_fts WHERE search_fts MATCH ${`"${word}"`})`,
    );
    const { rows } = await sql<{ i: number }>`${sql.join(probes, sql` UNION ALL `)}`.execute(this.db);
    return new Set(rows.map((row) => words[row.i]!));
  }

  async findSimilarTerms(word: string): Promise<TermCandidate[]> {
    const limit = maxEditsFor(word);
    const letters = [...word];
    const similar = new Set<string>();
    // Words beginning with the same two letters, or with the first and third (the second one
    // wrong, missing or swapped with the third: "smasung").
    for (const start of new Set([`${letters[0]}${letters[1]}`, `${letters[0]}${letters[2]}`])) {
      const next = `${letters[0]}${String.fromCodePoint([...start][1]!.codePointAt(0)! + 1)}`;
      const { rows } = await sql<{ word: string }>`
        SELECT word FROM search_word
         WHERE word >= ${start} AND word < ${next}
           AND length(word) BETWEEN ${word.length - limit} AND ${word.length + limit}`.execute(this.db);
      for (const row of rows) if (editDistance(word, row.word, limit) <= limit) similar.add(row.word);
    }
    const candidates: TermCandidate[] = [];
    for (const term of similar) {
      const { rows } = await sql<{ documents: number }>`
        SELECT count(*) AS documents FROM (
          SELECT 1 FROM search_fts WHERE search_fts MATCH ${`"${term}"`} LIMIT ${CANDIDATE_DOCUMENTS_CAP}) AS found`.execute(
        this.db,
      );
      candidates.push({ term, documents: Number(rows[0]?.documents ?? 0) });
    }
    return candidates;
  }

  async suggestLabels(query: ParsedQuery, limit: number): Promise<string[]> {
    if (query.clauses.length === 0) return [];
    const match = `${query.clauses.map(ftsClause).join(' AND ')}`;
    const { rows } = await sql<{ label: string }>`
      SELECT s.label FROM search_suggestion_fts f
        JOIN search_suggestion s ON s.id = f.rowid % ${sql.lit(DOC_KEY_PRODUCT_BITS)}
       WHERE search_suggestion_fts MATCH ${match}
       ORDER BY f.rowid LIMIT ${limit}`.execute(this.db);
    return rows.map((row) => row.label);
  }

  async suggestProductNames(query: ParsedQuery, limit: number): Promise<string[]> {
    if (query.clauses.length === 0) return [];
    const { rows } = await sql<{ name: string }>`
      SELECT p.name FROM search_fts f JOIN product p ON p.id = f.rowid % ${sql.lit(DOC_KEY_PRODUCT_BITS)}
       WHERE search_fts MATCH ${ftsMatch(query, 'name')}
       ORDER BY f.rowid LIMIT ${limit}`.execute(this.db);
    return rows.map((row) => row.name);
  }
}
