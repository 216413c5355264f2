import { FILTER_ATTRIBUTES, type FilterAttribute } from '../../../shared/contracts/filters.ts';
import type { Db } from '../../db/database.ts';
import { normalizeBrandKey } from '../brand-key.ts';

// What filters and facet counts read, for every listed product, in columns held in memory: one
// row per product, each column a typed array (docs/decisions/020-filters.md). Counting facets is
// then one pass over the list's rows, a few nanoseconds each, where SQL would group the list once
// per facet. Built from the database for one catalog generation, in chunks so the server keeps
// answering while a large catalog loads.

export const FLAG_DEAL = 1;
export const FLAG_IN_STOCK = 2;
export const FLAG_NEW = 4;
export const FLAG_REFURBISHED = 8;
export const FLAG_USED = 16;
export const CONDITION_FLAGS = { new: FLAG_NEW, refurbished: FLAG_REFURBISHED, used: FLAG_USED } as const;

export const NO_PRICE = -1;
export const NO_RATING = -1;

// A specification's value for each row as a code (0: the product states none), and the values.
export type AttributeColumn = { codes: Uint16Array; values: readonly number[] };

export type FacetIndex = {
  generation: number;
  size: number;
  productId: Int32Array;
  brand: Int32Array;
  category: Int32Array;
  subcategory: Int32Array;
  // Euro cents: the best offer's price, and the best price with delivery (NO_PRICE: none).
  price: Int32Array;
  total: Int32Array;
  // Hundredths of a star (NO_RATING: not rated).
  rating: Int16Array;
  reviews: Int32Array;
  clicks: Int32Array;
  offerCount: Int32Array;
  firstSeen: Float64Array;
  discount: Int16Array;
  flags: Uint8Array;
  // The shops with a current offer of row r: shopIds[shopStart[r] .. shopStart[r + 1]).
  shopStart: Int32Array;
  shopIds: Int32Array;
  attributes: Record<FilterAttribute, AttributeColumn>;
  // 0, 1, 2, ... size - 1: the candidates of a list of every product.
  allRows: Int32Array;
  // Row of a product id, plus one (0: not listed).
  rowOfProduct: Int32Array;
  rowsOfCategory: Map<number, Int32Array>;
  rowsOfSubcategory: Map<number, Int32Array>;
  brandNames: Map<number, string>;
  shopNames: Map<number, string>;
  // Name key (brand-key.ts) to ids: "apple" finds "Apple" and "APPLE".
  brandsByKey: Map<string, number[]>;
  shopsByKey: Map<string, number[]>;
  maxBrandId: number;
  maxShopId: number;
};

// Rows read per query; between chunks the event loop serves requests.
const CHUNK = 20_000;

const ATTRIBUTES = Object.keys(FILTER_ATTRIBUTES) as FilterAttribute[];

// A growing typed array: the final size is unknown until the last chunk is read.
class Column<T extends Int32Array | Int16Array | Uint16Array | Uint8Array | Float64Array> {
  constructor(
    public array: T,
    private readonly make: (length: number) => T,
  ) {}
  ensure(length: number): void {
    if (length <= this.array.length) return;
    const grown = this.make(Math.max(length, this.array.length * 2));
    grown.set(this.array as never);
    this.array = grown;
  }
  trimmed(length: number): T {
    return this.array.subarray(0, length) as T;
  }
}

const int32 = () => new Column(new Int32Array(1024), (n) => new Int32Array(n));
const int16 = () => new Column(new Int16Array(1024), (n) => new Int16Array(n));
const uint16 = () => new Column(new Uint16Array(1024), (n) => new Uint16Array(n));

async function yieldToEventLoop(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
}

// Numbers as a dictionary: code 0 is "none", code n the n-th value seen.
class Dictionary {
  readonly values: number[] = [Number.NaN];
  private readonly codes = new Map<number, number>();
  codeOf(value: number | null): number {
    if (value === null) return 0;
    const rounded = Math.round(Number(value) * 100) / 100;
    let code = this.codes.get(rounded);
    if (code === undefined) {
      code = this.values.length;
      if (code > 65_535) return 0;
      this.values.push(rounded);
      this.codes.set(rounded, code);
    }
    return code;
  }
}

export async function loadFacetIndex(db: Db, generation: number): Promise<FacetIndex> {
  const columns = {
    productId: int32(),
    brand: int32(),
    category: int32(),
    subcategory: int32(),
    price: int32(),
    total: int32(),
    rating: int16(),
    reviews: int32(),
    clicks: int32(),
    offerCount: int32(),
    firstSeen: new Column(new Float64Array(1024), (n) => new Float64Array(n)),
    discount: int16(),
    flags: new Column(new Uint8Array(1024), (n) => new Uint8Array(n)),
    shopStart: int32(),
    shopIds: int32(),
  };
  const attributeCodes = ATTRIBUTES.map(() => uint16());
  const dictionaries = ATTRIBUTES.map(() => new Dictionary());

  let size = 0;
  let shopCount = 0;
  let lastId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('product_facet')
      .selectAll()
      .where('listed', '=', 1)
      .where('product_id', '>', lastId)
      .orderBy('product_id')
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) break;
    lastId = rows.at(-1)!.product_id;
    const end = size + rows.length;
    for (const column of Object.values(columns)) column.ensure(end + 1);
    for (const column of attributeCodes) column.ensure(end);
    const { productId, brand, category, subcategory, price, total, rating, reviews, clicks } = columns;
    for (const row of rows) {
      const at = size++;
      productId.array[at] = row.product_id;
      brand.array[at] = row.brand_id ?? 0;
      category.array[at] = row.category_id ?? 0;
      subcategory.array[at] = row.subcategory_id ?? 0;
      price.array[at] = row.price_cents ?? NO_PRICE;
      total.array[at] = row.total_cents ?? row.price_cents ?? NO_PRICE;
      rating.array[at] = row.rating === null ? NO_RATING : Math.round(Number(row.rating) * 100);
      reviews.array[at] = Number(row.review_count);
      clicks.array[at] = Number(row.click_count);
      columns.offerCount.array[at] = Number(row.offer_count);
      columns.firstSeen.array[at] = new Date(row.first_seen_at).getTime();
      columns.discount.array[at] = row.discount_percent ?? 0;
      columns.flags.array[at] = row.flags;
      columns.shopStart.array[at] = shopCount;
      if (row.shop_ids) {
        const ids = row.shop_ids.split(',');
        columns.shopIds.ensure(shopCount + ids.length);
        for (const id of ids) columns.shopIds.array[shopCount++] = Number(id);
      }
      for (let a = 0; a < ATTRIBUTES.length; a++) {
        attributeCodes[a]!.array[at] = dictionaries[a]!.codeOf(row[ATTRIBUTES[a]!]);
      }
    }
    columns.shopStart.array[size] = shopCount;
    if (rows.length < CHUNK) break;
    await yieldToEventLoop();
  }

  const [brands, shops] = await Promise.all([
    db.selectFrom('brand').select(['id', 'name']).execute(),
    db.selectFrom('shop').select(['id', 'name']).execute(),
  ]);
  const productId = columns.productId.trimmed(size);
  const rowOfProduct = new Int32Array((size > 0 ? productId[size - 1]! : 0) + 1);
  for (let row = 0; row < size; row++) rowOfProduct[productId[row]!] = row + 1;
  const category = columns.category.trimmed(size);
  const subcategory = columns.subcategory.trimmed(size);
  return {
    generation,
    size,
    productId,
    brand: columns.brand.trimmed(size),
    category,
    subcategory,
    price: columns.price.trimmed(size),
    total: columns.total.trimmed(size),
    rating: columns.rating.trimmed(size),
    reviews: columns.reviews.trimmed(size),
    clicks: columns.clicks.trimmed(size),
    offerCount: columns.offerCount.trimmed(size),
    firstSeen: columns.firstSeen.trimmed(size),
    discount: columns.discount.trimmed(size),
    flags: columns.flags.trimmed(size),
    shopStart: columns.shopStart.trimmed(size + 1),
    shopIds: columns.shopIds.trimmed(shopCount),
    attributes: Object.fromEntries(
      ATTRIBUTES.map((name, a) => [
        name,
        { codes: attributeCodes[a]!.trimmed(size), values: dictionaries[a]!.values },
      ]),
    ) as unknown as Record<FilterAttribute, AttributeColumn>,
    allRows: Int32Array.from({ length: size }, (_, row) => row),
    rowOfProduct,
    rowsOfCategory: groupRows(category),
    rowsOfSubcategory: groupRows(subcategory),
    brandNames: new Map(brands.map((row) => [row.id, row.name])),
    shopNames: new Map(shops.map((row) => [row.id, row.name])),
    brandsByKey: byKey(brands),
    shopsByKey: byKey(shops),
    maxBrandId: Math.max(0, ...brands.map((row) => row.id)),
    maxShopId: Math.max(0, ...shops.map((row) => row.id)),
  };
}

// The rows of each category (or subcategory), in row order: two passes, no sorting.
function groupRows(keys: Int32Array): Map<number, Int32Array> {
  const counts = new Map<number, number>();
  for (const key of keys) if (key !== 0) counts.set(key, (counts.get(key) ?? 0) + 1);
  const groups = new Map<number, Int32Array>();
  const filled = new Map<number, number>();
  for (const [key, count] of counts) {
    groups.set(key, new Int32Array(count));
    filled.set(key, 0);
  }
  for (let row = 0; row < keys.length; row++) {
    const key = keys[row]!;
    if (key === 0) continue;
    const at = filled.get(key)!;
    groups.get(key)![at] = row;
    filled.set(key, at + 1);
  }
  return groups;
}

function byKey(rows: Array<{ id: number; name: string }>): Map<string, number[]> {
  const found = new Map<string, number[]>();
  for (const row of rows) {
    const key = normalizeBrandKey(row.name);
    found.set(key, [...(found.get(key) ?? []), row.id]);
  }
  return found;
}
