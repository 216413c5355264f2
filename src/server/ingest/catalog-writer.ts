import type { BulkSql, PgType } from '../db/bulk-sql.ts';
import { type DealState, dealWindowStart, evaluatePriceChange, NO_DEAL } from '../deals/deal-rule.ts';
import type { MatchReason } from '../matching/product-matcher.ts';
import {
  createFoldedTextTable,
  FOLDED_TEXT_COLUMNS,
  FOLDED_TEXT_TABLE,
  foldedTextRow,
} from '../search/folded-texts.ts';
import type { FeedOffer, QuarantineReason } from './awin-row.ts';
import { createCategoryMapper } from './map-category.ts';
import { RunMatching } from './offer-matching.ts';
import { isPrepared, type PreparedOffer, prepareOffer } from './prepare-offer.ts';
import { UnchangedRecords } from './unchanged-records.ts';

// Writes validated feed offers into the catalog, one batch at a time, inside the import's single
// transaction. It decides per offer: new, updated, unchanged or a duplicate; creates products for
// new offers (grouped by GTIN; an offer without one joins the product matching finds for it, see
// offer-matching.ts, else gets its own); writes a price point only when a
// price changes; and keeps each product's summary (best offer, deal, offer count) current.

export type WriterCounts = {
  offersNew: number;
  offersUpdated: number;
  offersUnchanged: number;
  offersUnavailable: number;
  productsNew: number;
  rowsUnmappedCategory: number;
};

export type Quarantined = { line: number; reason: QuarantineReason; detail: string };

export type WriterOptions = {
  runId: number;
  observedAt: string;
  dealMinDropPercent: number;
  // Benchmarks only: see ImportOptions.skipMatching.
  skipMatching?: boolean;
};

type ExistingOffer = {
  id: number;
  product_id: number;
  merchant_product_id: string;
  content_hash: string;
  record_hash_hi: number | null;
  record_hash_lo: number | null;
  price_cents: number;
  is_available: number;
  last_import_run_id: number;
  is_deal: number;
  reference_price_cents: number | null;
  discount_percent: number | null;
  deal_since: string | null;
  first_seen_at: string;
  price_changed_at: string;
};

// A product's summary columns, as summarizeOffers computes them.
const SUMMARY_COLUMNS: ReadonlyArray<readonly [field: keyof ProductSummary, column: string, type: PgType]> = [
  ['bestOfferId', 'best_offer_id', 'integer'],
  ['priceCents', 'price_cents', 'integer'],
  ['referencePriceCents', 'reference_price_cents', 'integer'],
  ['discountPercent', 'discount_percent', 'integer'],
  ['isDeal', 'is_deal', 'integer'],
  ['dealSince', 'deal_since', 'timestamptz'],
  ['offerCount', 'offer_count', 'integer'],
  ['lowestPriceCents', 'lowest_price_cents', 'integer'],
  ['highestPriceCents', 'highest_price_cents', 'integer'],
  ['isListed', 'is_listed', 'integer'],
];

// A stored value and a computed one, as the database would compare them (PostgreSQL hands back
// timestamps as dates and big integers as strings).
function sameValue(type: PgType, stored: unknown, computed: unknown): boolean {
  if (stored === null || stored === undefined || computed === null || computed === undefined) {
    return (stored ?? null) === (computed ?? null);
  }
  if (type === 'timestamptz') {
    const millis = (value: unknown) => (value instanceof Date ? value.getTime() : Date.parse(String(value)));
    return millis(stored) === millis(computed);
  }
  return Number(stored) === Number(computed);
}

type ProductSummary = {
  bestOfferId: number | null;
  priceCents: number | null;
  referencePriceCents: number | null;
  discountPercent: number | null;
  isDeal: 0 | 1;
  dealSince: string | null;
  offerCount: number;
  lowestPriceCents: number | null;
  highestPriceCents: number | null;
  isListed: 0 | 1;
};

// Offers prepared between two turns of the event loop (CatalogWriter.prepareWhileWriting): about
// 5 ms of work.
const PREPARE_SLICE = 100;
// See CatalogWriter.analyzeWhenGrown.
const ANALYZE_FIRST_AT = 10_000;
const ANALYZE_GROWTH = 4;

const PRODUCT_COLUMNS = [
  'id',
  'id_c10',
  'identity_key',
  'gtin',
  'name',
  'product_name',
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
  'rating',
  'review_count',
  'first_seen_at',
  'updated_at',
  'best_offer_id',
  'price_cents',
  'offer_count',
  'lowest_price_cents',
  'highest_price_cents',
  'is_listed',
  'match_attributes',
] as const;

const PRODUCT_COLUMN_AT = Object.fromEntries(PRODUCT_COLUMNS.map((column, at) => [column, at])) as Record<
  (typeof PRODUCT_COLUMNS)[number],
  number
>;

// A column's value in a product row.
function columnOf(row: readonly unknown[], column: (typeof PRODUCT_COLUMNS)[number]): never {
  return row[PRODUCT_COLUMN_AT[column]] as never;
}

function nameOf(names: Map<number, string>, id: number | null): string | null | undefined {
  return id === null ? null : names.get(id);
}

// What a feed row says about an offer, in this column order; see offerContentValues().
const OFFER_CONTENT_COLUMNS = [
  ['aw_product_id', 'text'],
  ['deep_link', 'text'],
  ['merchant_deep_link', 'text'],
  ['product_name', 'text'],
  ['image_url', 'text'],
  ['price_cents', 'integer'],
  ['currency', 'text'],
  ['delivery_cost_cents', 'integer'],
  ['in_stock', 'integer'],
  ['stock_quantity', 'integer'],
  ['condition', 'text'],
] as const satisfies ReadonlyArray<readonly [string, PgType]>;

function offerContentValues(offer: FeedOffer): unknown[] {
  return [
    offer.awProductId,
    offer.deepLink,
    offer.merchantDeepLink,
    offer.productName,
    offer.merchantImageUrl ?? offer.largeImage,
    offer.priceCents,
    offer.currency,
    offer.deliveryCostCents,
    offer.inStock,
    offer.stockQuantity,
    offer.condition,
  ];
}

const OFFER_COLUMNS = [
  'id',
  'product_id',
  'shop_id',
  'merchant_product_id',
  ...OFFER_CONTENT_COLUMNS.map(([name]) => name),
  'is_available',
  'content_hash',
  'record_hash_hi',
  'record_hash_lo',
  'first_seen_at',
  'content_changed_at',
  'price_changed_at',
  'last_import_run_id',
  'match_reason',
  'match_detail',
] as const;

export function emptyWriterCounts(): WriterCounts {
  return {
    offersNew: 0,
    offersUpdated: 0,
    offersUnchanged: 0,
    offersUnavailable: 0,
    productsNew: 0,
    rowsUnmappedCategory: 0,
  };
}

export class CatalogWriter {
  readonly counts: WriterCounts = emptyWriterCounts();
  readonly validRowsByShop = new Map<number, number>();
  // This run's shops' current offers by raw record hash, for the reader (unchanged-records.ts).
  readonly unchangedRecords: UnchangedRecords;
  // Products whose summary must be recomputed from their offers at the end of the run. Products
  // created in this run with a single offer get their summary on insert and never land here.
  private readonly touchedProducts = new Set<number>();
  private readonly shopIds = new Map<string, number>();
  private readonly brandIds = new Map<string, number>();
  private categoryIds = new Map<string, number>();
  private subcategoryIds = new Map<string, number>();
  // Names by id, for the search texts of new products (PostgreSQL, see foldedTexts).
  private readonly brandNames = new Map<number, string>();
  private categoryNames = new Map<number, string>();
  private subcategoryNames = new Map<number, string>();
  private readonly mapCategory = createCategoryMapper();
  private readonly matching: RunMatching;
  private nextProductId = 0;
  private nextOfferId = 0;
  // Products with a higher id were created by this run.
  private productIdBeforeRun = 0;
  // PostgreSQL: the offers the tables' statistics last counted (see analyzeWhenGrown).
  private offersAtLastAnalyze = 0;
  // The last batch's new rows on their way to the database, settled to the error their writes
  // threw, if any; and whether the next batch is likely new offers too. See writeBatch.
  private writesBehind: Promise<Error | null> = Promise.resolve(null);
  private expectNewOffers = true;

  constructor(
    private readonly sql: BulkSql,
    private readonly options: WriterOptions,
  ) {
    this.matching = new RunMatching(sql);
    this.unchangedRecords = new UnchangedRecords(options.runId);
  }

  async prepare(): Promise<void> {
    // The offers this run has seen, for duplicate detection and for marking the rest unavailable.
    if (this.sql.dialect === 'postgres') {
      await this.sql.run('CREATE TEMP TABLE import_seen_offer (id integer PRIMARY KEY) ON COMMIT DROP');
    } else {
      await this.sql.run('CREATE TEMP TABLE IF NOT EXISTS import_seen_offer (id INTEGER PRIMARY KEY)');
      await this.sql.run('DELETE FROM import_seen_offer');
    }
    const [productMax] = await this.sql.query<{ max_id: number | null }>(
      'SELECT MAX(id) AS max_id FROM product',
    );
    const [offerMax] = await this.sql.query<{ max_id: number | null }>('SELECT MAX(id) AS max_id FROM offer');
    // The importer holds the catalog's write lock, so it may hand out ids itself; that lets a new
    // product row point at its first offer without a second write.
    this.nextProductId = Number(productMax?.max_id ?? 0);
    this.productIdBeforeRun = this.nextProductId;
    this.matching.startRun(this.productIdBeforeRun);
    this.nextOfferId = Number(offerMax?.max_id ?? 0);
    this.offersAtLastAnalyze = this.nextOfferId;
    const categories = await this.sql.query<{ id: number; slug: string; name: string }>(
      'SELECT id, slug, name FROM category',
    );
    this.categoryIds = new Map(categories.map((row) => [row.slug, row.id]));
    this.categoryNames = new Map(categories.map((row) => [row.id, row.name]));
    const subcategories = await this.sql.query<{ id: number; slug: string; name: string }>(
      'SELECT id, slug, name FROM subcategory',
    );
    this.subcategoryIds = new Map(subcategories.map((row) => [row.slug, row.id]));
    this.subcategoryNames = new Map(subcategories.map((row) => [row.id, row.name]));
    if (this.sql.dialect === 'postgres') await createFoldedTextTable(this.sql);
  }

  // A product changed outside the writer (npm run match moved offers): its summary and search entry
  // are refreshed with the rest.
  touch(productId: number): void {
    this.touchedProducts.add(productId);
  }

  get shopsInRun(): number[] {
    return [...this.validRowsByShop.keys()];
  }

  // For the search index: products this run may have listed or unlisted, and those it created.
  get searchIndexChanges(): { touchedProductIds: Iterable<number>; createdAfterId: number } {
    return { touchedProductIds: this.touchedProducts, createdAfterId: this.productIdBeforeRun };
  }

  // Returns the rows that turned out to repeat an offer already seen in this feed.
  //
  // The rows of a batch's new offers are written behind: the next batch is read and its offers
  // prepared (the importer's costliest work on new offers) while the database writes them, and
  // waited for before anything reads the catalog again. On PostgreSQL the server and the importer
  // then work at once; on SQLite the writes are done before the next batch is read either way.
  async writeBatch(offers: readonly FeedOffer[]): Promise<Quarantined[]> {
    const { runId } = this.options;
    const duplicates: Quarantined[] = [];
    // Prepared before the wait; a batch of mostly known offers prepares only those that are new.
    // (The record-cutting thread prepares a first load's offers itself.)
    const prepared =
      this.expectNewOffers && !offers.every(isPrepared) ? await this.prepareWhileWriting(offers) : null;
    await this.writesDone();
    await this.analyzeWhenGrown();
    const shopIdByOffer = await this.resolveShops(offers);

    // 1. What do we already have for these (shop, merchant product id) pairs?
    const existing = new Map<string, ExistingOffer>();
    const idsByShop = new Map<number, string[]>();
    offers.forEach((offer, i) => {
      const shopId = shopIdByOffer[i]!;
      const list = idsByShop.get(shopId) ?? [];
      list.push(offer.merchantProductId);
      idsByShop.set(shopId, list);
    });
    for (const [shopId, merchantIds] of idsByShop) {
      const rows = await this.sql.selectIn<ExistingOffer>(
        `SELECT id, product_id, merchant_product_id, content_hash, record_hash_hi, record_hash_lo, price_cents,
                is_available, last_import_run_id,
                is_deal, reference_price_cents, discount_percent, deal_since, first_seen_at, price_changed_at
           FROM offer WHERE shop_id = ? AND merchant_product_id IN`,
        merchantIds,
        '',
        [shopId],
      );
      for (const row of rows) existing.set(`${shopId}\u001f${row.merchant_product_id}`, row);
    }

    // 2. Offers of earlier batches that this feed already listed (a repeated merchant product id).
    // Changed and new offers carry this run's id; unchanged ones are only in the run's seen table.
    const existingIds = [...existing.values()].map((row) => row.id);
    const seenEarlier = new Set(
      (
        await this.sql.selectIn<{ id: number }>('SELECT id FROM import_seen_offer WHERE id IN', existingIds)
      ).map((row) => row.id),
    );
    for (const id of existingIds) if (this.unchangedRecords.wasRecognised(id)) seenEarlier.add(id);

    // 3. Classify each row.
    const seenInBatch = new Set<string>();
    const seenIds: unknown[][] = [];
    const changed: Array<{ offer: FeedOffer; before: ExistingOffer }> = [];
    const fresh: Array<{ offer: PreparedOffer; shopId: number }> = [];
    // Unchanged offers whose raw record changed (a column nothing reads, a first read since
    // migration 0013): only the record's hash is written, for the next run to recognise it.
    const rehashed: unknown[][] = [];
    let unchanged = 0;
    offers.forEach((offer, i) => {
      const shopId = shopIdByOffer[i]!;
      const key = `${shopId}\u001f${offer.merchantProductId}`;
      const before = existing.get(key);
      if (
        seenInBatch.has(key) ||
        (before && (before.last_import_run_id === runId || seenEarlier.has(before.id)))
      ) {
        duplicates.push({ line: offer.line, reason: 'duplicate_offer', detail: offer.merchantProductId });
        return;
      }
      seenInBatch.add(key);
      this.validRowsByShop.set(shopId, (this.validRowsByShop.get(shopId) ?? 0) + 1);
      if (!before) {
        fresh.push({ offer: prepared?.[i] ?? this.prepared(offer), shopId });
        return;
      }
      seenIds.push([before.id]);
      this.unchangedRecords.noteMet(before.id);
      if (before.content_hash === offer.contentHash && before.is_available === 1) {
        unchanged++;
        const hash = offer.recordHash;
        if (hash && (hash.hi !== before.record_hash_hi || hash.lo !== before.record_hash_lo))
          rehashed.push([before.id, hash.hi, hash.lo]);
      } else changed.push({ offer, before });
    });

    // 4. Write. An unchanged offer costs no write to the offer table at all: the shop's
    // last_import_at says when it was last confirmed, and the seen table keeps it available.
    await this.sql.insertMany('import_seen_offer', ['id'], seenIds);
    this.counts.offersUnchanged += unchanged;
    await this.sql.updateManyById(
      'offer',
      [
        ['record_hash_hi', 'integer'],
        ['record_hash_lo', 'integer'],
      ],
      rehashed,
    );
    await this.writeChangedOffers(changed);
    await this.writeNewOffers(fresh);
    this.expectNewOffers = fresh.length * 2 >= offers.length;
    // Shops met for the first time: their other offers can now be recognised unparsed. After the
    // seen table has this batch's offers, so none of them can be recognised again.
    for (const shopId of new Set(shopIdByOffer)) await this.unchangedRecords.loadShop(this.sql, shopId);
    return duplicates;
  }

  // Prepares offers a slice at a time, letting the event loop run between slices: the last batch's
  // rows go to the database socket only when it does.
  private async prepareWhileWriting(offers: readonly FeedOffer[]): Promise<PreparedOffer[]> {
    const prepared: PreparedOffer[] = [];
    for (let start = 0; start < offers.length; start += PREPARE_SLICE) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const offer of offers.slice(start, start + PREPARE_SLICE)) prepared.push(this.prepared(offer));
    }
    return prepared;
  }

  private prepared(offer: FeedOffer): PreparedOffer {
    return isPrepared(offer) ? offer : prepareOffer(offer, this.mapCategory);
  }

  // Waits for the last batch's new rows (see writeBatch): before the next batch, and once after the
  // last, before anything reads the catalog.
  async writesDone(): Promise<void> {
    const error = await this.writesBehind;
    this.writesBehind = Promise.resolve(null);
    if (error) throw error;
  }

  // PostgreSQL plans each batch's look-ups (offers by merchant id, products by public id) from the
  // tables' statistics, which know nothing of the rows this run wrote until they are analyzed: in a
  // first load it took an IN list of 2,000 ids to match the whole table and read all of it, every
  // batch (67 s of a million-row load). ANALYZE inside the run's transaction counts the run's own
  // rows; it samples a fixed number of rows, so analyzing each time the offers have grown
  // fourfold costs a few seconds over a million.
  private async analyzeWhenGrown(): Promise<void> {
    if (this.sql.dialect !== 'postgres') return;
    const offers = this.nextOfferId;
    if (offers < ANALYZE_FIRST_AT || offers < ANALYZE_GROWTH * this.offersAtLastAnalyze) return;
    await this.sql.run('ANALYZE product, offer, product_match_key');
    this.offersAtLastAnalyze = offers;
  }

  // Offers the reader recognised by their raw record (unchanged-records.ts): seen (unchangedRecords
  // remembers them), and nothing else.
  async markRecognised(indexes: readonly number[]): Promise<void> {
    const records = this.unchangedRecords;
    if (indexes.length === 0) return;
    for (const index of indexes) {
      const shopId = records.shopId(index);
      this.validRowsByShop.set(shopId, (this.validRowsByShop.get(shopId) ?? 0) + 1);
    }
    this.counts.offersUnchanged += indexes.length;
  }

  private async resolveShops(offers: readonly FeedOffer[]): Promise<number[]> {
    for (const offer of offers) {
      if (this.shopIds.has(offer.shopKey)) continue;
      const now = this.options.observedAt;
      const [row] = await this.sql.query<{ id: number }>(
        `INSERT INTO shop (advertiser_id, name, created_at, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (advertiser_id) DO UPDATE SET name = CASE WHEN shop.in_directory = 1 THEN shop.name ELSE excluded.name END
         RETURNING id`,
        [offer.shopKey, offer.shopName, now, now],
      );
      this.shopIds.set(offer.shopKey, row!.id);
    }
    return offers.map((offer) => this.shopIds.get(offer.shopKey)!);
  }

  private async writeChangedOffers(
    changed: ReadonlyArray<{ offer: FeedOffer; before: ExistingOffer }>,
  ): Promise<void> {
    if (changed.length === 0) return;
    const { runId, observedAt, dealMinDropPercent } = this.options;
    const priceChanged = changed.filter(({ offer, before }) => offer.priceCents !== before.price_cents);
    const lowestInWindow = await this.lowestPricesInDealWindow(priceChanged.map(({ before }) => before.id));
    const updates: unknown[][] = [];
    const pricePoints: unknown[][] = [];
    for (const { offer, before } of changed) {
      let deal: DealState = {
        isDeal: before.is_deal === 1,
        referencePriceCents: before.reference_price_cents,
        discountPercent: before.discount_percent,
        since: before.deal_since,
      };
      let priceChangedAt = before.price_changed_at;
      if (offer.priceCents !== before.price_cents) {
        deal = evaluatePriceChange(
          {
            previousPriceCents: before.price_cents,
            previous: deal,
            priceCents: offer.priceCents,
            changedAt: observedAt,
            firstSeenAt: before.first_seen_at,
            lowestInWindowCents: lowestInWindow.get(before.id) ?? null,
          },
          dealMinDropPercent,
        );
        priceChangedAt = observedAt;
        pricePoints.push([before.id, offer.priceCents, observedAt]);
      }
      updates.push([
        before.id,
        ...offerContentValues(offer),
        1,
        deal.isDeal ? 1 : 0,
        deal.referencePriceCents,
        deal.discountPercent,
        deal.since,
        offer.contentHash,
        offer.recordHash?.hi ?? null,
        offer.recordHash?.lo ?? null,
        observedAt,
        priceChangedAt,
        runId,
      ]);
      this.touchedProducts.add(before.product_id);
    }
    await this.sql.updateManyById(
      'offer',
      [
        ...OFFER_CONTENT_COLUMNS,
        ['is_available', 'integer'],
        ['is_deal', 'integer'],
        ['reference_price_cents', 'integer'],
        ['discount_percent', 'integer'],
        ['deal_since', 'timestamptz'],
        ['content_hash', 'text'],
        ['record_hash_hi', 'integer'],
        ['record_hash_lo', 'integer'],
        ['content_changed_at', 'timestamptz'],
        ['price_changed_at', 'timestamptz'],
        ['last_import_run_id', 'integer'],
      ],
      updates,
    );
    await this.sql.insertMany('price_point', ['offer_id', 'price_cents', 'observed_at'], pricePoints);
    this.counts.offersUpdated += changed.length;
  }

  // The lowest price each offer had in effect during the 30 days before this import's observation
  // time: the price in effect when the window opened and every price set inside it.
  private async lowestPricesInDealWindow(offerIds: readonly number[]): Promise<Map<number, number>> {
    const lowest = new Map<number, number>();
    if (offerIds.length === 0) return lowest;
    const windowStart = dealWindowStart(this.options.observedAt);
    const inside = await this.sql.selectIn<{ offer_id: number; lowest: number }>(
      'SELECT offer_id, MIN(price_cents) AS lowest FROM price_point WHERE observed_at > ? AND observed_at < ? AND offer_id IN',
      offerIds,
      'GROUP BY offer_id',
      [windowStart, this.options.observedAt],
    );
    for (const row of inside) lowest.set(row.offer_id, Number(row.lowest));
    const atStart = await this.sql.selectIn<{ offer_id: number; price_cents: number }>(
      `SELECT p.offer_id, p.price_cents FROM price_point p
        WHERE p.observed_at = (SELECT MAX(q.observed_at) FROM price_point q WHERE q.offer_id = p.offer_id AND q.observed_at <= ?)
          AND p.offer_id IN`,
      offerIds,
      '',
      [windowStart],
    );
    for (const row of atStart) {
      const current = lowest.get(row.offer_id);
      lowest.set(row.offer_id, current === undefined ? row.price_cents : Math.min(current, row.price_cents));
    }
    return lowest;
  }

  private async writeNewOffers(
    fresh: ReadonlyArray<{ offer: PreparedOffer; shopId: number }>,
  ): Promise<void> {
    if (fresh.length === 0) return;
    const { runId, observedAt } = this.options;
    const knownProducts = new Map<string, number>();
    const byPublicId = new Map(fresh.map(({ offer }) => [offer.publicId, offer.identityKey]));
    for (const row of await this.sql.selectIn<{ id: number; id_c10: string; identity_key: string }>(
      'SELECT id, id_c10, identity_key FROM product WHERE id_c10 IN',
      [...byPublicId.keys()],
    )) {
      // Products are found by their public id (indexed) and confirmed by the full identity.
      if (row.identity_key !== byPublicId.get(row.id_c10)) {
        throw new Error(
          `public id ${row.id_c10} of ${byPublicId.get(row.id_c10)} is already used by ${row.identity_key}`,
        );
      }
      knownProducts.set(row.identity_key, row.id);
    }
    await this.resolveBrands(fresh.map(({ offer }) => offer));
    const matching = this.matching;
    const skipMatching = this.options.skipMatching === true;
    if (!skipMatching)
      await matching.prepareBatch(
        fresh
          .filter(({ offer }) => !offer.gtin)
          .map(({ offer, shopId }) => ({ shopId, attributes: offer.attributes })),
        knownProducts.values(),
      );

    const productRows: unknown[][] = [];
    const offerRows: unknown[][] = [];
    const pricePoints: unknown[][] = [];
    const createdHere = new Map<string, number>();
    fresh.forEach(({ offer, shopId }) => {
      const identityKey = offer.identityKey;
      const offerId = ++this.nextOfferId;
      const matchingOffer = { shopId, attributes: offer.attributes };
      let productId = knownProducts.get(identityKey) ?? createdHere.get(identityKey);
      let reason: 'gtin' | MatchReason | null = null;
      let detail: string | null = null;
      if (productId !== undefined) {
        if (offer.gtin) [reason, detail] = ['gtin', offer.gtin];
      } else if (!offer.gtin && !skipMatching) {
        const found = matching.find(matchingOffer);
        if (found)
          [productId, reason, detail] = [found.productId, found.decision.reason, found.decision.detail];
      }
      if (productId !== undefined) {
        this.touchedProducts.add(productId);
        if (!skipMatching) matching.joined(productId, matchingOffer, reason === 'gtin' ? null : reason);
      } else {
        productId = ++this.nextProductId;
        createdHere.set(identityKey, productId);
        productRows.push(this.newProductRow(productId, offer, offerId));
        // A GTIN's product is one colour of its model (see OfferAttributes.oneColour).
        if (!skipMatching) {
          matching.created(
            productId,
            offer.gtin ? { shopId, attributes: { ...offer.attributes, oneColour: true } } : matchingOffer,
          );
        }
      }
      offerRows.push([
        offerId,
        productId,
        shopId,
        offer.merchantProductId,
        ...offerContentValues(offer),
        1,
        offer.contentHash,
        offer.recordHash?.hi ?? null,
        offer.recordHash?.lo ?? null,
        observedAt,
        observedAt,
        observedAt,
        runId,
        reason,
        detail,
      ]);
      pricePoints.push([offerId, offer.priceCents, observedAt]);
    });
    // A product's attributes are stored once every offer of the batch that joins it has been seen.
    if (!skipMatching)
      for (const row of productRows) row[row.length - 1] = matching.attributesJsonOf(row[0] as number);
    const foldedTexts =
      this.sql.dialect === 'postgres' ? productRows.map((row) => this.foldedTexts(row)) : [];
    this.writesBehind = settled(
      (async () => {
        await this.sql.insertMany('product', PRODUCT_COLUMNS, productRows);
        await this.sql.insertMany(FOLDED_TEXT_TABLE, FOLDED_TEXT_COLUMNS, foldedTexts);
        await this.sql.insertMany('offer', OFFER_COLUMNS, offerRows);
        await this.sql.insertMany('price_point', ['offer_id', 'price_cents', 'observed_at'], pricePoints);
        if (!skipMatching) await matching.writeBatch();
      })(),
    );
    this.counts.offersNew += fresh.length;
    this.counts.productsNew += productRows.length;
  }

  private newProductRow(productId: number, offer: PreparedOffer, offerId: number): unknown[] {
    const category = offer.category;
    const categoryId = category ? (this.categoryIds.get(category.category) ?? null) : null;
    const subcategoryId = category?.subcategory
      ? (this.subcategoryIds.get(category.subcategory) ?? null)
      : null;
    if (categoryId === null) this.counts.rowsUnmappedCategory++;
    const inStock = offer.inStock === 1;
    const observedAt = this.options.observedAt;
    return [
      productId,
      offer.publicId,
      offer.identityKey,
      offer.gtin,
      offer.cleanName,
      offer.productName,
      offer.productShortDescription,
      offer.descriptionHtml,
      offer.brandKey ? (this.brandIds.get(offer.brandKey) ?? null) : null,
      categoryId,
      subcategoryId,
      offer.categoryPath ?? offer.merchantCategory ?? offer.categoryName,
      offer.model,
      offer.colour,
      offer.keywords,
      offer.isbn,
      offer.specifications,
      offer.largeImage ?? offer.merchantImageUrl,
      offer.merchantImageUrl,
      offer.alternateImage,
      offer.alternateImageTwo,
      offer.alternateImageThree,
      offer.rating,
      offer.reviewCount ?? 0,
      observedAt,
      observedAt,
      offerId,
      offer.priceCents,
      inStock ? 1 : 0,
      inStock ? offer.priceCents : null,
      inStock ? offer.priceCents : null,
      inStock ? 1 : 0,
      null, // match_attributes, set once the batch is matched
    ];
  }

  // A new product's search texts, folded here rather than by the server (search/folded-texts.ts),
  // from the very values of its row.
  // (No closures here: the importer's TypeScript loader names each one it creates, per product.)
  private foldedTexts(row: readonly unknown[]): unknown[] {
    return foldedTextRow(columnOf(row, 'id'), {
      name: columnOf(row, 'name'),
      meta: [
        nameOf(this.brandNames, columnOf(row, 'brand_id')),
        columnOf(row, 'model'),
        nameOf(this.categoryNames, columnOf(row, 'category_id')),
        nameOf(this.subcategoryNames, columnOf(row, 'subcategory_id')),
        columnOf(row, 'merchant_category'),
        columnOf(row, 'keywords'),
      ],
      shortDescription: columnOf(row, 'short_description'),
    });
  }

  private async resolveBrands(offers: ReadonlyArray<PreparedOffer>): Promise<void> {
    const missing = new Map<string, string>();
    for (const { brandKey, brandName } of offers) {
      if (brandKey && brandName && !this.brandIds.has(brandKey) && !missing.has(brandKey))
        missing.set(brandKey, brandName);
    }
    if (missing.size === 0) return;
    await this.sql.insertMany(
      'brand',
      ['name', 'name_key'],
      [...missing].map(([key, name]) => [name, key]),
      'ON CONFLICT (name_key) DO NOTHING',
    );
    for (const row of await this.sql.selectIn<{ id: number; name_key: string; name: string }>(
      'SELECT id, name_key, name FROM brand WHERE name_key IN',
      [...missing.keys()],
    )) {
      this.brandIds.set(row.name_key, row.id);
      this.brandNames.set(row.id, row.name);
    }
  }

  // Offers of the shops in this feed that the feed no longer lists become unavailable; they are
  // kept with their price history.
  async markMissingOffersUnavailable(): Promise<void> {
    const shops = this.shopsInRun;
    if (shops.length === 0) return;
    const recognised = this.unchangedRecords;
    let rows: Array<{ product_id: number }>;
    if (recognised.recognisedCount === 0) {
      rows = await this.sql.selectIn<{ product_id: number }>(
        `UPDATE offer SET is_available = 0
          WHERE is_available = 1 AND last_import_run_id <> ? AND id NOT IN (SELECT id FROM import_seen_offer) AND shop_id IN`,
        shops,
        'RETURNING product_id',
        [this.options.runId],
      );
    } else {
      // Offers loaded for recognition that the run neither recognised nor met, and the offers of
      // this run's shops that had no record hash to load (read the full way, they are in the
      // seen table or carry the run's id).
      const missing = recognised.missingOffers(new Set(shops));
      for (const row of await this.sql.selectIn<{ id: number }>(
        `SELECT id FROM offer
          WHERE is_available = 1 AND record_hash_hi IS NULL AND last_import_run_id <> ?
            AND id NOT IN (SELECT id FROM import_seen_offer) AND shop_id IN`,
        shops,
        '',
        [this.options.runId],
      ))
        missing.push(row.id);
      rows = await this.sql.selectIn<{ product_id: number }>(
        'UPDATE offer SET is_available = 0 WHERE id IN',
        missing,
        'RETURNING product_id',
      );
    }
    for (const row of rows) this.touchedProducts.add(row.product_id);
    this.counts.offersUnavailable += rows.length;
  }

  // Other products can be passed in: the freshness job (scheduler/staleness.ts) recomputes the
  // products whose offers it hid with this same rule.
  async refreshProductSummaries(productIds: Iterable<number> = this.touchedProducts): Promise<void> {
    const ids = [...productIds];
    const CHUNK = 2000;
    for (let start = 0; start < ids.length; start += CHUNK) {
      const part = ids.slice(start, start + CHUNK);
      const offers = await this.sql.selectIn<{
        id: number;
        product_id: number;
        price_cents: number;
        delivery_cost_cents: number | null;
        in_stock: number;
        is_deal: number;
        reference_price_cents: number | null;
        discount_percent: number | null;
        deal_since: string | null;
      }>(
        `SELECT id, product_id, price_cents, delivery_cost_cents, in_stock, is_deal, reference_price_cents,
                discount_percent, deal_since
           FROM offer WHERE is_available = 1 AND in_stock = 1 AND product_id IN`,
        part,
      );
      const byProduct = new Map<number, typeof offers>();
      for (const offer of offers) {
        const list = byProduct.get(offer.product_id) ?? [];
        list.push(offer);
        byProduct.set(offer.product_id, list);
      }
      // Only the columns whose value changes are written: every list index holds is_deal and
      // is_listed, so writing them unchanged rewrote ten index entries a product (a price change
      // touches the two price orders).
      const current = await this.sql.selectIn<Record<string, unknown> & { id: number }>(
        `SELECT id, ${SUMMARY_COLUMNS.map(([, column]) => column).join(', ')} FROM product WHERE id IN`,
        part,
      );
      const byChange = new Map<number, unknown[][]>();
      for (const before of current) {
        const summary = summarizeOffers(byProduct.get(before.id) ?? []);
        let changed = 0;
        SUMMARY_COLUMNS.forEach(([field, column, type], at) => {
          if (!sameValue(type, before[column], summary[field])) changed |= 1 << at;
        });
        const values = SUMMARY_COLUMNS.flatMap(([field], at) =>
          (changed >> at) & 1 ? [summary[field]] : [],
        );
        // updated_at moves even with nothing else (the texts' job checks products whose offers
        // changed, decision 017); it is in no index.
        const rows = byChange.get(changed) ?? [];
        rows.push([before.id, ...values, this.options.observedAt]);
        byChange.set(changed, rows);
      }
      for (const [changed, rows] of byChange) {
        await this.sql.updateManyById(
          'product',
          [
            ...SUMMARY_COLUMNS.filter((_, at) => (changed >> at) & 1).map(
              ([, column, type]) => [column, type] as const,
            ),
            ['updated_at', 'timestamptz'],
          ],
          rows,
        );
      }
    }
  }

  // PostgreSQL identity sequences do not see ids we assigned ourselves.
  async syncIdSequences(): Promise<void> {
    if (this.sql.dialect !== 'postgres') return;
    for (const table of ['product', 'offer']) {
      await this.sql.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT MAX(id) FROM ${table}), 1))`,
      );
    }
  }
}

// A promise that never rejects: the error it would have thrown, or null. Work left running while
// the importer goes on, so that its failure is thrown where it is waited for, never unhandled.
function settled(work: Promise<void>): Promise<Error | null> {
  return work.then(
    () => null,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
}

// A product shows its cheapest in-stock offer; it is a deal only when that very offer is one, so we
// never badge a product "Oferta" while another shop sells it for less without a discount.
export function summarizeOffers(
  offers: ReadonlyArray<{
    id: number;
    price_cents: number;
    delivery_cost_cents: number | null;
    is_deal: number;
    reference_price_cents: number | null;
    discount_percent: number | null;
    deal_since: string | null;
  }>,
): ProductSummary {
  if (offers.length === 0) {
    return {
      bestOfferId: null,
      priceCents: null,
      referencePriceCents: null,
      discountPercent: null,
      isDeal: 0,
      dealSince: null,
      offerCount: 0,
      lowestPriceCents: null,
      highestPriceCents: null,
      isListed: 0,
    };
  }
  let best = offers[0]!;
  let highest = best.price_cents;
  for (const offer of offers) {
    highest = Math.max(highest, offer.price_cents);
    const total = offer.price_cents + (offer.delivery_cost_cents ?? 0);
    const bestTotal = best.price_cents + (best.delivery_cost_cents ?? 0);
    if (
      offer.price_cents < best.price_cents ||
      (offer.price_cents === best.price_cents &&
        (total < bestTotal || (total === bestTotal && offer.id < best.id)))
    ) {
      best = offer;
    }
  }
  const deal: DealState =
    best.is_deal === 1
      ? {
          isDeal: true,
          referencePriceCents: best.reference_price_cents,
          discountPercent: best.discount_percent,
          since: best.deal_since,
        }
      : NO_DEAL;
  return {
    bestOfferId: best.id,
    priceCents: best.price_cents,
    referencePriceCents: deal.referencePriceCents,
    discountPercent: deal.discountPercent,
    isDeal: deal.isDeal ? 1 : 0,
    dealSince: deal.since,
    offerCount: offers.length,
    lowestPriceCents: best.price_cents,
    highestPriceCents: highest,
    isListed: 1,
  };
}
