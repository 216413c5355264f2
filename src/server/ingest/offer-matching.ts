import type { BulkSql } from '../db/bulk-sql.ts';
import { type OfferAttributes, offerAttributes } from '../matching/offer-attributes.ts';
import {
  attributesFromJson,
  attributesToJson,
  candidateLimitOf,
  type MatchDecision,
  MatchIndex,
  type MatchReason,
  matchKeysOf,
} from '../matching/product-matcher.ts';

// Matching inside an import, one batch of new offers at a time (issue 15): the products the
// batch's offers could join are read through the match-key index (model numbers, brand + line),
// held in memory with the products the run creates, and what changed is written back after each
// batch: the keys of new products and of offers that joined one, and the merged attributes of the
// products joined. A key's products are read from the database once a run: later batches find the
// products the run created or joined in memory. Past MAX_PRODUCTS_HELD the memory is let go and
// reading starts over, so a run of millions of offers stays within bounds.

export type MatchingOffer = { shopId: number; attributes: OfferAttributes };

const MAX_PRODUCTS_HELD = 200_000;
// A product's listings read back to compare an offer with: the first few shops' are enough.
const MAX_LISTINGS_READ_BACK = 8;

export class RunMatching {
  private index = new MatchIndex();
  private keysRead = new Set<string>();
  // The attributes of products read from the database, as stored (or last written): a product an
  // offer joined whose merged attributes come out the same (the offer said nothing new) is not
  // written again.
  private storedJson = new Map<number, string>();
  // Products created in this run, and products from before that an offer joined (to store their
  // merged attributes), since the last write.
  private readonly createdHere = new Set<number>();
  private readonly joinedExisting = new Set<number>();
  // Keys of products created since the last write: no such product had a key stored, so these go
  // in as they are (COPY on PostgreSQL), once each. Half a first load's server time in the rows stage
  // was these keys inserted one by one with ON CONFLICT (docs/benchmarks.md).
  private newProductKeys = new Map<string, [string, number]>();
  // Keys of offers that joined an older product, which may have them already: written with ON
  // CONFLICT, in the order offers were met.
  private keyRows: Array<[string, number]> = [];

  // Products with a higher id were created by this run and, until the memory is let go, are all
  // held in it: the database is asked only for older ones (none at all on a first load).
  private readFromDatabaseUpToId = Number.MAX_SAFE_INTEGER;

  constructor(private readonly sql: BulkSql) {}

  startRun(productIdBeforeRun: number): void {
    this.readFromDatabaseUpToId = productIdBeforeRun;
  }

  // Reads the candidates of a batch's offers, and the products named (those the batch's GTINs
  // already belong to), whose attributes the offers joining them add to.
  async prepareBatch(offers: readonly MatchingOffer[], productsNamed: Iterable<number>): Promise<void> {
    if (this.index.size > MAX_PRODUCTS_HELD) {
      this.index = new MatchIndex();
      this.keysRead = new Set();
      this.storedJson = new Map();
      this.readFromDatabaseUpToId = Number.MAX_SAFE_INTEGER;
    }
    // A first load has no older products: no key is read, none need be remembered.
    const older: string[] = [];
    if (this.readFromDatabaseUpToId > 0) {
      for (const { attributes } of offers) {
        for (const key of matchKeysOf(attributes)) {
          if (this.keysRead.has(key)) continue;
          this.keysRead.add(key);
          older.push(key);
        }
      }
    }
    const perKey = new Map<string, number>();
    const productIds = new Set<number>([...productsNamed].filter((id) => !this.index.has(id)));
    for (const row of await this.sql.selectIn<{ key: string; product_id: number }>(
      'SELECT key, product_id FROM product_match_key WHERE product_id <= ? AND key IN',
      older,
      '',
      [this.readFromDatabaseUpToId],
    )) {
      const id = Number(row.product_id);
      const count = perKey.get(row.key) ?? 0;
      if (count >= candidateLimitOf(row.key) || this.index.has(id)) continue;
      perKey.set(row.key, count + 1);
      productIds.add(id);
    }
    if (productIds.size === 0) return;
    const ids = [...productIds];
    // Each shop selling a product, and whether its offers there all joined by close titles.
    const shopsOf = new Map<number, Array<{ shop: number; byTitle: boolean }>>();
    for (const row of await this.sql.selectIn<{ product_id: number; shop_id: number; by_title: number }>(
      `SELECT product_id, shop_id, MIN(CASE WHEN match_reason = 'title' THEN 1 ELSE 0 END) AS by_title
       FROM offer WHERE product_id IN`,
      ids,
      'GROUP BY product_id, shop_id',
    )) {
      const list = shopsOf.get(Number(row.product_id)) ?? [];
      list.push({ shop: Number(row.shop_id), byTitle: Number(row.by_title) === 1 });
      shopsOf.set(Number(row.product_id), list);
    }
    for (const row of await this.sql.selectIn<{ id: number; match_attributes: string | null }>(
      'SELECT id, match_attributes FROM product WHERE match_attributes IS NOT NULL AND id IN',
      ids,
    )) {
      const id = Number(row.id);
      const attributes = attributesFromJson(row.match_attributes!);
      this.storedJson.set(id, row.match_attributes!);
      // Every shop marks the product as sold by it; their offers' keys are stored already.
      for (const { shop, byTitle } of shopsOf.get(id) ?? [{ shop: 0, byTitle: false }]) {
        this.index.add(id, { shop: String(shop), attributes }, false, byTitle ? 'title' : null);
      }
    }
    await this.readBackListings(ids.filter((id) => (shopsOf.get(id)?.length ?? 0) > 1));
  }

  // How each shop words a product several shops sell, read again from its offers' titles, so that an
  // offer may join it through any of them as it would within one run (decideAgainstProduct).
  private async readBackListings(productIds: readonly number[]): Promise<void> {
    if (productIds.length === 0) return;
    const listings = new Map<number, OfferAttributes[]>();
    for (const row of await this.sql.selectIn<{
      product_id: number;
      product_name: string;
      brand: string | null;
      model: string | null;
    }>(
      `SELECT o.product_id, o.product_name, b.name AS brand, p.model
         FROM offer o JOIN product p ON p.id = o.product_id LEFT JOIN brand b ON b.id = p.brand_id
        WHERE o.product_id IN`,
      productIds,
      'ORDER BY o.id',
    )) {
      const id = Number(row.product_id);
      const list = listings.get(id) ?? [];
      if (list.length >= MAX_LISTINGS_READ_BACK) continue;
      list.push(offerAttributes({ title: row.product_name, brand: row.brand, model: row.model }));
      listings.set(id, list);
    }
    for (const [id, list] of listings) this.index.addReadBackListings(id, list);
  }

  find(offer: MatchingOffer): { productId: number; decision: MatchDecision } | null {
    const found = this.index.find({ shop: String(offer.shopId), attributes: offer.attributes });
    return found ? { productId: found.key, decision: found.decision } : null;
  }

  // A product the batch creates from the offer.
  created(productId: number, offer: MatchingOffer): void {
    this.createdHere.add(productId);
    this.remember(productId, offer);
  }

  // An offer that joins a product (by GTIN or by matching: reason is then the decision's).
  joined(productId: number, offer: MatchingOffer, reason: MatchReason | null): void {
    if (!this.createdHere.has(productId)) this.joinedExisting.add(productId);
    this.remember(productId, offer, reason);
  }

  // The attributes to store with a product the batch created, merged over the offers that joined it.
  attributesJsonOf(productId: number): string | null {
    const attributes = this.index.attributesOf(productId);
    return attributes ? attributesToJson(attributes) : null;
  }

  // After each batch, with its products and offers written.
  async writeBatch(): Promise<void> {
    await this.sql.insertMany('product_match_key', ['key', 'product_id'], [...this.newProductKeys.values()]);
    await this.sql.insertMany(
      'product_match_key',
      ['key', 'product_id'],
      this.keyRows,
      'ON CONFLICT (key, product_id) DO NOTHING',
    );
    const changed: unknown[][] = [];
    for (const id of this.joinedExisting) {
      const json = this.attributesJsonOf(id);
      if (json !== null && json === this.storedJson.get(id)) continue;
      changed.push([id, json]);
      if (json !== null && this.storedJson.has(id)) this.storedJson.set(id, json);
    }
    await this.sql.updateManyById('product', [['match_attributes', 'text']], changed);
    this.keyRows = [];
    this.newProductKeys = new Map();
    this.joinedExisting.clear();
    this.createdHere.clear();
  }

  private remember(productId: number, offer: MatchingOffer, reason: MatchReason | null = null): void {
    this.index.add(productId, { shop: String(offer.shopId), attributes: offer.attributes }, true, reason);
    const createdHere = this.createdHere.has(productId);
    for (const key of matchKeysOf(offer.attributes)) {
      if (createdHere) this.newProductKeys.set(`${productId}\u001f${key}`, [key, productId]);
      else this.keyRows.push([key, productId]);
    }
  }
}
