import type { BulkSql } from '../db/bulk-sql.ts';
import type { OfferAttributes } from '../matching/offer-attributes.ts';
import {
  attributesFromJson,
  MAX_CANDIDATES_PER_KEY,
  type MatchDecision,
  MatchIndex,
  matchKeysOf,
} from '../matching/product-matcher.ts';

// Matching inside an import, one batch of new offers at a time (issue 15): the products the
// batch's offers could join are read through the match-key index (model numbers, brand + line),
// held in memory with the products the batch creates, and what changed is written back: the keys
// of new products and of offers that joined one, and the merged attributes of products joined.
// Earlier batches of the same run are in the database already (same transaction), so an offer can
// join a product created a batch before.

export type MatchingOffer = { shopId: number; attributes: OfferAttributes };

export class BatchMatching {
  private readonly index = new MatchIndex();
  // Products that were in the database before this batch and that an offer joined.
  private readonly joinedExisting = new Set<number>();
  private readonly createdHere = new Set<number>();
  private readonly keyRows = new Map<string, [string, number]>();

  private constructor(private readonly sql: BulkSql) {}

  // Reads the candidates of every offer of the batch in three queries, and the products named (those
  // the batch's GTINs already belong to), whose attributes the offers joining them add to.
  static async load(
    sql: BulkSql,
    offers: readonly MatchingOffer[],
    productsNamed: Iterable<number>,
  ): Promise<BatchMatching> {
    const matching = new BatchMatching(sql);
    const keys = [...new Set(offers.flatMap(({ attributes }) => matchKeysOf(attributes)))];
    const perKey = new Map<string, number>();
    const productIds = new Set<number>(productsNamed);
    for (const row of await sql.selectIn<{ key: string; product_id: number }>(
      'SELECT key, product_id FROM product_match_key WHERE key IN',
      keys,
    )) {
      const count = perKey.get(row.key) ?? 0;
      if (count >= MAX_CANDIDATES_PER_KEY) continue;
      perKey.set(row.key, count + 1);
      productIds.add(Number(row.product_id));
    }
    if (productIds.size === 0) return matching;
    const ids = [...productIds];
    const shops = await sql.selectIn<{ product_id: number; shop_id: number }>(
      'SELECT DISTINCT product_id, shop_id FROM offer WHERE product_id IN',
      ids,
    );
    const shopsOf = new Map<number, number[]>();
    for (const row of shops) {
      const list = shopsOf.get(Number(row.product_id)) ?? [];
      list.push(Number(row.shop_id));
      shopsOf.set(Number(row.product_id), list);
    }
    for (const row of await sql.selectIn<{ id: number; match_attributes: string | null }>(
      'SELECT id, match_attributes FROM product WHERE match_attributes IS NOT NULL AND id IN',
      ids,
    )) {
      const id = Number(row.id);
      const attributes = attributesFromJson(row.match_attributes!);
      const [first = 0, ...others] = shopsOf.get(id) ?? [];
      matching.index.add(id, { shop: String(first), attributes });
      // The other shops only mark the product as sold by them; their offers' keys are stored.
      for (const shop of others) matching.index.add(id, { shop: String(shop), attributes });
    }
    return matching;
  }

  find(offer: MatchingOffer): { productId: number; decision: MatchDecision } | null {
    const found = this.index.find({ shop: String(offer.shopId), attributes: offer.attributes });
    return found ? { productId: found.key, decision: found.decision } : null;
  }

  // A product this batch creates from the offer.
  created(productId: number, offer: MatchingOffer): void {
    this.createdHere.add(productId);
    this.remember(productId, offer);
  }

  // An offer that joins a product (by GTIN or by matching).
  joined(productId: number, offer: MatchingOffer): void {
    if (!this.createdHere.has(productId)) this.joinedExisting.add(productId);
    this.remember(productId, offer);
  }

  // The attributes to store with a product the batch created, merged over the offers that joined it.
  attributesJsonOf(productId: number): string | null {
    const attributes = this.index.attributesOf(productId);
    return attributes ? JSON.stringify(attributes) : null;
  }

  async write(): Promise<void> {
    await this.sql.insertMany(
      'product_match_key',
      ['key', 'product_id'],
      [...this.keyRows.values()],
      'ON CONFLICT (key, product_id) DO NOTHING',
    );
    await this.sql.updateManyById(
      'product',
      [['match_attributes', 'text']],
      [...this.joinedExisting].map((id) => [id, this.attributesJsonOf(id)]),
    );
  }

  private remember(productId: number, offer: MatchingOffer): void {
    this.index.add(productId, { shop: String(offer.shopId), attributes: offer.attributes });
    for (const key of matchKeysOf(offer.attributes))
      this.keyRows.set(`${key}\u001f${productId}`, [key, productId]);
  }
}
