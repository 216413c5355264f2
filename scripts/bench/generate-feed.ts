import { once } from 'node:events';
import fs from 'node:fs';
import { AWIN_DEFAULT_COLUMNS } from '../../src/server/ingest/awin-columns.ts';

// Writes a large synthetic Awin feed for benchmarks: realistic column set and row size, valid
// EANs, plain-text descriptions, prices as the importer meets them. `changedEvery` changes the
// price of every Nth row (e.g. 20 -> 5 %) to model the next day's feed.

const COLUMNS = [
  ...AWIN_DEFAULT_COLUMNS,
  'brand_name',
  'product_short_description',
  'specifications',
  'condition',
  'product_model',
  'ean',
  'in_stock',
  'stock_quantity',
  'average_rating',
  'reviews',
  'large_image',
];

const CATEGORIES = [
  ['Informática > Portátiles', 'Laptops'],
  ['Informática > Monitores', 'Monitors'],
  ['Informática > Componentes > Tarjetas gráficas', 'Graphics Cards'],
  ['Electrónica > Audio > Auriculares', 'Headphones'],
  ['Electrónica > Telefonía > Smartphones', 'Mobile Phones'],
  ['Videojuegos > PS5', 'Video Games'],
  ['Informática > Almacenamiento > Discos SSD', 'Hard Drives & SSDs'],
] as const;
const BRANDS = [
  'Lenovo',
  'HP',
  'ASUS',
  'Acer',
  'Samsung',
  'Sony',
  'LG',
  'Logitech',
  'Kingston',
  'MSI',
  'Xiaomi',
  'Apple',
];

function ean13(n: number): string {
  const stem = `84${String(n).padStart(10, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (stem.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return `${stem}${(10 - (sum % 10)) % 10}`;
}

export async function generateBenchFeed(
  file: string,
  rows: number,
  // withoutGtin: no EAN in any row, so every new offer goes through matching (issue 15); each
  // product then has a model number of its own. secondShop: another shop's feed of the same
  // products, titled its own way, which matching should put under the first shop's products.
  options: { changedEvery?: number; withoutGtin?: boolean; secondShop?: boolean } = {},
): Promise<void> {
  const out = fs.createWriteStream(file, { highWaterMark: 1 << 20 });
  let buffer = `${COLUMNS.join(',')}\n`;
  for (let i = 0; i < rows; i++) {
    const [merchantCategory, categoryName] = CATEGORIES[i % CATEGORIES.length]!;
    const brand = BRANDS[i % BRANDS.length]!;
    const base = 20 + ((i * 7919) % 2000);
    const price = options.changedEvery && i % options.changedEvery === 0 ? base * 0.9 : base;
    const id = `SKU-${i}`;
    const modelNumber = options.withoutGtin ? `BX${1_000_000 + i}` : `M-${i % 5000}`;
    const [shopName, shopId] = options.secondShop ? ['Bench Shop Two', '9002'] : ['Bench Shop', '9001'];
    const title = options.secondShop
      ? `${categoryName} ${brand} ${modelNumber} ${i % 2 === 0 ? 'negro' : 'plata'}`
      : `${brand} modelo ${i % 5000} ${categoryName} edición ${i}`;
    const fields = [
      `https://www.awin1.com/pclick.php?p=${i}&a=000000&m=${shopId}`,
      title,
      String(1_000_000 + i),
      id,
      `https://img.bench.example/${i}.jpg`,
      `"${brand} ${categoryName.toLowerCase()} de gama media, con garantía de 3 años, envío en 24 h y devolución gratuita, ideal para casa y oficina"`,
      merchantCategory,
      price.toFixed(2),
      shopName,
      shopId,
      categoryName,
      String(100 + (i % CATEGORIES.length)),
      `https://images.awin.example/${i}.jpg`,
      'EUR',
      price.toFixed(2),
      i % 3 === 0 ? '0.00' : '4.99',
      `https://www.benchshop.example/p/${i}`,
      'es',
      '2026-11-20 06:00:00',
      brand,
      `${brand} ${categoryName} ${i}`,
      `"color: negro; peso: ${(i % 40) / 10 + 0.5} kg; garantía: 3 años"`,
      'new',
      modelNumber,
      options.withoutGtin ? '' : ean13(i),
      i % 17 === 0 ? '0' : '1',
      String(i % 50),
      (3 + (i % 20) / 10).toFixed(1),
      String(i % 500),
      `https://img.bench.example/${i}-large.jpg`,
    ];
    buffer += `${fields.join(',')}\n`;
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
}
