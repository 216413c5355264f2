import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasValidGtinCheckDigit, normalizeGtin } from '../catalog/gtin.ts';
import { parseCsv } from '../ingest/csv-parser.ts';
import { parseShopDirectory } from '../ingest/import-shops.ts';
import { parseAwinPrice } from '../ingest/parse-price.ts';
import { buildDemoShopDirectory, DEMO_DAYS, generateDemoSnapshots, listDemoShops } from './demo-catalog.ts';
import { DEMO_MEDIA_PREFIX, renderDemoImage } from './demo-images.ts';

// These tests read the generated feeds the way the importer does (project CSV parser, header names,
// price parser, GTIN rules) rather than peeking at the generator's internals, so they fail when the
// CSV a shop would actually send is wrong.

const SEED = 20_251_121;
const END_DATE = new Date('2025-11-21T07:45:00.000Z');
const DAY_MS = 86_400_000;
const IMAGE_COLUMNS = [
  'merchant_image_url',
  'aw_image_url',
  'large_image',
  'alternate_image',
  'alternate_image_two',
  'alternate_image_three',
];
const GTIN_COLUMNS = ['ean', 'product_gtin', 'upc'];
const REFURBISHED_SUFFIX = ' (Reacondicionado)';

type Offer = {
  shopId: string;
  // Price in cents per day: -1 absent, -2 present but broken (quarantined by the importer).
  prices: Int32Array;
  gtin: string | null;
  name: string;
};

type Catalog = {
  feedHashes: string[];
  observedAt: Date[];
  rowsPerDay: number[];
  badRowsPerDay: number[];
  badRowShops: Set<string>;
  inconsistentRows: string[];
  invalidGtins: string[];
  priceTexts: Map<string, string[]>;
  offers: Map<string, Offer>;
  lastDayImageNames: Set<string>;
};

function hashText(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

function hashFeeds(seed: number, days = DEMO_DAYS): string[] {
  return timeFeedHashes(seed, days).hashes;
}

// Hashes every feed; the time returned is the generator's own, without the hashing.
function timeFeedHashes(seed: number, days: number): { hashes: string[]; generationMs: number } {
  const hashes: string[] = [];
  const snapshots = generateDemoSnapshots({ seed, endDate: END_DATE, days });
  let generationMs = 0;
  for (;;) {
    const started = performance.now();
    const next = snapshots.next();
    generationMs += performance.now() - started;
    if (next.done) break;
    for (const feed of next.value.feeds) hashes.push(`${feed.fileName}:${hashText(feed.csv)}`);
  }
  return { hashes, generationMs };
}

function readCatalog(): Catalog {
  const catalog: Catalog = {
    feedHashes: [],
    observedAt: [],
    rowsPerDay: [],
    badRowsPerDay: [],
    badRowShops: new Set(),
    inconsistentRows: [],
    invalidGtins: [],
    priceTexts: new Map(),
    offers: new Map(),
    lastDayImageNames: new Set(),
  };
  for (const snapshot of generateDemoSnapshots({ seed: SEED, endDate: END_DATE })) {
    catalog.observedAt.push(snapshot.observedAt);
    let rows = 0;
    let badRows = 0;
    for (const feed of snapshot.feeds) {
      catalog.feedHashes.push(`${feed.fileName}:${hashText(feed.csv)}`);
      const [header, ...records] = parseCsv(feed.csv);
      if (!header) throw new Error(`${feed.fileName} is empty`);
      const columns = header.fields.map((field) => field.replace(/^\uFEFF/, '').toLowerCase());
      const at = (name: string) => columns.indexOf(name);
      const priceAt = at('search_price');
      const idAt = at('merchant_product_id');
      const nameAt = at('product_name');
      const linkAt = at('aw_deep_link');
      const gtinAt = GTIN_COLUMNS.map(at).filter((position) => position !== -1);
      const imageAt = IMAGE_COLUMNS.map(at).filter((position) => position !== -1);
      const texts = catalog.priceTexts.get(feed.shop.advertiserId) ?? [];
      catalog.priceTexts.set(feed.shop.advertiserId, texts);
      for (const record of records) {
        rows++;
        if (record.fields.length !== columns.length) {
          catalog.inconsistentRows.push(`${feed.fileName}:${record.line}`);
          continue;
        }
        const field = (position: number) => (position === -1 ? '' : (record.fields[position] ?? ''));
        const key = `${feed.shop.advertiserId}|${field(idAt)}`;
        const rawGtin = gtinAt.map(field).find((value) => value !== '') ?? '';
        const gtin = rawGtin === '' ? null : normalizeGtin(rawGtin);
        if (rawGtin !== '' && (gtin === null || !hasValidGtinCheckDigit(rawGtin)))
          catalog.invalidGtins.push(rawGtin);
        const price = parseAwinPrice(field(priceAt));
        const broken =
          price === null || price === 'invalid' || field(nameAt) === '' || !/^https:\/\//.test(field(linkAt));
        if (broken) {
          badRows++;
          catalog.badRowShops.add(feed.shop.advertiserId);
        }
        if (texts.length < 50) texts.push(field(priceAt));
        let offer = catalog.offers.get(key);
        if (!offer) {
          offer = {
            shopId: feed.shop.advertiserId,
            prices: new Int32Array(DEMO_DAYS).fill(-1),
            gtin,
            name: '',
          };
          catalog.offers.set(key, offer);
        }
        if (!broken && typeof price === 'object') {
          offer.prices[snapshot.dayIndex] = price.cents;
          offer.name = field(nameAt);
        } else offer.prices[snapshot.dayIndex] = -2;
        if (snapshot.dayIndex === DEMO_DAYS - 1) {
          for (const url of imageAt.map(field)) if (url !== '') catalog.lastDayImageNames.add(url);
        }
      }
    }
    catalog.rowsPerDay.push(rows);
    catalog.badRowsPerDay.push(badRows);
  }
  return catalog;
}

// The offer's last price change, and whether it is a deal under the 30-day lowest-price rule.
function findLastChange(
  prices: Int32Array,
): { day: number; price: number; lowestBefore: number | null } | null {
  const last = prices[prices.length - 1] ?? -1;
  if (last < 0) return null;
  let day = prices.length - 1;
  while (day > 0 && prices[day - 1] === last) day--;
  if (day === 0) return { day, price: last, lowestBefore: null };
  let lowest = Number.POSITIVE_INFINITY;
  for (let d = day - 30; d < day; d++) {
    const value = d < 0 ? -1 : (prices[d] ?? -1);
    // Without 30 days of history before the change there is no reference price.
    if (value < 0) return { day, price: last, lowestBefore: null };
    lowest = Math.min(lowest, value);
  }
  return { day, price: last, lowestBefore: lowest };
}

function isDeal(price: number, lowestBefore: number | null): boolean {
  return lowestBefore !== null && price * 100 <= lowestBefore * 90;
}

function toProductKey(offer: Offer): string {
  return offer.gtin ?? `${offer.shopId}|${offer.name}`;
}

describe('demo catalog', () => {
  let catalog: Catalog;
  let secondRunHashes: string[];

  beforeAll(() => {
    const run = timeFeedHashes(SEED, DEMO_DAYS);
    secondRunHashes = run.hashes;
    console.log(`demo catalog: generated ${DEMO_DAYS} days in ${Math.round(run.generationMs)} ms`);
    catalog = readCatalog();
  }, 180_000);

  it('is deterministic for a seed and differs for another seed', () => {
    expect(catalog.feedHashes).toHaveLength(DEMO_DAYS * listDemoShops().length);
    expect(catalog.feedHashes).toEqual(secondRunHashes);
    expect(hashFeeds(SEED, 2)).toEqual(hashFeeds(SEED, 2));
    expect(hashFeeds(SEED + 1, 2)).not.toEqual(hashFeeds(SEED, 2));
  });

  it('produces one snapshot per day ending on endDate, keeping its time of day', () => {
    expect(catalog.observedAt).toHaveLength(DEMO_DAYS);
    expect(catalog.observedAt.at(-1)?.toISOString()).toBe(END_DATE.toISOString());
    expect(catalog.observedAt[0]?.getTime()).toBe(END_DATE.getTime() - (DEMO_DAYS - 1) * DAY_MS);
    for (const [day, observedAt] of catalog.observedAt.entries()) {
      expect(observedAt.getTime()).toBe(END_DATE.getTime() - (DEMO_DAYS - 1 - day) * DAY_MS);
    }
  });

  it('has six to eight fictional shops and a directory the importer accepts', () => {
    const shops = listDemoShops();
    expect(shops.length).toBeGreaterThanOrEqual(6);
    expect(shops.length).toBeLessThanOrEqual(8);
    expect(new Set(shops.map((shop) => shop.advertiserId)).size).toBe(shops.length);
    for (const shop of shops) {
      expect(shop.advertiserId).toMatch(/^\d+$/);
      expect(shop.displayUrl).toMatch(/^www\.[a-z0-9-]+\.example$/);
      expect(renderDemoImage(shop.logoPath.slice(DEMO_MEDIA_PREFIX.length))).not.toBeNull();
    }
    const directory = buildDemoShopDirectory();
    expect(directory.split('\n')[0]).toBe('advertiserId;programmeName;descriptionShort;logoUrl;displayUrl');
    const { entries, report } = parseShopDirectory(directory, { publisherId: '123', networkName: 'Awin' });
    expect(report.droppedNetworkRows).toBe(1);
    expect(report.rejected).toEqual([]);
    expect(entries.map((entry) => entry.advertiserId)).toEqual(shops.map((shop) => shop.advertiserId));
    expect(entries.map((entry) => entry.logoUrl)).toEqual(shops.map((shop) => shop.logoPath));
  });

  it('writes feeds that parse with a consistent field count and 10,000-15,000 rows a day', () => {
    expect(catalog.inconsistentRows).toEqual([]);
    for (const rows of catalog.rowsPerDay) {
      expect(rows).toBeGreaterThanOrEqual(10_000);
      expect(rows).toBeLessThanOrEqual(15_000);
    }
  });

  it('uses a different price format per shop', () => {
    const formats = new Set<string>();
    for (const texts of catalog.priceTexts.values()) {
      const sample = texts.filter((text) => /\d/.test(text));
      const format = sample.every((text) => /^\d+\.\d$/.test(text))
        ? 'one-decimal'
        : sample.every((text) => /^\d+\.\d\d$/.test(text))
          ? 'two-decimals'
          : sample.every((text) => /^\d+\.\d\d EUR$/.test(text))
            ? 'suffix-eur'
            : sample.every((text) => /^EUR\d+\.\d\d?$/.test(text))
              ? 'prefix-eur'
              : `mixed: ${sample.slice(0, 3).join(' | ')}`;
      formats.add(format);
    }
    expect([...formats].sort()).toEqual(['one-decimal', 'prefix-eur', 'suffix-eur', 'two-decimals']);
  });

  it('has at least 3,000 distinct products, mostly sold by two shops or more', () => {
    const shopsByProduct = new Map<string, Set<string>>();
    for (const offer of catalog.offers.values()) {
      if ((offer.prices[DEMO_DAYS - 1] ?? -1) < 0) continue;
      const key = toProductKey(offer);
      const shops = shopsByProduct.get(key) ?? new Set<string>();
      shops.add(offer.shopId);
      shopsByProduct.set(key, shops);
    }
    expect(shopsByProduct.size).toBeGreaterThanOrEqual(3000);
    const withGtin = [...shopsByProduct.entries()].filter(([key]) => /^\d{14}$/.test(key));
    const shared = withGtin.filter(([, shops]) => shops.size >= 2).length;
    expect(shared / withGtin.length).toBeGreaterThanOrEqual(0.6);
    // About 5 % of products have no GTIN at all.
    const withoutGtin = shopsByProduct.size - withGtin.length;
    expect(withoutGtin / shopsByProduct.size).toBeGreaterThan(0.02);
    expect(withoutGtin / shopsByProduct.size).toBeLessThan(0.1);
    // Generalist shops carry 40-70 % of the range; the games shop far less.
    const share = (shopId: string) =>
      [...shopsByProduct.values()].filter((shops) => shops.has(shopId)).length / shopsByProduct.size;
    const shares = listDemoShops().map((shop) => share(shop.advertiserId));
    expect(shares.filter((value) => value >= 0.4 && value <= 0.7).length).toBeGreaterThanOrEqual(5);
  });

  it('gives every product a valid GTIN of its own', () => {
    expect(catalog.invalidGtins).toEqual([]);
    const namesByGtin = new Map<string, Set<string>>();
    const gtinsByName = new Map<string, Set<string>>();
    for (const offer of catalog.offers.values()) {
      if (offer.gtin === null || offer.name === '') continue;
      const name = offer.name.endsWith(REFURBISHED_SUFFIX)
        ? offer.name.slice(0, -REFURBISHED_SUFFIX.length)
        : offer.name;
      namesByGtin.set(offer.gtin, (namesByGtin.get(offer.gtin) ?? new Set()).add(name));
      gtinsByName.set(name, (gtinsByName.get(name) ?? new Set()).add(offer.gtin));
    }
    expect([...namesByGtin.values()].filter((names) => names.size > 1)).toEqual([]);
    expect([...gtinsByName.values()].filter((gtins) => gtins.size > 1)).toEqual([]);
  });

  it('has genuine 30-day-low deals on the last day, and a fake "raise then cut back" discount', () => {
    const dealProducts = new Set<string>();
    let fakeDiscounts = 0;
    for (const offer of catalog.offers.values()) {
      const change = findLastChange(offer.prices);
      if (change && change.day > 30 && isDeal(change.price, change.lowestBefore))
        dealProducts.add(toProductKey(offer));
      // A rise of 15 % or more, then a cut back to the old price or below within ten days.
      const prices = offer.prices;
      for (let day = 1; day < DEMO_DAYS; day++) {
        const before = prices[day - 1] ?? -1;
        const raised = prices[day] ?? -1;
        if (before <= 0 || raised < before * 1.15) continue;
        for (let later = day + 1; later < Math.min(DEMO_DAYS, day + 11); later++) {
          const cut = prices[later] ?? -1;
          if (cut > 0 && cut <= before) {
            const window = Int32Array.from(prices.slice(0, later + 1));
            const change = findLastChange(window);
            // Against the lowest price of the 30 days before the cut, it is no deal at all.
            if (change && !isDeal(change.price, change.lowestBefore)) fakeDiscounts++;
            break;
          }
        }
        break;
      }
    }
    console.log(`demo catalog: ${dealProducts.size} products are deals on the last day`);
    expect(dealProducts.size).toBeGreaterThanOrEqual(30);
    expect(fakeDiscounts).toBeGreaterThanOrEqual(1);
  });

  it('has new arrivals in the last ten days and offers that disappear for good', () => {
    const firstSeen = new Map<string, number>();
    let discontinued = 0;
    for (const offer of catalog.offers.values()) {
      const first = offer.prices.findIndex((price) => price !== -1);
      const key = toProductKey(offer);
      firstSeen.set(key, Math.min(firstSeen.get(key) ?? DEMO_DAYS, first));
      const lastPresent = offer.prices.findLastIndex((price) => price !== -1);
      if (first === 0 && lastPresent < DEMO_DAYS - 2) discontinued++;
    }
    const newArrivals = [...firstSeen.values()].filter((day) => day >= DEMO_DAYS - 10).length;
    expect(newArrivals).toBeGreaterThanOrEqual(35);
    expect(newArrivals).toBeLessThanOrEqual(70);
    expect(discontinued).toBeGreaterThanOrEqual(5);
  });

  it('includes a few deliberately broken rows every day, in one or two shops only', () => {
    expect(catalog.badRowShops.size).toBeGreaterThanOrEqual(1);
    expect(catalog.badRowShops.size).toBeLessThanOrEqual(2);
    for (const [day, bad] of catalog.badRowsPerDay.entries()) {
      expect(bad).toBeGreaterThanOrEqual(1);
      expect(bad / (catalog.rowsPerDay[day] ?? 1)).toBeLessThan(0.01);
    }
  });

  it('only uses image names that the demo media route can render', () => {
    expect(catalog.lastDayImageNames.size).toBeGreaterThan(500);
    const unrenderable = [...catalog.lastDayImageNames].filter(
      (url) =>
        !url.startsWith(DEMO_MEDIA_PREFIX) || renderDemoImage(url.slice(DEMO_MEDIA_PREFIX.length)) === null,
    );
    expect(unrenderable).toEqual([]);
    expect(renderDemoImage('../../etc/passwd')).toBeNull();
  });
});
