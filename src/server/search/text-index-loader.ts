import { sql } from 'kysely';
import type { FacetIndex } from '../catalog/filtering/facet-index.ts';
import { type Db, dialectOf } from '../db/database.ts';
import { backgroundWork } from '../lib/background-work.ts';
import { type ProductText, SegmentBuilder, type TextSegment } from './text-index.ts';

// Reads what the in-memory text index (text-index.ts) is built from: for rows of a facet index,
// their products' texts, field by field as both engines index them (sqlite-search.ts META_TEXT,
// postgres-search.ts DOCUMENT), and the document key each engine gave the product when it was
// listed.

// Products read per query; between chunks the event loop serves requests.
const CHUNK = 2000;
// Ids spread over at most this many times their number are read as a range.
const RANGE_SPREAD = 4;

type TextRow = {
  id: number;
  doc_key: string | number | null;
  name: string | null;
  brand: string | null;
  model: string | null;
  category: string | null;
  subcategory: string | null;
  merchant_category: string | null;
  keywords: string | null;
  short_description: string | null;
};

async function readTexts(db: Db, productIds: readonly number[]): Promise<Map<number, ProductText>> {
  const docKey = sql<
    string | number | null
  >`${sql.ref(dialectOf(db) === 'postgres' ? 'd.rank_key' : 'd.doc_id')}`;
  const rows: TextRow[] = await db
    .selectFrom('product as p')
    .leftJoin('search_document as d', 'd.product_id', 'p.id')
    .leftJoin('brand as b', 'b.id', 'p.brand_id')
    .leftJoin('category as cat', 'cat.id', 'p.category_id')
    .leftJoin('subcategory as sub', 'sub.id', 'p.subcategory_id')
    .select([
      'p.id',
      docKey.as('doc_key'),
      'p.name',
      'b.name as brand',
      'p.model',
      'cat.name as category',
      'sub.name as subcategory',
      'p.merchant_category',
      'p.keywords',
      'p.short_description',
    ])
    .where((eb) => {
      // Ids close together (a whole load reads rows in product order) are read as a range: one
      // walk of the table instead of a lookup per product.
      const first = productIds[0]!;
      const last = productIds.at(-1)!;
      const ascending = productIds.every((id, i) => i === 0 || id > productIds[i - 1]!);
      return ascending && last - first < productIds.length * RANGE_SPREAD
        ? eb.and([eb('p.id', '>=', first), eb('p.id', '<=', last), eb('p.is_listed', '=', 1)])
        : eb('p.id', 'in', [...productIds]);
    })
    .execute();
  const texts = new Map<number, ProductText>();
  for (const row of rows) {
    texts.set(row.id, {
      // A product listed by a run still in progress has no document yet: last in quality order.
      docKey: row.doc_key === null ? Number.MAX_SAFE_INTEGER : Number(row.doc_key),
      name: row.name,
      // concat_ws(' ', ...) as the engines write it: nulls left out.
      meta: [row.brand, row.model, row.category, row.subcategory, row.merchant_category, row.keywords]
        .filter((part) => part !== null)
        .join(' '),
      body: row.short_description,
    });
  }
  return texts;
}

const NO_TEXT: ProductText = { docKey: Number.MAX_SAFE_INTEGER, name: null, meta: null, body: null };

// The segment of the facet index's rows [fromRow, index.size). Removed rows are indexed without
// words (their products are gone; the rows stay so row numbers line up).
export async function loadTextSegment(db: Db, index: FacetIndex, fromRow: number): Promise<TextSegment> {
  const builder = new SegmentBuilder(fromRow, index.size - fromRow);
  for (let start = fromRow; start < index.size; start += CHUNK) {
    const end = Math.min(index.size, start + CHUNK);
    const ids: number[] = [];
    for (let row = start; row < end; row++) {
      if (index.rowOfProduct[index.productId[row]!] === row + 1) ids.push(index.productId[row]!);
    }
    const read = ids.length > 0 ? await readTexts(db, ids) : new Map<number, ProductText>();
    backgroundWork.slice(() => {
      for (let row = start; row < end; row++) {
        const listed = index.rowOfProduct[index.productId[row]!] === row + 1;
        builder.add((listed ? read.get(index.productId[row]!) : undefined) ?? NO_TEXT);
      }
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return backgroundWork.slice(() => builder.finish());
}
