import type { Db } from '../db/database.ts';
import { conflictingAttributes, type OfferAttributes, offerAttributes } from './offer-attributes.ts';

// A read-only look at the catalog with the matching rules (issue 15, `npm run match`): products that
// share a GTIN although their offers are clearly different things (a feed error: a case sold under
// the phone's barcode). They are reported for a person to look at, never split on this alone.

export type GtinConflict = {
  productId: string;
  gtin: string;
  reason: string;
  offers: Array<{ shop: string; title: string }>;
};

export type CatalogReview = {
  productsRead: number;
  gtinConflicts: GtinConflict[];
};

const BATCH = 5000;

// Map.groupBy arrives with Node 21.
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

type OfferRow = { product_id: number; product_name: string; shop: string };
type ProductRow = {
  id: number;
  id_c10: string;
  gtin: string | null;
  name: string;
  model: string | null;
  brand: string | null;
};

// Offers under one GTIN that cannot be one product: a conflict of attributes, or a device and an
// accessory for it.
function gtinConflictOf(offers: ReadonlyArray<{ attributes: OfferAttributes }>): string | null {
  for (let i = 0; i < offers.length; i++) {
    for (let j = i + 1; j < offers.length; j++) {
      const [a, b] = [offers[i]!.attributes, offers[j]!.attributes];
      const conflict = conflictingAttributes(a, b) ?? (a.accessory !== b.accessory ? 'accessory' : null);
      if (conflict) return conflict;
    }
  }
  return null;
}

export async function reviewCatalog(db: Db): Promise<CatalogReview> {
  const gtinConflicts: GtinConflict[] = [];
  let productsRead = 0;
  for (let afterId = 0; ; ) {
    const products = (await db
      .selectFrom('product')
      .where('product.gtin', 'is not', null)
      .leftJoin('brand', 'brand.id', 'product.brand_id')
      .select([
        'product.id',
        'product.id_c10',
        'product.gtin',
        'product.product_name as name',
        'product.model',
        'brand.name as brand',
      ])
      .where('product.id', '>', afterId)
      .orderBy('product.id')
      .limit(BATCH)
      .execute()) as ProductRow[];
    if (products.length === 0) break;
    afterId = products.at(-1)!.id;
    productsRead += products.length;

    const withGtin = products.filter((product) => product.gtin !== null);
    const offers =
      withGtin.length === 0
        ? []
        : ((await db
            .selectFrom('offer')
            .innerJoin('shop', 'shop.id', 'offer.shop_id')
            .select(['offer.product_id', 'offer.product_name', 'shop.name as shop'])
            .where('offer.is_available', '=', 1)
            .where(
              'offer.product_id',
              'in',
              withGtin.map((product) => product.id),
            )
            .execute()) as OfferRow[]);
    const offersOf = groupBy(offers, (offer) => offer.product_id);
    for (const product of withGtin) {
      const listed = (offersOf.get(product.id) ?? []).map((offer) => ({
        ...offer,
        attributes: offerAttributes({ title: offer.product_name, brand: product.brand }),
      }));
      if (listed.length < 2) continue;
      const reason = gtinConflictOf(listed);
      if (reason) {
        gtinConflicts.push({
          productId: product.id_c10,
          gtin: product.gtin!,
          reason,
          offers: listed.map((offer) => ({ shop: offer.shop, title: offer.product_name })),
        });
      }
    }
  }
  return { productsRead, gtinConflicts };
}
