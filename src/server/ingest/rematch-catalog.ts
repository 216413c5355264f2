import { sql } from 'kysely';
import { refreshProductFacets } from '../catalog/filtering/facet-table.ts';
import { type BulkSql, PostgresBulkSql, SqliteBulkSql } from '../db/bulk-sql.ts';
import { BUMP_CATALOG_GENERATION_SQL } from '../db/catalog-generation.ts';
import { type Db, dialectOf, sqliteConnectionOf } from '../db/database.ts';
import { CATALOG_WRITE_LOCK_ID } from '../db/locks.ts';
import { cleanProductName } from '../matching/clean-name.ts';
import { type OfferAttributes, offerAttributes } from '../matching/offer-attributes.ts';
import {
  attributesFromJson,
  attributesToJson,
  bestMatch,
  candidateLimitOf,
  decideAgainstProduct,
  type MatchTarget,
  matchKeysOf,
  mergeAttributes,
  ShopList,
  variantOf,
} from '../matching/product-matcher.ts';
import { reindexSearch } from '../search/search-index.ts';
import { CatalogWriter } from './catalog-writer.ts';
import { publicProductId } from './product-identity.ts';

// `npm run match`: the whole catalog looked at again with the current matching rules, as imports
// apply them (issue 15). In order:
// 1. products stored before matching existed get their attributes and keys, and products still
//    named with their shop's title get a clean name (c10_product_name);
// 2. splits: an offer that joined a product by model number or line, and that the rules no longer
//    put there, gets a product of its own again;
// 3. merges: a product without a GTIN that the rules find to be an older product moves its offers
//    there; its address redirects there from then on.
// Everything runs in one transaction under the catalog's write lock; a dry run reports the same
// and rolls back.

export type MatchChange = {
  productId: string;
  name: string;
  intoProductId: string;
  intoName: string;
  reason: string;
  detail: string;
};

export type SplitChange = { productId: string; name: string; shop: string; offerTitle: string };

export type RematchReport = {
  productsRead: number;
  productsIndexed: number;
  productsRenamed: number;
  merges: MatchChange[];
  splits: SplitChange[];
};

const BATCH = 2000;

class DryRun extends Error {}

export async function rematchCatalog(db: Db, options: { apply: boolean }): Promise<RematchReport> {
  let report: RematchReport | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      const bulk: BulkSql =
        dialectOf(db) === 'postgres' ? new PostgresBulkSql(trx) : new SqliteBulkSql(sqliteConnectionOf(db));
      if (bulk.dialect === 'postgres')
        await sql`SELECT pg_advisory_xact_lock(${CATALOG_WRITE_LOCK_ID})`.execute(trx);
      report = await rematch(bulk, db);
      if (!options.apply) throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  return report!;
}

type ProductRow = {
  id: number;
  id_c10: string;
  name: string;
  product_name: string;
  gtin: string | null;
  match_attributes: string | null;
};
type OfferRow = {
  id: number;
  product_id: number;
  shop_id: number;
  product_name: string;
  match_reason: string | null;
  shop_name: string;
  brand: string | null;
  model: string | null;
  match_detail: string | null;
  // The opening of the product's description, which the founding offer gave.
  description_opening: string | null;
};

async function rematch(bulk: BulkSql, db: Db): Promise<RematchReport> {
  const observedAt = new Date().toISOString();
  // Only its summaries and sequences are used: the run id is never written.
  const writer = new CatalogWriter(bulk, { runId: 0, observedAt, dealMinDropPercent: 0 });
  const touched = new Set<number>();
  const [max] = await bulk.query<{ max_id: number | null }>('SELECT MAX(id) AS max_id FROM product');
  let nextProductId = Number(max?.max_id ?? 0);
  const report: RematchReport = {
    productsRead: 0,
    productsIndexed: 0,
    productsRenamed: 0,
    merges: [],
    splits: [],
  };

  for (let afterId = 0; ; ) {
    const products = await bulk.query<ProductRow>(
      `SELECT id, id_c10, name, product_name, gtin, match_attributes FROM product
        WHERE id > ? AND merged_into_id IS NULL ORDER BY id LIMIT ${BATCH}`,
      [afterId],
    );
    if (products.length === 0) break;
    afterId = Number(products.at(-1)!.id);
    report.productsRead += products.length;
    const offers = await offersOf(
      bulk,
      products.map((product) => Number(product.id)),
    );

    // 1 and 2: each product's attributes from the offers that made it, then each offer matching
    // brought, checked again in the order they came.
    const stored: Array<[number, string]> = [];
    const renamed: Array<[number, string]> = [];
    const keyRows: unknown[][] = [];
    for (const product of products) {
      const id = Number(product.id);
      const list = offers.get(id) ?? [];
      // A name that is still the shop's title was written before names were cleaned; a name
      // written any other way is left alone.
      if (product.name === product.product_name && list.length > 0) {
        const name = cleanNameOf(product.product_name, list[0]!, product.gtin !== null);
        if (name !== product.name) {
          renamed.push([id, name]);
          touched.add(id);
        }
      }
      const founding = list.filter((offer) => offer.match_reason === null || offer.match_reason === 'gtin');
      let target = null as { attributes: OfferAttributes; shops: ShopList } | null;
      // Each offer is a listing of the product as its shop words it: an import may have joined an
      // offer through another shop's listing (decideAgainstProduct), and so is it checked here.
      const add = (offer: OfferRow, attributes: OfferAttributes) => {
        const shop = String(offer.shop_id);
        if (target) {
          target.attributes = mergeAttributes(target.attributes, attributes);
          target.shops.add(shop, variantOf(attributes), null, [], attributes);
        } else
          target = { attributes, shops: new ShopList(shop, variantOf(attributes), null, [], attributes) };
      };
      for (const offer of founding.length > 0 ? founding : list.slice(0, 1)) {
        const attributes = attributesOfOffer(offer);
        add(offer, product.gtin !== null ? { ...attributes, oneColour: true } : attributes);
      }
      for (const offer of list) {
        if (offer.match_reason !== 'model' && offer.match_reason !== 'line' && offer.match_reason !== 'game')
          continue;
        if (founding.length === 0 && offer === list[0]) continue;
        const attributes = attributesOfOffer(offer);
        if (target && decideAgainstProduct({ shop: String(offer.shop_id), attributes }, target)) {
          add(offer, attributes);
          continue;
        }
        report.splits.push({
          productId: product.id_c10,
          name: product.name,
          shop: offer.shop_name,
          offerTitle: offer.product_name,
        });
        const split = await splitOffer(bulk, offer, id, nextProductId, attributes);
        nextProductId = split.nextProductId;
        touched.add(id);
        touched.add(split.productId);
      }
      if (!target) continue;
      const json = attributesToJson(target.attributes);
      if (json !== product.match_attributes) {
        stored.push([id, json]);
        if (product.match_attributes === null) report.productsIndexed++;
        product.match_attributes = json;
        for (const key of matchKeysOf(target.attributes)) keyRows.push([key, id]);
      }
    }
    await bulk.updateManyById('product', [['match_attributes', 'text']], stored);
    await bulk.updateManyById('product', [['name', 'text']], renamed);
    report.productsRenamed += renamed.length;
    await bulk.insertMany(
      'product_match_key',
      ['key', 'product_id'],
      keyRows,
      'ON CONFLICT (key, product_id) DO NOTHING',
    );

    // 3. Products without a GTIN that are an older product.
    await mergeBatch(bulk, products, report, touched);
  }

  for (const id of touched) writer.touch(id);
  await writer.refreshProductSummaries();
  await refreshProductFacets(bulk, writer.searchIndexChanges);
  await reindexSearch(bulk, writer.searchIndexChanges, db);
  await writer.syncIdSequences();
  if (touched.size > 0) await bulk.run(BUMP_CATALOG_GENERATION_SQL);
  return report;
}

async function offersOf(bulk: BulkSql, productIds: readonly number[]): Promise<Map<number, OfferRow[]>> {
  const rows = await bulk.selectIn<OfferRow>(
    `SELECT o.id, o.product_id, o.shop_id, o.product_name, o.match_reason, o.match_detail, s.name AS shop_name,
            b.name AS brand, p.model, substr(p.description, 1, ${DESCRIPTION_READ}) AS description_opening
       FROM offer o JOIN product p ON p.id = o.product_id JOIN shop s ON s.id = o.shop_id
       LEFT JOIN brand b ON b.id = p.brand_id
      WHERE o.product_id IN`,
    productIds,
    'ORDER BY o.id',
  );
  const byProduct = new Map<number, OfferRow[]>();
  for (const row of rows) {
    const list = byProduct.get(Number(row.product_id)) ?? [];
    list.push(row);
    byProduct.set(Number(row.product_id), list);
  }
  return byProduct;
}

// Enough of a description for its opening, whatever markup it starts with.
const DESCRIPTION_READ = 320;

function attributesOfOffer(offer: OfferRow): OfferAttributes {
  const founding = offer.match_reason === null || offer.match_reason === 'gtin';
  const attributes = offerAttributes({
    title: offer.product_name,
    brand: offer.brand,
    model: offer.model,
    // The product's description is the founding offer's own.
    description: founding ? offer.description_opening : null,
  });
  // An offer an import joined by the model number its own description gave (its title gives none):
  // offers' descriptions are not kept, so the number it was joined by stands in for it.
  if (offer.match_reason === 'model' && attributes.modelCodes.length === 0 && offer.match_detail) {
    return { ...attributes, describedCodes: [offer.match_detail] };
  }
  return attributes;
}

// The name an import gives a product founded by this title (see prepareOffer).
function cleanNameOf(title: string, offer: OfferRow, keepColour: boolean): string {
  const attributes = offerAttributes({ title, brand: offer.brand, model: offer.model });
  return cleanProductName({ title, brand: offer.brand, attributes, keepColour });
}

// The offer goes back to a product of its own: the one it made once, if it was merged away, or a
// new one copied from the product it leaves, named after the offer.
async function splitOffer(
  bulk: BulkSql,
  offer: OfferRow,
  fromId: number,
  nextProductId: number,
  attributes: OfferAttributes,
): Promise<{ productId: number; nextProductId: number }> {
  const [shop] = await bulk.query<{ advertiser_id: string }>('SELECT advertiser_id FROM shop WHERE id = ?', [
    offer.shop_id,
  ]);
  const [own] = await bulk.query<{ merchant_product_id: string }>(
    'SELECT merchant_product_id FROM offer WHERE id = ?',
    [offer.id],
  );
  const identityKey = `shop:${shop!.advertiser_id}:${own!.merchant_product_id}`;
  const [existing] = await bulk.query<{ id: number }>('SELECT id FROM product WHERE identity_key = ?', [
    identityKey,
  ]);
  let productId: number;
  if (existing) {
    productId = Number(existing.id);
    await bulk.run('UPDATE product SET merged_into_id = NULL, match_attributes = ? WHERE id = ?', [
      attributesToJson(attributes),
      productId,
    ]);
  } else {
    productId = ++nextProductId;
    await bulk.run(
      `INSERT INTO product (id, id_c10, identity_key, gtin, name, product_name, match_attributes, ${COPIED_COLUMNS})
       SELECT ?, ?, ?, NULL, ?, ?, ?, ${COPIED_COLUMNS} FROM product WHERE id = ?`,
      [
        productId,
        publicProductId(identityKey),
        identityKey,
        cleanProductName({ title: offer.product_name, brand: offer.brand, attributes }),
        offer.product_name,
        attributesToJson(attributes),
        fromId,
      ],
    );
  }
  await bulk.run('UPDATE offer SET product_id = ?, match_reason = NULL, match_detail = NULL WHERE id = ?', [
    productId,
    offer.id,
  ]);
  await bulk.insertMany(
    'product_match_key',
    ['key', 'product_id'],
    matchKeysOf(attributes).map((key) => [key, productId]),
    'ON CONFLICT (key, product_id) DO NOTHING',
  );
  return { productId, nextProductId };
}

const COPIED_COLUMNS = [
  'short_description',
  'description',
  'brand_id',
  'category_id',
  'subcategory_id',
  'merchant_category',
  'model',
  'colour',
  'keywords',
  'isbn',
  'specifications',
  'large_image',
  'merchant_image_url',
  'alternate_image',
  'alternate_image_two',
  'alternate_image_three',
  'first_seen_at',
  'updated_at',
].join(', ');

async function mergeBatch(
  bulk: BulkSql,
  products: readonly ProductRow[],
  report: RematchReport,
  touched: Set<number>,
): Promise<void> {
  const loose = products.filter((product) => product.gtin === null && product.match_attributes !== null);
  const keysOf = new Map(
    loose.map((product) => [Number(product.id), matchKeysOf(attributesFromJson(product.match_attributes!))]),
  );
  const allKeys = [...new Set([...keysOf.values()].flat())];
  const candidatesByKey = new Map<string, number[]>();
  for (const row of await bulk.selectIn<{ key: string; product_id: number }>(
    'SELECT key, product_id FROM product_match_key WHERE key IN',
    allKeys,
    'ORDER BY product_id',
  )) {
    const list = candidatesByKey.get(row.key) ?? [];
    if (list.length < candidateLimitOf(row.key)) list.push(Number(row.product_id));
    candidatesByKey.set(row.key, list);
  }
  const candidateIds = [...new Set([...candidatesByKey.values()].flat())];
  const targets = await loadTargets(bulk, candidateIds);
  for (const product of loose) {
    const id = Number(product.id);
    const self = targets.get(id);
    if (!self) continue;
    const older = new Map<number, MatchTarget>();
    for (const key of keysOf.get(id)!) {
      for (const other of candidatesByKey.get(key) ?? []) {
        const target = targets.get(other);
        if (other >= id || !target || target.mergedInto !== null) continue;
        // A product sold by a shop is never given another offer of that shop.
        if ([...self.shops].some((shop) => target.shops.has(shop))) continue;
        older.set(other, target);
      }
    }
    const [shop = ''] = self.shops;
    const found = bestMatch({ shop, attributes: self.attributes }, older);
    if (!found) continue;
    const into = targets.get(found.key)!;
    into.attributes = mergeAttributes(into.attributes, self.attributes);
    for (const s of self.shops) into.shops.add(s);
    self.mergedInto = found.key;
    report.merges.push({
      productId: product.id_c10,
      name: product.name,
      intoProductId: into.publicId,
      intoName: into.name,
      reason: found.decision.reason,
      detail: found.decision.detail,
    });
    await bulk.run(
      `UPDATE offer SET product_id = ?, match_reason = ?, match_detail = ? WHERE product_id = ?`,
      [found.key, found.decision.reason, found.decision.detail, id],
    );
    await bulk.run(
      `INSERT INTO product_match_key (key, product_id) SELECT key, ? FROM product_match_key WHERE product_id = ?
       ON CONFLICT (key, product_id) DO NOTHING`,
      [found.key, id],
    );
    await bulk.run('DELETE FROM product_match_key WHERE product_id = ?', [id]);
    await bulk.run('UPDATE product SET merged_into_id = ? WHERE id = ?', [found.key, id]);
    await bulk.run('UPDATE product SET match_attributes = ? WHERE id = ?', [
      attributesToJson(into.attributes),
      found.key,
    ]);
    touched.add(id);
    touched.add(found.key);
  }
}

type LoadedTarget = MatchTarget & {
  attributes: OfferAttributes;
  shops: Set<string>;
  publicId: string;
  name: string;
  mergedInto: number | null;
};

async function loadTargets(bulk: BulkSql, ids: readonly number[]): Promise<Map<number, LoadedTarget>> {
  const targets = new Map<number, LoadedTarget>();
  for (const row of await bulk.selectIn<ProductRow & { merged_into_id: number | null }>(
    'SELECT id, id_c10, name, gtin, match_attributes, merged_into_id FROM product WHERE match_attributes IS NOT NULL AND id IN',
    ids,
  )) {
    targets.set(Number(row.id), {
      attributes: attributesFromJson(row.match_attributes!),
      shops: new Set(),
      publicId: row.id_c10,
      name: row.name,
      mergedInto: row.merged_into_id === null ? null : Number(row.merged_into_id),
    });
  }
  for (const row of await bulk.selectIn<{ product_id: number; shop_id: number }>(
    'SELECT DISTINCT product_id, shop_id FROM offer WHERE product_id IN',
    [...targets.keys()],
  )) {
    targets.get(Number(row.product_id))?.shops.add(String(row.shop_id));
  }
  return targets;
}
