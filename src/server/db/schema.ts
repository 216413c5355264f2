import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

// Table types for Kysely. Columns are snake_case as in SQL; timestamps are ISO-8601 UTC text on
// both dialects (see database.ts), prices are integer euro cents, flags are 0/1 integers so the
// same parameters work on SQLite and PostgreSQL.

export type Flag = 0 | 1;

export interface ShopTable {
  id: Generated<number>;
  advertiser_id: string;
  name: string;
  description: string | null;
  logo_url: string | null;
  display_url: string | null;
  tracking_url: string | null;
  in_directory: Generated<Flag>;
  last_feed_rows: number | null;
  last_import_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CategoryTable {
  id: Generated<number>;
  slug: string;
  name: string;
  position: number;
}

export interface SubcategoryTable {
  id: Generated<number>;
  category_id: number;
  slug: string;
  name: string;
  position: number;
}

export interface BrandTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  click_count: Generated<number>;
  view_count: Generated<number>;
}

export interface ProductTable {
  id: Generated<number>;
  id_c10: string;
  identity_key: string;
  gtin: string | null;
  name: string;
  product_name: string;
  // The feed's, as the shop sent it (or the start of its description).
  short_description: string | null;
  description: string | null;
  // Written by us (src/server/enrichment; migration 0010): from the feed's data by rules, or by a
  // language model when one is configured. Null until the enrichment job has seen the product.
  short_description_c10: string | null;
  description_c10: string | null;
  brand_id: number | null;
  category_id: number | null;
  subcategory_id: number | null;
  merchant_category: string | null;
  model: string | null;
  colour: string | null;
  keywords: string | null;
  isbn: string | null;
  specifications: string | null;
  large_image: string | null;
  merchant_image_url: string | null;
  alternate_image: string | null;
  alternate_image_two: string | null;
  alternate_image_three: string | null;
  rating: number | null;
  review_count: Generated<number>;
  first_seen_at: string;
  updated_at: string;
  // Derived from the product's offers by each import (see ingest/product-summary):
  best_offer_id: number | null;
  price_cents: number | null;
  reference_price_cents: number | null;
  discount_percent: number | null;
  is_deal: Generated<Flag>;
  deal_since: string | null;
  offer_count: Generated<number>;
  lowest_price_cents: number | null;
  highest_price_cents: number | null;
  is_listed: Generated<Flag>;
  click_count: Generated<number>;
  // What matching knows of the product (matching/offer-attributes.ts), merged over its offers, JSON.
  match_attributes: string | null;
  // Set when `npm run match` found this product to be that one: its offers moved there.
  merged_into_id: number | null;
}

// One per listed product: what filters and facet counts read (migration 0011,
// catalog/filtering/facet-table.ts).
export interface ProductFacetTable {
  product_id: number;
  listed: Flag;
  changed_generation: number;
  brand_id: number | null;
  category_id: number | null;
  subcategory_id: number | null;
  price_cents: number | null;
  total_cents: number | null;
  rating: number | null;
  review_count: number;
  click_count: number;
  offer_count: number;
  first_seen_at: string;
  discount_percent: number | null;
  // Bits: 1 a deal, 2 in stock, 4 / 8 / 16 offered new / refurbished / used.
  flags: number;
  shop_ids: string | null;
  storage_gb: number | null;
  ram_gb: number | null;
  screen_in: number | null;
  capacity_l: number | null;
  capacity_kg: number | null;
}

export interface OfferTable {
  id: Generated<number>;
  product_id: number;
  shop_id: number;
  merchant_product_id: string;
  aw_product_id: string | null;
  deep_link: string;
  merchant_deep_link: string | null;
  product_name: string;
  image_url: string | null;
  price_cents: number;
  currency: string;
  delivery_cost_cents: number | null;
  in_stock: Flag;
  stock_quantity: number | null;
  condition: string;
  is_available: Flag;
  is_deal: Generated<Flag>;
  reference_price_cents: number | null;
  discount_percent: number | null;
  deal_since: string | null;
  content_hash: string;
  // Hash of the raw feed record it was last read from (migration 0013; ingest/unchanged-records.ts).
  record_hash_hi: number | null;
  record_hash_lo: number | null;
  first_seen_at: string;
  // When the offer was first seen or its content last changed; its shop's last_import_at says when
  // it was last confirmed by a feed.
  content_changed_at: string;
  price_changed_at: string;
  last_import_run_id: number;
  // Why the offer is under its product: 'gtin', 'model' or 'line' (with match_detail saying which
  // model number or line); null for the offer its product was made from.
  match_reason: string | null;
  match_detail: string | null;
}

export interface ProductMatchKeyTable {
  key: string;
  product_id: number;
}

// A PostgreSQL first load's dropped indexes and foreign keys (ingest/deferred-indexes.ts).
export interface DeferredIndexTable {
  name: string;
  table_name: string;
  definition: string;
  kind: ColumnType<'index' | 'foreign_key', 'index' | 'foreign_key' | undefined, never>;
}

export interface PricePointTable {
  id: Generated<number>;
  offer_id: number;
  price_cents: number;
  observed_at: string;
}

// interrupted: the process running it died (kill -9, a crash, a restart) before it could report.
export type ImportRunStatus = 'running' | 'applied' | 'held' | 'failed' | 'interrupted';

export interface ImportRunTable {
  id: Generated<number>;
  source: string;
  status: ImportRunStatus;
  started_at: string;
  finished_at: string | null;
  observed_at: string;
  forced: Flag;
  rows_read: Generated<number>;
  rows_valid: Generated<number>;
  offers_new: Generated<number>;
  offers_updated: Generated<number>;
  offers_unchanged: Generated<number>;
  offers_unavailable: Generated<number>;
  products_new: Generated<number>;
  rows_unmapped_category: Generated<number>;
  rows_quarantined: Generated<number>;
  // JSON: { reason: count } and the first examples with line numbers.
  quarantine_summary: string | null;
  shop_ids: string | null;
  duration_ms: number | null;
  message: string | null;
  // host:pid of the process running the import.
  worker: string | null;
}

export interface QuarantinedRowTable {
  id: Generated<number>;
  import_run_id: number;
  line: number;
  reason: string;
  excerpt: string | null;
}

export type BannerPlacement = 'header' | 'top' | 'bottom';

export interface BannerTable {
  id: Generated<number>;
  placement: BannerPlacement;
  html: string;
  // One of shared/i18n/languages.ts's codes; 'es' unless the import named another.
  language: Generated<string>;
  position: number;
  active: Generated<Flag>;
  created_at: string;
}

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface SubscriptionTable {
  id: Generated<number>;
  email: string;
  language: string;
  categories: string | null;
  status: SubscriptionStatus;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  // Migration 0003: when the last deal digest went out.
  last_digest_at: string | null;
}

// Alerts (migration 0003; see src/server/alerts).
export type PriceAlertStatus = 'pending' | 'active' | 'fired' | 'cancelled';

export interface PriceAlertTable {
  id: Generated<number>;
  email: string;
  language: string;
  product_id: number;
  target_cents: number;
  status: PriceAlertStatus;
  created_at: string;
  confirmed_at: string | null;
  fired_at: string | null;
  cancelled_at: string | null;
}

export interface AlertConsentTable {
  id: Generated<number>;
  subscription_id: number | null;
  price_alert_id: number | null;
  text_version: string;
  // The client address truncated by anonymizeIp.
  ip_prefix: string;
  given_at: string;
  confirmed_at: string | null;
}

export type AlertTokenPurpose = 'confirm' | 'unsubscribe';

export interface AlertTokenTable {
  id: Generated<number>;
  // SHA-256 of the token, hex; the token itself is only ever in the e-mail.
  token_hash: string;
  purpose: AlertTokenPurpose;
  subscription_id: number | null;
  price_alert_id: number | null;
  consent_id: number | null;
  payload: string | null;
  created_at: string;
  expires_at: string | null;
  used_at: string | null;
}

export interface AlertConfirmationMailTable {
  id: Generated<number>;
  email_hash: string;
  sent_at: string;
}

// Search (migration 0002; see src/server/search). The full-text tables themselves (SQLite FTS5,
// PostgreSQL tsvector columns) are only used through raw SQL in the two engine modules.
export interface SearchDocumentTable {
  product_id: number;
}

export type SearchSuggestionKind = 'brand' | 'model' | 'subcategory';

export interface SearchSuggestionTable {
  id: Generated<number>;
  // The label folded (search-text.ts foldForMatching): one suggestion per key.
  key: string;
  label: string;
  kind: SearchSuggestionKind;
  brand_id: number | null;
  // Listed products with this brand, model or subcategory.
  product_count: number;
}

export interface SearchStateTable {
  id: number;
  // Bumped by every re-index (every import run).
  generation: number;
}

export interface SearchQueryTable {
  id: Generated<number>;
  // Lower case, accents folded, spaces collapsed.
  query_key: string;
  // As first searched, lower case with its accents, for showing.
  display_text: string;
  created_at: string;
}

export interface SearchQueryDayTable {
  query_id: number;
  // UTC date, YYYY-MM-DD.
  day: string;
  searches: Generated<number>;
  clicks: Generated<number>;
}

// One row per client network (hashed) that searched a text / looked at a brand, with the last day
// it did: the popular lists need several distinct networks (search/search-popularity.ts).
export interface SearchQueryNetworkTable {
  query_id: number;
  network: string;
  last_day: string;
}

export interface BrandNetworkTable {
  brand_id: number;
  network: string;
  last_day: string;
}

export interface BrandActivityDayTable {
  brand_id: number;
  day: string;
  views: Generated<number>;
  clicks: Generated<number>;
}

// Enrichment (migration 0010; see src/server/enrichment).
export type TextSource = 'rules' | 'model';

export interface ProductEnrichmentTable {
  product_id: number;
  // SHA-256 of what the texts were written from (the model's request), see product-facts.ts.
  input_hash: string;
  // TEXTS_VERSION when written: a new version rewrites every product's texts.
  version: number;
  text_source: TextSource;
  // product.updated_at when last checked: a different one means the product may have changed.
  product_updated_at: string;
  written_at: string;
  // When to ask the model (null: nothing to ask); a claim moves it a lease ahead.
  model_due_at: string | null;
  model_attempts: Generated<number>;
  model_error: string | null;
}

export interface EnrichmentCacheTable {
  input_hash: string;
  short_description: string;
  description: string;
  model: string;
  created_at: string;
}

export interface EnrichmentBudgetTable {
  // UTC date, YYYY-MM-DD.
  day: string;
  requests: Generated<number>;
}

export interface Database {
  shop: ShopTable;
  product_match_key: ProductMatchKeyTable;
  category: CategoryTable;
  subcategory: SubcategoryTable;
  brand: BrandTable;
  product: ProductTable;
  product_facet: ProductFacetTable;
  offer: OfferTable;
  price_point: PricePointTable;
  import_run: ImportRunTable;
  quarantined_row: QuarantinedRowTable;
  banner: BannerTable;
  subscription: SubscriptionTable;
  search_document: SearchDocumentTable;
  search_suggestion: SearchSuggestionTable;
  search_state: SearchStateTable;
  search_query: SearchQueryTable;
  search_query_day: SearchQueryDayTable;
  brand_activity_day: BrandActivityDayTable;
  search_query_network: SearchQueryNetworkTable;
  brand_network: BrandNetworkTable;
  price_alert: PriceAlertTable;
  alert_consent: AlertConsentTable;
  alert_token: AlertTokenTable;
  alert_confirmation_mail: AlertConfirmationMailTable;
  product_enrichment: ProductEnrichmentTable;
  enrichment_cache: EnrichmentCacheTable;
  enrichment_budget: EnrichmentBudgetTable;
  deferred_index: DeferredIndexTable;
}

export type ShopRow = Selectable<ShopTable>;
export type ProductRow = Selectable<ProductTable>;
export type OfferRow = Selectable<OfferTable>;
export type NewImportRun = Insertable<ImportRunTable>;
