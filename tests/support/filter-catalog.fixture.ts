import type { Db } from '../../src/server/db/database.ts';
import { feedSourceFromText } from '../../src/server/ingest/feed-source.ts';
import { importFeed } from '../../src/server/ingest/import-feed.ts';
import { buildFeed, ean13, type FeedRow, offerRow, STANDARD_COLUMNS } from './feed-builder.ts';

// A catalog for the filter tests, imported through the real importer: phones, laptops and
// headphones of several brands, sold by three shops (some products by two or three, by GTIN), with
// prices, delivery costs, stock, conditions and ratings drawn from a fixed seed, sizes written in
// the titles (what matching reads as specifications), and deals made by a price drop on day 40.

const COLUMNS = [...STANDARD_COLUMNS, 'average_rating', 'reviews'];
const DAY = 86_400_000;
export const FILTER_CATALOG_T0 = Date.parse('2026-08-01T06:00:00Z');

export const FILTER_SHOPS = [
  { id: '1001', name: 'Tienda Uno' },
  { id: '2002', name: 'Tienda Dos' },
  { id: '3003', name: 'MegaStore' },
] as const;

type Kind = { merchant: string; awin: string; brands: string[]; names: (brand: string, n: number) => string };

const KINDS: Kind[] = [
  {
    merchant: 'Electrónica > Telefonía > Smartphones',
    awin: 'Mobile Phones',
    brands: ['Apple', 'Samsung', 'Xiaomi'],
    names: (brand, n) =>
      `Smartphone ${brand} Modelo ${n} ${[64, 128, 256][n % 3]} GB ${['6.1', '6.7'][n % 2]} pulgadas`,
  },
  {
    merchant: 'Informática > Portátiles',
    awin: 'Laptops',
    brands: ['Lenovo', 'HP', 'Acer'],
    names: (brand, n) =>
      `Portátil ${brand} Serie ${n} ${[8, 16][n % 2]} GB RAM ${[512, 1024][n % 2 === 0 ? 0 : 1]} GB SSD ${['14', '15.6'][n % 3 === 0 ? 0 : 1]}"`,
  },
  {
    merchant: 'Electrónica > Audio > Auriculares',
    awin: 'Headphones',
    brands: ['Sony', 'JBL'],
    names: (brand, n) => `Auriculares inalámbricos ${brand} Tune ${n}`,
  },
];

// A small deterministic generator (no Math.random in tests).
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export const FILTER_CATALOG_PRODUCTS = 45;

// Rows per shop for one day's feeds; `day` 40 drops some prices by 30 % (deals).
function feedRows(day: number): Map<string, FeedRow[]> {
  const random = generator(20_261_126);
  const rows = new Map<string, FeedRow[]>(FILTER_SHOPS.map((shop) => [shop.id, []]));
  for (let i = 0; i < FILTER_CATALOG_PRODUCTS; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const brand = kind.brands[Math.floor(random() * kind.brands.length)]!;
    const name = kind.names(brand, i);
    const basePrice = 50 + Math.floor(random() * 1500);
    const rated = random() < 0.8;
    const rating = (1 + random() * 4).toFixed(1);
    const reviews = String(Math.floor(random() * 300));
    const shops = FILTER_SHOPS.filter((_, s) => s === i % 3 || random() < 0.35);
    const deal = i % 7 === 0 && day >= 40;
    for (const shop of shops) {
      const price = basePrice * (1 + random() * 0.1) * (deal ? 0.7 : 1);
      rows.get(shop.id)!.push(
        offerRow({
          merchant_product_id: `${shop.id}-${i}`,
          merchant_id: shop.id,
          merchant_name: shop.name,
          product_name: name,
          brand_name: brand,
          ean: ean13(`84100000${String(i).padStart(4, '0')}`),
          merchant_category: kind.merchant,
          category_name: kind.awin,
          search_price: price.toFixed(2),
          delivery_cost: ['0', '3.99', '6.50'][Math.floor(random() * 3)],
          in_stock: random() < 0.8 ? '1' : '0',
          condition: random() < 0.8 ? 'new' : random() < 0.7 ? 'refurbished' : 'used',
          average_rating: rated ? rating : '',
          reviews: rated ? reviews : '',
        }),
      );
    }
  }
  return rows;
}

// A later feed of one shop: half its offers gone, the rest cheaper and out of stock, one new product.
export async function importFilterCatalogChanges(db: Db): Promise<void> {
  const shop = FILTER_SHOPS[2]!;
  const rows = feedRows(40)
    .get(shop.id)!
    .filter((_, index) => index % 2 === 0)
    .map(
      (row): FeedRow => ({
        ...row,
        search_price: (Number(row.search_price) * 0.9).toFixed(2),
        in_stock: '0',
      }),
    );
  rows.push(
    offerRow({
      merchant_product_id: `${shop.id}-new`,
      merchant_id: shop.id,
      merchant_name: shop.name,
      product_name: 'Smartphone Apple Modelo Nuevo 512 GB 6.7 pulgadas',
      brand_name: 'Apple',
      ean: ean13('841000009999'),
      merchant_category: KINDS[0]!.merchant,
      category_name: KINDS[0]!.awin,
      search_price: '1299.00',
      average_rating: '4.9',
      reviews: '12',
    }),
  );
  await importFeed(db, feedSourceFromText(`shop-${shop.id}.csv`, buildFeed(COLUMNS, rows)), {
    observedAt: new Date(FILTER_CATALOG_T0 + 41 * DAY),
  });
}

export async function importFilterCatalog(db: Db): Promise<void> {
  for (const day of [0, 40]) {
    for (const [shop, rows] of feedRows(day)) {
      await importFeed(db, feedSourceFromText(`shop-${shop}.csv`, buildFeed(COLUMNS, rows)), {
        observedAt: new Date(FILTER_CATALOG_T0 + day * DAY),
      });
    }
  }
}
