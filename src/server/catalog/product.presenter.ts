import { toSafeImageUrl } from '../../shared/image-url.ts';
import type { ProductCondition, ProductListItem, ProductOffer } from '../../shared/product.ts';
import { displayGtin } from './gtin.ts';
import type { CurrentOfferRow } from './offer.repository.ts';
import type { ProductListRow } from './product.repository.ts';

// The one place where database rows become the spec's public JSON field names.

const toEuros = (cents: number | null): number | null => (cents === null ? null : cents / 100);

export function presentProductListItem(row: ProductListRow): ProductListItem {
  return {
    id: row.id,
    id_c10: row.id_c10,
    c10_product_name: row.name,
    product_name: row.product_name,
    aw_deep_link: row.deep_link,
    // Checked again: rows stored by an earlier importer may hold protocol-relative or http images.
    large_image: toSafeImageUrl(row.large_image),
    merchant_image_url: toSafeImageUrl(row.merchant_image_url),
    alternate_image: toSafeImageUrl(row.alternate_image),
    alternate_image_two: toSafeImageUrl(row.alternate_image_two),
    alternate_image_three: toSafeImageUrl(row.alternate_image_three),
    search_price: toEuros(row.price_cents),
    // The struck-out price is the offer's own lowest price of the 30 days before the drop, and
    // only while the deal lasts; never the shop's "was" price (see deals/deal-rule.ts).
    product_price_old: row.is_deal === 1 ? toEuros(row.reference_price_cents) : null,
    rating_c10: row.rating,
    contador_c10: row.review_count,
    merchant_name: row.shop_name,
    merchant_category: row.merchant_category,
    // Ours (enrichment/: the rules', or a model's when one is configured) once written, else the
    // feed's own.
    short_description_c10: row.short_description_c10 ?? row.short_description,
    description: row.description,
    // Only the enrichment job writes this (from the feed's data, by rules or a model); null until
    // it has seen the product.
    descripcion_c10: row.description_c10,
    condition: (row.condition as ProductCondition | null) ?? null,
    keywords: row.keywords,
    ean: row.gtin ? displayGtin(row.gtin) : null,
    isbn: row.isbn,
    product_model: row.model,
    colour: row.colour,
    travel_location: null,
    travel_hotel_name: null,
    travel_destination_city: null,
    travel_destination_country: null,
    travel_destination_type: null,
    specifications: row.specifications,
    brand_name: row.brand_name,
    category_name: row.category_name,
    category_slug: row.category_slug,
    subcategory_name: row.subcategory_name,
    subcategory_slug: row.subcategory_slug,
    offer_count: row.offer_count,
    lowest_price: toEuros(row.lowest_price_cents),
    highest_price: toEuros(row.highest_price_cents),
    discount_percent: row.is_deal === 1 ? row.discount_percent : null,
    deal_since: row.is_deal === 1 ? row.deal_since : null,
    currency: row.currency ?? 'EUR',
    delivery_cost: toEuros(row.delivery_cost_cents),
    in_stock: row.in_stock === 1,
    // An available offer was confirmed by its shop's latest applied feed.
    last_updated: row.last_import_at,
  };
}

export function presentProductOffer(row: CurrentOfferRow): ProductOffer {
  const price = row.price_cents / 100;
  const delivery = toEuros(row.delivery_cost_cents);
  return {
    offer_id: row.id,
    merchant_name: row.shop_name,
    merchant_logo_url: toSafeImageUrl(row.shop_logo_url),
    product_name: row.product_name,
    aw_deep_link: row.deep_link,
    price,
    delivery_cost: delivery,
    total_price: (row.price_cents + (row.delivery_cost_cents ?? 0)) / 100,
    currency: row.currency,
    condition: (row.condition as ProductCondition) ?? 'new',
    // Read from the title by the reader (http/readers.ts): colour words are matching's knowledge.
    colour: null,
    in_stock: row.in_stock === 1,
    is_deal: row.is_deal === 1,
    reference_price: row.is_deal === 1 ? toEuros(row.reference_price_cents) : null,
    discount_percent: row.is_deal === 1 ? row.discount_percent : null,
    last_updated: row.last_import_at ?? row.content_changed_at,
    grouped_by: groupedBy(row.match_reason, row.match_detail),
  };
}

function groupedBy(reason: string | null, detail: string | null): ProductOffer['grouped_by'] {
  if (
    reason !== 'gtin' &&
    reason !== 'model' &&
    reason !== 'line' &&
    reason !== 'title' &&
    reason !== 'game'
  ) {
    return null;
  }
  return { reason, detail: detail ?? '' };
}
