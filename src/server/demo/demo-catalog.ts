import { AWIN_DEFAULT_COLUMNS } from '../ingest/awin-columns.ts';
import { buildDemoImageName, buildDemoLogoName, DEMO_MEDIA_PREFIX } from './demo-images.ts';
import {
  buildDemoProducts,
  createItemRng,
  createRng,
  DEMO_SUBCATEGORIES,
  type DemoGroup,
  type DemoProduct,
  type DemoSubcategory,
  MERCHANT_CATEGORY_ALTERNATIVES,
  pickInt,
  shuffleInPlace,
} from './demo-products.ts';

// The offline demo catalog: 60 days of Awin-style product feeds from seven fictional Spanish shops,
// generated deterministically from a seed. The feeds go through the real importer (seed-demo.ts), so
// price history, "30-day lowest price" deals, quarantined rows and shop-specific CSV dialects all
// arise exactly as they would from real partner feeds.

export type DemoShop = {
  advertiserId: string;
  name: string;
  descriptionShort: string;
  displayUrl: string;
  logoPath: string;
  // Colour of the shop's generated logo and banners.
  hue: number;
};
export type DemoFeed = { shop: DemoShop; fileName: string; csv: string };
export type DemoSnapshot = { dayIndex: number; observedAt: Date; feeds: DemoFeed[] };

export const DEMO_DAYS = 60;
const DEFAULT_SEED = 20_251_121;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Shops: each one writes its feed in its own CSV dialect, as real partner shops do.

type PriceFormat = 'two-decimals' | 'one-decimal' | 'suffix-eur' | 'prefix-eur';
// How a shop rounds its prices: "x.99", "x.9" (only one decimal ever), whole euros, or odd cents
// from algorithmic repricing.
type PriceStyle = 'ninety-nine' | 'tenth' | 'whole' | 'cents';
type GtinColumn = 'ean' | 'product_GTIN' | 'upc';

type ShopSpec = {
  shop: DemoShop;
  slug: string;
  domain: string;
  columns: readonly string[];
  priceFormat: PriceFormat;
  priceStyle: PriceStyle;
  // Relative price level of the shop (a cheap outlet, a pricier high-street chain...).
  priceLevel: number;
  quoteAll: boolean;
  crlf: boolean;
  bom: boolean;
  conditionUpperCase: boolean;
  htmlDescriptions: boolean;
  // Fills product_price_old with an inflated "was" price (the site ignores it, as the law asks).
  fakeOldPrice: boolean;
  badRows: boolean;
  // Share of eligible offers (laptops, phones...) this shop sells refurbished instead of new.
  refurbishedShare: number;
  freeShippingFromCents: number;
  deliveryCents: number;
  categoryWording: Partial<Record<DemoSubcategory, string>>;
  // How much of each part of the range the shop stocks (0 = never).
  affinity: (product: DemoProduct) => number;
  merchantProductId: (product: DemoProduct, refurbished: boolean) => string;
};

const getGroup = (product: DemoProduct): DemoGroup => DEMO_SUBCATEGORIES[product.subcategory].group;
const COMPONENT_SUBS: ReadonlySet<DemoSubcategory> = new Set([
  'gpus',
  'cpus',
  'motherboards',
  'ram',
  'ssd',
  'hdd',
]);
const PERIPHERAL_SUBS: ReadonlySet<DemoSubcategory> = new Set(['keyboards', 'mice', 'monitors']);
const GAMING_NAME = /gaming|gamer/i;

function pickCategoryWording(sub: DemoSubcategory, index: number): string {
  const wording = MERCHANT_CATEGORY_ALTERNATIVES[sub]?.[index];
  if (!wording) throw new Error(`no alternative category wording ${index} for ${sub}`);
  return wording;
}

function defineShop(
  advertiserId: string,
  name: string,
  slug: string,
  hue: number,
  descriptionShort: string,
  spec: Omit<ShopSpec, 'shop' | 'slug' | 'domain'>,
): ShopSpec {
  const domain = `${slug}.example`;
  return {
    ...spec,
    slug,
    domain,
    shop: {
      advertiserId,
      name,
      descriptionShort,
      displayUrl: `www.${domain}`,
      logoPath: `${DEMO_MEDIA_PREFIX}${buildDemoLogoName(hue, name)}`,
      hue,
    },
  };
}

const SHOP_SPECS: readonly ShopSpec[] = [
  defineShop(
    '10001',
    'TecnoMercado',
    'tecnomercado',
    212,
    'Gran superficie de tecnología: informática, electrónica y videojuegos con envío en 24 h.',
    {
      // Awin's default export without category_id, and more columns after it.
      columns: [
        ...AWIN_DEFAULT_COLUMNS.filter((column) => column !== 'category_id'),
        'brand_name',
        'colour',
        'product_short_description',
        'specifications',
        'condition',
        'product_model',
        'model_number',
        'keywords',
        'rrp_price',
        'product_price_old',
        'in_stock',
        'stock_quantity',
        'large_image',
        'alternate_image',
        'alternate_image_two',
        'alternate_image_three',
        'average_rating',
        'reviews',
        'ean',
      ],
      priceFormat: 'two-decimals',
      priceStyle: 'ninety-nine',
      priceLevel: 1,
      quoteAll: true,
      crlf: false,
      bom: false,
      conditionUpperCase: false,
      htmlDescriptions: true,
      fakeOldPrice: true,
      badRows: false,
      refurbishedShare: 0,
      freeShippingFromCents: 5000,
      deliveryCents: 399,
      categoryWording: {},
      affinity: (p) => (getGroup(p) === 'other' ? 0 : getGroup(p) === 'gaming' ? 0.8 : 1),
      merchantProductId: (p) => `TM-${100_000 + p.index * 3}`,
    },
  ),
  defineShop(
    '10002',
    'PixelPlaza',
    'pixelplaza',
    278,
    'Especialistas en informática y componentes para gaming, con montaje de PC a medida.',
    {
      columns: [
        'merchant_id',
        'merchant_name',
        'merchant_product_id',
        'aw_product_id',
        'product_name',
        'brand_name',
        'ean',
        'mpn',
        'search_price',
        'currency',
        'delivery_cost',
        'in_stock',
        'condition',
        'merchant_category',
        'category_name',
        'aw_deep_link',
        'merchant_deep_link',
        'merchant_image_url',
        'alternate_image',
        'description',
        'specifications',
        'colour',
        'average_rating',
        'reviews',
        'last_updated',
      ],
      priceFormat: 'one-decimal',
      priceStyle: 'tenth',
      priceLevel: 0.985,
      quoteAll: false,
      crlf: false,
      bom: false,
      conditionUpperCase: false,
      htmlDescriptions: false,
      fakeOldPrice: false,
      badRows: false,
      refurbishedShare: 0,
      freeShippingFromCents: 10_000,
      deliveryCents: 495,
      categoryWording: {
        laptops: pickCategoryWording('laptops', 1),
        monitors: pickCategoryWording('monitors', 0),
        headphones: pickCategoryWording('headphones', 0),
        smartphones: pickCategoryWording('smartphones', 0),
      },
      affinity: (p) =>
        getGroup(p) === 'computing'
          ? 1.1
          : getGroup(p) === 'electronics'
            ? 0.55
            : getGroup(p) === 'gaming'
              ? 0.3
              : 0,
      merchantProductId: (p) => `PXP${String((p.index * 7919) % 1_000_000).padStart(6, '0')}`,
    },
  ),
  defineShop(
    '10003',
    'Bitstore Iberia',
    'bitstore-iberia',
    162,
    'Componentes, almacenamiento y periféricos al mejor precio para España y Portugal.',
    {
      columns: [
        'aw_product_id',
        'merchant_product_id',
        'product_GTIN',
        'product_name',
        'product_short_description',
        'description',
        'brand_name',
        'model_number',
        'merchant_category',
        'category_name',
        'search_price',
        'store_price',
        'rrp_price',
        'delivery_cost',
        'in_stock',
        'stock_quantity',
        'condition',
        'aw_deep_link',
        'merchant_deep_link',
        'aw_image_url',
        'large_image',
        'merchant_id',
        'merchant_name',
        'keywords',
        'last_updated',
      ],
      priceFormat: 'suffix-eur',
      priceStyle: 'cents',
      priceLevel: 0.975,
      quoteAll: false,
      crlf: true,
      bom: true,
      conditionUpperCase: true,
      htmlDescriptions: false,
      fakeOldPrice: false,
      badRows: false,
      refurbishedShare: 0,
      freeShippingFromCents: 3000,
      deliveryCents: 299,
      categoryWording: {
        laptops: pickCategoryWording('laptops', 0),
        monitors: pickCategoryWording('monitors', 1),
      },
      affinity: (p) => {
        if (COMPONENT_SUBS.has(p.subcategory) || PERIPHERAL_SUBS.has(p.subcategory)) return 1.4;
        if (getGroup(p) === 'computing') return 0.8;
        if (p.subcategory === 'headphones' || p.subcategory === 'gaming-accessories') return 0.35;
        return getGroup(p) === 'electronics' ? 0.12 : 0;
      },
      merchantProductId: (p) =>
        `BSI-${(Math.imul(p.index + 1, 0x9e3779b1) >>> 0).toString(16).toUpperCase().padStart(8, '0')}`,
    },
  ),
  defineShop(
    '10004',
    'GameNexo',
    'gamenexo',
    334,
    'Tu tienda de videojuegos: novedades, reservas, consolas y accesorios para PS5, Switch y Xbox.',
    {
      columns: [
        'product_name',
        'search_price',
        'aw_deep_link',
        'merchant_product_id',
        'upc',
        'merchant_name',
        'merchant_id',
        'merchant_category',
        'category_name',
        'brand_name',
        'condition',
        'in_stock',
        'merchant_image_url',
        'alternate_image',
        'alternate_image_two',
        'description',
        'product_short_description',
        'average_rating',
        'reviews',
        'keywords',
        'product_price_old',
        'language',
      ],
      priceFormat: 'prefix-eur',
      priceStyle: 'ninety-nine',
      priceLevel: 0.99,
      quoteAll: true,
      crlf: false,
      bom: false,
      conditionUpperCase: false,
      htmlDescriptions: false,
      fakeOldPrice: true,
      badRows: false,
      refurbishedShare: 0,
      freeShippingFromCents: 2500,
      deliveryCents: 299,
      categoryWording: {
        'games-ps5': pickCategoryWording('games-ps5', 0),
        'games-switch': pickCategoryWording('games-switch', 0),
        'games-xbox': pickCategoryWording('games-xbox', 0),
      },
      affinity: (p) => {
        if (getGroup(p) === 'gaming') return 2;
        if (
          (p.subcategory === 'keyboards' || p.subcategory === 'mice' || p.subcategory === 'headphones') &&
          GAMING_NAME.test(p.name)
        )
          return 0.6;
        return p.subcategory === 'monitors' && GAMING_NAME.test(p.name) ? 0.25 : 0;
      },
      merchantProductId: (p) => {
        const code =
          p.subcategory === 'games-ps5'
            ? 'PS5'
            : p.subcategory === 'games-switch'
              ? 'NSW'
              : p.subcategory === 'games-xbox'
                ? 'XSX'
                : p.subcategory === 'consoles'
                  ? 'CON'
                  : p.subcategory === 'gaming-accessories'
                    ? 'ACC'
                    : 'PER';
        return `GN-${code}-${String(p.index).padStart(5, '0')}`;
      },
    },
  ),
  defineShop(
    '10005',
    'ElectroSur',
    'electrosur',
    24,
    'Electrónica, telefonía y sonido desde Sevilla, con tiendas en Andalucía y envío a toda España.',
    {
      columns: [
        'merchant_id',
        'merchant_name',
        'aw_product_id',
        'merchant_product_id',
        'ean',
        'isbn',
        'product_name',
        'description',
        'merchant_category',
        'category_name',
        'search_price',
        'currency',
        'store_price',
        'product_price_old',
        'delivery_cost',
        'in_stock',
        'stock_quantity',
        'condition',
        'brand_name',
        'product_model',
        'colour',
        'specifications',
        'aw_deep_link',
        'merchant_deep_link',
        'merchant_image_url',
        'large_image',
        'alternate_image',
        'average_rating',
        'reviews',
        'last_updated',
        'language',
      ],
      priceFormat: 'two-decimals',
      priceStyle: 'whole',
      priceLevel: 1.01,
      quoteAll: false,
      crlf: false,
      bom: false,
      conditionUpperCase: true,
      htmlDescriptions: true,
      fakeOldPrice: false,
      badRows: false,
      refurbishedShare: 0,
      freeShippingFromCents: 0,
      deliveryCents: 0,
      categoryWording: {
        laptops: pickCategoryWording('laptops', 2),
        headphones: pickCategoryWording('headphones', 0),
        smartphones: pickCategoryWording('smartphones', 0),
      },
      affinity: (p) => {
        const group = getGroup(p);
        if (group === 'other') return 1;
        if (group === 'electronics') return 1.3;
        if (group === 'gaming') return 0.55;
        return COMPONENT_SUBS.has(p.subcategory) ? 0.12 : 0.55;
      },
      merchantProductId: (p) => `ELS${String(5000 + p.index).padStart(6, '0')}`,
    },
  ),
  defineShop(
    '10006',
    'Zona Digital',
    'zonadigital',
    190,
    'Tecnología para todos: portátiles, móviles, televisores y gaming con financiación sin intereses.',
    {
      columns: [
        'aw_deep_link',
        'aw_product_id',
        'merchant_product_id',
        'merchant_id',
        'merchant_name',
        'product_name',
        'product_short_description',
        'description',
        'merchant_category',
        'category_name',
        'brand_name',
        'mpn',
        'ean',
        'colour',
        'search_price',
        'currency',
        'rrp_price',
        'product_price_old',
        'delivery_cost',
        'in_stock',
        'condition',
        'merchant_image_url',
        'aw_image_url',
        'alternate_image',
        'alternate_image_two',
        'alternate_image_three',
        'keywords',
        'average_rating',
        'reviews',
        'last_updated',
      ],
      priceFormat: 'suffix-eur',
      priceStyle: 'ninety-nine',
      priceLevel: 0.995,
      quoteAll: true,
      crlf: false,
      bom: false,
      conditionUpperCase: false,
      htmlDescriptions: true,
      fakeOldPrice: true,
      badRows: true,
      refurbishedShare: 0.03,
      freeShippingFromCents: 3900,
      deliveryCents: 490,
      categoryWording: { monitors: pickCategoryWording('monitors', 0) },
      affinity: (p) => (getGroup(p) === 'other' ? 0 : 0.85),
      // Zona Digital uses the EAN as its SKU, like many shops do.
      merchantProductId: (p, refurbished) =>
        `${p.gtin ?? `ZD${String(p.index).padStart(7, '0')}`}${refurbished ? '-R' : ''}`,
    },
  ),
  defineShop(
    '10007',
    'Ofertrónica',
    'ofertronica',
    48,
    'Outlet de tecnología: ofertas diarias, productos reacondicionados con garantía y liquidaciones.',
    {
      columns: [
        'merchant_product_id',
        'product_name',
        'search_price',
        'merchant_id',
        'merchant_name',
        'aw_deep_link',
        'ean',
        'brand_name',
        'model_number',
        'merchant_category',
        'category_name',
        'condition',
        'in_stock',
        'stock_quantity',
        'delivery_cost',
        'merchant_image_url',
        'description',
        'specifications',
        'last_updated',
      ],
      priceFormat: 'prefix-eur',
      priceStyle: 'cents',
      priceLevel: 0.97,
      quoteAll: false,
      crlf: false,
      bom: false,
      conditionUpperCase: false,
      htmlDescriptions: false,
      fakeOldPrice: false,
      badRows: true,
      refurbishedShare: 0.12,
      freeShippingFromCents: 6000,
      deliveryCents: 595,
      categoryWording: {
        laptops: pickCategoryWording('laptops', 2),
        monitors: pickCategoryWording('monitors', 1),
        headphones: pickCategoryWording('headphones', 1),
      },
      affinity: (p) => (getGroup(p) === 'other' ? 0 : getGroup(p) === 'gaming' ? 0.5 : 0.75),
      merchantProductId: (p, refurbished) =>
        `OFT/${p.brand
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase()
          .padEnd(3, 'X')}/${String(p.index).padStart(5, '0')}${refurbished ? '-REF' : ''}`,
    },
  ),
];

export function listDemoShops(): DemoShop[] {
  return SHOP_SPECS.map((spec) => ({ ...spec.shop }));
}

// The partner-shop directory (Awin's "programmes" export): one row per shop plus the network's own.
export function buildDemoShopDirectory(): string {
  const rows = [['advertiserId', 'programmeName', 'descriptionShort', 'logoUrl', 'displayUrl']];
  for (const { shop } of SHOP_SPECS) {
    rows.push([shop.advertiserId, shop.name, shop.descriptionShort, shop.logoPath, shop.displayUrl]);
  }
  // Awin lists itself in the directory; the importer drops this row.
  rows.push(['1', 'Awin', 'Red de afiliación', '', 'www.awin.com']);
  return `${rows.map((row) => row.map((field) => encodeField(field, false, ';')).join(';')).join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// CSV and price text.

const NEEDS_QUOTES = /[",\r\n;]/;

function encodeField(value: string, quoteAll: boolean, delimiter = ','): string {
  if (quoteAll) return `"${value.replaceAll('"', '""')}"`;
  if (NEEDS_QUOTES.test(value) || value.includes(delimiter)) return `"${value.replaceAll('"', '""')}"`;
  return value;
}

function formatPrice(cents: number, format: PriceFormat): string {
  switch (format) {
    case 'two-decimals':
      return (cents / 100).toFixed(2);
    case 'one-decimal':
      return (cents / 100).toFixed(1);
    case 'suffix-eur':
      return `${(cents / 100).toFixed(2)} EUR`;
    case 'prefix-eur':
      // Like a float printed by a script: "EUR12.0", "EUR59.9", "EUR59.99".
      return `EUR${cents % 10 === 0 ? (cents / 100).toFixed(1) : (cents / 100).toFixed(2)}`;
  }
}

function roundPrice(euros: number, style: PriceStyle): number {
  const cents = Math.round(euros * 100);
  switch (style) {
    case 'ninety-nine':
      return euros >= 20
        ? Math.max(99, Math.round(euros) * 100 - 1)
        : Math.max(49, Math.round(euros * 2) * 50 - 1);
    case 'tenth':
      return euros >= 10 ? Math.round(euros) * 100 - 10 : Math.max(10, Math.round(euros * 10) * 10);
    case 'whole':
      return euros >= 100 ? Math.round(euros) * 100 : Math.max(95, Math.round(euros) * 100 - 5);
    case 'cents':
      return Math.max(1, cents);
  }
}

function slugifyPath(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '');
}

function formatIsoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// The plan: which shop sells what, and each offer's price and stock for every day.

// How many shops list one product: most have 2-5 offers, some only one.
const OFFER_COUNT_WEIGHTS: ReadonlyArray<readonly [count: number, weight: number]> = [
  [1, 7],
  [2, 17],
  [3, 29],
  [4, 27],
  [5, 15],
  [6, 5],
];
const NEW_ARRIVALS = 50;
const NEW_ARRIVAL_WINDOW = 10;
const DEAL_PRODUCTS = 140;
const FAKE_DISCOUNT_PRODUCTS = 30;
const ZIGZAG_PRODUCTS = 90;
const SHORT_SALE_PRODUCTS = 80;
const DISCONTINUED_OFFERS = 25;
// A deal needs 30 days of history before the drop, so drops start after day 30.
const DEAL_WINDOW = 30;
const OUT_OF_STOCK_SHARE = 0.04;
const SMALL_MOVE_SHARE = 0.35;
// Per eligible row and day in the shops that export broken rows (~0.2 % of all rows of a day).
const BAD_ROW_PER_MILLE = 7;
const REFURBISHABLE: ReadonlySet<DemoSubcategory> = new Set([
  'laptops',
  'smartphones',
  'tablets',
  'smartwatches',
  'consoles',
  'monitors',
]);

type Pattern = 'plain' | 'new' | 'deal' | 'fake' | 'zigzag' | 'sale';
type Role = 'plain' | 'deal' | 'fake' | 'zigzag' | 'sale';

type Offer = {
  id: number;
  product: DemoProduct;
  refurbished: boolean;
  cells: string[];
  // Price in cents per day; 0 = not in the feed that day.
  cents: Int32Array;
  inStock: Uint8Array;
  stockQuantity: number;
  oldPriceFactor: number;
  updateOffsetMinutes: number;
  badRowEligible: boolean;
};

type Positions = {
  searchPrice: number;
  storePrice: number;
  deliveryCost: number;
  lastUpdated: number;
  oldPrice: number;
  inStock: number;
  stockQuantity: number;
  productName: number;
  deepLink: number;
};

type ShopPlan = { spec: ShopSpec; header: string; positions: Positions; offers: Offer[] };

function pickOfferCount(rng: () => number): number {
  const total = OFFER_COUNT_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng() * total;
  for (const [count, weight] of OFFER_COUNT_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return count;
  }
  return 3;
}

// Weighted choice of `count` different shops.
function pickShops(rng: () => number, weights: readonly number[], count: number): number[] {
  const remaining = weights.map((weight, index) => ({ weight, index })).filter((entry) => entry.weight > 0);
  const chosen: number[] = [];
  while (chosen.length < count && remaining.length > 0) {
    const total = remaining.reduce((sum, entry) => sum + entry.weight, 0);
    let roll = rng() * total;
    let at = remaining.findIndex((entry) => {
      roll -= entry.weight;
      return roll < 0;
    });
    if (at === -1) at = remaining.length - 1;
    const [entry] = remaining.splice(at, 1);
    if (entry) chosen.push(entry.index);
  }
  return chosen.sort((a, b) => a - b);
}

function assignPatterns(products: readonly DemoProduct[], seed: number, days: number): Pattern[] {
  const patterns: Pattern[] = products.map(() => 'plain');
  const order = shuffleInPlace(
    createRng(seed ^ 0x5eed_da7a),
    products.map((product) => product.index),
  );
  let at = 0;
  const take = (count: number, pattern: Pattern, enabled: boolean) => {
    for (let i = 0; i < count && at < order.length; i++, at++) {
      if (enabled) patterns[order[at] as number] = pattern;
    }
  };
  take(NEW_ARRIVALS, 'new', days > NEW_ARRIVAL_WINDOW + 2);
  take(DEAL_PRODUCTS, 'deal', days >= DEAL_WINDOW + 3);
  take(FAKE_DISCOUNT_PRODUCTS, 'fake', days >= 22);
  take(ZIGZAG_PRODUCTS, 'zigzag', days >= 10);
  take(SHORT_SALE_PRODUCTS, 'sale', days >= 10);
  return patterns;
}

function applyFrom(factors: Float64Array, from: number, to: number, multiplier: number): void {
  for (let d = Math.max(0, from); d < Math.min(factors.length, to); d++)
    factors[d] = (factors[d] ?? 1) * multiplier;
}

// Daily price multipliers for one offer.
function planFactors(role: Role, rng: () => number, days: number): Float64Array {
  const factors = new Float64Array(days).fill(1);
  switch (role) {
    case 'plain':
      if (rng() < SMALL_MOVE_SHARE) {
        const moves = pickInt(rng, 1, 3);
        for (let i = 0; i < moves; i++) {
          const step = 0.01 + rng() * 0.03;
          applyFrom(factors, pickInt(rng, 1, days - 1), days, rng() < 0.5 ? 1 - step : 1 + step);
        }
      }
      break;
    case 'deal': {
      // A genuine, lasting cut well below the previous 30 days' lowest price.
      const dropDay = pickInt(rng, DEAL_WINDOW + 1, days - 2);
      applyFrom(factors, dropDay, days, 1 - (0.12 + rng() * 0.23));
      // Now and then a second, smaller cut (a progressive reduction).
      if (rng() < 0.15 && dropDay + 3 < days)
        applyFrom(factors, pickInt(rng, dropDay + 2, days - 1), days, 0.96);
      break;
    }
    case 'fake': {
      // The classic trick: raise the price for a week, then "cut" it back to where it was.
      const start = pickInt(rng, Math.max(8, days - 32), days - 12);
      applyFrom(factors, start, start + 7, 1.18 + rng() * 0.07);
      break;
    }
    case 'zigzag': {
      const period = pickInt(rng, 3, 6);
      const depth = 1 - (0.05 + rng() * 0.07);
      const start = pickInt(rng, 0, 10);
      for (let d = start; d < days; d++) if (Math.floor((d - start) / period) % 2 === 1) factors[d] = depth;
      break;
    }
    case 'sale': {
      const start = pickInt(rng, 1, days - 8);
      applyFrom(factors, start, start + pickInt(rng, 3, 7), 1 - (0.1 + rng() * 0.1));
      break;
    }
  }
  return factors;
}

function buildImageUrl(product: DemoProduct, variant: number): string {
  const kind = DEMO_SUBCATEGORIES[product.subcategory].kind;
  return `${DEMO_MEDIA_PREFIX}${buildDemoImageName(kind, product.imageHue, product.imageLabel, variant)}`;
}

function formatGtinForColumn(gtin: string | null, column: GtinColumn): string {
  if (!gtin) return '';
  // A UPC column holds 12 digits; North-American codes are EAN-13s with a leading zero.
  if (column === 'upc' && gtin.startsWith('0')) return gtin.slice(1);
  return gtin;
}

function buildStaticCells(spec: ShopSpec, shopIndex: number, offer: Offer, rng: () => number): string[] {
  const { product, refurbished } = offer;
  const merchantProductId = spec.merchantProductId(product, refurbished);
  const awProductId = `${30 + shopIndex}${String(1_000_000 + product.index * 17 + (refurbished ? 9 : 0)).padStart(9, '0')}`;
  const name = refurbished ? `${product.name} (Reacondicionado)` : product.name;
  const reviewFactor = shopIndex === 0 ? 1 : 0.15 + rng() * 0.6;
  return spec.columns.map((column) => {
    let value: string;
    switch (column.toLowerCase()) {
      case 'aw_deep_link':
        value = `https://www.awin1.com/pclick.php?p=${awProductId}&a=000000&m=${spec.shop.advertiserId}`;
        break;
      case 'product_name':
        value = name;
        break;
      case 'aw_product_id':
        value = awProductId;
        break;
      case 'merchant_product_id':
        value = merchantProductId;
        break;
      case 'merchant_image_url':
      case 'aw_image_url':
      case 'large_image':
        value = buildImageUrl(product, 1);
        break;
      case 'alternate_image':
        value = buildImageUrl(product, 2);
        break;
      case 'alternate_image_two':
        value = buildImageUrl(product, 3);
        break;
      case 'alternate_image_three':
        value = buildImageUrl(product, 4);
        break;
      case 'description':
        value = spec.htmlDescriptions ? product.descriptionHtml : product.descriptionText;
        break;
      case 'merchant_category':
        value =
          spec.categoryWording[product.subcategory] ??
          DEMO_SUBCATEGORIES[product.subcategory].merchantCategory;
        break;
      case 'merchant_name':
        value = spec.shop.name;
        break;
      case 'merchant_id':
        value = spec.shop.advertiserId;
        break;
      case 'category_name':
        value = DEMO_SUBCATEGORIES[product.subcategory].awinCategory;
        break;
      case 'currency':
        value = 'EUR';
        break;
      case 'merchant_deep_link':
        value = `https://www.${spec.domain}/${slugifyPath(name)}/${encodeURIComponent(merchantProductId)}`;
        break;
      case 'language':
        value = 'es';
        break;
      case 'brand_name':
        value = product.brand;
        break;
      case 'colour':
        value = product.colour ?? '';
        break;
      case 'product_short_description':
        value = product.shortDescription;
        break;
      case 'specifications':
        value = product.specifications;
        break;
      case 'condition': {
        const condition = refurbished ? 'refurbished' : 'new';
        value = spec.conditionUpperCase ? condition.toUpperCase() : condition;
        break;
      }
      case 'product_model':
        value = product.model;
        break;
      case 'model_number':
      case 'mpn':
        value = product.modelNumber;
        break;
      case 'keywords':
        value = product.keywords;
        break;
      case 'rrp_price':
        value = formatPrice(roundPrice(product.rrpCents / 100, spec.priceStyle), spec.priceFormat);
        break;
      case 'average_rating':
        value = product.rating === null ? '' : product.rating.toFixed(1);
        break;
      case 'reviews':
        value =
          product.reviews === null ? '' : String(Math.max(1, Math.round(product.reviews * reviewFactor)));
        break;
      case 'ean':
        value = formatGtinForColumn(product.gtin, 'ean');
        break;
      case 'product_gtin':
        value = formatGtinForColumn(product.gtin, 'product_GTIN');
        break;
      case 'upc':
        value = formatGtinForColumn(product.gtin, 'upc');
        break;
      default:
        // Dynamic columns (prices, stock, dates) are filled day by day; isbn stays empty.
        value = '';
    }
    return encodeField(value, spec.quoteAll);
  });
}

function findDynamicPositions(columns: readonly string[]): Positions {
  const at = (name: string) => columns.findIndex((column) => column.toLowerCase() === name);
  return {
    searchPrice: at('search_price'),
    storePrice: at('store_price'),
    deliveryCost: at('delivery_cost'),
    lastUpdated: at('last_updated'),
    oldPrice: at('product_price_old'),
    inStock: at('in_stock'),
    stockQuantity: at('stock_quantity'),
    productName: at('product_name'),
    deepLink: at('aw_deep_link'),
  };
}

function planCatalog(seed: number, days: number): ShopPlan[] {
  const products = buildDemoProducts(seed);
  const patterns = assignPatterns(products, seed, days);
  const shops: ShopPlan[] = SHOP_SPECS.map((spec) => ({
    spec,
    header: spec.columns.map((column) => encodeField(column, spec.quoteAll)).join(','),
    positions: findDynamicPositions(spec.columns),
    offers: [],
  }));
  const discontinuable: Offer[] = [];
  let nextOfferId = 0;
  for (const product of products) {
    const rng = createItemRng(seed, `offers:${product.key}`);
    const pattern = patterns[product.index] ?? 'plain';
    const weights = SHOP_SPECS.map((spec) => spec.affinity(product));
    // Products without a GTIN cannot be matched across shops; they are mostly one shop's own listing.
    const count = product.gtin === null ? (rng() < 0.85 ? 1 : 2) : pickOfferCount(rng);
    const shopIndexes = pickShops(rng, weights, count);
    const leads = new Set<number>();
    if (pattern !== 'plain' && pattern !== 'new') {
      const leadCount =
        (pattern === 'deal' || pattern === 'zigzag') && shopIndexes.length > 2 && rng() < 0.3 ? 2 : 1;
      for (const shopIndex of shuffleInPlace(rng, [...shopIndexes]).slice(0, leadCount)) leads.add(shopIndex);
    }
    const productStart = pattern === 'new' ? days - NEW_ARRIVAL_WINDOW + pickInt(rng, 0, 7) : 0;
    for (const shopIndex of shopIndexes) {
      const spec = SHOP_SPECS[shopIndex] as ShopSpec;
      const shop = shops[shopIndex] as ShopPlan;
      const offerRng = createItemRng(seed, `offer:${shopIndex}:${product.key}`);
      const role: Role = leads.has(shopIndex) ? (pattern as Role) : 'plain';
      const refurbished =
        role === 'plain' && REFURBISHABLE.has(product.subcategory) && offerRng() < spec.refurbishedShare;
      const base =
        (product.basePriceCents / 100) *
        spec.priceLevel *
        (1 + (offerRng() - 0.5) * 0.04) *
        (refurbished ? 0.8 + offerRng() * 0.08 : 1);
      const factors = planFactors(role, offerRng, days);
      const start = Math.min(days - 1, productStart + (pattern === 'new' ? pickInt(offerRng, 0, 2) : 0));
      const cents = new Int32Array(days);
      for (let d = start; d < days; d++) cents[d] = roundPrice(base * (factors[d] ?? 1), spec.priceStyle);
      const inStock = new Uint8Array(days).fill(1);
      if (role === 'plain' && days > 4 && offerRng() < OUT_OF_STOCK_SHARE) {
        const from = pickInt(offerRng, Math.max(1, start), days - 2);
        inStock.fill(0, from, Math.min(days, from + pickInt(offerRng, 2, 8)));
      }
      const offer: Offer = {
        id: nextOfferId++,
        product,
        refurbished,
        cells: [],
        cents,
        inStock,
        stockQuantity: pickInt(offerRng, 1, 80),
        oldPriceFactor: spec.fakeOldPrice && offerRng() < 0.6 ? 1.15 + offerRng() * 0.25 : 0,
        updateOffsetMinutes: pickInt(offerRng, 5, 300),
        badRowEligible: spec.badRows && role === 'plain' && pattern === 'plain',
      };
      offer.cells = buildStaticCells(spec, shopIndex, offer, offerRng);
      shop.offers.push(offer);
      if (pattern === 'plain' && role === 'plain' && shopIndexes.length >= 2) discontinuable.push(offer);
    }
  }
  // A few offers vanish from their shop's feed for good (the product is discontinued there).
  if (days >= 10) {
    const rng = createRng(seed ^ 0xd15c0);
    for (const offer of shuffleInPlace(rng, discontinuable).slice(0, DISCONTINUED_OFFERS)) {
      offer.cents.fill(0, pickInt(rng, Math.floor(days * 0.3), days - 3));
      offer.badRowEligible = false;
    }
  }
  return shops;
}

// ---------------------------------------------------------------------------------------------
// Day by day output.

function mixHash(a: number, b: number, c: number): number {
  let h =
    Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35) ^ Math.imul(c, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  return (h ^ (h >>> 15)) >>> 0;
}

function formatTimestamp(time: number): string {
  return new Date(time).toISOString().slice(0, 19).replace('T', ' ');
}

const BAD_ROW_KINDS = ['missing-price', 'price-na', 'missing-name', 'javascript-link'] as const;

// Renders one offer's row from its static cells and the day's price and stock.
function renderRow(
  shop: ShopPlan,
  offer: Offer,
  cents: number,
  inStock: number,
  lastUpdated: string,
): string[] {
  const { spec, positions } = shop;
  const encode = (value: string) => encodeField(value, spec.quoteAll);
  const cells = [...offer.cells];
  const price = encode(formatPrice(cents, spec.priceFormat));
  if (positions.searchPrice !== -1) cells[positions.searchPrice] = price;
  if (positions.storePrice !== -1) cells[positions.storePrice] = price;
  if (positions.deliveryCost !== -1) {
    const delivery = cents >= spec.freeShippingFromCents ? 0 : spec.deliveryCents;
    cells[positions.deliveryCost] = encode(formatPrice(delivery, spec.priceFormat));
  }
  if (positions.lastUpdated !== -1) cells[positions.lastUpdated] = encode(lastUpdated);
  if (positions.oldPrice !== -1) {
    const old = roundPrice((cents / 100) * offer.oldPriceFactor, spec.priceStyle);
    cells[positions.oldPrice] = encode(offer.oldPriceFactor === 0 ? '' : formatPrice(old, spec.priceFormat));
  }
  if (positions.inStock !== -1) cells[positions.inStock] = encode(inStock === 1 ? '1' : '0');
  if (positions.stockQuantity !== -1)
    cells[positions.stockQuantity] = encode(inStock === 1 ? String(offer.stockQuantity) : '0');
  return cells;
}

// A deliberately broken row, as real feeds contain: the importer must quarantine it.
function breakRow(shop: ShopPlan, cells: string[], roll: number): string {
  const { spec, positions } = shop;
  const encode = (value: string) => encodeField(value, spec.quoteAll);
  const broken = [...cells];
  const kind = BAD_ROW_KINDS[(roll >>> 12) % BAD_ROW_KINDS.length];
  if (kind === 'missing-price' || kind === 'price-na') {
    const text = encode(kind === 'price-na' ? 'N/A' : '');
    if (positions.searchPrice !== -1) broken[positions.searchPrice] = text;
    if (positions.storePrice !== -1) broken[positions.storePrice] = text;
  } else if (kind === 'missing-name' && positions.productName !== -1)
    broken[positions.productName] = encode('');
  else if (kind === 'javascript-link' && positions.deepLink !== -1)
    broken[positions.deepLink] = encode('javascript:void(0)');
  return broken.join(',');
}

function renderFeed(
  shop: ShopPlan,
  day: number,
  dayTimes: readonly number[],
  seed: number,
  state: OfferState,
): string {
  const lines = [shop.header];
  for (const offer of shop.offers) {
    const cents = offer.cents[day] ?? 0;
    if (cents === 0) continue;
    const inStock = offer.inStock[day] ?? 1;
    // Most rows are the same as yesterday; a row (and its last_updated) changes only when something
    // the shop manages, price or stock, changes. Caching rows keeps 60 days fast.
    let cells = state.cells[offer.id];
    if (cells === undefined || state.lastCents[offer.id] !== cents || state.lastStock[offer.id] !== inStock) {
      state.lastCents[offer.id] = cents;
      state.lastStock[offer.id] = inStock;
      const updatedAt = formatTimestamp((dayTimes[day] ?? 0) - offer.updateOffsetMinutes * 60_000);
      cells = renderRow(shop, offer, cents, inStock, updatedAt);
      state.cells[offer.id] = cells;
      state.rows[offer.id] = cells.join(',');
    }
    const roll = offer.badRowEligible ? mixHash(seed, day, offer.id) : -1;
    if (roll !== -1 && roll % 1000 < BAD_ROW_PER_MILLE) lines.push(breakRow(shop, cells, roll));
    else lines.push(state.rows[offer.id] ?? cells.join(','));
  }
  const eol = shop.spec.crlf ? '\r\n' : '\n';
  return `${shop.spec.bom ? '\uFEFF' : ''}${lines.join(eol)}${eol}`;
}

type OfferState = {
  lastCents: Int32Array;
  lastStock: Int8Array;
  cells: (string[] | undefined)[];
  rows: (string | undefined)[];
};

export function* generateDemoSnapshots(options: {
  seed?: number;
  endDate: Date;
  days?: number;
}): Generator<DemoSnapshot> {
  const seed = (options.seed ?? DEFAULT_SEED) >>> 0;
  const days = Math.max(1, Math.trunc(options.days ?? DEMO_DAYS));
  const endTime = options.endDate.getTime();
  if (!Number.isFinite(endTime)) throw new Error('generateDemoSnapshots needs a valid endDate');
  const shops = planCatalog(seed, days);
  const offerCount = shops.reduce((sum, shop) => sum + shop.offers.length, 0);
  const state: OfferState = {
    lastCents: new Int32Array(offerCount),
    lastStock: new Int8Array(offerCount).fill(-1),
    cells: new Array<string[] | undefined>(offerCount),
    rows: new Array<string | undefined>(offerCount),
  };
  // Day k keeps endDate's time of day: endDate minus (days - 1 - k) whole days.
  const dayTimes = Array.from({ length: days }, (_, day) => endTime - (days - 1 - day) * DAY_MS);
  for (let day = 0; day < days; day++) {
    const observedAt = new Date(dayTimes[day] ?? endTime);
    const date = formatIsoDate(observedAt.getTime());
    const feeds = shops.map((shop) => ({
      shop: { ...shop.spec.shop },
      fileName: `${shop.spec.shop.advertiserId}_${shop.spec.slug}_${date}.csv`,
      csv: renderFeed(shop, day, dayTimes, seed, state),
    }));
    yield { dayIndex: day, observedAt, feeds };
  }
}
