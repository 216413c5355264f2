import type { Selectable } from 'kysely';
import { FILTER_ATTRIBUTES, type FilterAttribute } from '../../../shared/contracts/filters.ts';
import { type Db, dialectOf, sqliteConnectionOf } from '../../db/database.ts';
import type { ProductFacetTable } from '../../db/schema.ts';
import { backgroundWork } from '../../lib/background-work.ts';
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
// A row whose product is no longer listed (kept until the next whole load): no list has it.
export const FLAG_REMOVED = 128;
export const CONDITION_FLAGS = { new: FLAG_NEW, refurbished: FLAG_REFURBISHED, used: FLAG_USED } as const;

export const NO_PRICE = -1;
export const NO_RATING = -1;

// A specification's value for each row as a code (0: the product states none), and the values.
export type AttributeColumn = { codes: Uint16Array; values: readonly number[] };

export type FacetIndex = {
  generation: number;
  // The same object for an index and the updates made from it (rows keep their numbers across
  // them); a whole load starts a new one. What is kept beside the rows (search/text-index.ts)
  // follows it.
  lineage: object;
  // Rows, removed ones (FLAG_REMOVED) included.
  size: number;
  removed: number;
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
  // Every row not removed: the candidates of a list of every product.
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
// An update that would change more than this share of the rows reads the whole table instead.
const MAX_UPDATE_SHARE = 0.25;

const ATTRIBUTES = Object.keys(FILTER_ATTRIBUTES) as FilterAttribute[];

// product_facet's columns in the order rows are handled: a row is an array of their values (a
// million rows read as arrays, not objects, take half the time).
const FACET_COLUMNS = [
  'product_id',
  'listed',
  'brand_id',
  'category_id',
  'subcategory_id',
  'price_cents',
  'total_cents',
  'rating',
  'review_count',
  'click_count',
  'offer_count',
  'first_seen_at',
  'discount_percent',
  'flags',
  'shop_ids',
  ...(Object.keys(FILTER_ATTRIBUTES) as FilterAttribute[]),
] as const satisfies ReadonlyArray<keyof ProductFacetTable>;
const COLUMN = Object.fromEntries(FACET_COLUMNS.map((name, position) => [name, position])) as Record<
  (typeof FACET_COLUMNS)[number],
  number
>;
type FacetValues = readonly unknown[];

function asValues(rows: ReadonlyArray<Selectable<ProductFacetTable>>): FacetValues[] {
  return rows.map((row) => FACET_COLUMNS.map((name) => row[name]));
}

async function yieldToEventLoop(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
}

// The listed products' rows in product order, a chunk at a time. SQLite hands them over as arrays
// straight from the connection; PostgreSQL's rows are turned into arrays.
async function* listedRowChunks(db: Db): AsyncGenerator<FacetValues[]> {
  const sqlite =
    dialectOf(db) === 'sqlite'
      ? sqliteConnectionOf(db)
          .prepare(
            `SELECT ${FACET_COLUMNS.join(', ')} FROM product_facet
              WHERE listed = 1 AND product_id > ? ORDER BY product_id LIMIT ${CHUNK}`,
          )
          .raw(true)
      : null;
  let lastId = 0;
  for (;;) {
    const rows = sqlite
      ? (sqlite.all(lastId) as FacetValues[])
      : asValues(
          await db
            .selectFrom('product_facet')
            .selectAll()
            .where('listed', '=', 1)
            .where('product_id', '>', lastId)
            .orderBy('product_id')
            .limit(CHUNK)
            .execute(),
        );
    if (rows.length === 0) return;
    lastId = Number(rows.at(-1)![COLUMN.product_id]);
    yield rows;
    if (rows.length < CHUNK) return;
    await yieldToEventLoop();
  }
}

// Numbers as a dictionary: code 0 is "none", code n the n-th value seen.
class Dictionary {
  readonly values: number[];
  private readonly codes = new Map<number, number>();
  constructor(values: readonly number[] = [Number.NaN]) {
    this.values = [...values];
    for (let code = 1; code < this.values.length; code++) this.codes.set(this.values[code]!, code);
  }
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

type NumericArray = Int32Array | Int16Array | Uint16Array | Uint8Array | Float64Array;

// Copies `array` into a new one of at least `length` (twice as long when it has to grow).
function grown<T extends NumericArray>(array: T, length: number): T {
  if (length <= array.length) return array;
  const bigger = new (array.constructor as new (n: number) => T)(Math.max(length, array.length * 2));
  bigger.set(array as never);
  return bigger;
}

const PER_ROW_COLUMNS = [
  'productId',
  'brand',
  'category',
  'subcategory',
  'price',
  'total',
  'rating',
  'reviews',
  'clicks',
  'offerCount',
  'firstSeen',
  'discount',
  'flags',
] as const;

// Builds an index's columns: from nothing (a whole load) or from a copy of an index (an update;
// the index in use stays as it was for the requests reading it).
class IndexBuilder {
  size: number;
  columns: Record<(typeof PER_ROW_COLUMNS)[number], NumericArray>;
  codes: Uint16Array[];
  dictionaries: Dictionary[];
  // Shops by row: the previous index's lists, and those rewritten here.
  private readonly previousShops: { start: Int32Array; ids: Int32Array } | null;
  private readonly shops = new Map<number, number[]>();
  private readonly rowOf: Map<number, number>;
  changed = 0;

  constructor(from: FacetIndex | null) {
    this.size = from?.size ?? 0;
    const copy = <T extends NumericArray>(array: T | undefined, empty: T): T =>
      array ? (array.slice() as T) : empty;
    this.columns = {
      productId: copy(from?.productId, new Int32Array(1024)),
      brand: copy(from?.brand, new Int32Array(1024)),
      category: copy(from?.category, new Int32Array(1024)),
      subcategory: copy(from?.subcategory, new Int32Array(1024)),
      price: copy(from?.price, new Int32Array(1024)),
      total: copy(from?.total, new Int32Array(1024)),
      rating: copy(from?.rating, new Int16Array(1024)),
      reviews: copy(from?.reviews, new Int32Array(1024)),
      clicks: copy(from?.clicks, new Int32Array(1024)),
      offerCount: copy(from?.offerCount, new Int32Array(1024)),
      firstSeen: copy(from?.firstSeen, new Float64Array(1024)),
      discount: copy(from?.discount, new Int16Array(1024)),
      flags: copy(from?.flags, new Uint8Array(1024)),
    };
    this.codes = ATTRIBUTES.map((name) => copy(from?.attributes[name].codes, new Uint16Array(1024)));
    this.dictionaries = ATTRIBUTES.map((name) => new Dictionary(from?.attributes[name].values));
    this.previousShops = from ? { start: from.shopStart, ids: from.shopIds } : null;
    this.rowOf = new Map();
    if (from) {
      // Product ids to rows, for the rows an update touches (read from the index, not copied).
      this.rowOfProduct = from.rowOfProduct;
    }
  }

  private rowOfProduct: Int32Array = new Int32Array(0);

  private rowFor(productId: number): number | null {
    const known = this.rowOf.get(productId);
    if (known !== undefined) return known;
    const row = productId < this.rowOfProduct.length ? this.rowOfProduct[productId]! : 0;
    return row === 0 ? null : row - 1;
  }

  private ensure(length: number): void {
    for (const name of PER_ROW_COLUMNS) this.columns[name] = grown(this.columns[name], length);
    this.codes = this.codes.map((codes) => grown(codes, length));
  }

  // Writes a row of the table into the index: over the product's row, as a new row, or (a product
  // no longer listed) as a removed row.
  put(values: FacetValues): void {
    const productId = Number(values[COLUMN.product_id]);
    let at = this.rowFor(productId);
    if (Number(values[COLUMN.listed]) !== 1) {
      if (at !== null) this.remove(at);
      return;
    }
    if (at === null) {
      at = this.size++;
      this.ensure(this.size + 1);
      this.rowOf.set(productId, at);
    }
    this.changed++;
    const c = this.columns;
    const price = values[COLUMN.price_cents] as number | null;
    const total = values[COLUMN.total_cents] as number | null;
    const rating = values[COLUMN.rating] as number | null;
    c.productId[at] = productId;
    c.brand[at] = Number(values[COLUMN.brand_id] ?? 0);
    c.category[at] = Number(values[COLUMN.category_id] ?? 0);
    c.subcategory[at] = Number(values[COLUMN.subcategory_id] ?? 0);
    c.price[at] = price ?? NO_PRICE;
    c.total[at] = total ?? price ?? NO_PRICE;
    c.rating[at] = rating === null ? NO_RATING : Math.round(Number(rating) * 100);
    c.reviews[at] = Number(values[COLUMN.review_count]);
    c.clicks[at] = Number(values[COLUMN.click_count]);
    c.offerCount[at] = Number(values[COLUMN.offer_count]);
    c.firstSeen[at] = new Date(values[COLUMN.first_seen_at] as string | Date).getTime();
    c.discount[at] = Number(values[COLUMN.discount_percent] ?? 0);
    c.flags[at] = Number(values[COLUMN.flags]) & ~FLAG_REMOVED;
    const shopIds = values[COLUMN.shop_ids] as string | null;
    const shops = shopIds ? shopIds.split(',').map(Number) : [];
    if (this.previousShops === null && at === this.size - 1) this.appendShops(at, shops);
    else this.shops.set(at, shops);
    for (let a = 0; a < ATTRIBUTES.length; a++) {
      this.codes[a]![at] = this.dictionaries[a]!.codeOf(values[COLUMN[ATTRIBUTES[a]!]] as number | null);
    }
  }

  // A whole load writes each row's shops straight into the one array, in row order.
  private loadedShopStart = new Int32Array(1024);
  private loadedShopIds = new Int32Array(1024);
  private loadedShopCount = 0;
  private appendShops(at: number, shops: number[]): void {
    this.loadedShopStart = grown(this.loadedShopStart, at + 2);
    this.loadedShopIds = grown(this.loadedShopIds, this.loadedShopCount + shops.length);
    this.loadedShopStart[at] = this.loadedShopCount;
    for (const shop of shops) this.loadedShopIds[this.loadedShopCount++] = shop;
    this.loadedShopStart[at + 1] = this.loadedShopCount;
  }

  private remove(at: number): void {
    this.changed++;
    this.columns.flags[at] = FLAG_REMOVED;
    this.columns.category[at] = 0;
    this.columns.subcategory[at] = 0;
    this.shops.set(at, []);
  }

  // The shop lists as one array, rows' lists rewritten here taking the place of their old ones.
  private shopLists(): { start: Int32Array; ids: Int32Array } {
    if (this.previousShops === null && this.shops.size === 0) {
      return {
        start: this.loadedShopStart.slice(0, this.size + 1),
        ids: this.loadedShopIds.slice(0, this.loadedShopCount),
      };
    }
    const start = new Int32Array(this.size + 1);
    let count = 0;
    const previous = this.previousShops;
    const previousRows = previous ? previous.start.length - 1 : 0;
    for (let row = 0; row < this.size; row++) {
      const rewritten = this.shops.get(row);
      count += rewritten
        ? rewritten.length
        : row < previousRows
          ? previous!.start[row + 1]! - previous!.start[row]!
          : 0;
      start[row + 1] = count;
    }
    const ids = new Int32Array(count);
    for (let row = 0; row < this.size; row++) {
      const rewritten = this.shops.get(row);
      if (rewritten) ids.set(rewritten, start[row]!);
      else if (row < previousRows)
        ids.set(previous!.ids.subarray(previous!.start[row]!, previous!.start[row + 1]!), start[row]!);
    }
    return { start, ids };
  }

  build(
    generation: number,
    lineage: object,
    brands: Array<{ id: number; name: string }>,
    shops: Array<{ id: number; name: string }>,
  ): FacetIndex {
    const size = this.size;
    const trim = <T extends NumericArray>(array: T) => array.subarray(0, size) as T;
    const c = this.columns;
    const productId = trim(c.productId as Int32Array);
    const flags = trim(c.flags as Uint8Array);
    let maxId = 0;
    for (let row = 0; row < size; row++) if (productId[row]! > maxId) maxId = productId[row]!;
    const rowOfProduct = new Int32Array(maxId + 1);
    let removed = 0;
    for (let row = 0; row < size; row++) {
      if ((flags[row]! & FLAG_REMOVED) !== 0) removed++;
      else rowOfProduct[productId[row]!] = row + 1;
    }
    const { start, ids } = this.shopLists();
    const category = trim(c.category as Int32Array);
    const subcategory = trim(c.subcategory as Int32Array);
    const allRows = new Int32Array(size - removed);
    for (let row = 0, at = 0; row < size; row++) if ((flags[row]! & FLAG_REMOVED) === 0) allRows[at++] = row;
    return {
      generation,
      lineage,
      size,
      removed,
      productId,
      brand: trim(c.brand as Int32Array),
      category,
      subcategory,
      price: trim(c.price as Int32Array),
      total: trim(c.total as Int32Array),
      rating: trim(c.rating as Int16Array),
      reviews: trim(c.reviews as Int32Array),
      clicks: trim(c.clicks as Int32Array),
      offerCount: trim(c.offerCount as Int32Array),
      firstSeen: trim(c.firstSeen as Float64Array),
      discount: trim(c.discount as Int16Array),
      flags,
      shopStart: start,
      shopIds: ids,
      attributes: Object.fromEntries(
        ATTRIBUTES.map((name, a) => [
          name,
          { codes: trim(this.codes[a]!), values: this.dictionaries[a]!.values },
        ]),
      ) as unknown as Record<FilterAttribute, AttributeColumn>,
      allRows,
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
}

async function brandsAndShops(db: Db) {
  return Promise.all([
    db.selectFrom('brand').select(['id', 'name']).execute(),
    db.selectFrom('shop').select(['id', 'name']).execute(),
  ]);
}

// The whole table, for one generation.
export async function loadFacetIndex(db: Db, generation: number): Promise<FacetIndex> {
  const builder = new IndexBuilder(null);
  for await (const rows of listedRowChunks(db))
    backgroundWork.slice(() => {
      for (const row of rows) builder.put(row);
    });
  const [brands, shops] = await brandsAndShops(db);
  return backgroundWork.slice(() => builder.build(generation, {}, brands, shops));
}

// The index of a later generation: `index` with the rows written since its generation. Reads the
// whole table instead when much changed, or many rows are removed ones.
export async function updateFacetIndex(db: Db, index: FacetIndex, generation: number): Promise<FacetIndex> {
  const most = Math.floor(index.size * MAX_UPDATE_SHARE) + CHUNK;
  if (index.removed > index.size * MAX_UPDATE_SHARE) return loadFacetIndex(db, generation);
  // Every row written for a later generation than the index's, through product_facet_changed_idx
  // (an import's changes, products no longer listed included); too many, and a whole read is
  // cheaper. An import writes its rows for the generation it ends with, in the transaction that
  // moves the catalog to it, and imports run one at a time (the catalog's write lock): rows the
  // index was read without all have a later generation than the one it was read for.
  const rows = asValues(
    await db
      .selectFrom('product_facet')
      .selectAll()
      .where('changed_generation', '>', index.generation)
      .limit(most + 1)
      .execute(),
  );
  if (rows.length > most) return loadFacetIndex(db, generation);
  // A generation that changed no product (new texts, banners): the same columns serve it.
  if (rows.length === 0) return { ...index, generation };
  const builder = new IndexBuilder(index);
  const [brands, shops] = await brandsAndShops(db);
  return backgroundWork.slice(() => {
    for (const row of rows) builder.put(row);
    return builder.build(generation, index.lineage, brands, shops);
  });
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

// Bytes the index's columns take (its maps of names are small beside them).
export function facetIndexBytes(index: FacetIndex): number {
  let bytes = 0;
  for (const value of Object.values(index)) {
    if (ArrayBuffer.isView(value)) bytes += value.byteLength;
  }
  for (const { codes } of Object.values(index.attributes)) bytes += codes.byteLength;
  for (const group of [index.rowsOfCategory, index.rowsOfSubcategory]) {
    for (const rows of group.values()) bytes += rows.byteLength;
  }
  return bytes;
}
