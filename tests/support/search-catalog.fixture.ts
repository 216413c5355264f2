import type { Db } from '../../src/server/db/database.ts';
import { feedSourceFromText } from '../../src/server/ingest/feed-source.ts';
import { type ImportReport, importFeed } from '../../src/server/ingest/import-feed.ts';
import { buildFeed, ean13, type FeedRow, offerRow, STANDARD_COLUMNS } from './feed-builder.ts';

// A small catalog for the search tests, imported through the real importer: names written the way
// shops write them (accents, model numbers with hyphens and dots), Spanish categories, two shops.

export const SEARCH_FEED_COLUMNS = [
  ...STANDARD_COLUMNS,
  'keywords',
  'average_rating',
  'reviews',
  'product_model',
];

type Item = {
  id: string;
  name: string;
  brand: string;
  category: readonly [merchant: string, awin: string];
  price: string;
  description?: string;
  keywords?: string;
  rating?: string;
  reviews?: string;
  model?: string;
  inStock?: boolean;
};

const GPU = ['Informática > Componentes > Tarjetas gráficas', 'Graphics Cards'] as const;
const LAPTOP = ['Informática > Portátiles', 'Laptops'] as const;
const HEADPHONES = ['Electrónica > Audio > Auriculares', 'Headphones'] as const;

export const SEARCH_CATALOG: readonly Item[] = [
  {
    id: 'G1',
    name: 'Tarjeta gráfica ASUS GeForce RTX 4070 SUPER TUF Gaming OC 12G',
    brand: 'ASUS',
    category: GPU,
    price: '649.00',
    description: 'Tarjeta gráfica NVIDIA GeForce RTX 4070 SUPER con 12 GB GDDR6X.',
    keywords: 'tarjeta gráfica, gpu, geforce rtx 4070 super, asus',
    rating: '4.7',
    reviews: '210',
    model: 'GeForce RTX 4070 SUPER TUF Gaming OC 12G',
  },
  {
    id: 'G2',
    name: 'Tarjeta gráfica MSI GeForce RTX 4070 Ventus 2X 12G',
    brand: 'MSI',
    category: GPU,
    price: '579.00',
    description: 'Tarjeta gráfica NVIDIA con 12 GB de memoria.',
    keywords: 'tarjeta gráfica, gpu, geforce rtx 4070, msi',
    rating: '4.5',
    reviews: '95',
    model: 'GeForce RTX 4070 Ventus 2X 12G',
  },
  {
    id: 'L1',
    name: 'Portátil gaming Lenovo Legion 5 16IRX9 16" Intel Core i7-13620H 16GB 1TB SSD RTX 4070',
    brand: 'Lenovo',
    category: LAPTOP,
    price: '1499.00',
    description: 'Portátil gaming con gráfica NVIDIA GeForce RTX 4070 y pantalla de 165 Hz.',
    keywords: 'portátil, lenovo, legion 5, gaming',
    rating: '4.9',
    reviews: '800',
    model: 'Legion 5 16IRX9',
  },
  {
    id: 'L2',
    name: 'Portátil Lenovo IdeaPad 1 15.6" Intel Core i5-1235U 8GB 256GB SSD',
    brand: 'Lenovo',
    category: LAPTOP,
    price: '449.00',
    description: 'Portátil ligero para estudiar y trabajar.',
    keywords: 'portátil, lenovo, ideapad 1, intel core i5-1235u',
    rating: '4.2',
    reviews: '150',
    model: 'IdeaPad 1 15.6"',
  },
  {
    id: 'L3',
    name: 'Portátil HP 15s-fq5000 15.6" Intel Core i5-1235U 16GB 512GB SSD',
    brand: 'HP',
    category: LAPTOP,
    price: '529.00',
    description: 'Portátil HP con procesador Intel de 12.ª generación.',
    rating: '4.0',
    reviews: '60',
    model: '15s-fq5000',
  },
  {
    id: 'L4',
    name: 'Portátil Acer Aspire 3 15.6" AMD Ryzen 5 7520U 8GB 512GB SSD',
    brand: 'Acer',
    category: LAPTOP,
    price: '399.00',
    description: 'Sin stock: no aparece en las búsquedas.',
    inStock: false,
  },
  {
    id: 'H1',
    name: 'Auriculares Sony WH-1000XM5 inalámbricos con cancelación de ruido Negro',
    brand: 'Sony',
    category: HEADPHONES,
    price: '299.00',
    description: 'Auriculares de diadema Bluetooth con cancelación de ruido.',
    rating: '4.8',
    reviews: '900',
    model: 'WH-1000XM5',
  },
  {
    id: 'H2',
    name: 'Auriculares Samsung Galaxy Buds3 Pro true wireless Blanco',
    brand: 'Samsung',
    category: HEADPHONES,
    price: '199.00',
    description: 'Auriculares inalámbricos con estuche de carga.',
    rating: '4.3',
    reviews: '120',
    model: 'Galaxy Buds3 Pro',
  },
  {
    id: 'P1',
    name: 'Smartphone Samsung Galaxy A55 5G 8GB 256GB Azul marino',
    brand: 'Samsung',
    category: ['Electrónica > Telefonía > Smartphones', 'Mobile Phones'],
    price: '379.00',
    description: 'Móvil con pantalla Super AMOLED de 6,6 pulgadas.',
    rating: '4.4',
    reviews: '300',
    model: 'Galaxy A55 5G',
  },
  {
    id: 'M1',
    name: 'Ratón Logitech MX Master 3S inalámbrico Grafito',
    brand: 'Logitech',
    category: ['Informática > Periféricos > Ratones', 'Mice'],
    price: '99.00',
    description: 'Ratón ergonómico silencioso.',
    rating: '4.7',
    reviews: '410',
    model: 'MX Master 3S',
  },
  {
    id: 'K1',
    name: 'Teclado Logitech K380 inalámbrico (layout español) Rosa',
    brand: 'Logitech',
    category: ['Informática > Periféricos > Teclados', 'Keyboards'],
    price: '39.00',
    description: 'Teclado compacto multidispositivo.',
    model: 'K380',
  },
  {
    id: 'S1',
    name: 'SSD Kingston FURY Renegade 1TB M.2 NVMe PCIe 4.0',
    brand: 'Kingston',
    category: ['Informática > Almacenamiento > Discos SSD', 'Solid State Drives'],
    price: '109.00',
    description: 'Unidad de estado sólido de alto rendimiento.',
    model: 'FURY Renegade 1TB',
  },
  {
    id: 'D1',
    name: 'Disco duro WD Blue 2TB 3.5" SATA',
    brand: 'Western Digital',
    category: ['Informática > Almacenamiento > Discos duros', 'Hard Drives'],
    price: '64.00',
    description: 'Disco interno para ordenador de sobremesa.',
    model: 'WD Blue 2TB',
  },
  {
    id: 'A1',
    name: 'Altavoz Bluetooth JBL Flip 6 resistente al agua Negro',
    brand: 'JBL',
    category: ['Electrónica > Audio > Altavoces', 'Speakers'],
    price: '109.00',
    description: 'Altavoz con sonido potente.',
    model: 'Flip 6',
  },
  {
    id: 'T1',
    name: 'Televisor Samsung Crystal UHD CU7100 55" LED 4K Smart TV',
    brand: 'Samsung',
    category: ['Electrónica > Televisores', 'Televisions'],
    price: '449.00',
    description: 'Televisor con resolución 4K.',
    rating: '4.1',
    reviews: '80',
    model: 'TU55CU7105KXXC',
  },
  {
    id: 'C1',
    name: 'Consola PlayStation 5 Slim 1TB',
    brand: 'Sony',
    category: ['Videojuegos > Consolas', 'Games Consoles'],
    price: '449.00',
    description: 'Consola de videojuegos de Sony.',
    rating: '4.9',
    reviews: '1500',
    model: 'PlayStation 5 Slim',
  },
];

export function searchFeedRow(item: Item, index: number, overrides: FeedRow = {}): FeedRow {
  return offerRow({
    merchant_product_id: item.id,
    product_name: item.name,
    brand_name: item.brand,
    merchant_category: item.category[0],
    category_name: item.category[1],
    search_price: item.price,
    description: item.description ?? '',
    keywords: item.keywords ?? '',
    average_rating: item.rating ?? '',
    reviews: item.reviews ?? '',
    product_model: item.model ?? '',
    in_stock: item.inStock === false ? '0' : '1',
    ean: ean13(`8420000${String(index + 1).padStart(5, '0')}`),
    ...overrides,
  });
}

export async function importSearchCatalog(
  db: Db,
  items: readonly Item[] = SEARCH_CATALOG,
  options: { observedAt?: Date; name?: string; force?: boolean } = {},
): Promise<ImportReport> {
  const rows = items.map((item) => searchFeedRow(item, SEARCH_CATALOG.indexOf(item)));
  const report = await importFeed(
    db,
    feedSourceFromText(options.name ?? 'search.csv', buildFeed(SEARCH_FEED_COLUMNS, rows)),
    { observedAt: options.observedAt ?? new Date('2026-10-01T06:00:00Z'), force: options.force ?? false },
  );
  if (report.status !== 'applied') throw new Error(`the search catalog was not imported: ${report.message}`);
  return report;
}
