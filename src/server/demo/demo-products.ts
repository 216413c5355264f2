import type { DemoImageKind } from './demo-images.ts';

// The product range of the demo catalog: data tables of real-world brands and model lines, and a
// deterministic builder that crosses them (line x variant x capacity x colour) into a few thousand
// plausible Spanish product names with specs, descriptions and GTINs. demo-catalog.ts then spreads
// these products over fictional shops and lets their prices evolve day by day.

// ---------------------------------------------------------------------------------------------
// Deterministic randomness: never Math.random, so the same seed always yields the same catalog.

// mulberry32: tiny, fast and good enough for picking demo data.
export function createRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// FNV-1a; derives an independent stream per item so one item's draws never shift another's.
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createItemRng(seed: number, key: string): () => number {
  return createRng((seed ^ hashString(key)) >>> 0);
}

export function pickOne<T>(rng: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pickOne needs a non-empty list');
  return item;
}

export function randomInt(rng: () => number, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function shuffleInPlace<T>(rng: () => number, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
  return items;
}

// ---------------------------------------------------------------------------------------------
// Subcategories: where a product sits in a shop's tree and in Awin's English category list.

export type DemoGroup = 'computing' | 'electronics' | 'gaming' | 'other';

export const DEMO_SUBCATEGORY_KEYS = [
  'laptops',
  'desktops',
  'monitors',
  'tablets',
  'gpus',
  'cpus',
  'motherboards',
  'ram',
  'ssd',
  'hdd',
  'keyboards',
  'mice',
  'printers',
  'routers',
  'smartphones',
  'tvs',
  'headphones',
  'speakers',
  'cameras',
  'smartwatches',
  'smarthome',
  'games-ps5',
  'games-switch',
  'games-xbox',
  'consoles',
  'gaming-accessories',
  'music-cds',
  'gifts',
] as const;

export type DemoSubcategory = (typeof DEMO_SUBCATEGORY_KEYS)[number];

export type DemoSubcategoryInfo = {
  kind: DemoImageKind;
  group: DemoGroup;
  // The wording most shops use; MERCHANT_CATEGORY_ALTERNATIVES lists the others.
  merchantCategory: string;
  awinCategory: string;
  // How many products of this kind the demo keeps, weighted like a real Spanish tech shop.
  target: number;
};

export const DEMO_SUBCATEGORIES: Record<DemoSubcategory, DemoSubcategoryInfo> = {
  laptops: {
    kind: 'laptop',
    group: 'computing',
    merchantCategory: 'Informática > Portátiles',
    awinCategory: 'Laptops',
    target: 520,
  },
  desktops: {
    kind: 'desktop',
    group: 'computing',
    merchantCategory: 'Informática > Ordenadores de sobremesa',
    awinCategory: 'Desktop Computers',
    target: 150,
  },
  monitors: {
    kind: 'monitor',
    group: 'computing',
    merchantCategory: 'Informática > Monitores',
    awinCategory: 'Monitors',
    target: 260,
  },
  tablets: {
    kind: 'tablet',
    group: 'computing',
    merchantCategory: 'Informática > Tablets',
    awinCategory: 'Tablets',
    target: 110,
  },
  gpus: {
    kind: 'gpu',
    group: 'computing',
    merchantCategory: 'Informática > Componentes > Tarjetas gráficas',
    awinCategory: 'Graphics Cards',
    target: 200,
  },
  cpus: {
    kind: 'cpu',
    group: 'computing',
    merchantCategory: 'Informática > Componentes > Procesadores',
    awinCategory: 'Processors',
    target: 70,
  },
  motherboards: {
    kind: 'motherboard',
    group: 'computing',
    merchantCategory: 'Informática > Componentes > Placas base',
    awinCategory: 'Motherboards',
    target: 140,
  },
  ram: {
    kind: 'ram',
    group: 'computing',
    merchantCategory: 'Informática > Componentes > Memoria RAM',
    awinCategory: 'Computer Memory',
    target: 130,
  },
  ssd: {
    kind: 'ssd',
    group: 'computing',
    merchantCategory: 'Informática > Almacenamiento > Discos SSD',
    awinCategory: 'Solid State Drives',
    target: 190,
  },
  hdd: {
    kind: 'hdd',
    group: 'computing',
    merchantCategory: 'Informática > Almacenamiento > Discos duros',
    awinCategory: 'Hard Drives',
    target: 90,
  },
  keyboards: {
    kind: 'keyboard',
    group: 'computing',
    merchantCategory: 'Informática > Periféricos > Teclados',
    awinCategory: 'Keyboards',
    target: 170,
  },
  mice: {
    kind: 'mouse',
    group: 'computing',
    merchantCategory: 'Informática > Periféricos > Ratones',
    awinCategory: 'Mice',
    target: 150,
  },
  printers: {
    kind: 'printer',
    group: 'computing',
    merchantCategory: 'Informática > Impresoras',
    awinCategory: 'Printers',
    target: 110,
  },
  routers: {
    kind: 'router',
    group: 'computing',
    merchantCategory: 'Informática > Redes > Routers',
    awinCategory: 'Routers',
    target: 100,
  },
  smartphones: {
    kind: 'phone',
    group: 'electronics',
    merchantCategory: 'Electrónica > Telefonía > Smartphones',
    awinCategory: 'Mobile Phones',
    target: 300,
  },
  tvs: {
    kind: 'tv',
    group: 'electronics',
    merchantCategory: 'Electrónica > Televisores',
    awinCategory: 'Televisions',
    target: 200,
  },
  headphones: {
    kind: 'headphones',
    group: 'electronics',
    merchantCategory: 'Electrónica > Audio > Auriculares',
    awinCategory: 'Headphones',
    target: 220,
  },
  speakers: {
    kind: 'speaker',
    group: 'electronics',
    merchantCategory: 'Electrónica > Audio > Altavoces',
    awinCategory: 'Speakers',
    target: 120,
  },
  cameras: {
    kind: 'camera',
    group: 'electronics',
    merchantCategory: 'Electrónica > Fotografía > Cámaras',
    awinCategory: 'Digital Cameras',
    target: 90,
  },
  smartwatches: {
    kind: 'watch',
    group: 'electronics',
    merchantCategory: 'Electrónica > Wearables > Smartwatches',
    awinCategory: 'Smartwatches',
    target: 110,
  },
  smarthome: {
    kind: 'smarthome',
    group: 'electronics',
    merchantCategory: 'Electrónica > Hogar inteligente',
    awinCategory: 'Smart Home',
    target: 100,
  },
  'games-ps5': {
    kind: 'game',
    group: 'gaming',
    merchantCategory: 'Videojuegos > PS5',
    awinCategory: 'Video Games',
    target: 110,
  },
  'games-switch': {
    kind: 'game',
    group: 'gaming',
    merchantCategory: 'Videojuegos > Nintendo Switch',
    awinCategory: 'Video Games',
    target: 90,
  },
  'games-xbox': {
    kind: 'game',
    group: 'gaming',
    merchantCategory: 'Videojuegos > Xbox Series',
    awinCategory: 'Video Games',
    target: 70,
  },
  consoles: {
    kind: 'console',
    group: 'gaming',
    merchantCategory: 'Videojuegos > Consolas',
    awinCategory: 'Games Consoles',
    target: 40,
  },
  'gaming-accessories': {
    kind: 'gamepad',
    group: 'gaming',
    merchantCategory: 'Videojuegos > Accesorios',
    awinCategory: 'Video Game Accessories',
    target: 120,
  },
  'music-cds': {
    kind: 'cd',
    group: 'other',
    merchantCategory: 'Música > CD',
    awinCategory: 'CDs',
    target: 20,
  },
  gifts: {
    kind: 'gift',
    group: 'other',
    merchantCategory: 'Regalos originales',
    awinCategory: 'Gifts',
    target: 20,
  },
};

// Other wordings some shops use for the same shelf (the importer must map all of them).
export const MERCHANT_CATEGORY_ALTERNATIVES: Partial<Record<DemoSubcategory, readonly string[]>> = {
  laptops: [
    'Informática > Ordenadores portátiles',
    'Informática > Portátiles y Ultrabooks',
    'Informática > Laptops',
  ],
  monitors: ['Informática > Monitores PC', 'Informática > Monitors'],
  headphones: ['Electrónica > Audio > Auriculares y cascos', 'Electrónica > Audio > Headphones'],
  smartphones: ['Electrónica > Telefonía > Móviles libres'],
  'games-ps5': ['Videojuegos > Juegos PS5'],
  'games-switch': ['Videojuegos > Juegos Nintendo Switch'],
  'games-xbox': ['Videojuegos > Juegos Xbox'],
};

// ---------------------------------------------------------------------------------------------
// Products.

export type DemoProduct = {
  // Position in the list; stable for a given seed.
  index: number;
  key: string;
  subcategory: DemoSubcategory;
  brand: string;
  name: string;
  model: string;
  modelNumber: string;
  colour: string | null;
  // EAN-13, or null for the ~5 % of products a shop lists without one.
  gtin: string | null;
  basePriceCents: number;
  rrpCents: number;
  descriptionText: string;
  descriptionHtml: string;
  shortDescription: string;
  specifications: string;
  keywords: string;
  rating: number | null;
  reviews: number | null;
  imageHue: number;
  imageLabel: string;
};

// What a family builder emits before GTINs, texts and ratings are added.
type Draft = {
  sub: DemoSubcategory;
  // Products of one line are sampled together so every model line keeps some variants.
  line: string;
  brand: string;
  name: string;
  model: string;
  mpn?: string;
  colour: string | null;
  price: number;
  specs: ReadonlyArray<readonly [string, string]>;
  highlights?: readonly string[];
  keywords: readonly string[];
  label: string;
  hue?: number;
};

type Emit = (draft: Draft) => void;

// Spanish colour names as shops write them, with a hue for the product picture.
const COLOUR_HUES: ReadonlyArray<readonly [RegExp, number]> = [
  [/azul|blue|cobalt|cobalto|marino|abismo|medianoche/i, 215],
  [/rosa|pink|coral/i, 335],
  [/rojo|red|granate/i, 2],
  [/verde|green|menta|salvia/i, 130],
  [/amarillo|yellow|amber|dorado|oro|gold/i, 46],
  [/morado|violeta|lila|purple|lavanda/i, 272],
  [/turquesa|aqua|cian/i, 178],
  [/naranja|orange/i, 25],
  [/beige|crema|arena|titanio natural/i, 36],
];

export function hueForColour(colour: string | null, fallback: number): number {
  if (colour) for (const [pattern, hue] of COLOUR_HUES) if (pattern.test(colour)) return hue;
  return fallback;
}

function formatSize(inches: number): string {
  return `${inches}"`;
}

function euros(value: number): number {
  return Math.max(1, Math.round(value));
}

// ---------------------------------------------------------------------------------------------
// Computers.

type Cpu = readonly [name: string, priceDelta: number, graphics: string];
type MemoryConfig = readonly [ram: string, storage: string, priceDelta: number];

const LAPTOP_CPUS_BUDGET: readonly Cpu[] = [
  ['Intel Core i3-1215U', 0, 'Intel UHD Graphics'],
  ['Intel Core i5-1235U', 80, 'Intel Iris Xe Graphics'],
  ['AMD Ryzen 5 7520U', 40, 'AMD Radeon 610M'],
  ['AMD Ryzen 5 7530U', 70, 'AMD Radeon Graphics'],
  ['Intel Core i7-1255U', 170, 'Intel Iris Xe Graphics'],
  ['AMD Ryzen 7 7730U', 150, 'AMD Radeon Graphics'],
];
const LAPTOP_CPUS_MID: readonly Cpu[] = [
  ['Intel Core i5-1335U', 0, 'Intel Iris Xe Graphics'],
  ['Intel Core i7-1355U', 120, 'Intel Iris Xe Graphics'],
  ['Intel Core Ultra 5 125H', 90, 'Intel Arc Graphics'],
  ['Intel Core Ultra 7 155H', 220, 'Intel Arc Graphics'],
  ['AMD Ryzen 5 7640HS', 60, 'AMD Radeon 760M'],
  ['AMD Ryzen 7 8845HS', 200, 'AMD Radeon 780M'],
];
const LAPTOP_CPUS_GAMING: readonly Cpu[] = [
  ['Intel Core i5-12450H', 0, ''],
  ['Intel Core i5-13420H', 40, ''],
  ['AMD Ryzen 7 7435HS', 90, ''],
  ['Intel Core i7-13620H', 140, ''],
  ['Intel Core i7-14650HX', 260, ''],
  ['AMD Ryzen 9 7945HX', 430, ''],
  ['Intel Core i9-14900HX', 480, ''],
];
const LAPTOP_GPUS: ReadonlyArray<readonly [name: string, vram: string, priceDelta: number]> = [
  ['RTX 3050', '6GB', 0],
  ['RTX 4050', '6GB', 120],
  ['RTX 4060', '8GB', 220],
  ['RTX 4070', '8GB', 430],
  ['RTX 4080', '12GB', 900],
];
const LAPTOP_CONFIGS: readonly MemoryConfig[] = [
  ['8GB', '256GB', 0],
  ['8GB', '512GB', 40],
  ['16GB', '512GB', 110],
  ['16GB', '1TB', 170],
  ['32GB', '1TB', 330],
];

type LaptopLine = {
  brand: string;
  line: string;
  sizes: readonly number[];
  base: number;
  tier: 'budget' | 'mid' | 'gaming';
  colours: readonly string[];
  // Gaming lines: which slice of the CPU and GPU tables they are sold with.
  cpuRange?: readonly [number, number];
  gpuRange?: readonly [number, number];
  weight: number;
};

const LAPTOP_LINES: readonly LaptopLine[] = [
  { brand: 'Lenovo', line: 'IdeaPad 1', sizes: [15.6], base: 330, tier: 'budget', colours: ['Gris nube'], weight: 1.6 },
  { brand: 'Lenovo', line: 'IdeaPad Slim 3', sizes: [14, 15.6], base: 420, tier: 'budget', colours: ['Gris ártico', 'Azul abismo'], weight: 1.6 },
  { brand: 'Lenovo', line: 'V15 G4', sizes: [15.6], base: 380, tier: 'budget', colours: ['Negro'], weight: 1.3 },
  { brand: 'HP', line: '15s', sizes: [15.6], base: 390, tier: 'budget', colours: ['Plata natural'], weight: 1.5 },
  { brand: 'HP', line: '250 G10', sizes: [15.6], base: 420, tier: 'budget', colours: ['Plata oscuro'], weight: 1.3 },
  { brand: 'HP', line: 'Pavilion 15', sizes: [15.6], base: 560, tier: 'budget', colours: ['Plata natural', 'Azul niebla'], weight: 1.3 },
  { brand: 'ASUS', line: 'Vivobook Go 14', sizes: [14], base: 330, tier: 'budget', colours: ['Negro mixto'], weight: 1.1 },
  { brand: 'ASUS', line: 'Vivobook 15', sizes: [15.6], base: 410, tier: 'budget', colours: ['Plata frío', 'Azul tranquilo'], weight: 1.5 },
  { brand: 'Acer', line: 'Aspire 3', sizes: [14, 15.6], base: 380, tier: 'budget', colours: ['Plata'], weight: 1.4 },
  { brand: 'Acer', line: 'Aspire 5', sizes: [14, 15.6], base: 500, tier: 'budget', colours: ['Gris acero'], weight: 1.2 },
  { brand: 'Dell', line: 'Inspiron 15 3520', sizes: [15.6], base: 430, tier: 'budget', colours: ['Negro carbono', 'Plata'], weight: 1.3 },
  { brand: 'Dell', line: 'Vostro 3520', sizes: [15.6], base: 460, tier: 'budget', colours: ['Negro carbono'], weight: 1 },
  { brand: 'MSI', line: 'Modern 14', sizes: [14], base: 430, tier: 'budget', colours: ['Gris clásico', 'Beige rosado'], weight: 1 },
  { brand: 'Lenovo', line: 'IdeaPad Slim 5', sizes: [14, 16], base: 620, tier: 'mid', colours: ['Gris nube', 'Azul abismo'], weight: 1.6 },
  { brand: 'Lenovo', line: 'Yoga Slim 7', sizes: [14], base: 900, tier: 'mid', colours: ['Gris tormenta'], weight: 1 },
  { brand: 'Lenovo', line: 'ThinkPad E14 Gen 5', sizes: [14], base: 760, tier: 'mid', colours: ['Negro gráfito'], weight: 1 },
  { brand: 'Lenovo', line: 'ThinkPad T14s Gen 4', sizes: [14], base: 1250, tier: 'mid', colours: ['Negro profundo'], weight: 0.7 },
  { brand: 'HP', line: 'Pavilion Plus 14', sizes: [14], base: 800, tier: 'mid', colours: ['Plata natural', 'Azul espacial'], weight: 1 },
  { brand: 'HP', line: 'ENVY x360 14', sizes: [14], base: 930, tier: 'mid', colours: ['Plata natural'], weight: 0.9 },
  { brand: 'HP', line: 'EliteBook 840 G10', sizes: [14], base: 1300, tier: 'mid', colours: ['Plata'], weight: 0.6 },
  { brand: 'ASUS', line: 'Vivobook S 14 OLED', sizes: [14], base: 780, tier: 'mid', colours: ['Negro neutro', 'Plata niebla'], weight: 1.1 },
  { brand: 'ASUS', line: 'Zenbook 14 OLED', sizes: [14], base: 980, tier: 'mid', colours: ['Azul jazmín', 'Gris niebla'], weight: 1.1 },
  { brand: 'Acer', line: 'Swift Go 14', sizes: [14], base: 720, tier: 'mid', colours: ['Plata puro'], weight: 1 },
  { brand: 'Dell', line: 'Inspiron 14 5440', sizes: [14], base: 700, tier: 'mid', colours: ['Azul hielo', 'Plata platino'], weight: 1 },
  { brand: 'Dell', line: 'XPS 13 9340', sizes: [13.4], base: 1390, tier: 'mid', colours: ['Grafito', 'Platino'], weight: 0.7 },
  { brand: 'Dell', line: 'Latitude 5440', sizes: [14], base: 1090, tier: 'mid', colours: ['Gris titanio'], weight: 0.6 },
  { brand: 'MSI', line: 'Prestige 14', sizes: [14], base: 930, tier: 'mid', colours: ['Gris estelar'], weight: 0.7 },
  { brand: 'Samsung', line: 'Galaxy Book4', sizes: [15.6], base: 680, tier: 'mid', colours: ['Gris', 'Plata'], weight: 1 },
  { brand: 'Samsung', line: 'Galaxy Book4 Pro', sizes: [14, 16], base: 1300, tier: 'mid', colours: ['Gris lunar'], weight: 0.7 },
  { brand: 'Microsoft', line: 'Surface Laptop Go 3', sizes: [12.4], base: 780, tier: 'mid', colours: ['Platino', 'Salvia'], weight: 0.6 },
  { brand: 'Lenovo', line: 'LOQ 15IRX9', sizes: [15.6], base: 780, tier: 'gaming', colours: ['Gris luna'], cpuRange: [0, 4], gpuRange: [0, 3], weight: 1.4 },
  { brand: 'Lenovo', line: 'Legion 5 16IRX9', sizes: [16], base: 1100, tier: 'gaming', colours: ['Gris luna'], cpuRange: [3, 5], gpuRange: [2, 4], weight: 1.1 },
  { brand: 'Lenovo', line: 'Legion Pro 7 16IRX9H', sizes: [16], base: 1700, tier: 'gaming', colours: ['Negro eclipse'], cpuRange: [6, 7], gpuRange: [3, 5], weight: 0.5 },
  { brand: 'HP', line: 'Victus 15-fb', sizes: [15.6], base: 700, tier: 'gaming', colours: ['Azul hielo', 'Negro mica'], cpuRange: [0, 4], gpuRange: [0, 3], weight: 1.4 },
  { brand: 'HP', line: 'OMEN 16-xf', sizes: [16.1], base: 1150, tier: 'gaming', colours: ['Negro sombra'], cpuRange: [2, 5], gpuRange: [2, 4], weight: 0.9 },
  { brand: 'ASUS', line: 'TUF Gaming F15', sizes: [15.6], base: 760, tier: 'gaming', colours: ['Gris mecha'], cpuRange: [0, 4], gpuRange: [0, 3], weight: 1.3 },
  { brand: 'ASUS', line: 'TUF Gaming A15', sizes: [15.6], base: 800, tier: 'gaming', colours: ['Gris mecha'], cpuRange: [2, 3], gpuRange: [1, 4], weight: 1 },
  { brand: 'ASUS', line: 'ROG Strix G16', sizes: [16], base: 1250, tier: 'gaming', colours: ['Gris eclipse'], cpuRange: [4, 7], gpuRange: [2, 5], weight: 1 },
  { brand: 'ASUS', line: 'ROG Zephyrus G14', sizes: [14], base: 1650, tier: 'gaming', colours: ['Gris eclipse', 'Blanco platino'], cpuRange: [5, 6], gpuRange: [2, 4], weight: 0.6 },
  { brand: 'Acer', line: 'Nitro V 15', sizes: [15.6], base: 700, tier: 'gaming', colours: ['Negro obsidiana'], cpuRange: [0, 4], gpuRange: [0, 3], weight: 1.3 },
  { brand: 'Acer', line: 'Predator Helios Neo 16', sizes: [16], base: 1150, tier: 'gaming', colours: ['Negro abisal'], cpuRange: [3, 5], gpuRange: [2, 4], weight: 0.9 },
  { brand: 'Dell', line: 'G15 5530', sizes: [15.6], base: 880, tier: 'gaming', colours: ['Gris oscuro'], cpuRange: [1, 4], gpuRange: [1, 3], weight: 0.9 },
  { brand: 'Dell', line: 'Alienware m16 R2', sizes: [16], base: 1650, tier: 'gaming', colours: ['Gris oscuro'], cpuRange: [4, 7], gpuRange: [2, 5], weight: 0.5 },
  { brand: 'MSI', line: 'Thin GF63', sizes: [15.6], base: 650, tier: 'gaming', colours: ['Negro'], cpuRange: [0, 2], gpuRange: [0, 3], weight: 1.2 },
  { brand: 'MSI', line: 'Katana 15', sizes: [15.6], base: 880, tier: 'gaming', colours: ['Negro'], cpuRange: [3, 5], gpuRange: [1, 4], weight: 1.1 },
  { brand: 'MSI', line: 'Cyborg 15', sizes: [15.6], base: 820, tier: 'gaming', colours: ['Negro translúcido'], cpuRange: [0, 4], gpuRange: [1, 3], weight: 0.9 },
  { brand: 'MSI', line: 'Vector 16 HX', sizes: [16], base: 1450, tier: 'gaming', colours: ['Gris cósmico'], cpuRange: [4, 7], gpuRange: [3, 5], weight: 0.6 },
  { brand: 'Gigabyte', line: 'G5 KF5', sizes: [15.6], base: 760, tier: 'gaming', colours: ['Negro'], cpuRange: [3, 4], gpuRange: [1, 3], weight: 0.8 },
  { brand: 'Gigabyte', line: 'AORUS 16X', sizes: [16], base: 1400, tier: 'gaming', colours: ['Gris acero'], cpuRange: [4, 5], gpuRange: [2, 4], weight: 0.5 },
];

const APPLE_LAPTOPS: ReadonlyArray<
  readonly [line: string, size: number, chip: string, base: number, colours: readonly string[]]
> = [
  ['MacBook Air', 13, 'M2', 999, ['Medianoche', 'Blanco estrella', 'Gris espacial', 'Plata']],
  ['MacBook Air', 13, 'M3', 1199, ['Medianoche', 'Blanco estrella', 'Gris espacial', 'Plata']],
  ['MacBook Air', 15, 'M3', 1449, ['Medianoche', 'Blanco estrella', 'Gris espacial', 'Plata']],
  ['MacBook Pro', 14, 'M3', 1899, ['Gris espacial', 'Plata']],
  ['MacBook Pro', 14, 'M3 Pro', 2299, ['Negro espacial', 'Plata']],
];

function laptopPanel(size: number, tier: LaptopLine['tier'], line: string): string {
  if (/OLED/.test(line)) return `${formatSize(size)} OLED 2.8K (2880x1800) 90Hz`;
  if (tier === 'gaming') return size >= 16 ? `${formatSize(size)} WQXGA (2560x1600) 240Hz` : `${formatSize(size)} Full HD (1920x1080) 144Hz`;
  if (size >= 16) return `${formatSize(size)} WUXGA (1920x1200) IPS`;
  return `${formatSize(size)} Full HD (1920x1080) IPS`;
}

function buildLaptops(emit: Emit): void {
  for (const entry of LAPTOP_LINES) {
    const cpus =
      entry.tier === 'budget'
        ? LAPTOP_CPUS_BUDGET
        : entry.tier === 'mid'
          ? LAPTOP_CPUS_MID
          : LAPTOP_CPUS_GAMING.slice(...(entry.cpuRange ?? [0, 3]));
    const configs = entry.tier === 'gaming' ? LAPTOP_CONFIGS.slice(2) : entry.tier === 'mid' ? LAPTOP_CONFIGS.slice(2) : LAPTOP_CONFIGS.slice(0, 4);
    const gpus = entry.tier === 'gaming' ? LAPTOP_GPUS.slice(...(entry.gpuRange ?? [0, 2])) : [null];
    const systems = entry.tier === 'budget' ? ['Windows 11 Home', 'Sin sistema operativo'] : entry.tier === 'mid' && /ThinkPad|EliteBook|Latitude/.test(entry.line) ? ['Windows 11 Pro'] : ['Windows 11 Home'];
    for (const size of entry.sizes)
      for (const [cpu, cpuDelta, graphics] of cpus)
        for (const [ram, storage, configDelta] of configs)
          for (const gpu of gpus)
            for (const system of systems)
              for (const colour of entry.colours) {
                const gaming = entry.tier === 'gaming';
                const noOs = system === 'Sin sistema operativo';
                const price = Math.min(
                  2499,
                  Math.max(349, entry.base + cpuDelta + configDelta + (gpu?.[2] ?? 0) + (size >= 16 ? 60 : 0) - (noOs ? 60 : 0)),
                );
                const colourSuffix = entry.colours.length > 1 ? ` ${colour}` : '';
                const name =
                  `Portátil ${gaming ? 'gaming ' : ''}${entry.brand} ${entry.line} ${formatSize(size)} ${cpu} ${ram} ${storage} SSD` +
                  `${gpu ? ` ${gpu[0]}` : ''}${noOs ? ' Sin Sistema Operativo' : ''}${colourSuffix}`;
                emit({
                  sub: 'laptops',
                  line: `${entry.brand} ${entry.line}`,
                  brand: entry.brand,
                  name,
                  model: `${entry.line} ${formatSize(size)}`,
                  colour,
                  price,
                  specs: [
                    ['Procesador', cpu],
                    ['Memoria RAM', `${ram} DDR${entry.tier === 'budget' ? 4 : 5}`],
                    ['Almacenamiento', `${storage} SSD M.2 NVMe`],
                    ['Pantalla', laptopPanel(size, entry.tier, entry.line)],
                    ['Gráfica', gpu ? `NVIDIA GeForce ${gpu[0]} ${gpu[1]} GDDR6` : graphics],
                    ['Sistema operativo', noOs ? 'Sin sistema operativo (FreeDOS)' : system],
                    ['Teclado', 'Español (QWERTY con Ñ)'],
                    ['Conectividad', gaming ? 'Wi-Fi 6, Bluetooth 5.2, RJ-45' : 'Wi-Fi 6, Bluetooth 5.1'],
                    ['Peso', `${(gaming ? 2.2 : size >= 15 ? 1.65 : 1.35) + (size >= 16 ? 0.25 : 0)} kg`.replace('.', ',')],
                    ['Color', colour],
                  ],
                  highlights: gaming
                    ? ['Pantalla de alta frecuencia para juegos fluidos', 'Refrigeración mejorada con doble ventilador']
                    : ['Chasis ligero y delgado, ideal para llevar a clase o a la oficina', 'Cámara HD con obturador de privacidad'],
                  keywords: ['portátil', entry.brand.toLowerCase(), entry.line.toLowerCase(), cpu.toLowerCase(), `${ram} ram`, gaming ? 'gaming' : 'ultrabook'],
                  label: entry.line,
                });
              }
  }
  for (const [line, size, chip, base, colours] of APPLE_LAPTOPS) {
    const pro = line === 'MacBook Pro';
    const configs: readonly MemoryConfig[] = pro
      ? [
          [chip === 'M3 Pro' ? '18GB' : '8GB', '512GB', 0],
          [chip === 'M3 Pro' ? '18GB' : '16GB', '1TB', 460],
        ]
      : [
          ['8GB', '256GB', 0],
          ['8GB', '512GB', 230],
          ['16GB', '512GB', 460],
          ['16GB', '1TB', 690],
        ];
    for (const [ram, storage, delta] of configs)
      for (const colour of colours) {
        emit({
          sub: 'laptops',
          line: `Apple ${line} ${size} ${chip}`,
          brand: 'Apple',
          name: `Apple ${line} ${formatSize(size)} chip ${chip} ${ram} ${storage} SSD ${colour}`,
          model: `${line} ${formatSize(size)} ${chip}`,
          colour,
          price: Math.min(2499, base + delta),
          specs: [
            ['Chip', `Apple ${chip}`],
            ['Memoria unificada', ram],
            ['Almacenamiento', `${storage} SSD`],
            ['Pantalla', `Liquid Retina${pro ? ' XDR' : ''} de ${formatSize(size)}`],
            ['Sistema operativo', 'macOS'],
            ['Teclado', 'Magic Keyboard con Touch ID, español'],
            ['Autonomía', `Hasta ${pro ? 22 : 18} horas`],
            ['Color', colour],
          ],
          highlights: ['Diseño sin ventilador, silencioso y ligero', 'Integración con iPhone, iPad y el ecosistema Apple'],
          keywords: ['macbook', 'apple', line.toLowerCase(), chip.toLowerCase(), 'portátil'],
          label: `${line} ${chip}`,
          hue: 220,
        });
      }
  }
}

const DESKTOP_LINES: ReadonlyArray<
  readonly [brand: string, line: string, base: number, gaming: boolean, form: string]
> = [
  ['HP', 'Pavilion Desktop TP01', 520, false, 'Torre'],
  ['HP', 'Victus 15L', 780, true, 'Torre'],
  ['HP', 'OMEN 25L', 1200, true, 'Torre'],
  ['HP', 'All-in-One 24-cr', 650, false, 'Todo en uno 23.8"'],
  ['Lenovo', 'IdeaCentre 3', 480, false, 'Torre'],
  ['Lenovo', 'IdeaCentre AIO 3', 620, false, 'Todo en uno 27"'],
  ['Lenovo', 'Legion Tower 5', 1250, true, 'Torre'],
  ['Lenovo', 'ThinkCentre M70s Gen 4', 690, false, 'Small Form Factor'],
  ['ASUS', 'ROG Strix G16CH', 1300, true, 'Torre'],
  ['ASUS', 'ExpertCenter D5', 560, false, 'Torre'],
  ['Acer', 'Aspire TC-1780', 500, false, 'Torre'],
  ['Acer', 'Predator Orion 3000', 1150, true, 'Torre'],
  ['Dell', 'Inspiron 3030', 520, false, 'Torre'],
  ['Dell', 'XPS 8960', 1350, false, 'Torre'],
  ['Dell', 'Alienware Aurora R16', 1800, true, 'Torre'],
  ['MSI', 'MAG Infinite S3', 950, true, 'Torre'],
  ['MSI', 'PRO DP21', 430, false, 'Mini PC'],
];
const DESKTOP_CPUS: readonly Cpu[] = [
  ['Intel Core i3-13100', 0, 'Intel UHD Graphics 730'],
  ['Intel Core i5-13400', 90, 'Intel UHD Graphics 730'],
  ['Intel Core i5-14400F', 110, ''],
  ['Intel Core i7-14700', 280, 'Intel UHD Graphics 770'],
  ['AMD Ryzen 5 8600G', 110, 'AMD Radeon 760M'],
  ['AMD Ryzen 7 7700', 230, 'AMD Radeon Graphics'],
];
const DESKTOP_GPUS = ['RTX 3050 8GB', 'RTX 4060 8GB', 'RTX 4060 Ti 8GB', 'RTX 4070 SUPER 12GB'] as const;

function buildDesktops(emit: Emit): void {
  for (const [brand, line, base, gaming, form] of DESKTOP_LINES) {
    const cpus = DESKTOP_CPUS.filter(([cpu]) => (gaming ? !/i3|8600G/.test(cpu) : !/14400F/.test(cpu)));
    const configs: readonly MemoryConfig[] = gaming
      ? [
          ['16GB', '512GB', 0],
          ['16GB', '1TB', 60],
          ['32GB', '1TB', 200],
        ]
      : [
          ['8GB', '256GB', 0],
          ['8GB', '512GB', 40],
          ['16GB', '512GB', 100],
          ['16GB', '1TB', 160],
        ];
    const gpus = gaming ? DESKTOP_GPUS : [null];
    for (const [cpu, cpuDelta, graphics] of cpus)
      for (const [ram, storage, delta] of configs)
        for (const [gpuIndex, gpu] of gpus.entries()) {
          const price = Math.min(2999, base + cpuDelta + delta + gpuIndex * 180);
          const allInOne = form.startsWith('Todo en uno');
          emit({
            sub: 'desktops',
            line: `${brand} ${line}`,
            brand,
            name: `${allInOne ? 'Ordenador todo en uno' : 'Ordenador de sobremesa'} ${gaming ? 'gaming ' : ''}${brand} ${line} ${cpu} ${ram} ${storage} SSD${gpu ? ` ${gpu.replace(/ \d+GB$/, '')}` : ''}`,
            model: line,
            colour: 'Negro',
            price,
            specs: [
              ['Formato', form],
              ['Procesador', cpu],
              ['Memoria RAM', `${ram} DDR${gaming ? 5 : 4}`],
              ['Almacenamiento', `${storage} SSD M.2 NVMe`],
              ['Gráfica', gpu ? `NVIDIA GeForce ${gpu}` : graphics],
              ['Sistema operativo', 'Windows 11 Home'],
              ['Conectividad', 'Wi-Fi 6, Bluetooth 5.2, Gigabit Ethernet'],
            ],
            highlights: gaming
              ? ['Caja con panel lateral de cristal e iluminación RGB', 'Fuente de alimentación certificada 80 PLUS']
              : ['Equipo silencioso y compacto para casa u oficina', 'Teclado y ratón incluidos'],
            keywords: ['ordenador', 'sobremesa', brand.toLowerCase(), line.toLowerCase(), cpu.toLowerCase()],
            label: line,
          });
        }
  }
  const apple: ReadonlyArray<readonly [string, string, number, readonly string[]]> = [
    ['Mac mini', 'M2', 699, ['Plata']],
    ['Mac mini', 'M2 Pro', 1549, ['Plata']],
    ['iMac 24"', 'M3', 1599, ['Azul', 'Verde', 'Rosa', 'Plata', 'Amarillo', 'Naranja', 'Morado']],
  ];
  for (const [line, chip, base, colours] of apple)
    for (const [ram, storage, delta] of [
      ['8GB', '256GB', 0],
      ['8GB', '512GB', 230],
      ['16GB', '512GB', 460],
    ] as const)
      for (const colour of colours) {
        emit({
          sub: 'desktops',
          line: `Apple ${line} ${chip}`,
          brand: 'Apple',
          name: `Apple ${line} chip ${chip} ${ram} ${storage} SSD${colours.length > 1 ? ` ${colour}` : ''}`,
          model: `${line} ${chip}`,
          colour,
          price: base + delta,
          specs: [
            ['Chip', `Apple ${chip}`],
            ['Memoria unificada', ram],
            ['Almacenamiento', `${storage} SSD`],
            ['Sistema operativo', 'macOS'],
            ['Color', colour],
          ],
          keywords: ['apple', line.toLowerCase().replace('"', ''), chip.toLowerCase(), 'mac'],
          label: `${line} ${chip}`,
        });
      }
}

type MonitorLine = readonly [
  brand: string,
  line: string,
  code: (size: number) => string,
  sizes: readonly number[],
  resolution: 'FHD' | 'QHD' | '4K' | 'UWQHD',
  panel: string,
  hz: number,
  base: number,
  gaming: boolean,
];

const MONITOR_LINES: readonly MonitorLine[] = [
  ['Samsung', 'Odyssey G5', (s) => `LS${s}CG510EUXEN`, [27, 32], 'QHD', 'VA', 165, 230, true],
  ['Samsung', 'Odyssey G7', (s) => `LS${s}BG700EUXEN`, [28, 32], '4K', 'IPS', 144, 520, true],
  ['Samsung', 'Odyssey OLED G8', (s) => `LS${s}DG800SUXEN`, [32], '4K', 'QD-OLED', 240, 1150, true],
  ['Samsung', 'ViewFinity S6', (s) => `LS${s}C610EAUXEN`, [27, 32], 'QHD', 'IPS', 100, 260, false],
  ['Samsung', 'Essential S3', (s) => `LS${s}C330GAUXEN`, [24, 27], 'FHD', 'IPS', 100, 110, false],
  ['LG', 'UltraGear', (s) => `${s}GR75Q-B`, [27, 32], 'QHD', 'IPS', 165, 260, true],
  ['LG', 'UltraGear OLED', (s) => `${s}GS95QE-B`, [27], 'QHD', 'OLED', 240, 850, true],
  ['LG', 'UltraFine', (s) => `${s}UP850N-W`, [27, 32], '4K', 'IPS', 60, 420, false],
  ['LG', 'UltraWide', (s) => `${s}WQ60C-B`, [29, 34], 'UWQHD', 'IPS', 100, 300, false],
  ['LG', 'Monitor', (s) => `${s}MR400-B`, [24, 27], 'FHD', 'IPS', 100, 100, false],
  ['Dell', 'Serie S', (s) => `S${s}22DGM`, [27, 32], 'QHD', 'VA', 165, 250, true],
  ['Dell', 'UltraSharp', (s) => `U${s}23QE`, [27, 32], '4K', 'IPS Black', 60, 650, false],
  ['Dell', 'Serie P', (s) => `P${s}23HE`, [24, 27], 'FHD', 'IPS', 60, 190, false],
  ['ASUS', 'TUF Gaming', (s) => `VG${s}AQ3A`, [24, 27], 'QHD', 'Fast IPS', 180, 240, true],
  ['ASUS', 'ROG Strix', (s) => `XG${s}ACS`, [27, 32], 'QHD', 'Fast IPS', 180, 380, true],
  ['ASUS', 'ProArt Display', (s) => `PA${s}9CRV`, [27, 32], '4K', 'IPS', 60, 560, false],
  ['ASUS', 'VA', (s) => `VA${s}EHF`, [24, 27], 'FHD', 'IPS', 100, 110, false],
  ['Acer', 'Nitro', (s) => `VG${s}0UBMIIPX`, [24, 27], 'QHD', 'IPS', 180, 200, true],
  ['Acer', 'Predator', (s) => `XB${s}3UV3`, [27], 'QHD', 'IPS', 170, 420, true],
  ['Acer', 'Serie EK', (s) => `EK${s}0QE3`, [24, 27], 'FHD', 'VA', 100, 90, false],
  ['MSI', 'MAG', (s) => `${s}1QPF`, [27, 32], 'QHD', 'Rapid IPS', 180, 260, true],
  ['MSI', 'MPG', (s) => `${s}1URX QD-OLED`, [27, 32], '4K', 'QD-OLED', 240, 1100, true],
  ['MSI', 'PRO', (s) => `MP${s}5`, [24, 27], 'FHD', 'IPS', 100, 100, false],
  ['BenQ', 'MOBIUZ', (s) => `EX${s}10Q`, [27], 'QHD', 'IPS', 165, 380, true],
  ['BenQ', 'ZOWIE', (s) => `XL${s}46K`, [24, 25], 'FHD', 'TN', 240, 420, true],
  ['BenQ', 'Serie GW', (s) => `GW${s}90`, [24, 27], 'FHD', 'IPS', 100, 120, false],
  ['BenQ', 'PD', (s) => `PD${s}06U`, [27, 32], '4K', 'IPS', 60, 550, false],
  ['AOC', 'Gaming', (s) => `${s}G2SPU`, [24, 27], 'FHD', 'IPS', 180, 150, true],
  ['AOC', 'Gaming Q', (s) => `Q${s}G2S`, [24, 27], 'QHD', 'IPS', 155, 200, true],
  ['AOC', 'Serie B2', (s) => `${s}B2XH`, [24, 27], 'FHD', 'IPS', 75, 90, false],
  ['HP', 'Serie 5', (s) => `5${s}sh`, [24, 27], 'FHD', 'IPS', 100, 130, false],
  ['HP', 'OMEN', (s) => `OMEN ${s}qs`, [27], 'QHD', 'Fast IPS', 240, 370, true],
  ['Lenovo', 'Legion', (s) => `R${s}q-30`, [27], 'QHD', 'IPS', 180, 270, true],
  ['Lenovo', 'ThinkVision', (s) => `S${s}e-20`, [24, 27], 'FHD', 'IPS', 60, 130, false],
  ['Gigabyte', 'GS', (s) => `GS${s}Q`, [27, 32], 'QHD', 'SS IPS', 170, 220, true],
];

const RESOLUTION_TEXT: Record<MonitorLine[4], string> = {
  FHD: 'Full HD (1920x1080)',
  QHD: 'QHD (2560x1440)',
  '4K': '4K UHD (3840x2160)',
  UWQHD: 'UWQHD (3440x1440)',
};

function buildMonitors(emit: Emit): void {
  for (const [brand, line, code, sizes, resolution, panel, hz, base, gaming] of MONITOR_LINES)
    for (const size of sizes)
      for (const colour of gaming ? ['Negro'] : ['Negro', 'Blanco'])
        for (const stand of gaming ? ['', ' con altura ajustable'] : ['']) {
          const sizeIndex = sizes.indexOf(size);
          const model = code(size) + (colour === 'Blanco' ? '-W' : '');
          const resolutionLabel = resolution === 'FHD' ? 'Full HD' : resolution === 'UWQHD' ? 'UltraWide QHD' : resolution;
          emit({
            sub: 'monitors',
            line: `${brand} ${line}`,
            brand,
            name: `Monitor ${gaming ? 'gaming ' : ''}${brand} ${line} ${model} ${formatSize(size)} ${resolutionLabel} ${panel} ${hz}Hz${stand}${colour === 'Blanco' ? ' Blanco' : ''}`,
            model,
            colour,
            price: euros(base * (1 + sizeIndex * 0.3) + (stand ? 25 : 0) + (colour === 'Blanco' ? 10 : 0)),
            specs: [
              ['Tamaño', formatSize(size)],
              ['Resolución', RESOLUTION_TEXT[resolution]],
              ['Panel', panel],
              ['Frecuencia', `${hz} Hz`],
              ['Tiempo de respuesta', gaming ? '1 ms (GtG)' : '5 ms'],
              ['Conexiones', gaming ? '2x HDMI 2.0, DisplayPort 1.4' : 'HDMI, DisplayPort, USB-C'],
              ['Soporte', stand ? 'Altura, inclinación y giro' : 'Inclinación'],
              ['VESA', '100x100'],
            ],
            highlights: gaming ? ['Compatible con AMD FreeSync Premium y G-SYNC', 'HDR10'] : ['Tecnología sin parpadeo y filtro de luz azul'],
            keywords: ['monitor', brand.toLowerCase(), `${size} pulgadas`, resolution.toLowerCase(), `${hz}hz`, gaming ? 'gaming' : 'oficina'],
            label: `${line} ${model}`,
          });
        }
}

function buildTablets(emit: Emit): void {
  const lines: ReadonlyArray<
    readonly [brand: string, line: string, size: number, base: number, memories: readonly string[], colours: readonly string[], cellular: boolean]
  > = [
    ['Apple', 'iPad (10.ª generación)', 10.9, 409, ['64GB', '256GB'], ['Azul', 'Rosa', 'Amarillo', 'Plata'], true],
    ['Apple', 'iPad Air (M2)', 11, 699, ['128GB', '256GB', '512GB'], ['Azul', 'Morado', 'Blanco estrella', 'Gris espacial'], true],
    ['Apple', 'iPad Air (M2)', 13, 949, ['128GB', '256GB'], ['Azul', 'Gris espacial'], false],
    ['Apple', 'iPad Pro (M4)', 11, 1199, ['256GB', '512GB'], ['Negro espacial', 'Plata'], true],
    ['Apple', 'iPad mini', 8.3, 599, ['128GB', '256GB'], ['Azul', 'Morado', 'Blanco estrella', 'Gris espacial'], true],
    ['Samsung', 'Galaxy Tab A9+', 11, 229, ['64GB', '128GB'], ['Grafito', 'Plata'], true],
    ['Samsung', 'Galaxy Tab S9 FE', 10.9, 449, ['128GB', '256GB'], ['Gris', 'Plata', 'Lavanda'], true],
    ['Samsung', 'Galaxy Tab S9', 11, 899, ['128GB', '256GB'], ['Grafito', 'Beige'], true],
    ['Xiaomi', 'Redmi Pad SE', 11, 199, ['128GB', '256GB'], ['Gris grafito', 'Verde menta', 'Morado lavanda'], false],
    ['Xiaomi', 'Pad 6', 11, 399, ['128GB', '256GB'], ['Gris', 'Azul'], false],
    ['Lenovo', 'Tab M10 Plus (3.ª gen)', 10.6, 199, ['64GB', '128GB'], ['Gris tormenta'], true],
    ['Lenovo', 'Tab P12', 12.7, 349, ['128GB', '256GB'], ['Gris tormenta'], false],
  ];
  for (const [brand, line, size, base, memories, colours, cellular] of lines)
    for (const [memoryIndex, memory] of memories.entries())
      for (const network of cellular ? ['Wi-Fi', 'Wi-Fi + Cellular'] : ['Wi-Fi'])
        for (const colour of colours) {
          const apple = brand === 'Apple';
          emit({
            sub: 'tablets',
            line: `${brand} ${line} ${size}`,
            brand,
            name: apple
              ? `Apple ${line} ${formatSize(size)} ${network} ${memory} ${colour}`
              : `Tablet ${brand} ${line} ${formatSize(size)} ${memory} ${network === 'Wi-Fi' ? 'Wi-Fi' : '5G'} ${colour}`,
            model: `${line} ${formatSize(size)}`,
            colour,
            price: euros(base + memoryIndex * (apple ? 170 : 60) + (network === 'Wi-Fi' ? 0 : apple ? 170 : 70)),
            specs: [
              ['Pantalla', `${formatSize(size)} ${apple ? 'Liquid Retina' : 'LCD 90Hz'}`],
              ['Almacenamiento', memory],
              ['Conectividad', network === 'Wi-Fi' ? 'Wi-Fi 6' : 'Wi-Fi 6 y 5G'],
              ['Sistema operativo', apple ? 'iPadOS' : 'Android'],
              ['Color', colour],
            ],
            keywords: ['tablet', brand.toLowerCase(), line.toLowerCase(), memory.toLowerCase()],
            label: line.replace(/\(.*\)/, ''),
          });
        }
}
