import { sql, type Transaction } from 'kysely';
import { type BulkSql, PostgresBulkSql, SqliteBulkSql } from '../db/bulk-sql.ts';
import { BUMP_CATALOG_GENERATION_SQL } from '../db/catalog-generation.ts';
import { type Db, dialectOf, sqliteConnectionOf } from '../db/database.ts';
import { CATALOG_WRITE_LOCK_ID } from '../db/locks.ts';
import type { Database, TextSource } from '../db/schema.ts';
import type { ProductFacts } from './product-sheet.ts';
import type { ProductTexts } from './rule-writer.ts';

// Every query of the enrichment job. Reads go by primary key ranges and the model queue's partial
// index, so none of them scans a million-product catalog in one go; writes are short transactions
// that take the catalog's write lock on PostgreSQL (as imports do), so they queue behind an import
// instead of deadlocking with it.

export type EnrichmentState = {
  input_hash: string;
  version: number;
  text_source: TextSource;
  product_updated_at: string;
  written_at: string;
  model_due_at: string | null;
  model_attempts: number;
  model_error: string | null;
};

export type ProductToCheck = { id: number; updatedAt: string; state: EnrichmentState | null };

// The next `limit` products after `afterId`, in id order, with their enrichment state.
export async function findProductsToCheck(db: Db, afterId: number, limit: number): Promise<ProductToCheck[]> {
  const rows = await db
    .selectFrom('product')
    // The bound on both sides: PostgreSQL does not carry `product.id > afterId` over to the joined
    // table, and its merge join read product_enrichment from the start for every chunk (192 ms a
    // chunk half-way through a million products, a pass of 6-7 minutes; 0.7 ms with the bound).
    .leftJoin('product_enrichment as e', (join) =>
      join.onRef('e.product_id', '=', 'product.id').on('e.product_id', '>', afterId),
    )
    .select([
      'product.id',
      'product.updated_at',
      'e.product_id as state_product_id',
      'e.input_hash',
      'e.version',
      'e.text_source',
      'e.product_updated_at',
      'e.written_at',
      'e.model_due_at',
      'e.model_attempts',
      'e.model_error',
    ])
    .where('product.id', '>', afterId)
    .orderBy('product.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    updatedAt: row.updated_at,
    state:
      row.state_product_id === null
        ? null
        : {
            input_hash: row.input_hash!,
            version: row.version!,
            text_source: row.text_source!,
            product_updated_at: row.product_updated_at!,
            written_at: row.written_at!,
            model_due_at: row.model_due_at,
            model_attempts: row.model_attempts!,
            model_error: row.model_error,
          },
  }));
}

export type ProductFactsRow = ProductFacts & { id: number; updatedAt: string };

export async function findProductFacts(db: Db, ids: readonly number[]): Promise<ProductFactsRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('product')
    .leftJoin('brand', 'brand.id', 'product.brand_id')
    .leftJoin('category', 'category.id', 'product.category_id')
    .leftJoin('subcategory', 'subcategory.id', 'product.subcategory_id')
    .select([
      'product.id',
      'product.updated_at',
      // The shop's own title: it says what the clean name leaves out (colour, the shop's words).
      'product.product_name',
      'product.model',
      'product.colour',
      'product.specifications',
      'product.short_description',
      'product.description',
      'brand.name as brand_name',
      'category.name as category_name',
      'subcategory.name as subcategory_name',
    ])
    .where('product.id', 'in', [...ids])
    .orderBy('product.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    updatedAt: row.updated_at,
    name: row.product_name,
    brand: row.brand_name,
    model: row.model,
    colour: row.colour,
    category: row.subcategory_name ?? row.category_name,
    specifications: row.specifications,
    shortDescription: row.short_description,
    description: row.description,
  }));
}

export type CachedTexts = { shortDescription: string; description: string; model: string };

export async function findCachedTexts(db: Db, hashes: readonly string[]): Promise<Map<string, CachedTexts>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .selectFrom('enrichment_cache')
    .select(['input_hash', 'short_description', 'description', 'model'])
    .where('input_hash', 'in', [...new Set(hashes)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.input_hash,
      { shortDescription: row.short_description, description: row.description, model: row.model },
    ]),
  );
}

async function inCatalogWrite<T>(db: Db, work: (trx: Transaction<Database>, bulk: BulkSql) => Promise<T>) {
  return db.transaction().execute(async (trx) => {
    const postgres = dialectOf(db) === 'postgres';
    if (postgres) await sql`SELECT pg_advisory_xact_lock(${CATALOG_WRITE_LOCK_ID})`.execute(trx);
    const bulk = postgres ? new PostgresBulkSql(trx) : new SqliteBulkSql(sqliteConnectionOf(db));
    return work(trx, bulk);
  });
}

export type EnrichmentWrite =
  // New texts (or their inputs changed): the product's texts and its whole state.
  | { productId: number; texts: ProductTexts; state: EnrichmentState }
  // Looked at, inputs unchanged: only when it was looked at. The rest of its state may be another
  // process's (a claim), so it is left alone.
  | { productId: number; checked: Pick<EnrichmentState, 'product_updated_at' | 'version'> };

const STATE_COLUMNS = [
  'product_id',
  'input_hash',
  'version',
  'text_source',
  'product_updated_at',
  'written_at',
  'model_due_at',
  'model_attempts',
  'model_error',
] as const;

// One chunk's texts and states, in one transaction.
export async function saveEnrichment(db: Db, writes: readonly EnrichmentWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const written = writes.filter((write) => 'texts' in write);
  const checked = writes.filter((write) => 'checked' in write);
  await inCatalogWrite(db, async (_trx, bulk) => {
    await bulk.updateManyById(
      'product',
      [
        ['short_description_c10', 'text'],
        ['description_c10', 'text'],
      ],
      written.map((write) => [write.productId, write.texts.shortDescription, write.texts.description]),
    );
    await bulk.updateManyById(
      'product_enrichment',
      [
        ['product_updated_at', 'timestamptz'],
        ['version', 'integer'],
      ],
      checked.map((write) => [write.productId, write.checked.product_updated_at, write.checked.version]),
      'product_id',
    );
    const updates = STATE_COLUMNS.slice(1)
      .map((column) => `${column} = excluded.${column}`)
      .join(', ');
    await bulk.insertMany(
      'product_enrichment',
      STATE_COLUMNS,
      written.map(({ productId, state }) => [
        productId,
        state.input_hash,
        state.version,
        state.text_source,
        state.product_updated_at,
        state.written_at,
        state.model_due_at,
        state.model_attempts,
        state.model_error,
      ]),
      `ON CONFLICT (product_id) DO UPDATE SET ${updates}`,
    );
  });
}

export type DueProduct = { productId: number; dueAt: string; inputHash: string; attempts: number };

// The head of the model's queue: products whose turn has come, the longest waiting first.
export async function findDueProducts(db: Db, now: string, limit: number): Promise<DueProduct[]> {
  const rows = await db
    .selectFrom('product_enrichment')
    .select(['product_id', 'model_due_at', 'input_hash', 'model_attempts'])
    .where('model_due_at', '<=', now)
    .orderBy('model_due_at')
    .orderBy('product_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    dueAt: row.model_due_at!,
    inputHash: row.input_hash,
    attempts: row.model_attempts,
  }));
}

// Takes a product from the queue until `leaseUntil`; false when another process took it first
// (its due time is no longer the one read). A process that dies holding it frees it at the lease's end.
export async function claimDueProduct(db: Db, product: DueProduct, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('product_enrichment')
    .set({ model_due_at: leaseUntil })
    .where('product_id', '=', product.productId)
    .where('model_due_at', '=', product.dueAt)
    .where('input_hash', '=', product.inputHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Puts a claimed product back as it was (the day's budget ran out before its request).
export async function releaseClaim(db: Db, product: DueProduct): Promise<void> {
  await db
    .updateTable('product_enrichment')
    .set({ model_due_at: product.dueAt })
    .where('product_id', '=', product.productId)
    .where('input_hash', '=', product.inputHash)
    .execute();
}

// The model's texts: into the cache, and onto the product if it still has the inputs they were
// written from (a re-check may have found it changed meanwhile).
export async function saveModelTexts(
  db: Db,
  write: { productId: number; inputHash: string; texts: CachedTexts; now: string },
): Promise<boolean> {
  return inCatalogWrite(db, async (trx) => {
    await trx
      .insertInto('enrichment_cache')
      .values({
        input_hash: write.inputHash,
        short_description: write.texts.shortDescription,
        description: write.texts.description,
        model: write.texts.model,
        created_at: write.now,
      })
      .onConflict((oc) => oc.column('input_hash').doNothing())
      .execute();
    const state = await trx
      .updateTable('product_enrichment')
      .set({ text_source: 'model', model_due_at: null, model_error: null, written_at: write.now })
      .where('product_id', '=', write.productId)
      .where('input_hash', '=', write.inputHash)
      .executeTakeFirst();
    if (Number(state.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('product')
      .set({ short_description_c10: write.texts.shortDescription, description_c10: write.texts.description })
      .where('id', '=', write.productId)
      .execute();
    return true;
  });
}

// A failed request: counted and explained; asked again from `dueAt` (null: not again until the
// product changes).
export async function recordModelFailure(
  db: Db,
  failure: { productId: number; inputHash: string; dueAt: string | null; error: string },
): Promise<void> {
  await db
    .updateTable('product_enrichment')
    .set((eb) => ({
      model_due_at: failure.dueAt,
      model_attempts: eb('model_attempts', '+', 1),
      model_error: failure.error,
    }))
    .where('product_id', '=', failure.productId)
    .where('input_hash', '=', failure.inputHash)
    .execute();
}

// Counts one request against the day's budget; false, counting nothing, when it is spent. One
// statement, so processes sharing the database never overspend it together.
export async function takeBudgetRequest(db: Db, day: string, dailyLimit: number): Promise<boolean> {
  if (dailyLimit <= 0) return false;
  const row = await db
    .insertInto('enrichment_budget')
    .values({ day, requests: 1 })
    .onConflict((oc) =>
      oc
        .column('day')
        .doUpdateSet({ requests: sql`enrichment_budget.requests + 1` })
        .where('enrichment_budget.requests', '<', dailyLimit),
    )
    .returning('requests')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countBudgetRequests(db: Db, day: string): Promise<number> {
  const row = await db
    .selectFrom('enrichment_budget')
    .select('requests')
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.requests ?? 0;
}

// What visitors see changed: list and page caches keyed on the generation start afresh.
export async function bumpCatalogGeneration(db: Db): Promise<void> {
  await sql.raw(BUMP_CATALOG_GENERATION_SQL).execute(db);
}
