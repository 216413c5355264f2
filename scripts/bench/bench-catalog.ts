import { sql } from 'kysely';
import { normalizeBrandKey } from '../../src/server/catalog/brand-key.ts';
import { refreshProductFacets } from '../../src/server/catalog/filtering/facet-table.ts';
import { type BulkSql, PostgresBulkSql, SqliteBulkSql } from '../../src/server/db/bulk-sql.ts';
import { type Db, dialectOf, sqliteConnectionOf } from '../../src/server/db/database.ts';
import {
  buildDemoProducts,
  createRng,
  DEMO_SUBCATEGORIES,
  type DemoProduct,
} from '../../src/server/demo/demo-products.ts';
import { mapCategory } from '../../src/server/ingest/map-category.ts';
import { publicProductId } from '../../src/server/ingest/product-identity.ts';
import { offerAttributes } from '../../src/server/matching/offer-attributes.ts';
import { attributesToJson } from '../../src/server/matching/product-matcher.ts';
import { reindexSearch } from '../../src/server/search/search-index.ts';

// The generated catalog the search, filter and cluster benchmarks measure: technology products
// drawn from the demo catalog's models (with colours, editions and part numbers as shops write
// them) and a long tail of accessories and consumables, 40 shops' offers, in bulk straight into
// the database; and the fixed set of searches people type into a tech shop's search box.

const BATCH = 5000;

// Full words in both languages, model numbers, 2-4 letter prefixes, misspellings, and a search
// that finds nothing: what people type into a tech shop's search box.
export const BENCH_SEARCHES = [
  'portatil',
  'portátil gaming',
  'auriculares',
  'auriculares inalambricos',
  'raton',
  'teclado mecanico',
  'monitor 27',
  'televisor',
  'altavoz bluetooth',
  'consola',
  'impresora',
  'router wifi',
  'tablet',
  'smartwatch',
  'laptop',
  'headphones',
  'mouse',
  'keyboard',
  'graphics card',
  'tarjeta grafica',
  'disco duro',
  'hard drive',
  'samsung',
  'lenovo',
  'apple',
  'sony',
  'logitech',
  'iphone 15',
  'galaxy a55',
  'macbook air',
  'ssd 1tb',
  'rtx 4070',
  'rtx4070',
  'i5-1235u',
  'i7 13620h',
  'm.2',
  'wh-1000xm5',
  'ryzen 7 7730u',
  'ps5',
  'rx 7600',
  'ddr5 32gb',
  'rtx 4060 ti',
  'mx master 3s',
  'b550',
  'po',
  'sa',
  'le',
  'au',
  'mo',
  'te',
  'rt',
  'hp',
  'gal',
  'por',
  'sam',
  'len',
  'aur',
  'iph',
  'mon',
  'logi',
  'asus',
  'samsumg',
  'auriculres',
  'nvidea',
  'lenovoo',
  'portatl',
  'teclaod',
  'logitek',
  'xyzzy frobnicate',
];

const COLOURS = ['Negro', 'Blanco', 'Plata', 'Azul', 'Gris espacial', 'Rojo', 'Verde menta', 'Rosa'];

// The long tail that fills real catalogs of this size: accessories and consumables of many kinds,
// brands and compatibilities. Each template: merchant category, brands, and a name builder.
type Pick = <T>(items: readonly T[]) => T;
type Template = {
  category: string;
  brands: readonly string[];
  name: (brand: string, pick: Pick, number: (min: number, max: number) => number) => string;
  price: readonly [number, number];
};
const PHONES = [
  'iPhone 15',
  'iPhone 14',
  'iPhone 13',
  'Galaxy S24',
  'Galaxy A55',
  'Galaxy A15',
  'Xiaomi 14',
  'Redmi Note 13',
  'Pixel 8',
  'Moto G54',
  'OPPO A79',
  'POCO X6 Pro',
];
const CONNECTORS = [
  'USB-C',
  'USB-A',
  'Lightning',
  'HDMI',
  'DisplayPort',
  'Micro USB',
  'VGA',
  'Ethernet RJ45',
];
const LONG_TAIL: readonly Template[] = [
  {
    category: 'Electrónica > Telefonía > Fundas',
    brands: ['Spigen', 'OtterBox', 'ESR', 'Nillkin', 'Ringke', 'Cellularline', 'Ksix', 'Mobilis'],
    name: (b, pick) =>
      `Funda ${pick(['de silicona', 'transparente', 'antigolpes', 'tipo libro', 'MagSafe'])} ${b} para ${pick(PHONES)} ${pick(COLOURS)}`,
    price: [9, 39],
  },
  {
    category: 'Electrónica > Telefonía > Protectores de pantalla',
    brands: ['Spigen', 'ESR', 'Belkin', 'Panzerglass', 'Ksix'],
    name: (b, pick, n) =>
      `Protector de pantalla de cristal templado ${b} para ${pick(PHONES)} (pack de ${n(1, 3)})`,
    price: [6, 29],
  },
  {
    category: 'Informática > Cables y adaptadores',
    brands: ['Anker', 'Ugreen', 'Belkin', 'Baseus', 'Amazon Basics', 'Vention', 'Aisens', 'Nanocable'],
    name: (b, pick, n) =>
      `Cable ${pick(CONNECTORS)} a ${pick(CONNECTORS)} ${b} ${n(1, 5)} m ${pick(['trenzado', 'plano', 'de carga rápida', '4K 60Hz'])}`,
    price: [5, 35],
  },
  {
    category: 'Electrónica > Telefonía > Cargadores',
    brands: ['Anker', 'Ugreen', 'Belkin', 'Baseus', 'Samsung', 'Xiaomi'],
    name: (b, pick) =>
      `Cargador ${pick(['20', '30', '45', '65', '100', '140'])}W ${b} ${pick(['USB-C GaN', '2 puertos', 'de coche', 'inalámbrico Qi2'])}`,
    price: [12, 89],
  },
  {
    category: 'Informática > Impresoras > Consumibles',
    brands: ['HP', 'Epson', 'Canon', 'Brother'],
    name: (b, pick, n) =>
      `Cartucho de tinta ${b} ${pick(['305', '603XL', 'PG-545', 'LC-3213', '912XL', '102', 'T0715'])}${n(0, 9)} ${pick(['negro', 'tricolor', 'cian', 'magenta', 'amarillo'])}`,
    price: [9, 59],
  },
  {
    category: 'Informática > Almacenamiento > Memorias USB',
    brands: ['SanDisk', 'Kingston', 'Samsung', 'PNY', 'Verbatim', 'Lexar'],
    name: (b, pick) =>
      `Memoria USB ${b} ${pick(['32', '64', '128', '256', '512'])}GB USB ${pick(['3.2', '3.0', '2.0'])} ${pick(['Ultra', 'DataTraveler', 'BAR Plus', 'Turbo', 'JumpDrive'])}`,
    price: [6, 49],
  },
  {
    category: 'Electrónica > Fotografía > Tarjetas de memoria',
    brands: ['SanDisk', 'Samsung', 'Kingston', 'Lexar', 'PNY'],
    name: (b, pick) =>
      `Tarjeta microSDXC ${b} ${pick(['64', '128', '256', '512'])}GB ${pick(['EVO Plus', 'Extreme', 'Canvas Go!', 'Ultra'])} con adaptador`,
    price: [8, 69],
  },
  {
    category: 'Informática > Cables y adaptadores',
    brands: ['Ugreen', 'Anker', 'Satechi', 'Hama', 'Aisens', 'i-tec'],
    name: (b, pick, n) =>
      `Hub USB-C ${n(4, 12)} en 1 ${b} con ${pick(['HDMI 4K', 'lector SD', 'Ethernet', 'carga PD 100W'])}`,
    price: [19, 99],
  },
  {
    category: 'Informática > Accesorios > Mochilas',
    brands: ['Samsonite', 'Targus', 'Case Logic', 'Thule', 'Tech Air', 'Subblim'],
    name: (b, pick) =>
      `Mochila para portátil de ${pick(['13.3', '14', '15.6', '17.3'])}" ${b} ${pick(['antirrobo', 'impermeable', 'con USB', 'Classic'])} ${pick(COLOURS)}`,
    price: [19, 149],
  },
  {
    category: 'Videojuegos > Accesorios',
    brands: ['Mars Gaming', 'Newskill', 'Krom', 'Razer', 'SteelSeries', 'Corsair'],
    name: (b, pick) =>
      `Alfombrilla gaming ${b} ${pick(['XL', 'XXL', 'RGB', 'de tela', 'de cristal'])} ${pick(['80x30', '90x40', '45x40', '120x60'])} cm`,
    price: [9, 59],
  },
  {
    category: 'Electrónica > Telefonía > Baterías externas',
    brands: ['Anker', 'Xiaomi', 'Baseus', 'Belkin', 'INIU'],
    name: (b, pick) =>
      `Batería externa ${b} ${pick(['5000', '10000', '20000', '26800'])} mAh ${pick(['20W', '65W', 'MagSafe', 'slim'])}`,
    price: [15, 99],
  },
  {
    category: 'Informática > Periféricos > Webcams',
    brands: ['Logitech', 'Razer', 'Trust', 'Anker', 'NGS'],
    name: (b, pick) =>
      `Webcam ${b} ${pick(['Full HD 1080p', '4K', '2K QHD'])} con micrófono ${pick(['y tapa de privacidad', 'y autofoco', 'para streaming'])}`,
    price: [19, 199],
  },
  {
    category: 'Hogar > Iluminación > Bombillas inteligentes',
    brands: ['Philips Hue', 'TP-Link Tapo', 'Xiaomi', 'Meross', 'LIFX'],
    name: (b, pick, n) =>
      `Bombilla inteligente ${b} ${pick(['E27', 'E14', 'GU10'])} ${pick(['RGB', 'blanca regulable', 'Wi-Fi', 'Bluetooth'])} (pack de ${n(1, 4)})`,
    price: [9, 69],
  },
  {
    category: 'Informática > Accesorios > Soportes',
    brands: ['Ergotron', 'Fellowes', 'Aisens', 'Tooq', 'Nox'],
    name: (b, pick) =>
      `Soporte ${pick(['para monitor', 'para portátil', 'de pared para TV', 'para tablet'])} ${b} ${pick(['regulable', 'doble brazo', 'de aluminio', 'VESA 75/100'])}`,
    price: [14, 129],
  },
  {
    category: 'Informática > Componentes > Ventilación',
    brands: ['Noctua', 'Arctic', 'be quiet!', 'Corsair', 'Nox', 'Tempest'],
    name: (b, pick, n) =>
      `Ventilador PC ${b} ${pick(['120', '140', '92'])}mm ${pick(['RGB', 'PWM', 'silencioso', 'ARGB'])} (pack de ${n(1, 3)})`,
    price: [7, 49],
  },
  {
    category: 'Electrónica > Wearables > Correas',
    brands: ['Spigen', 'ESR', 'Apple', 'Samsung', 'Xiaomi'],
    name: (b, pick) =>
      `Correa ${pick(['de silicona', 'de nailon', 'de piel', 'metálica'])} ${b} para ${pick(['Apple Watch 45 mm', 'Galaxy Watch6', 'Xiaomi Smart Band 8', 'Garmin Forerunner'])} ${pick(COLOURS)}`,
    price: [9, 59],
  },
  {
    category: 'Informática > Periféricos > Sillas gaming',
    brands: ['Mars Gaming', 'Newskill', 'Corsair', 'Secretlab', 'Drift', 'Owlotech'],
    name: (b, pick) =>
      `Silla gaming ${b} ${pick(['MGC3', 'Kaidan', 'TC100', 'Titan Evo', 'DR250', 'Iron'])} ${pick(['reclinable', 'ergonómica', 'de tela', 'de piel sintética'])} ${pick(COLOURS)}`,
    price: [99, 499],
  },
  {
    category: 'Informática > Componentes > Pasta térmica',
    brands: ['Arctic', 'Noctua', 'Thermal Grizzly', 'Cooler Master'],
    name: (b, pick, n) =>
      `Pasta térmica ${b} ${pick(['MX-6', 'NT-H2', 'Kryonaut', 'MasterGel'])} ${n(2, 8)} g`,
    price: [5, 19],
  },
  {
    category: 'Electrónica > Pilas y baterías',
    brands: ['Duracell', 'Energizer', 'Varta', 'Panasonic'],
    name: (b, pick, n) =>
      `Pilas ${b} ${pick(['AA', 'AAA', '9V', 'CR2032'])} ${pick(['alcalinas', 'recargables', 'de litio'])} (pack de ${n(2, 24)})`,
    price: [3, 29],
  },
  {
    category: 'Electrónica > Audio > Auriculares',
    brands: ['JBL', 'Sony', 'Xiaomi', 'Soundcore', 'Skullcandy', 'Philips'],
    name: (b, pick) =>
      `Auriculares ${pick(['con cable', 'deportivos', 'infantiles', 'de botón'])} ${b} ${pick(['con micrófono', 'jack 3.5 mm', 'USB-C'])} ${pick(COLOURS)}`,
    price: [9, 59],
  },
];

function buildLongTailProduct(rng: () => number): {
  name: string;
  brand: string;
  model: string;
  merchantCategory: string;
  keywords: string;
  shortDescription: string;
  priceCents: number;
} {
  const pick: Pick = (items) => items[Math.floor(rng() * items.length)]!;
  const number = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
  const template = pick(LONG_TAIL);
  const brand = pick(template.brands);
  const name = template.name(brand, pick, number);
  const type = name.split(' ')[0]!.toLowerCase();
  return {
    name,
    brand,
    model: `${brand.slice(0, 3).toUpperCase()}-${code(rng, 6)}`,
    merchantCategory: template.category,
    keywords: `${type}, ${brand.toLowerCase()}, accesorios`,
    shortDescription: `${name.split(' ').slice(0, 4).join(' ')} de ${brand}, envío en 24 horas.`,
    priceCents: number(template.price[0], template.price[1]) * 100 + 99,
  };
}

// Share of the catalog taken by the long tail; the rest are variants of the demo range.
const LONG_TAIL_SHARE = 0.45;
const EDITIONS = ['Reacondicionado', 'Versión internacional', 'Edición 2024', 'Pack 2 unidades', 'Open box'];
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

type Catalog = { bases: DemoProduct[]; weights: number[] };

// The demo range (a few thousand distinct products) seeds most of the catalog: a million products
// are its variants (colours, editions, refurbished units and the part numbers shops put in
// names, each drawn deterministically; subcategories keep the demo's weights, laptops and phones
// first) and the long tail above.
function loadBaseProducts(): Catalog {
  const seen = new Set<string>();
  const bases: DemoProduct[] = [];
  for (let seed = 1; seed <= 10; seed++) {
    for (const product of buildDemoProducts(seed)) {
      if (seen.has(product.name)) continue;
      seen.add(product.name);
      bases.push(product);
    }
  }
  const perSubcategory = new Map<string, number>();
  for (const base of bases)
    perSubcategory.set(base.subcategory, (perSubcategory.get(base.subcategory) ?? 0) + 1);
  const weights = bases.map(
    (base) => DEMO_SUBCATEGORIES[base.subcategory].target / perSubcategory.get(base.subcategory)!,
  );
  return { bases, weights };
}

function pickWeighted(catalog: Catalog, cumulative: readonly number[], random: number): DemoProduct {
  const target = random * cumulative[cumulative.length - 1]!;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (cumulative[mid]! < target) low = mid + 1;
    else high = mid;
  }
  return catalog.bases[low]!;
}

// A part number: letters and digits, with at least one digit as real ones have.
function code(rng: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CODE_ALPHABET[Math.floor(rng() * CODE_ALPHABET.length)];
  return /\d/.test(text) ? text : `${text.slice(0, -1)}${Math.floor(rng() * 10)}`;
}

const PRODUCT_COLUMNS = [
  'id',
  'id_c10',
  'identity_key',
  'name',
  'product_name',
  'short_description',
  'brand_id',
  'category_id',
  'subcategory_id',
  'merchant_category',
  'model',
  'keywords',
  'rating',
  'review_count',
  'first_seen_at',
  'updated_at',
  'price_cents',
  'offer_count',
  'lowest_price_cents',
  'highest_price_cents',
  'is_listed',
  'best_offer_id',
  'is_deal',
  'reference_price_cents',
  'discount_percent',
  'match_attributes',
];

const OFFER_COLUMNS = [
  'id',
  'product_id',
  'shop_id',
  'merchant_product_id',
  'deep_link',
  'product_name',
  'price_cents',
  'currency',
  'delivery_cost_cents',
  'in_stock',
  'condition',
  'is_available',
  'content_hash',
  'first_seen_at',
  'content_changed_at',
  'price_changed_at',
  'last_import_run_id',
];
const SHOPS = 40;
const DELIVERY_CENTS = [0, 0, 0, 299, 399, 499, 599];

// What the filters read besides the product itself (src/server/catalog/filtering): offers from
// SHOPS shops (a second shop for about a third of the products), their stock, condition and
// delivery, deals, and what matching reads from the names. Drawn from a generator of their own, so
// the products (and the search figures of earlier runs) stay the same.
function offerExtras(
  rng: () => number,
  row: unknown[],
  attributesOf: (name: string, brand: string | null) => string | null,
  brand: string | null,
  offers: unknown[][],
  // Offers of a second shop get ids after every product's first offer.
  products: number,
): void {
  const id = row[0] as number;
  const name = row[3] as string;
  const price = row[16] as number;
  const seenAt = row[14] as string;
  const refurbished = /reacondicionado|open box/i.test(name) || rng() < 0.03;
  const condition = refurbished ? 'refurbished' : rng() < 0.01 ? 'used' : 'new';
  const shops = rng() < 0.35 ? 2 : 1;
  const firstShop = 1 + Math.floor(rng() * SHOPS);
  for (let n = 0; n < shops; n++) {
    const offerId = n === 0 ? id : products + id;
    const offerPrice = n === 0 ? price : Math.round(price * (1 + rng() * 0.15));
    offers.push([
      offerId,
      id,
      ((firstShop - 1 + n * 7) % SHOPS) + 1,
      `bench-${id}-${n}`,
      `https://shop.example/p/${id}`,
      name,
      offerPrice,
      'EUR',
      DELIVERY_CENTS[Math.floor(rng() * DELIVERY_CENTS.length)]!,
      rng() < 0.92 ? 1 : 0,
      condition,
      1,
      `h${id}-${n}`,
      seenAt,
      seenAt,
      seenAt,
      1,
    ]);
  }
  const deal = rng() < 0.04;
  const discount = 10 + Math.floor(rng() * 40);
  row.push(
    id,
    deal ? 1 : 0,
    deal ? Math.round((price * 100) / (100 - discount)) : null,
    deal ? discount : null,
    attributesOf(name, brand),
  );
  row[17] = shops;
}

// Builds `products` products in an empty, migrated database, with their offers, filter columns and
// search index, as fast as rows can be written (minutes at a million).
export async function buildBenchCatalog(
  db: Db,
  products: number,
): Promise<{ insertMs: number; indexMs: number }> {
  const catalog = loadBaseProducts();
  const cumulative: number[] = [];
  let sum = 0;
  for (const weight of catalog.weights) {
    sum += weight;
    cumulative.push(sum);
  }

  const brandNames = [
    ...new Set([
      ...catalog.bases.map((base) => base.brand),
      ...LONG_TAIL.flatMap((template) => template.brands),
    ]),
  ];
  await db
    .insertInto('brand')
    .values(brandNames.map((name) => ({ name, name_key: normalizeBrandKey(name) })))
    .execute();
  const brandIds = new Map(
    (await db.selectFrom('brand').select(['id', 'name']).execute()).map((row) => [row.name, row.id]),
  );
  const categoryIds = new Map(
    (await db.selectFrom('category').select(['id', 'slug']).execute()).map((row) => [row.slug, row.id]),
  );
  const subcategoryIds = new Map(
    (await db.selectFrom('subcategory').select(['id', 'slug']).execute()).map((row) => [row.slug, row.id]),
  );
  const places = new Map<string, readonly [number | null, number | null]>();
  const placeOf = (merchantCategory: string, awinCategory?: string) => {
    let place = places.get(merchantCategory);
    if (!place) {
      const match = mapCategory({ merchantCategory, categoryName: awinCategory ?? null });
      place = [
        match ? (categoryIds.get(match.category) ?? null) : null,
        match?.subcategory ? (subcategoryIds.get(match.subcategory) ?? null) : null,
      ];
      places.set(merchantCategory, place);
    }
    return place;
  };

  const rng = createRng(20_261_121);
  const offerRng = createRng(20_261_126);
  const attributeCache = new Map<string, string | null>();
  const attributesOf = (name: string, brand: string | null): string | null => {
    let json = attributeCache.get(name);
    if (json === undefined) {
      json = attributesToJson(offerAttributes({ title: name, brand }));
      if (attributeCache.size < 200_000) attributeCache.set(name, json);
    }
    return json;
  };
  await db
    .insertInto('shop')
    .values(
      Array.from({ length: SHOPS }, (_, i) => ({
        advertiser_id: String(10_000 + i + 1),
        name: `Tienda ${String(i + 1).padStart(2, '0')}`,
        created_at: '2026-11-01T06:00:00.000Z',
        updated_at: '2026-11-01T06:00:00.000Z',
        last_import_at: '2026-11-01T06:00:00.000Z',
      })),
    )
    .execute();
  await db
    .insertInto('import_run')
    .values({
      source: 'bench',
      status: 'applied',
      forced: 0,
      started_at: '2026-11-01T06:00:00.000Z',
      observed_at: '2026-11-01T06:00:00.000Z',
    })
    .execute();
  const now = new Date('2026-11-01T06:00:00Z').getTime();
  let insertMs = 0;
  let indexMs = 0;
  await db.transaction().execute(async (trx) => {
    const bulk: BulkSql =
      dialectOf(db) === 'postgres' ? new PostgresBulkSql(trx) : new SqliteBulkSql(sqliteConnectionOf(db));
    const started = performance.now();
    for (let start = 1; start <= products; start += BATCH) {
      const rows: unknown[][] = [];
      const offers: unknown[][] = [];
      for (let id = start; id < Math.min(start + BATCH, products + 1); id++) {
        const seenAt = new Date(now - Math.floor(rng() * 400) * 86_400_000).toISOString();
        if (rng() < LONG_TAIL_SHARE) {
          const item = buildLongTailProduct(rng);
          const [categoryId, subcategoryId] = placeOf(item.merchantCategory);
          const rated = rng() < 0.7;
          rows.push([
            id,
            publicProductId(`bench:${id}`),
            `bench:${id}`,
            item.name,
            item.name,
            item.shortDescription,
            brandIds.get(item.brand) ?? null,
            categoryId,
            subcategoryId,
            item.merchantCategory,
            item.model,
            item.keywords,
            rated ? Math.round((3 + rng() * 2) * 10) / 10 : null,
            rated ? Math.floor(rng() * 2000) : 0,
            seenAt,
            seenAt,
            item.priceCents,
            1,
            item.priceCents,
            item.priceCents,
            1,
          ]);
          offerExtras(offerRng, rows.at(-1)!, () => null, item.brand, offers, products);
          continue;
        }
        const base = pickWeighted(catalog, cumulative, rng());
        const parts = [base.name];
        let model = base.model;
        const roll = rng();
        if (roll < 0.3) parts.push(COLOURS[Math.floor(rng() * COLOURS.length)]!);
        else if (roll < 0.4) parts.push(EDITIONS[Math.floor(rng() * EDITIONS.length)]!);
        // Most shops put a part number in the name; some models get a revision suffix.
        if (rng() < 0.6) parts.push(`(${base.brand.slice(0, 3).toUpperCase()}-${code(rng, 8)})`);
        if (rng() < 0.3) model = `${model} ${code(rng, 2)}${Math.floor(rng() * 90 + 10)}`;
        const name = parts.join(' ');
        const info = DEMO_SUBCATEGORIES[base.subcategory];
        const [categoryId, subcategoryId] = placeOf(info.merchantCategory, info.awinCategory);
        const price = Math.max(500, Math.round(base.basePriceCents * (0.8 + rng() * 0.4)));
        const rating = base.rating === null ? null : Math.min(5, Math.max(1, base.rating + (rng() - 0.5)));
        rows.push([
          id,
          publicProductId(`bench:${id}`),
          `bench:${id}`,
          name,
          name,
          base.shortDescription,
          brandIds.get(base.brand) ?? null,
          categoryId,
          subcategoryId,
          info.merchantCategory,
          model,
          base.keywords,
          rating === null ? null : Math.round(rating * 10) / 10,
          base.reviews === null ? 0 : Math.floor(base.reviews * rng() * 2),
          seenAt,
          seenAt,
          price,
          1,
          price,
          price,
          1,
        ]);
        offerExtras(offerRng, rows.at(-1)!, attributesOf, base.brand, offers, products);
      }
      await bulk.insertMany('product', PRODUCT_COLUMNS, rows);
      await bulk.insertMany('offer', OFFER_COLUMNS, offers);
    }
    insertMs = performance.now() - started;
    const indexStarted = performance.now();
    // Exactly what an import does for the products it created.
    await refreshProductFacets(bulk, { touchedProductIds: [], createdAfterId: 0 });
    await reindexSearch(bulk, { touchedProductIds: [], createdAfterId: 0 }, db);
    indexMs = performance.now() - indexStarted;
  });
  if (dialectOf(db) === 'postgres') await sql`ANALYZE`.execute(db);
  return { insertMs, indexMs };
}
