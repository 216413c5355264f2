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

export function pickInt(rng: () => number, min: number, max: number): number {
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
  // At most this many products of this kind (fewer when the tables have fewer combinations),
  // so the range is weighted like a real Spanish tech shop: laptops and phones first.
  target: number;
};

export const DEMO_SUBCATEGORIES: Record<DemoSubcategory, DemoSubcategoryInfo> = {
  laptops: {
    kind: 'laptop',
    group: 'computing',
    merchantCategory: 'Informática > Portátiles',
    awinCategory: 'Laptops',
    target: 620,
  },
  desktops: {
    kind: 'desktop',
    group: 'computing',
    merchantCategory: 'Informática > Ordenadores de sobremesa',
    awinCategory: 'Desktop Computers',
    target: 190,
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
    target: 140,
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
    target: 170,
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
  // Relative share of the subcategory's target for this draft's line (default 1).
  weight?: number;
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

export function findHueForColour(colour: string | null, fallback: number): number {
  if (colour) for (const [pattern, hue] of COLOUR_HUES) if (pattern.test(colour)) return hue;
  return fallback;
}

function formatSize(inches: number): string {
  return `${inches}"`;
}

function toWholeEuros(value: number): number {
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
  {
    brand: 'Lenovo',
    line: 'IdeaPad 1',
    sizes: [15.6],
    base: 330,
    tier: 'budget',
    colours: ['Gris nube'],
    weight: 1.6,
  },
  {
    brand: 'Lenovo',
    line: 'IdeaPad Slim 3',
    sizes: [14, 15.6],
    base: 420,
    tier: 'budget',
    colours: ['Gris ártico', 'Azul abismo'],
    weight: 1.6,
  },
  {
    brand: 'Lenovo',
    line: 'V15 G4',
    sizes: [15.6],
    base: 380,
    tier: 'budget',
    colours: ['Negro'],
    weight: 1.3,
  },
  {
    brand: 'HP',
    line: '15s',
    sizes: [15.6],
    base: 390,
    tier: 'budget',
    colours: ['Plata natural'],
    weight: 1.5,
  },
  {
    brand: 'HP',
    line: '250 G10',
    sizes: [15.6],
    base: 420,
    tier: 'budget',
    colours: ['Plata oscuro'],
    weight: 1.3,
  },
  {
    brand: 'HP',
    line: 'Pavilion 15',
    sizes: [15.6],
    base: 560,
    tier: 'budget',
    colours: ['Plata natural', 'Azul niebla'],
    weight: 1.3,
  },
  {
    brand: 'ASUS',
    line: 'Vivobook Go 14',
    sizes: [14],
    base: 330,
    tier: 'budget',
    colours: ['Negro mixto'],
    weight: 1.1,
  },
  {
    brand: 'ASUS',
    line: 'Vivobook 15',
    sizes: [15.6],
    base: 410,
    tier: 'budget',
    colours: ['Plata frío', 'Azul tranquilo'],
    weight: 1.5,
  },
  {
    brand: 'Acer',
    line: 'Aspire 3',
    sizes: [14, 15.6],
    base: 380,
    tier: 'budget',
    colours: ['Plata'],
    weight: 1.4,
  },
  {
    brand: 'Acer',
    line: 'Aspire 5',
    sizes: [14, 15.6],
    base: 500,
    tier: 'budget',
    colours: ['Gris acero'],
    weight: 1.2,
  },
  {
    brand: 'Dell',
    line: 'Inspiron 15 3520',
    sizes: [15.6],
    base: 430,
    tier: 'budget',
    colours: ['Negro carbono', 'Plata'],
    weight: 1.3,
  },
  {
    brand: 'Dell',
    line: 'Vostro 3520',
    sizes: [15.6],
    base: 460,
    tier: 'budget',
    colours: ['Negro carbono'],
    weight: 1,
  },
  {
    brand: 'MSI',
    line: 'Modern 14',
    sizes: [14],
    base: 430,
    tier: 'budget',
    colours: ['Gris clásico', 'Beige rosado'],
    weight: 1,
  },
  {
    brand: 'Lenovo',
    line: 'IdeaPad Slim 5',
    sizes: [14, 16],
    base: 620,
    tier: 'mid',
    colours: ['Gris nube', 'Azul abismo'],
    weight: 1.6,
  },
  {
    brand: 'Lenovo',
    line: 'Yoga Slim 7',
    sizes: [14],
    base: 900,
    tier: 'mid',
    colours: ['Gris tormenta'],
    weight: 1,
  },
  {
    brand: 'Lenovo',
    line: 'ThinkPad E14 Gen 5',
    sizes: [14],
    base: 760,
    tier: 'mid',
    colours: ['Negro gráfito'],
    weight: 1,
  },
  {
    brand: 'Lenovo',
    line: 'ThinkPad T14s Gen 4',
    sizes: [14],
    base: 1250,
    tier: 'mid',
    colours: ['Negro profundo'],
    weight: 0.7,
  },
  {
    brand: 'HP',
    line: 'Pavilion Plus 14',
    sizes: [14],
    base: 800,
    tier: 'mid',
    colours: ['Plata natural', 'Azul espacial'],
    weight: 1,
  },
  {
    brand: 'HP',
    line: 'ENVY x360 14',
    sizes: [14],
    base: 930,
    tier: 'mid',
    colours: ['Plata natural'],
    weight: 0.9,
  },
  {
    brand: 'HP',
    line: 'EliteBook 840 G10',
    sizes: [14],
    base: 1300,
    tier: 'mid',
    colours: ['Plata'],
    weight: 0.6,
  },
  {
    brand: 'ASUS',
    line: 'Vivobook S 14 OLED',
    sizes: [14],
    base: 780,
    tier: 'mid',
    colours: ['Negro neutro', 'Plata niebla'],
    weight: 1.1,
  },
  {
    brand: 'ASUS',
    line: 'Zenbook 14 OLED',
    sizes: [14],
    base: 980,
    tier: 'mid',
    colours: ['Azul jazmín', 'Gris niebla'],
    weight: 1.1,
  },
  {
    brand: 'Acer',
    line: 'Swift Go 14',
    sizes: [14],
    base: 720,
    tier: 'mid',
    colours: ['Plata puro'],
    weight: 1,
  },
  {
    brand: 'Dell',
    line: 'Inspiron 14 5440',
    sizes: [14],
    base: 700,
    tier: 'mid',
    colours: ['Azul hielo', 'Plata platino'],
    weight: 1,
  },
  {
    brand: 'Dell',
    line: 'XPS 13 9340',
    sizes: [13.4],
    base: 1390,
    tier: 'mid',
    colours: ['Grafito', 'Platino'],
    weight: 0.7,
  },
  {
    brand: 'Dell',
    line: 'Latitude 5440',
    sizes: [14],
    base: 1090,
    tier: 'mid',
    colours: ['Gris titanio'],
    weight: 0.6,
  },
  {
    brand: 'MSI',
    line: 'Prestige 14',
    sizes: [14],
    base: 930,
    tier: 'mid',
    colours: ['Gris estelar'],
    weight: 0.7,
  },
  {
    brand: 'Samsung',
    line: 'Galaxy Book4',
    sizes: [15.6],
    base: 680,
    tier: 'mid',
    colours: ['Gris', 'Plata'],
    weight: 1,
  },
  {
    brand: 'Samsung',
    line: 'Galaxy Book4 Pro',
    sizes: [14, 16],
    base: 1300,
    tier: 'mid',
    colours: ['Gris lunar'],
    weight: 0.7,
  },
  {
    brand: 'Microsoft',
    line: 'Surface Laptop Go 3',
    sizes: [12.4],
    base: 780,
    tier: 'mid',
    colours: ['Platino', 'Salvia'],
    weight: 0.6,
  },
  {
    brand: 'Lenovo',
    line: 'LOQ 15IRX9',
    sizes: [15.6],
    base: 780,
    tier: 'gaming',
    colours: ['Gris luna'],
    cpuRange: [0, 4],
    gpuRange: [0, 3],
    weight: 1.4,
  },
  {
    brand: 'Lenovo',
    line: 'Legion 5 16IRX9',
    sizes: [16],
    base: 1100,
    tier: 'gaming',
    colours: ['Gris luna'],
    cpuRange: [3, 5],
    gpuRange: [2, 4],
    weight: 1.1,
  },
  {
    brand: 'Lenovo',
    line: 'Legion Pro 7 16IRX9H',
    sizes: [16],
    base: 1700,
    tier: 'gaming',
    colours: ['Negro eclipse'],
    cpuRange: [6, 7],
    gpuRange: [3, 5],
    weight: 0.5,
  },
  {
    brand: 'HP',
    line: 'Victus 15-fb',
    sizes: [15.6],
    base: 700,
    tier: 'gaming',
    colours: ['Azul hielo', 'Negro mica'],
    cpuRange: [0, 4],
    gpuRange: [0, 3],
    weight: 1.4,
  },
  {
    brand: 'HP',
    line: 'OMEN 16-xf',
    sizes: [16.1],
    base: 1150,
    tier: 'gaming',
    colours: ['Negro sombra'],
    cpuRange: [2, 5],
    gpuRange: [2, 4],
    weight: 0.9,
  },
  {
    brand: 'ASUS',
    line: 'TUF Gaming F15',
    sizes: [15.6],
    base: 760,
    tier: 'gaming',
    colours: ['Gris mecha'],
    cpuRange: [0, 4],
    gpuRange: [0, 3],
    weight: 1.3,
  },
  {
    brand: 'ASUS',
    line: 'TUF Gaming A15',
    sizes: [15.6],
    base: 800,
    tier: 'gaming',
    colours: ['Gris mecha'],
    cpuRange: [2, 3],
    gpuRange: [1, 4],
    weight: 1,
  },
  {
    brand: 'ASUS',
    line: 'ROG Strix G16',
    sizes: [16],
    base: 1250,
    tier: 'gaming',
    colours: ['Gris eclipse'],
    cpuRange: [4, 7],
    gpuRange: [2, 5],
    weight: 1,
  },
  {
    brand: 'ASUS',
    line: 'ROG Zephyrus G14',
    sizes: [14],
    base: 1650,
    tier: 'gaming',
    colours: ['Gris eclipse', 'Blanco platino'],
    cpuRange: [5, 6],
    gpuRange: [2, 4],
    weight: 0.6,
  },
  {
    brand: 'Acer',
    line: 'Nitro V 15',
    sizes: [15.6],
    base: 700,
    tier: 'gaming',
    colours: ['Negro obsidiana'],
    cpuRange: [0, 4],
    gpuRange: [0, 3],
    weight: 1.3,
  },
  {
    brand: 'Acer',
    line: 'Predator Helios Neo 16',
    sizes: [16],
    base: 1150,
    tier: 'gaming',
    colours: ['Negro abisal'],
    cpuRange: [3, 5],
    gpuRange: [2, 4],
    weight: 0.9,
  },
  {
    brand: 'Dell',
    line: 'G15 5530',
    sizes: [15.6],
    base: 880,
    tier: 'gaming',
    colours: ['Gris oscuro'],
    cpuRange: [1, 4],
    gpuRange: [1, 3],
    weight: 0.9,
  },
  {
    brand: 'Dell',
    line: 'Alienware m16 R2',
    sizes: [16],
    base: 1650,
    tier: 'gaming',
    colours: ['Gris oscuro'],
    cpuRange: [4, 7],
    gpuRange: [2, 5],
    weight: 0.5,
  },
  {
    brand: 'MSI',
    line: 'Thin GF63',
    sizes: [15.6],
    base: 650,
    tier: 'gaming',
    colours: ['Negro'],
    cpuRange: [0, 2],
    gpuRange: [0, 3],
    weight: 1.2,
  },
  {
    brand: 'MSI',
    line: 'Katana 15',
    sizes: [15.6],
    base: 880,
    tier: 'gaming',
    colours: ['Negro'],
    cpuRange: [3, 5],
    gpuRange: [1, 4],
    weight: 1.1,
  },
  {
    brand: 'MSI',
    line: 'Cyborg 15',
    sizes: [15.6],
    base: 820,
    tier: 'gaming',
    colours: ['Negro translúcido'],
    cpuRange: [0, 4],
    gpuRange: [1, 3],
    weight: 0.9,
  },
  {
    brand: 'MSI',
    line: 'Vector 16 HX',
    sizes: [16],
    base: 1450,
    tier: 'gaming',
    colours: ['Gris cósmico'],
    cpuRange: [4, 7],
    gpuRange: [3, 5],
    weight: 0.6,
  },
  {
    brand: 'Gigabyte',
    line: 'G5 KF5',
    sizes: [15.6],
    base: 760,
    tier: 'gaming',
    colours: ['Negro'],
    cpuRange: [3, 4],
    gpuRange: [1, 3],
    weight: 0.8,
  },
  {
    brand: 'Gigabyte',
    line: 'AORUS 16X',
    sizes: [16],
    base: 1400,
    tier: 'gaming',
    colours: ['Gris acero'],
    cpuRange: [4, 5],
    gpuRange: [2, 4],
    weight: 0.5,
  },
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

function describeLaptopPanel(size: number, tier: LaptopLine['tier'], line: string): string {
  if (/OLED/.test(line)) return `${formatSize(size)} OLED 2.8K (2880x1800) 90Hz`;
  if (tier === 'gaming')
    return size >= 16
      ? `${formatSize(size)} WQXGA (2560x1600) 240Hz`
      : `${formatSize(size)} Full HD (1920x1080) 144Hz`;
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
    const configs =
      entry.tier === 'gaming'
        ? LAPTOP_CONFIGS.slice(2)
        : entry.tier === 'mid'
          ? LAPTOP_CONFIGS.slice(2)
          : LAPTOP_CONFIGS.slice(0, 4);
    const gpus = entry.tier === 'gaming' ? LAPTOP_GPUS.slice(...(entry.gpuRange ?? [0, 2])) : [null];
    const systems =
      entry.tier === 'budget'
        ? ['Windows 11 Home', 'Sin sistema operativo']
        : entry.tier === 'mid' && /ThinkPad|EliteBook|Latitude/.test(entry.line)
          ? ['Windows 11 Pro']
          : ['Windows 11 Home'];
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
                  Math.max(
                    349,
                    entry.base +
                      cpuDelta +
                      configDelta +
                      (gpu?.[2] ?? 0) +
                      (size >= 16 ? 60 : 0) -
                      (noOs ? 60 : 0),
                  ),
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
                    ['Pantalla', describeLaptopPanel(size, entry.tier, entry.line)],
                    ['Gráfica', gpu ? `NVIDIA GeForce ${gpu[0]} ${gpu[1]} GDDR6` : graphics],
                    ['Sistema operativo', noOs ? 'Sin sistema operativo (FreeDOS)' : system],
                    ['Teclado', 'Español (QWERTY con Ñ)'],
                    ['Conectividad', gaming ? 'Wi-Fi 6, Bluetooth 5.2, RJ-45' : 'Wi-Fi 6, Bluetooth 5.1'],
                    [
                      'Peso',
                      `${(gaming ? 2.2 : size >= 15 ? 1.65 : 1.35) + (size >= 16 ? 0.25 : 0)} kg`.replace(
                        '.',
                        ',',
                      ),
                    ],
                    ['Color', colour],
                  ],
                  highlights: gaming
                    ? [
                        'Pantalla de alta frecuencia para juegos fluidos',
                        'Refrigeración mejorada con doble ventilador',
                      ]
                    : [
                        'Chasis ligero y delgado, ideal para llevar a clase o a la oficina',
                        'Cámara HD con obturador de privacidad',
                      ],
                  keywords: [
                    'portátil',
                    entry.brand.toLowerCase(),
                    entry.line.toLowerCase(),
                    cpu.toLowerCase(),
                    `${ram} ram`,
                    gaming ? 'gaming' : 'ultrabook',
                  ],
                  label: entry.line,
                  weight: entry.weight,
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
          highlights: [
            'Diseño sin ventilador, silencioso y ligero',
            'Integración con iPhone, iPad y el ecosistema Apple',
          ],
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
              ? [
                  'Caja con panel lateral de cristal e iluminación RGB',
                  'Fuente de alimentación certificada 80 PLUS',
                ]
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
  ['Gigabyte', 'M', (s) => `M${s}U`, [28, 32], '4K', 'SS IPS', 160, 480, true],
  ['Samsung', 'Odyssey G3', (s) => `LS${s}AG320NUXEN`, [24, 27], 'FHD', 'VA', 165, 150, true],
  ['Samsung', 'Smart Monitor M7', (s) => `LS${s}CM700UUXEN`, [32, 43], '4K', 'VA', 60, 380, false],
  ['LG', 'UltraGear FHD', (s) => `${s}GS60F-B`, [24, 27], 'FHD', 'IPS', 180, 140, true],
  ['LG', 'UltraWide Curvo', (s) => `${s}WR50QC-B`, [34], 'UWQHD', 'VA', 100, 330, false],
  ['Dell', 'Alienware', (s) => `AW${s}23DWF`, [34], 'UWQHD', 'QD-OLED', 165, 900, true],
  ['Dell', 'Serie SE', (s) => `SE${s}22H`, [24, 27], 'FHD', 'VA', 75, 95, false],
  ['ASUS', 'ROG Swift OLED', (s) => `PG${s}AQDM`, [27], 'QHD', 'OLED', 240, 900, true],
  ['ASUS', 'ProArt', (s) => `PA${s}8CGV`, [24, 27], 'QHD', 'IPS', 144, 380, false],
  ['Acer', 'Nitro Curvo', (s) => `ED${s}0RS3`, [27, 32], 'FHD', 'VA', 180, 160, true],
  ['Acer', 'Vero', (s) => `B${s}7E`, [24, 27], 'FHD', 'IPS', 100, 140, false],
  ['MSI', 'MAG Curvo', (s) => `${s}5CQRF`, [27, 32], 'QHD', 'Rapid VA', 180, 240, true],
  ['AOC', 'AGON PRO', (s) => `AG${s}6QZD`, [27], 'QHD', 'OLED', 240, 700, true],
  ['AOC', 'Serie U', (s) => `U${s}B3AF`, [27, 32], '4K', 'IPS', 60, 280, false],
  ['HP', 'Serie 7 Pro', (s) => `7${s}pq`, [24, 27], 'QHD', 'IPS', 100, 330, false],
  ['Lenovo', 'ThinkVision T', (s) => `T${s}h-30`, [24, 27], 'QHD', 'IPS', 60, 260, false],
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
          const resolutionLabel =
            resolution === 'FHD' ? 'Full HD' : resolution === 'UWQHD' ? 'UltraWide QHD' : resolution;
          emit({
            sub: 'monitors',
            line: `${brand} ${line}`,
            brand,
            name: `Monitor ${gaming ? 'gaming ' : ''}${brand} ${line} ${model} ${formatSize(size)} ${resolutionLabel} ${panel} ${hz}Hz${stand}${colour === 'Blanco' ? ' Blanco' : ''}`,
            model,
            colour,
            price: toWholeEuros(
              base * (1 + sizeIndex * 0.3) + (stand ? 25 : 0) + (colour === 'Blanco' ? 10 : 0),
            ),
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
            highlights: gaming
              ? ['Compatible con AMD FreeSync Premium y G-SYNC', 'HDR10']
              : ['Tecnología sin parpadeo y filtro de luz azul'],
            keywords: [
              'monitor',
              brand.toLowerCase(),
              `${size} pulgadas`,
              resolution.toLowerCase(),
              `${hz}hz`,
              gaming ? 'gaming' : 'oficina',
            ],
            label: `${line} ${model}`,
          });
        }
}

function buildTablets(emit: Emit): void {
  const lines: ReadonlyArray<
    readonly [
      brand: string,
      line: string,
      size: number,
      base: number,
      memories: readonly string[],
      colours: readonly string[],
      cellular: boolean,
    ]
  > = [
    [
      'Apple',
      'iPad (10.ª generación)',
      10.9,
      409,
      ['64GB', '256GB'],
      ['Azul', 'Rosa', 'Amarillo', 'Plata'],
      true,
    ],
    [
      'Apple',
      'iPad Air (M2)',
      11,
      699,
      ['128GB', '256GB', '512GB'],
      ['Azul', 'Morado', 'Blanco estrella', 'Gris espacial'],
      true,
    ],
    ['Apple', 'iPad Air (M2)', 13, 949, ['128GB', '256GB'], ['Azul', 'Gris espacial'], false],
    ['Apple', 'iPad Pro (M4)', 11, 1199, ['256GB', '512GB'], ['Negro espacial', 'Plata'], true],
    [
      'Apple',
      'iPad mini',
      8.3,
      599,
      ['128GB', '256GB'],
      ['Azul', 'Morado', 'Blanco estrella', 'Gris espacial'],
      true,
    ],
    ['Samsung', 'Galaxy Tab A9+', 11, 229, ['64GB', '128GB'], ['Grafito', 'Plata'], true],
    ['Samsung', 'Galaxy Tab S9 FE', 10.9, 449, ['128GB', '256GB'], ['Gris', 'Plata', 'Lavanda'], true],
    ['Samsung', 'Galaxy Tab S9', 11, 899, ['128GB', '256GB'], ['Grafito', 'Beige'], true],
    [
      'Xiaomi',
      'Redmi Pad SE',
      11,
      199,
      ['128GB', '256GB'],
      ['Gris grafito', 'Verde menta', 'Morado lavanda'],
      false,
    ],
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
            price: toWholeEuros(
              base + memoryIndex * (apple ? 170 : 60) + (network === 'Wi-Fi' ? 0 : apple ? 170 : 70),
            ),
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

// ---------------------------------------------------------------------------------------------
// Components and storage.

const GPU_CHIPS: ReadonlyArray<
  readonly [chip: string, memory: string, price: number, vendor: 'nvidia' | 'amd']
> = [
  ['GeForce RTX 3050', '6G', 190, 'nvidia'],
  ['GeForce RTX 3050', '8G', 235, 'nvidia'],
  ['GeForce RTX 4060', '8G', 305, 'nvidia'],
  ['GeForce RTX 4060 Ti', '8G', 395, 'nvidia'],
  ['GeForce RTX 4060 Ti', '16G', 475, 'nvidia'],
  ['GeForce RTX 4070', '12G', 570, 'nvidia'],
  ['GeForce RTX 4070 SUPER', '12G', 630, 'nvidia'],
  ['GeForce RTX 4070 Ti SUPER', '16G', 860, 'nvidia'],
  ['GeForce RTX 4080 SUPER', '16G', 1080, 'nvidia'],
  ['GeForce RTX 4090', '24G', 1890, 'nvidia'],
  ['Radeon RX 7600', '8G', 275, 'amd'],
  ['Radeon RX 7600 XT', '16G', 335, 'amd'],
  ['Radeon RX 7700 XT', '12G', 430, 'amd'],
  ['Radeon RX 7800 XT', '16G', 520, 'amd'],
  ['Radeon RX 7900 GRE', '16G', 580, 'amd'],
  ['Radeon RX 7900 XT', '20G', 740, 'amd'],
  ['Radeon RX 7900 XTX', '24G', 990, 'amd'],
];
const GPU_PARTNERS: ReadonlyArray<
  readonly [
    brand: string,
    vendor: 'nvidia' | 'amd',
    series: readonly (readonly [name: string, premium: number])[],
  ]
> = [
  [
    'MSI',
    'nvidia',
    [
      ['VENTUS 2X', 0],
      ['VENTUS 3X OC', 0.04],
      ['GAMING X SLIM', 0.09],
      ['GAMING X TRIO', 0.12],
    ],
  ],
  [
    'ASUS',
    'nvidia',
    [
      ['DUAL OC', 0.02],
      ['TUF Gaming OC', 0.1],
      ['ROG Strix OC', 0.2],
    ],
  ],
  [
    'Gigabyte',
    'nvidia',
    [
      ['WINDFORCE OC', 0],
      ['EAGLE OC', 0.03],
      ['GAMING OC', 0.07],
      ['AORUS MASTER', 0.18],
    ],
  ],
  [
    'Zotac',
    'nvidia',
    [
      ['Twin Edge', 0],
      ['Trinity', 0.04],
      ['AMP Extreme AIRO', 0.12],
    ],
  ],
  [
    'ASUS',
    'amd',
    [
      ['DUAL OC', 0.02],
      ['TUF Gaming OC', 0.1],
    ],
  ],
  ['Gigabyte', 'amd', [['GAMING OC', 0.05]]],
  [
    'MSI',
    'amd',
    [
      ['MECH 2X OC', 0],
      ['GAMING TRIO CLASSIC', 0.06],
    ],
  ],
  [
    'Sapphire',
    'amd',
    [
      ['PULSE', 0.02],
      ['NITRO+', 0.1],
    ],
  ],
  [
    'PowerColor',
    'amd',
    [
      ['Fighter', 0],
      ['Hellhound', 0.05],
    ],
  ],
];

function buildGpus(emit: Emit): void {
  for (const [brand, vendor, series] of GPU_PARTNERS)
    for (const [chip, memory, price, chipVendor] of GPU_CHIPS) {
      if (chipVendor !== vendor) continue;
      for (const [seriesName, premium] of series) {
        // Flagship coolers are not made for entry-level chips.
        if (premium >= 0.12 && price < 500) continue;
        const white = seriesName === 'GAMING X SLIM' && /4070|4060/.test(chip);
        for (const colour of white ? ['Negro', 'Blanco'] : ['Negro']) {
          const memoryGb = memory.replace('G', 'GB');
          emit({
            sub: 'gpus',
            line: `${brand} ${chip}`,
            brand,
            name: `Tarjeta gráfica ${brand} ${chip} ${seriesName} ${memory}${colour === 'Blanco' ? ' White' : ''}`,
            model: `${chip} ${seriesName} ${memory}`,
            colour,
            price: toWholeEuros(price * (1 + premium) + (colour === 'Blanco' ? 15 : 0)),
            specs: [
              ['GPU', `${vendor === 'nvidia' ? 'NVIDIA' : 'AMD'} ${chip}`],
              [
                'Memoria',
                `${memoryGb} ${vendor === 'nvidia' && !/3050|4060/.test(chip) ? 'GDDR6X' : 'GDDR6'}`,
              ],
              ['Interfaz', 'PCI Express 4.0 x16'],
              ['Salidas', '3x DisplayPort 1.4a, 1x HDMI 2.1'],
              [
                'Ventiladores',
                /TRIO|3X|Trinity|MASTER|Strix|TUF|NITRO|Hellhound/.test(seriesName) ? '3' : '2',
              ],
              ['Fuente recomendada', `${price > 900 ? 850 : price > 500 ? 750 : 550} W`],
            ],
            highlights:
              vendor === 'nvidia'
                ? [
                    'Trazado de rayos y DLSS 3 con generación de fotogramas',
                    'NVIDIA Reflex para reducir la latencia',
                  ]
                : ['AMD FidelityFX Super Resolution (FSR 3)', 'Trazado de rayos acelerado por hardware'],
            keywords: [
              'tarjeta gráfica',
              'gpu',
              chip.toLowerCase(),
              brand.toLowerCase(),
              seriesName.toLowerCase(),
            ],
            label: `${chip.replace(/GeForce |Radeon /, '')} ${seriesName}`,
          });
        }
      }
    }
}

const CPU_MODELS: ReadonlyArray<
  readonly [brand: 'Intel' | 'AMD', name: string, clock: string, cores: string, socket: string, price: number]
> = [
  ['Intel', 'Core i3-14100', '3.5 GHz', '4 núcleos / 8 hilos', 'LGA1700', 135],
  ['Intel', 'Core i5-12400F', '2.5 GHz', '6 núcleos / 12 hilos', 'LGA1700', 115],
  ['Intel', 'Core i5-13400F', '2.5 GHz', '10 núcleos / 16 hilos', 'LGA1700', 175],
  ['Intel', 'Core i5-14400F', '2.5 GHz', '10 núcleos / 16 hilos', 'LGA1700', 195],
  ['Intel', 'Core i5-14600K', '3.5 GHz', '14 núcleos / 20 hilos', 'LGA1700', 300],
  ['Intel', 'Core i5-14600KF', '3.5 GHz', '14 núcleos / 20 hilos', 'LGA1700', 280],
  ['Intel', 'Core i7-12700K', '3.6 GHz', '12 núcleos / 20 hilos', 'LGA1700', 270],
  ['Intel', 'Core i7-14700K', '3.4 GHz', '20 núcleos / 28 hilos', 'LGA1700', 410],
  ['Intel', 'Core i7-14700KF', '3.4 GHz', '20 núcleos / 28 hilos', 'LGA1700', 390],
  ['Intel', 'Core i9-14900K', '3.2 GHz', '24 núcleos / 32 hilos', 'LGA1700', 560],
  ['Intel', 'Core i9-14900KF', '3.2 GHz', '24 núcleos / 32 hilos', 'LGA1700', 540],
  ['Intel', 'Core Ultra 5 245K', '4.2 GHz', '14 núcleos / 14 hilos', 'LGA1851', 330],
  ['Intel', 'Core Ultra 7 265K', '3.9 GHz', '20 núcleos / 20 hilos', 'LGA1851', 430],
  ['Intel', 'Core Ultra 9 285K', '3.7 GHz', '24 núcleos / 24 hilos', 'LGA1851', 640],
  ['AMD', 'Ryzen 5 5600', '3.5 GHz', '6 núcleos / 12 hilos', 'AM4', 105],
  ['AMD', 'Ryzen 5 5600X', '3.7 GHz', '6 núcleos / 12 hilos', 'AM4', 130],
  ['AMD', 'Ryzen 7 5700X3D', '3.0 GHz', '8 núcleos / 16 hilos', 'AM4', 230],
  ['AMD', 'Ryzen 7 5800X3D', '3.4 GHz', '8 núcleos / 16 hilos', 'AM4', 300],
  ['AMD', 'Ryzen 5 7600', '3.8 GHz', '6 núcleos / 12 hilos', 'AM5', 200],
  ['AMD', 'Ryzen 5 7600X', '4.7 GHz', '6 núcleos / 12 hilos', 'AM5', 215],
  ['AMD', 'Ryzen 7 7700X', '4.5 GHz', '8 núcleos / 16 hilos', 'AM5', 300],
  ['AMD', 'Ryzen 7 7800X3D', '4.2 GHz', '8 núcleos / 16 hilos', 'AM5', 420],
  ['AMD', 'Ryzen 9 7900X', '4.7 GHz', '12 núcleos / 24 hilos', 'AM5', 400],
  ['AMD', 'Ryzen 9 7950X', '4.5 GHz', '16 núcleos / 32 hilos', 'AM5', 560],
  ['AMD', 'Ryzen 9 7950X3D', '4.2 GHz', '16 núcleos / 32 hilos', 'AM5', 630],
  ['AMD', 'Ryzen 5 8600G', '4.3 GHz', '6 núcleos / 12 hilos', 'AM5', 210],
  ['AMD', 'Ryzen 7 8700G', '4.2 GHz', '8 núcleos / 16 hilos', 'AM5', 300],
  ['AMD', 'Ryzen 5 9600X', '3.9 GHz', '6 núcleos / 12 hilos', 'AM5', 280],
  ['AMD', 'Ryzen 7 9700X', '3.8 GHz', '8 núcleos / 16 hilos', 'AM5', 360],
  ['AMD', 'Ryzen 9 9950X', '4.3 GHz', '16 núcleos / 32 hilos', 'AM5', 660],
];

function buildCpus(emit: Emit): void {
  for (const [brand, name, clock, cores, socket, price] of CPU_MODELS)
    for (const packaging of ['Box', 'Tray'] as const) {
      // Tray parts are sold for OEM builds; shops list them only for the popular models.
      if (packaging === 'Tray' && price > 450) continue;
      emit({
        sub: 'cpus',
        line: `${brand} ${name}`,
        brand,
        name: `Procesador ${brand} ${name} ${clock} ${socket} ${packaging}${packaging === 'Box' && /F$|5600$|7600$|8600G|8700G|14100/.test(name) ? ' con disipador' : ''}`,
        model: name,
        colour: null,
        price: toWholeEuros(price - (packaging === 'Tray' ? price * 0.06 : 0)),
        specs: [
          ['Socket', socket],
          ['Frecuencia base', clock],
          ['Núcleos', cores],
          ['Gráficos integrados', /F$|X3D|5600|5700|5800/.test(name) ? 'No' : 'Sí'],
          ['Presentación', packaging === 'Box' ? 'Caja (retail)' : 'Bandeja (OEM), sin disipador'],
        ],
        keywords: ['procesador', 'cpu', brand.toLowerCase(), name.toLowerCase(), socket.toLowerCase()],
        label: name,
        hue: brand === 'Intel' ? 205 : 8,
      });
    }
}

const BOARD_CHIPSETS: ReadonlyArray<
  readonly [chipset: string, socket: string, memory: string, price: number]
> = [
  ['A620', 'AM5', 'DDR5', 95],
  ['B650', 'AM5', 'DDR5', 150],
  ['B650E', 'AM5', 'DDR5', 210],
  ['X670E', 'AM5', 'DDR5', 320],
  ['X870E', 'AM5', 'DDR5', 380],
  ['B550', 'AM4', 'DDR4', 110],
  ['H610', 'LGA1700', 'DDR4', 80],
  ['B760', 'LGA1700', 'DDR5', 140],
  ['Z790', 'LGA1700', 'DDR5', 250],
  ['Z890', 'LGA1851', 'DDR5', 300],
];
const BOARD_SERIES: ReadonlyArray<
  readonly [
    brand: string,
    format: (chipset: string, form: string) => string,
    premium: number,
    forms: readonly string[],
  ]
> = [
  ['ASUS', (c, f) => `PRIME ${c}${f === 'Micro-ATX' ? 'M-A' : '-PLUS'}`, 0, ['ATX', 'Micro-ATX']],
  ['ASUS', (c, f) => `TUF GAMING ${c}${f === 'Micro-ATX' ? 'M' : ''}-PLUS`, 0.2, ['ATX', 'Micro-ATX']],
  ['ASUS', (c, f) => `ROG STRIX ${c}-${f === 'Mini-ITX' ? 'I' : 'F'} GAMING`, 0.55, ['ATX', 'Mini-ITX']],
  ['MSI', (c, f) => `PRO ${c}${f === 'Micro-ATX' ? 'M-P' : '-P'}`, 0, ['ATX', 'Micro-ATX']],
  ['MSI', (c, f) => `MAG ${c}${f === 'Micro-ATX' ? 'M MORTAR' : ' TOMAHAWK'}`, 0.3, ['ATX', 'Micro-ATX']],
  ['MSI', (c) => `MPG ${c} EDGE TI`, 0.6, ['ATX']],
  ['Gigabyte', (c, f) => `${c}${f === 'Micro-ATX' ? 'M DS3H' : ' UD'}`, 0, ['ATX', 'Micro-ATX']],
  ['Gigabyte', (c, f) => `${c}${f === 'Micro-ATX' ? 'M' : ''} AORUS ELITE`, 0.25, ['ATX', 'Micro-ATX']],
];

function buildMotherboards(emit: Emit): void {
  for (const [brand, format, premium, forms] of BOARD_SERIES)
    for (const [chipset, socket, memory, price] of BOARD_CHIPSETS) {
      // Entry chipsets do not get flagship boards, flagship chipsets not the bare-bones ones.
      if (premium >= 0.5 && price < 140) continue;
      if (premium === 0 && price > 300) continue;
      for (const form of forms)
        for (const wifi of [false, true]) {
          const model = `${format(chipset, form)}${wifi ? ' WIFI' : ''}`;
          emit({
            sub: 'motherboards',
            line: `${brand} ${chipset}`,
            brand,
            name: `Placa base ${brand} ${model} ${form} ${socket}`,
            model,
            colour: 'Negro',
            price: toWholeEuros(price * (1 + premium) + (wifi ? 20 : 0) - (form === 'Micro-ATX' ? 15 : 0)),
            specs: [
              ['Chipset', `${socket.startsWith('AM') ? 'AMD' : 'Intel'} ${chipset}`],
              ['Socket', socket],
              ['Formato', form],
              ['Memoria', `${form === 'Mini-ITX' ? 2 : 4}x ${memory}`],
              ['Almacenamiento', `${price > 200 ? 4 : 2}x M.2 NVMe, 4x SATA`],
              ['Red', wifi ? 'Wi-Fi 6E, Bluetooth 5.3, LAN 2.5G' : 'LAN 2.5G'],
            ],
            keywords: [
              'placa base',
              'motherboard',
              chipset.toLowerCase(),
              socket.toLowerCase(),
              brand.toLowerCase(),
            ],
            label: model,
          });
        }
    }
}

function buildRam(emit: Emit): void {
  const kits: ReadonlyArray<
    readonly [
      brand: string,
      line: string,
      type: string,
      speed: number,
      latency: string,
      base: number,
      rgb: boolean,
      colours: readonly string[],
    ]
  > = [
    ['Kingston', 'FURY Beast', 'DDR4', 3200, 'CL16', 0, false, ['Negro']],
    ['Kingston', 'FURY Beast RGB', 'DDR4', 3600, 'CL18', 8, true, ['Negro']],
    ['Kingston', 'FURY Beast', 'DDR5', 5600, 'CL36', 10, false, ['Negro', 'Blanco']],
    ['Kingston', 'FURY Beast RGB', 'DDR5', 6000, 'CL30', 22, true, ['Negro', 'Blanco']],
    ['Kingston', 'FURY Renegade', 'DDR5', 6400, 'CL32', 40, false, ['Negro']],
    ['Corsair', 'Vengeance LPX', 'DDR4', 3200, 'CL16', 0, false, ['Negro', 'Blanco']],
    ['Corsair', 'Vengeance', 'DDR5', 5200, 'CL40', 8, false, ['Negro']],
    ['Corsair', 'Vengeance RGB', 'DDR5', 6000, 'CL30', 25, true, ['Negro', 'Blanco']],
    ['Corsair', 'Dominator Titanium', 'DDR5', 6600, 'CL32', 70, true, ['Negro', 'Blanco']],
    ['Crucial', 'Pro', 'DDR5', 5600, 'CL46', 4, false, ['Negro']],
    ['Crucial', 'Pro', 'DDR4', 3200, 'CL22', -3, false, ['Negro']],
    ['Crucial', 'SO-DIMM', 'DDR4', 3200, 'CL22', -4, false, ['Verde']],
    ['Crucial', 'SO-DIMM', 'DDR5', 5600, 'CL46', 2, false, ['Verde']],
    ['Kingston', 'FURY Impact SO-DIMM', 'DDR5', 4800, 'CL38', 6, false, ['Negro']],
    ['Kingston', 'FURY Beast RGB Expo', 'DDR5', 6000, 'CL36', 18, true, ['Negro', 'Blanco']],
    ['Corsair', 'Vengeance RGB RS', 'DDR4', 3600, 'CL18', 6, true, ['Negro', 'Blanco']],
    ['Corsair', 'Vengeance SO-DIMM', 'DDR5', 4800, 'CL40', 4, false, ['Negro']],
    ['Gigabyte', 'AORUS RGB', 'DDR5', 6000, 'CL40', 20, true, ['Negro']],
  ];
  const capacities: ReadonlyArray<readonly [label: string, gb: number]> = [
    ['8GB', 8],
    ['16GB (2x8GB)', 16],
    ['32GB (2x16GB)', 32],
    ['64GB (2x32GB)', 64],
    ['96GB (2x48GB)', 96],
  ];
  for (const [brand, line, type, speed, latency, extra, rgb, colours] of kits)
    for (const [capacity, gb] of capacities)
      for (const colour of colours) {
        const sodimm = /SO-DIMM/.test(line);
        if (type === 'DDR5' && gb === 8) continue;
        if (gb === 96 && (type !== 'DDR5' || /SO-DIMM/.test(line))) continue;
        const perGb = type === 'DDR5' ? 3.1 : 2.2;
        const single = sodimm ? capacity.replace(/ \(.*\)/, '') : capacity;
        emit({
          sub: 'ram',
          line: `${brand} ${line} ${type}`,
          brand,
          name: `Memoria RAM ${brand} ${line} ${type} ${speed}MHz ${single} ${latency}${sodimm ? ' para portátil' : ''}${colours.length > 1 ? ` ${colour}` : ''}`,
          model: `${line} ${type}-${speed} ${single}`,
          colour,
          price: toWholeEuros(Math.max(19, gb * perGb + extra * (gb / 16) + (rgb ? 8 : 0) + 6)),
          specs: [
            ['Tipo', `${type}${sodimm ? ' SO-DIMM' : ' DIMM'}`],
            ['Capacidad', single],
            ['Velocidad', `${speed} MHz`],
            ['Latencia', latency],
            ['Voltaje', type === 'DDR5' ? '1,35 V' : '1,35 V'],
            ['Perfil', type === 'DDR5' ? 'Intel XMP 3.0 y AMD EXPO' : 'Intel XMP 2.0'],
            ['Iluminación', rgb ? 'RGB' : 'No'],
          ],
          keywords: ['memoria ram', type.toLowerCase(), brand.toLowerCase(), line.toLowerCase(), `${gb}gb`],
          label: `${line} ${type}`,
        });
      }
}

function buildSsds(emit: Emit): void {
  const drives: ReadonlyArray<
    readonly [
      brand: string,
      line: string,
      kind: 'nvme4' | 'nvme5' | 'nvme3' | 'sata' | 'external',
      capacities: readonly string[],
      perTb: number,
      code: (capacity: string) => string,
      colours?: readonly string[],
    ]
  > = [
    ['Samsung', '990 PRO', 'nvme4', ['1TB', '2TB', '4TB'], 95, (c) => `MZ-V9P${c.replace('TB', 'T0')}BW`],
    [
      'Samsung',
      '990 PRO con disipador',
      'nvme4',
      ['1TB', '2TB'],
      105,
      (c) => `MZ-V9P${c.replace('TB', 'T0')}CW`,
    ],
    ['Samsung', '990 EVO', 'nvme4', ['1TB', '2TB'], 80, (c) => `MZ-V9E${c.replace('TB', 'T0')}BW`],
    [
      'Samsung',
      '980',
      'nvme3',
      ['500GB', '1TB'],
      70,
      (c) => `MZ-V8V${c.replace('TB', 'T0').replace('GB', 'B')}BW`,
    ],
    [
      'Samsung',
      '870 EVO',
      'sata',
      ['250GB', '500GB', '1TB', '2TB', '4TB'],
      75,
      (c) => `MZ-77E${c.replace('TB', 'T0').replace('GB', 'B')}B/EU`,
    ],
    [
      'Samsung',
      'T7 Shield',
      'external',
      ['1TB', '2TB', '4TB'],
      85,
      (c) => `MU-PE${c.replace('TB', 'T0')}`,
      ['Negro', 'Azul', 'Beige'],
    ],
    [
      'Samsung',
      'T7',
      'external',
      ['500GB', '1TB', '2TB'],
      80,
      (c) => `MU-PC${c.replace('TB', 'T0').replace('GB', 'B')}`,
      ['Gris titanio', 'Azul', 'Rojo'],
    ],
    [
      'Crucial',
      'P3',
      'nvme3',
      ['500GB', '1TB', '2TB', '4TB'],
      55,
      (c) => `CT${c.replace('TB', '000').replace('GB', '')}P3SSD8`,
    ],
    [
      'Crucial',
      'P3 Plus',
      'nvme4',
      ['500GB', '1TB', '2TB', '4TB'],
      60,
      (c) => `CT${c.replace('TB', '000').replace('GB', '')}P3PSSD8`,
    ],
    ['Crucial', 'T500', 'nvme4', ['1TB', '2TB'], 80, (c) => `CT${c.replace('TB', '000')}T500SSD8`],
    ['Crucial', 'T700', 'nvme5', ['1TB', '2TB', '4TB'], 120, (c) => `CT${c.replace('TB', '000')}T700SSD3`],
    [
      'Crucial',
      'MX500',
      'sata',
      ['250GB', '500GB', '1TB', '2TB'],
      65,
      (c) => `CT${c.replace('TB', '000').replace('GB', '')}MX500SSD1`,
    ],
    ['Crucial', 'X9 Pro', 'external', ['1TB', '2TB'], 85, (c) => `CT${c.replace('TB', '000')}X9PROSSD9`],
    [
      'Kingston',
      'NV2',
      'nvme4',
      ['500GB', '1TB', '2TB'],
      55,
      (c) => `SNV2S/${c.replace('TB', '000G').replace('GB', 'G')}`,
    ],
    [
      'Kingston',
      'NV3',
      'nvme4',
      ['500GB', '1TB', '2TB', '4TB'],
      58,
      (c) => `SNV3S/${c.replace('TB', '000G').replace('GB', 'G')}`,
    ],
    [
      'Kingston',
      'KC3000',
      'nvme4',
      ['512GB', '1TB', '2TB'],
      85,
      (c) => `SKC3000${c === '512GB' ? 'S/512G' : c === '1TB' ? 'S/1024G' : 'D/2048G'}`,
    ],
    [
      'Kingston',
      'FURY Renegade',
      'nvme4',
      ['500GB', '1TB', '2TB'],
      95,
      (c) => `SFYRD/${c.replace('TB', '000G').replace('GB', 'G')}`,
    ],
    ['Kingston', 'A400', 'sata', ['240GB', '480GB', '960GB'], 55, (c) => `SA400S37/${c.replace('GB', 'G')}`],
    [
      'Western Digital',
      'WD Blue SN580',
      'nvme4',
      ['500GB', '1TB', '2TB'],
      60,
      (c) => `WDS${c.replace('TB', '00T').replace('GB', 'G')}3B0E`,
    ],
    [
      'Western Digital',
      'WD_BLACK SN770',
      'nvme4',
      ['500GB', '1TB', '2TB'],
      70,
      (c) => `WDS${c.replace('TB', '00T').replace('GB', 'G')}3X0E`,
    ],
    [
      'Western Digital',
      'WD_BLACK SN850X',
      'nvme4',
      ['1TB', '2TB', '4TB'],
      90,
      (c) => `WDS${c.replace('TB', '00T')}2X0E`,
    ],
    [
      'Western Digital',
      'WD Blue SA510',
      'sata',
      ['500GB', '1TB', '2TB'],
      65,
      (c) => `WDS${c.replace('TB', '00T').replace('GB', 'G')}3B0A`,
    ],
    [
      'Western Digital',
      'SanDisk Extreme Portable',
      'external',
      ['1TB', '2TB', '4TB'],
      90,
      (c) => `SDSSDE61-${c.replace('TB', 'T00')}-G25`,
    ],
    [
      'Corsair',
      'MP600 PRO LPX',
      'nvme4',
      ['1TB', '2TB', '4TB'],
      95,
      (c) => `CSSD-F${c.replace('TB', '000')}GBMP600PLP`,
    ],
    ['Gigabyte', 'AORUS Gen4 7300', 'nvme4', ['1TB', '2TB'], 90, (c) => `AG473${c.replace('TB', 'TB')}`],
    [
      'Gigabyte',
      'Gen3 2500E',
      'nvme3',
      ['500GB', '1TB', '2TB'],
      55,
      (c) => `G325E${c.replace('GB', 'G').replace('TB', 'TB')}`,
    ],
    [
      'Samsung',
      '990 EVO Plus',
      'nvme4',
      ['1TB', '2TB', '4TB'],
      78,
      (c) => `MZ-V9S${c.replace('TB', 'T0')}BW`,
    ],
    [
      'Samsung',
      '870 QVO',
      'sata',
      ['1TB', '2TB', '4TB', '8TB'],
      55,
      (c) => `MZ-77Q${c.replace('TB', 'T0')}BW`,
    ],
    [
      'Crucial',
      'P5 Plus',
      'nvme4',
      ['500GB', '1TB', '2TB'],
      75,
      (c) => `CT${c.replace('TB', '000').replace('GB', '')}P5PSSD8`,
    ],
    [
      'Crucial',
      'BX500',
      'sata',
      ['240GB', '500GB', '1TB', '2TB'],
      50,
      (c) => `CT${c.replace('TB', '000').replace('GB', '')}BX500SSD1`,
    ],
    [
      'Kingston',
      'KC600',
      'sata',
      ['256GB', '512GB', '1TB', '2TB'],
      70,
      (c) => `SKC600/${c.replace('TB', '024G').replace('GB', 'G')}`,
    ],
    [
      'Kingston',
      'XS1000',
      'external',
      ['1TB', '2TB'],
      70,
      (c) => `SXS1000/${c.replace('TB', '000G')}`,
      ['Negro', 'Rojo'],
    ],
    [
      'Western Digital',
      'WD Green SN350',
      'nvme3',
      ['240GB', '480GB', '1TB', '2TB'],
      50,
      (c) => `WDS${c.replace('TB', '00T').replace('GB', 'G')}2G0C`,
    ],
    [
      'Western Digital',
      'WD_BLACK SN850X con disipador',
      'nvme4',
      ['1TB', '2TB', '4TB'],
      100,
      (c) => `WDS${c.replace('TB', '00T')}2XHE`,
    ],
    [
      'Western Digital',
      'WD My Passport SSD',
      'external',
      ['500GB', '1TB', '2TB'],
      80,
      (c) => `WDBAGF${c.replace('TB', '0010').replace('GB', '')}BGY`,
      ['Gris', 'Azul', 'Rojo', 'Dorado'],
    ],
    [
      'Corsair',
      'MP700 PRO',
      'nvme5',
      ['1TB', '2TB'],
      140,
      (c) => `CSSD-F${c.replace('TB', '000')}GBMP700PNH`,
    ],
    [
      'Corsair',
      'MP600 CORE XT',
      'nvme4',
      ['1TB', '2TB', '4TB'],
      58,
      (c) => `CSSD-F${c.replace('TB', '000')}GBMP600CXT`,
    ],
  ];
  const INTERFACE: Record<(typeof drives)[number][2], string> = {
    nvme3: 'M.2 NVMe PCIe 3.0',
    nvme4: 'M.2 NVMe PCIe 4.0',
    nvme5: 'M.2 NVMe PCIe 5.0',
    sata: 'SATA 2.5"',
    external: 'USB 3.2 Gen 2',
  };
  for (const [brand, line, kind, capacities, perTb, code, colours] of drives)
    for (const capacity of capacities)
      for (const colour of colours ?? ['Negro']) {
        const tb = capacity.endsWith('TB')
          ? Number.parseInt(capacity, 10)
          : Number.parseInt(capacity, 10) / 1000;
        const external = kind === 'external';
        const displayBrand = brand === 'Western Digital' && line.startsWith('SanDisk') ? 'SanDisk' : brand;
        const lineName = line.replace(/^SanDisk /, '');
        emit({
          sub: 'ssd',
          line: `${brand} ${line}`,
          brand,
          name: `SSD ${external ? 'externo ' : ''}${displayBrand} ${lineName} ${capacity} ${INTERFACE[kind]}${colours ? ` ${colour}` : ''}`,
          model: `${line} ${capacity}`,
          mpn:
            code(capacity) + (colours && colour !== colours[0] ? `-${colour.slice(0, 2).toUpperCase()}` : ''),
          colour,
          price: toWholeEuros(Math.max(29, 18 + perTb * tb ** 0.93)),
          specs: [
            ['Capacidad', capacity],
            ['Interfaz', INTERFACE[kind]],
            [
              'Lectura secuencial',
              `${kind === 'nvme5' ? 12400 : kind === 'nvme4' ? 7000 : kind === 'nvme3' ? 3500 : external ? 1050 : 560} MB/s`,
            ],
            [
              'Escritura secuencial',
              `${kind === 'nvme5' ? 11800 : kind === 'nvme4' ? 6500 : kind === 'nvme3' ? 3000 : external ? 1000 : 530} MB/s`,
            ],
            [
              'Formato',
              external ? 'Portátil, resistente a golpes' : kind === 'sata' ? '2,5 pulgadas' : 'M.2 2280',
            ],
            ['Garantía', `${kind === 'sata' || external ? 3 : 5} años`],
          ],
          keywords: [
            'ssd',
            brand.toLowerCase(),
            line.toLowerCase(),
            capacity.toLowerCase(),
            kind === 'sata' ? 'sata' : external ? 'externo' : 'nvme',
          ],
          label: `${line.replace(/ con disipador/, '')} ${capacity}`,
        });
      }
}

function buildHdds(emit: Emit): void {
  const drives: ReadonlyArray<
    readonly [
      brand: string,
      line: string,
      form: string,
      capacities: readonly string[],
      base: number,
      perTb: number,
      extra: string,
      colours?: readonly string[],
    ]
  > = [
    ['Western Digital', 'WD Blue', '3.5" SATA', ['1TB', '2TB', '4TB', '6TB', '8TB'], 30, 14, '5400 rpm'],
    [
      'Western Digital',
      'WD Red Plus',
      '3.5" SATA',
      ['4TB', '6TB', '8TB', '10TB', '12TB'],
      45,
      20,
      'NAS 5640 rpm',
    ],
    ['Western Digital', 'WD Purple', '3.5" SATA', ['2TB', '4TB', '8TB'], 40, 18, 'videovigilancia'],
    [
      'Western Digital',
      'WD Elements',
      'externo 2.5" USB 3.0',
      ['1TB', '2TB', '4TB', '5TB'],
      40,
      18,
      'portátil',
    ],
    [
      'Western Digital',
      'WD My Passport',
      'externo 2.5" USB 3.0',
      ['1TB', '2TB', '4TB', '5TB'],
      50,
      20,
      'portátil',
      ['Negro', 'Azul', 'Rojo'],
    ],
    ['Seagate', 'BarraCuda', '3.5" SATA', ['1TB', '2TB', '4TB', '8TB'], 28, 14, '7200 rpm'],
    ['Seagate', 'IronWolf', '3.5" SATA', ['4TB', '8TB', '12TB'], 45, 20, 'NAS 7200 rpm'],
    [
      'Seagate',
      'Expansion Portable',
      'externo 2.5" USB 3.0',
      ['1TB', '2TB', '4TB', '5TB'],
      40,
      17,
      'portátil',
    ],
    [
      'Toshiba',
      'Canvio Basics',
      'externo 2.5" USB 3.2',
      ['1TB', '2TB', '4TB'],
      38,
      17,
      'portátil',
      ['Negro', 'Blanco'],
    ],
  ];
  for (const [brand, line, form, capacities, base, perTb, extra, colours] of drives)
    for (const capacity of capacities)
      for (const colour of colours ?? ['Negro']) {
        const tb = Number.parseInt(capacity, 10);
        const external = form.startsWith('externo');
        emit({
          sub: 'hdd',
          line: `${brand} ${line}`,
          brand,
          name: `Disco duro ${external ? 'externo ' : ''}${brand === 'Western Digital' ? '' : `${brand} `}${line} ${capacity} ${form.replace('externo ', '')} ${extra}${colours ? ` ${colour}` : ''}`.replace(
            /\s+/g,
            ' ',
          ),
          model: `${line} ${capacity}`,
          colour,
          price: toWholeEuros(base + perTb * tb),
          specs: [
            ['Capacidad', capacity],
            ['Formato', form],
            ['Uso', extra],
            ['Caché', external ? '-' : tb >= 8 ? '256 MB' : '64 MB'],
          ],
          keywords: ['disco duro', 'hdd', brand.toLowerCase(), line.toLowerCase(), capacity.toLowerCase()],
          label: `${line} ${capacity}`,
        });
      }
}

// ---------------------------------------------------------------------------------------------
// Peripherals, printers and networking.

function buildKeyboards(emit: Emit): void {
  const boards: ReadonlyArray<
    readonly [
      brand: string,
      line: string,
      type: 'mech' | 'membrane' | 'office',
      price: number,
      switches: readonly string[],
      colours: readonly string[],
      wireless: boolean,
    ]
  > = [
    ['Logitech', 'MX Keys S', 'office', 119, [''], ['Grafito', 'Gris pálido'], true],
    ['Logitech', 'MX Mechanical Mini', 'mech', 149, ['Tactile Quiet', 'Linear', 'Clicky'], ['Grafito'], true],
    ['Logitech', 'K120', 'office', 15, [''], ['Negro'], false],
    ['Logitech', 'K380', 'office', 39, [''], ['Grafito', 'Blanco crudo', 'Rosa'], true],
    ['Logitech', 'POP Keys', 'mech', 89, [''], ['Amarillo', 'Rosa', 'Lila', 'Grafito'], true],
    ['Logitech', 'G213 Prodigy', 'membrane', 59, [''], ['Negro'], false],
    [
      'Logitech',
      'G915 TKL LIGHTSPEED',
      'mech',
      229,
      ['GL Tactile', 'GL Linear', 'GL Clicky'],
      ['Negro', 'Blanco'],
      true,
    ],
    [
      'Logitech',
      'G PRO X TKL',
      'mech',
      199,
      ['GX Brown', 'GX Red', 'GX Blue'],
      ['Negro', 'Blanco', 'Magenta'],
      true,
    ],
    ['Razer', 'BlackWidow V4', 'mech', 169, ['Green', 'Yellow'], ['Negro'], false],
    ['Razer', 'BlackWidow V4 75%', 'mech', 189, ['Orange'], ['Negro', 'Blanco'], false],
    ['Razer', 'Huntsman Mini', 'mech', 119, ['Optical Red', 'Optical Purple'], ['Negro', 'Blanco'], false],
    ['Razer', 'Ornata V3', 'membrane', 69, [''], ['Negro'], false],
    ['Razer', 'DeathStalker V2 Pro', 'mech', 219, ['Optical Red', 'Optical Purple'], ['Negro'], true],
    ['Corsair', 'K55 RGB PRO', 'membrane', 59, [''], ['Negro'], false],
    ['Corsair', 'K65 PLUS WIRELESS', 'mech', 159, ['MLX Red'], ['Negro', 'Blanco'], true],
    [
      'Corsair',
      'K70 RGB PRO',
      'mech',
      169,
      ['Cherry MX Red', 'Cherry MX Brown', 'Cherry MX Speed'],
      ['Negro'],
      false,
    ],
    ['Corsair', 'K100 RGB', 'mech', 229, ['OPX', 'Cherry MX Speed'], ['Negro'], false],
    ['ASUS', 'ROG Strix Scope II 96', 'mech', 169, ['ROG NX Snow', 'ROG NX Storm'], ['Negro'], true],
    ['ASUS', 'TUF Gaming K3 Gen II', 'mech', 79, ['Red', 'Brown'], ['Negro'], false],
    ['MSI', 'Vigor GK50 Elite', 'mech', 69, ['Kailh Blue', 'Kailh Red'], ['Negro'], false],
    [
      'HP',
      'HyperX Alloy Origins Core',
      'mech',
      89,
      ['HyperX Red', 'HyperX Aqua', 'HyperX Blue'],
      ['Negro', 'Blanco'],
      false,
    ],
    ['Apple', 'Magic Keyboard', 'office', 109, ['', 'con Touch ID'], ['Blanco'], true],
    [
      'Apple',
      'Magic Keyboard con teclado numérico',
      'office',
      149,
      ['', 'con Touch ID'],
      ['Blanco', 'Negro'],
      true,
    ],
    ['Logitech', 'MK270 combo teclado y ratón', 'office', 29, [''], ['Negro'], true],
    ['Logitech', 'MK295 Silent combo teclado y ratón', 'office', 39, [''], ['Grafito', 'Blanco crudo'], true],
    ['Logitech', 'Signature Slim K950', 'office', 69, [''], ['Grafito', 'Blanco crudo', 'Rosa'], true],
    ['Logitech', 'G413 SE', 'mech', 69, ['Tactile'], ['Negro', 'Blanco'], false],
    ['Razer', 'Cynosa V2', 'membrane', 59, [''], ['Negro'], false],
    ['Razer', 'BlackWidow V3 Mini HyperSpeed', 'mech', 149, ['Green', 'Yellow'], ['Negro'], true],
    ['Corsair', 'K70 CORE RGB', 'mech', 109, ['MLX Red'], ['Negro', 'Gris'], false],
    [
      'ASUS',
      'ROG Azoth',
      'mech',
      249,
      ['ROG NX Red', 'ROG NX Brown', 'ROG NX Snow'],
      ['Negro', 'Blanco'],
      true,
    ],
    ['MSI', 'Vigor GK71 Sonic', 'mech', 99, ['Blue', 'Red'], ['Negro'], false],
    ['Microsoft', 'Surface Keyboard', 'office', 99, [''], ['Gris'], true],
  ];
  for (const [brand, line, type, price, switches, colours, wireless] of boards)
    for (const switchName of switches)
      for (const colour of colours)
        for (const layout of brand === 'Apple' ? ['español'] : ['español', 'portugués']) {
          // Portuguese layouts are stocked by Iberian shops for the popular gaming boards only.
          if (layout === 'portugués' && (type !== 'mech' || colour !== 'Negro')) continue;
          const kind = type === 'mech' ? 'mecánico ' : '';
          const switchText =
            switchName === '' ? '' : brand === 'Apple' ? ` ${switchName}` : ` switches ${switchName}`;
          emit({
            sub: 'keyboards',
            line: `${brand} ${line}`,
            brand,
            name: `Teclado ${type === 'office' ? '' : 'gaming '}${kind}${brand === 'HP' ? '' : `${brand} `}${line}${switchText}${wireless && brand !== 'Apple' ? ' inalámbrico' : ''} (layout ${layout})${colours.length > 1 ? ` ${colour}` : ''}`,
            model: `${line}${switchName ? ` ${switchName}` : ''}`,
            colour,
            price: toWholeEuros(price + (switchName.includes('Touch ID') ? 40 : 0)),
            specs: [
              [
                'Tipo',
                type === 'mech' ? 'Mecánico' : type === 'membrane' ? 'Membrana' : 'Tijera de perfil bajo',
              ],
              ['Interruptores', switchName.includes('Touch ID') ? 'Tijera' : switchName || 'Membrana'],
              ['Conexión', wireless ? 'Inalámbrica 2,4 GHz y Bluetooth' : 'Cable USB'],
              ['Distribución', `Español${layout === 'portugués' ? ' (PT)' : ' (ES) con Ñ'}`],
              ['Iluminación', type === 'office' ? 'No' : 'RGB por tecla'],
            ],
            keywords: [
              'teclado',
              brand.toLowerCase(),
              line.toLowerCase(),
              type === 'mech' ? 'mecánico' : 'teclado oficina',
              wireless ? 'inalámbrico' : 'cable',
            ],
            label: line,
          });
        }
}

function buildMice(emit: Emit): void {
  const mice: ReadonlyArray<
    readonly [
      brand: string,
      line: string,
      gaming: boolean,
      price: number,
      dpi: number,
      colours: readonly string[],
      wireless: boolean,
    ]
  > = [
    ['Logitech', 'MX Master 3S', false, 99, 8000, ['Grafito', 'Gris pálido', 'Negro'], true],
    ['Logitech', 'MX Anywhere 3S', false, 79, 8000, ['Grafito', 'Gris pálido', 'Rosa'], true],
    ['Logitech', 'M185', false, 14, 1000, ['Gris', 'Azul', 'Rojo'], true],
    ['Logitech', 'M705 Marathon', false, 39, 1000, ['Negro'], true],
    ['Logitech', 'Pebble Mouse 2 M350s', false, 24, 4000, ['Grafito', 'Rosa', 'Blanco crudo'], true],
    ['Logitech', 'G203 LIGHTSYNC', true, 29, 8000, ['Negro', 'Blanco', 'Lila'], false],
    ['Logitech', 'G305 LIGHTSPEED', true, 45, 12000, ['Negro', 'Blanco', 'Lila', 'Menta'], true],
    ['Logitech', 'G502 HERO', true, 59, 25600, ['Negro'], false],
    ['Logitech', 'G502 X PLUS', true, 159, 25600, ['Negro', 'Blanco'], true],
    ['Logitech', 'G PRO X SUPERLIGHT 2', true, 169, 32000, ['Negro', 'Blanco', 'Magenta'], true],
    ['Razer', 'DeathAdder V3', true, 79, 30000, ['Negro', 'Blanco'], false],
    ['Razer', 'DeathAdder V3 Pro', true, 159, 30000, ['Negro', 'Blanco'], true],
    ['Razer', 'Basilisk V3', true, 69, 26000, ['Negro'], false],
    ['Razer', 'Basilisk V3 Pro', true, 159, 30000, ['Negro', 'Blanco'], true],
    ['Razer', 'Viper V3 Pro', true, 169, 35000, ['Negro', 'Blanco'], true],
    ['Razer', 'Cobra', true, 39, 8500, ['Negro'], false],
    ['Corsair', 'HARPOON RGB WIRELESS', true, 49, 10000, ['Negro'], true],
    ['Corsair', 'M65 RGB ULTRA', true, 79, 26000, ['Negro', 'Blanco'], false],
    ['Corsair', 'DARKSTAR RGB WIRELESS', true, 139, 26000, ['Negro'], true],
    ['ASUS', 'ROG Gladius III', true, 79, 19000, ['Negro'], false],
    ['ASUS', 'TUF Gaming M3 Gen II', true, 25, 8000, ['Negro'], false],
    ['MSI', 'Clutch GM41 Lightweight', true, 45, 16000, ['Negro'], false],
    ['HP', 'HyperX Pulsefire Haste 2', true, 59, 26000, ['Negro', 'Blanco'], false],
    ['Apple', 'Magic Mouse', false, 85, 0, ['Blanco', 'Negro'], true],
    ['Logitech', 'M240 Silent', false, 29, 4000, ['Grafito', 'Rosa', 'Blanco crudo'], true],
    ['Logitech', 'Lift Vertical', false, 79, 4000, ['Grafito', 'Rosa', 'Blanco crudo'], true],
    ['Logitech', 'Signature M650', false, 39, 4000, ['Grafito', 'Rosa', 'Blanco crudo'], true],
    ['Logitech', 'G705', true, 99, 8200, ['Blanco'], true],
    ['Razer', 'Orochi V2', true, 69, 18000, ['Negro', 'Blanco'], true],
    ['Razer', 'Naga V2 Pro', true, 179, 30000, ['Negro'], true],
    ['Corsair', 'SCIMITAR RGB ELITE', true, 89, 18000, ['Negro', 'Blanco'], false],
    ['Corsair', 'KATAR PRO XT', true, 34, 18000, ['Negro'], false],
    ['MSI', 'Clutch GM31 Lightweight Wireless', true, 59, 12000, ['Negro', 'Blanco'], true],
    ['ASUS', 'ROG Keris II Ace', true, 159, 42000, ['Negro', 'Blanco'], true],
    ['Microsoft', 'Bluetooth Ergonomic Mouse', false, 39, 2400, ['Negro', 'Pastel Azul', 'Rosa'], true],
  ];
  for (const [brand, line, gaming, price, dpi, colours, wireless] of mice)
    for (const colour of colours)
      for (const pack of ['', ' + alfombrilla']) {
        // Bundles with a mouse pad are a gaming-shop thing.
        if (pack !== '' && !gaming) continue;
        emit({
          sub: 'mice',
          line: `${brand} ${line}`,
          brand,
          name: `Ratón ${gaming ? 'gaming ' : ''}${brand === 'HP' ? '' : `${brand} `}${line}${wireless && brand !== 'Apple' ? ' inalámbrico' : ''}${colours.length > 1 ? ` ${colour}` : ''}${pack}`,
          model: line,
          colour,
          price: toWholeEuros(price + (pack ? 15 : 0)),
          specs: [
            ['Sensor', dpi > 0 ? `Óptico ${dpi.toLocaleString('es-ES')} DPI` : 'Superficie Multi-Touch'],
            [
              'Conexión',
              wireless ? (gaming ? 'Inalámbrica 2,4 GHz' : 'Bluetooth y receptor USB') : 'Cable USB',
            ],
            ['Botones', gaming ? '6 programables' : '5'],
            ['Color', colour],
          ],
          keywords: [
            'ratón',
            brand.toLowerCase(),
            line.toLowerCase(),
            gaming ? 'gaming' : 'oficina',
            wireless ? 'inalámbrico' : 'cable',
          ],
          label: line,
        });
      }
}

function buildPrinters(emit: Emit): void {
  const printers: ReadonlyArray<
    readonly [
      brand: string,
      line: string,
      tech: 'tinta' | 'láser' | 'tanque',
      colourPrint: boolean,
      multi: boolean,
      price: number,
      colours: readonly string[],
    ]
  > = [
    ['HP', 'DeskJet 2820e', 'tinta', true, true, 59, ['Blanco']],
    ['HP', 'DeskJet 4220e', 'tinta', true, true, 79, ['Blanco']],
    ['HP', 'ENVY 6020e', 'tinta', true, true, 99, ['Blanco', 'Azul']],
    ['HP', 'ENVY Inspire 7920e', 'tinta', true, true, 159, ['Blanco', 'Rosa']],
    ['HP', 'OfficeJet Pro 8022e', 'tinta', true, true, 149, ['Gris']],
    ['HP', 'OfficeJet Pro 9120e', 'tinta', true, true, 279, ['Gris']],
    ['HP', 'LaserJet M110we', 'láser', false, false, 119, ['Blanco']],
    ['HP', 'LaserJet MFP M140we', 'láser', false, true, 179, ['Blanco']],
    ['HP', 'Color LaserJet Pro MFP 4302fdw', 'láser', true, true, 549, ['Blanco']],
    ['HP', 'Smart Tank 7005', 'tanque', true, true, 269, ['Blanco']],
    ['Epson', 'Expression Home XP-2200', 'tinta', true, true, 59, ['Negro']],
    ['Epson', 'Expression Home XP-3200', 'tinta', true, true, 79, ['Negro']],
    ['Epson', 'EcoTank ET-2850', 'tanque', true, true, 219, ['Negro', 'Blanco']],
    ['Epson', 'EcoTank ET-2870', 'tanque', true, true, 239, ['Negro', 'Blanco']],
    ['Epson', 'EcoTank ET-4850', 'tanque', true, true, 399, ['Negro']],
    ['Epson', 'EcoTank ET-8500', 'tanque', true, true, 599, ['Negro']],
    ['Epson', 'WorkForce Pro WF-3820DWF', 'tinta', true, true, 149, ['Negro']],
    ['Brother', 'HL-L2400DW', 'láser', false, false, 119, ['Gris']],
    ['Brother', 'DCP-L2620DW', 'láser', false, true, 179, ['Gris']],
    ['Brother', 'MFC-L2800DW', 'láser', false, true, 259, ['Gris']],
    ['Brother', 'DCP-J1050DW', 'tinta', true, true, 109, ['Blanco']],
    ['Brother', 'MFC-J4340DW', 'tinta', true, true, 169, ['Blanco']],
    ['Brother', 'MFC-L3760CDW', 'láser', true, true, 449, ['Blanco']],
    ['Canon', 'PIXMA TS5350i', 'tinta', true, true, 79, ['Negro', 'Blanco', 'Rosa']],
    ['Canon', 'PIXMA TS7750i', 'tinta', true, true, 119, ['Negro']],
    ['Canon', 'PIXMA G650', 'tanque', true, true, 279, ['Negro']],
    ['Canon', 'i-SENSYS LBP243dw', 'láser', false, false, 169, ['Blanco']],
    ['Canon', 'i-SENSYS MF455dw', 'láser', false, true, 399, ['Blanco']],
    ['Canon', 'PIXMA TS3550i', 'tinta', true, true, 49, ['Negro', 'Blanco']],
    ['Canon', 'PIXMA G3570', 'tanque', true, true, 199, ['Negro', 'Blanco']],
    ['Canon', 'i-SENSYS MF657Cdw', 'láser', true, true, 479, ['Blanco']],
    ['Epson', 'EcoTank ET-2810', 'tanque', true, true, 189, ['Negro']],
    ['Epson', 'EcoTank ET-1810', 'tanque', true, false, 159, ['Negro']],
    ['Epson', 'Expression Premium XP-6100', 'tinta', true, true, 139, ['Negro', 'Blanco']],
    ['HP', 'Smart Tank 5105', 'tanque', true, true, 189, ['Blanco']],
    ['HP', 'LaserJet Pro 4002dw', 'láser', false, false, 259, ['Blanco']],
    ['Brother', 'HL-L3240CDW', 'láser', true, false, 299, ['Blanco']],
    ['Brother', 'DCP-T430W', 'tanque', true, true, 199, ['Blanco']],
  ];
  for (const [brand, line, tech, colourPrint, multi, price, colours] of printers)
    for (const colour of colours)
      for (const bundle of ['', ' + cartuchos de repuesto']) {
        if (bundle !== '' && (tech !== 'tinta' || colour !== colours[0])) continue;
        const hpPlus = brand === 'HP' && /e$/.test(line);
        emit({
          sub: 'printers',
          line: `${brand} ${line}`,
          brand,
          name: `Impresora ${multi ? 'multifunción ' : ''}${tech === 'tanque' ? 'de tanque de tinta ' : tech === 'láser' ? `láser ${colourPrint ? 'color ' : 'monocromo '}` : 'de tinta '}${brand} ${line} Wi-Fi${hpPlus ? ' con 3 meses de Instant Ink' : ''}${colours.length > 1 ? ` ${colour}` : ''}${bundle}`,
          model: line,
          colour,
          price: toWholeEuros(price + (bundle ? 25 : 0)),
          specs: [
            [
              'Tecnología',
              tech === 'láser'
                ? 'Láser'
                : tech === 'tanque'
                  ? 'Tanque de tinta recargable'
                  : 'Inyección de tinta',
            ],
            ['Impresión', colourPrint ? 'Color' : 'Monocromo'],
            ['Funciones', multi ? 'Imprimir, copiar, escanear' : 'Imprimir'],
            ['Dúplex', tech === 'láser' || price > 140 ? 'Automático' : 'Manual'],
            ['Conectividad', 'Wi-Fi, USB, Wi-Fi Direct'],
            ['Velocidad', `${tech === 'láser' ? 30 : 10} ppm en negro`],
          ],
          keywords: [
            'impresora',
            brand.toLowerCase(),
            line.toLowerCase(),
            tech,
            multi ? 'multifunción' : 'impresora',
          ],
          label: line,
        });
      }
}

function buildRouters(emit: Emit): void {
  const routers: ReadonlyArray<
    readonly [
      brand: string,
      line: string,
      standard: string,
      speed: string,
      price: number,
      packs: readonly number[],
      mesh: boolean,
    ]
  > = [
    ['TP-Link', 'Archer C6', 'Wi-Fi 5', 'AC1200', 32, [1], false],
    ['TP-Link', 'Archer AX23', 'Wi-Fi 6', 'AX1800', 55, [1], false],
    ['TP-Link', 'Archer AX55', 'Wi-Fi 6', 'AX3000', 79, [1], false],
    ['TP-Link', 'Archer AX73', 'Wi-Fi 6', 'AX5400', 119, [1], false],
    ['TP-Link', 'Archer AXE75', 'Wi-Fi 6E', 'AXE5400', 159, [1], false],
    ['TP-Link', 'Archer BE800', 'Wi-Fi 7', 'BE19000', 449, [1], false],
    ['TP-Link', 'Deco M4', 'Wi-Fi 5', 'AC1200', 45, [1, 2, 3], true],
    ['TP-Link', 'Deco X20', 'Wi-Fi 6', 'AX1800', 75, [1, 2, 3], true],
    ['TP-Link', 'Deco X50', 'Wi-Fi 6', 'AX3000', 105, [1, 2, 3], true],
    ['TP-Link', 'Deco BE65', 'Wi-Fi 7', 'BE9300', 250, [1, 2, 3], true],
    ['ASUS', 'RT-AX58U', 'Wi-Fi 6', 'AX3000', 129, [1], false],
    ['ASUS', 'RT-AX88U Pro', 'Wi-Fi 6', 'AX6000', 299, [1], false],
    ['ASUS', 'ROG Rapture GT-AX6000', 'Wi-Fi 6', 'AX6000', 349, [1], false],
    ['ASUS', 'TUF Gaming AX4200', 'Wi-Fi 6', 'AX4200', 139, [1], false],
    ['ASUS', 'ZenWiFi XT8', 'Wi-Fi 6', 'AX6600', 219, [1, 2], true],
    ['ASUS', 'ZenWiFi XD5', 'Wi-Fi 6', 'AX3000', 110, [1, 2, 3], true],
    ['Xiaomi', 'Router AX3000T', 'Wi-Fi 6', 'AX3000', 45, [1], false],
    ['Xiaomi', 'Mesh System AX3000', 'Wi-Fi 6', 'AX3000', 70, [1, 2], true],
    ['Netgear', 'Nighthawk RAX50', 'Wi-Fi 6', 'AX5400', 199, [1], false],
    ['Netgear', 'Orbi RBK763S', 'Wi-Fi 6', 'AX5400', 420, [1], true],
    ['Netgear', 'Nighthawk RAXE300', 'Wi-Fi 6E', 'AXE7800', 299, [1], false],
    ['TP-Link', 'Archer AX10', 'Wi-Fi 6', 'AX1500', 45, [1], false],
    ['TP-Link', 'Archer GX90', 'Wi-Fi 6', 'AX6600', 229, [1], false],
    ['TP-Link', 'Archer BE550', 'Wi-Fi 7', 'BE9300', 229, [1], false],
    ['TP-Link', 'Deco X55', 'Wi-Fi 6', 'AX3000', 119, [1, 2, 3], true],
    ['TP-Link', 'Deco XE75', 'Wi-Fi 6E', 'AXE5400', 179, [1, 2, 3], true],
    ['TP-Link', 'RE705X repetidor', 'Wi-Fi 6', 'AX3000', 69, [1], false],
    ['TP-Link', 'RE505X repetidor', 'Wi-Fi 6', 'AX1500', 49, [1], false],
    ['ASUS', 'RT-BE88U', 'Wi-Fi 7', 'BE7200', 399, [1], false],
    ['ASUS', 'ZenWiFi BT8', 'Wi-Fi 7', 'BE14000', 399, [1, 2], true],
    ['Xiaomi', 'Router BE5000', 'Wi-Fi 7', 'BE5000', 89, [1], false],
  ];
  for (const [brand, line, standard, speed, price, packs, mesh] of routers)
    for (const pack of packs)
      for (const colour of mesh && brand === 'TP-Link' ? ['Blanco'] : mesh ? ['Blanco', 'Negro'] : ['Negro'])
        emit({
          sub: 'routers',
          line: `${brand} ${line}`,
          brand,
          name: `${mesh ? 'Sistema Wi-Fi mesh' : /repetidor/.test(line) ? 'Repetidor Wi-Fi' : 'Router'} ${brand} ${line.replace(' repetidor', '')} ${speed} ${standard}${pack > 1 ? ` (pack de ${pack})` : ''}${mesh && colour === 'Negro' ? ' Negro' : ''}`,
          model: `${line}${pack > 1 ? ` (${pack}-pack)` : ''}`,
          colour,
          price: toWholeEuros(price * (pack === 1 ? 1 : pack * 0.85) + (colour === 'Negro' && mesh ? 10 : 0)),
          specs: [
            ['Estándar', standard],
            ['Velocidad', speed],
            ['Bandas', /BE|AXE/.test(speed) ? 'Tribanda' : 'Doble banda'],
            [
              'Puertos',
              /AX6000|BE/.test(speed) ? '1x 2.5G WAN, 4x Gigabit LAN' : '1x Gigabit WAN, 3x Gigabit LAN',
            ],
            ['Unidades', String(pack)],
          ],
          keywords: [
            'router',
            'wifi',
            brand.toLowerCase(),
            line.toLowerCase(),
            standard.toLowerCase(),
            mesh ? 'mesh' : 'router',
          ],
          label: line,
        });
}

// ---------------------------------------------------------------------------------------------
// Electronics.

function buildSmartphones(emit: Emit): void {
  const phones: ReadonlyArray<
    readonly [
      brand: string,
      line: string,
      screen: number,
      memories: readonly (readonly [string, number])[],
      colours: readonly string[],
      fiveG: boolean,
    ]
  > = [
    [
      'Samsung',
      'Galaxy S24',
      6.2,
      [
        ['8GB 128GB', 799],
        ['8GB 256GB', 859],
        ['8GB 512GB', 979],
      ],
      ['Negro ónix', 'Gris mármol', 'Violeta cobalto', 'Amarillo ámbar'],
      true,
    ],
    [
      'Samsung',
      'Galaxy S24+',
      6.7,
      [
        ['12GB 256GB', 1029],
        ['12GB 512GB', 1149],
      ],
      ['Negro ónix', 'Gris mármol', 'Violeta cobalto'],
      true,
    ],
    [
      'Samsung',
      'Galaxy S24 Ultra',
      6.8,
      [
        ['12GB 256GB', 1349],
        ['12GB 512GB', 1469],
      ],
      ['Titanio negro', 'Titanio gris', 'Titanio violeta', 'Titanio amarillo'],
      true,
    ],
    [
      'Samsung',
      'Galaxy S23 FE',
      6.4,
      [
        ['8GB 128GB', 549],
        ['8GB 256GB', 609],
      ],
      ['Grafito', 'Crema', 'Menta', 'Morado'],
      true,
    ],
    [
      'Samsung',
      'Galaxy A55 5G',
      6.6,
      [
        ['8GB 128GB', 449],
        ['8GB 256GB', 509],
      ],
      ['Azul marino', 'Azul claro', 'Lila'],
      true,
    ],
    [
      'Samsung',
      'Galaxy A35 5G',
      6.6,
      [
        ['6GB 128GB', 369],
        ['8GB 256GB', 439],
      ],
      ['Azul marino', 'Azul claro', 'Lila'],
      true,
    ],
    ['Samsung', 'Galaxy A25 5G', 6.5, [['6GB 128GB', 279]], ['Negro', 'Azul', 'Amarillo'], true],
    ['Samsung', 'Galaxy A15', 6.5, [['4GB 128GB', 179]], ['Negro', 'Azul', 'Amarillo'], false],
    [
      'Samsung',
      'Galaxy Z Flip6',
      6.7,
      [
        ['12GB 256GB', 1199],
        ['12GB 512GB', 1319],
      ],
      ['Azul', 'Verde menta', 'Amarillo', 'Gris plata'],
      true,
    ],
    [
      'Samsung',
      'Galaxy Z Fold6',
      7.6,
      [
        ['12GB 256GB', 1999],
        ['12GB 512GB', 2119],
      ],
      ['Gris plata', 'Rosa', 'Azul marino'],
      true,
    ],
    [
      'Apple',
      'iPhone 15',
      6.1,
      [
        ['128GB', 859],
        ['256GB', 989],
        ['512GB', 1239],
      ],
      ['Negro', 'Azul', 'Verde', 'Amarillo', 'Rosa'],
      true,
    ],
    [
      'Apple',
      'iPhone 15 Plus',
      6.7,
      [
        ['128GB', 989],
        ['256GB', 1119],
      ],
      ['Negro', 'Azul', 'Verde', 'Amarillo', 'Rosa'],
      true,
    ],
    [
      'Apple',
      'iPhone 15 Pro',
      6.1,
      [
        ['128GB', 1219],
        ['256GB', 1349],
        ['512GB', 1599],
      ],
      ['Titanio natural', 'Titanio azul', 'Titanio blanco', 'Titanio negro'],
      true,
    ],
    [
      'Apple',
      'iPhone 15 Pro Max',
      6.7,
      [
        ['256GB', 1469],
        ['512GB', 1719],
      ],
      ['Titanio natural', 'Titanio azul', 'Titanio blanco', 'Titanio negro'],
      true,
    ],
    [
      'Apple',
      'iPhone 14',
      6.1,
      [
        ['128GB', 729],
        ['256GB', 859],
      ],
      ['Medianoche', 'Azul', 'Morado', 'Blanco estrella'],
      true,
    ],
    [
      'Apple',
      'iPhone 13',
      6.1,
      [['128GB', 629]],
      ['Medianoche', 'Azul', 'Verde', 'Rosa', 'Blanco estrella'],
      true,
    ],
    [
      'Xiaomi',
      'Redmi Note 13',
      6.67,
      [
        ['6GB 128GB', 199],
        ['8GB 256GB', 239],
      ],
      ['Negro medianoche', 'Verde menta', 'Azul hielo'],
      false,
    ],
    [
      'Xiaomi',
      'Redmi Note 13 Pro 5G',
      6.67,
      [
        ['8GB 256GB', 349],
        ['12GB 512GB', 419],
      ],
      ['Negro medianoche', 'Blanco ártico', 'Morado aurora'],
      true,
    ],
    [
      'Xiaomi',
      'Redmi Note 13 Pro+ 5G',
      6.67,
      [
        ['8GB 256GB', 449],
        ['12GB 512GB', 519],
      ],
      ['Negro medianoche', 'Blanco luna', 'Morado aurora'],
      true,
    ],
    [
      'Xiaomi',
      'Redmi 13C',
      6.74,
      [
        ['4GB 128GB', 129],
        ['8GB 256GB', 159],
      ],
      ['Negro medianoche', 'Azul glaciar', 'Verde trébol'],
      false,
    ],
    [
      'Xiaomi',
      '14',
      6.36,
      [
        ['12GB 256GB', 999],
        ['12GB 512GB', 1099],
      ],
      ['Negro', 'Blanco', 'Verde jade'],
      true,
    ],
    [
      'Xiaomi',
      '14T',
      6.67,
      [
        ['12GB 256GB', 649],
        ['12GB 512GB', 699],
      ],
      ['Negro titanio', 'Azul titanio', 'Gris titanio'],
      true,
    ],
    [
      'Xiaomi',
      'POCO X6 Pro 5G',
      6.67,
      [
        ['8GB 256GB', 349],
        ['12GB 512GB', 399],
      ],
      ['Negro', 'Gris', 'Amarillo'],
      true,
    ],
    [
      'Xiaomi',
      'POCO F6',
      6.67,
      [
        ['8GB 256GB', 499],
        ['12GB 512GB', 549],
      ],
      ['Negro', 'Verde', 'Titanio'],
      true,
    ],
    [
      'Google',
      'Pixel 8',
      6.2,
      [
        ['8GB 128GB', 799],
        ['8GB 256GB', 859],
      ],
      ['Obsidiana', 'Avellana', 'Rosa'],
      true,
    ],
    [
      'Google',
      'Pixel 8 Pro',
      6.7,
      [
        ['12GB 128GB', 1099],
        ['12GB 256GB', 1159],
      ],
      ['Obsidiana', 'Porcelana', 'Azul celeste'],
      true,
    ],
    ['Google', 'Pixel 8a', 6.1, [['8GB 128GB', 549]], ['Obsidiana', 'Porcelana', 'Azul', 'Verde'], true],
    [
      'Motorola',
      'moto g84 5G',
      6.55,
      [['12GB 256GB', 299]],
      ['Azul marino', 'Magenta', 'Gris grafito'],
      true,
    ],
    [
      'Motorola',
      'edge 50 fusion',
      6.7,
      [
        ['8GB 256GB', 399],
        ['12GB 512GB', 449],
      ],
      ['Azul', 'Rosa', 'Verde bosque'],
      true,
    ],
    ['Sony', 'Xperia 10 V', 6.1, [['6GB 128GB', 399]], ['Negro', 'Blanco', 'Lavanda', 'Verde salvia'], true],
    ['OPPO', 'Reno11 F 5G', 6.7, [['8GB 256GB', 349]], ['Azul palmera', 'Verde océano'], true],
    ['OPPO', 'A79 5G', 6.72, [['8GB 128GB', 249]], ['Negro místico', 'Verde brillante'], true],
    [
      'Samsung',
      'Galaxy A05s',
      6.7,
      [
        ['4GB 64GB', 139],
        ['4GB 128GB', 159],
      ],
      ['Negro', 'Plata', 'Verde claro'],
      false,
    ],
    [
      'Samsung',
      'Galaxy S24 FE',
      6.7,
      [
        ['8GB 128GB', 699],
        ['8GB 256GB', 759],
      ],
      ['Azul', 'Grafito', 'Gris', 'Menta', 'Amarillo'],
      true,
    ],
    [
      'Xiaomi',
      'Redmi Note 13 5G',
      6.67,
      [
        ['6GB 128GB', 249],
        ['8GB 256GB', 299],
      ],
      ['Negro grafito', 'Blanco ártico', 'Azul océano'],
      true,
    ],
    [
      'Xiaomi',
      'Redmi 13',
      6.79,
      [
        ['6GB 128GB', 169],
        ['8GB 256GB', 199],
      ],
      ['Negro medianoche', 'Azul océano', 'Rosa perla'],
      false,
    ],
    [
      'Motorola',
      'moto g54 5G',
      6.5,
      [['8GB 256GB', 199]],
      ['Negro medianoche', 'Azul perla', 'Verde menta'],
      true,
    ],
    ['Motorola', 'razr 50', 6.9, [['8GB 256GB', 899]], ['Gris acero', 'Beige arena', 'Azul'], true],
    ['realme', 'C67', 6.72, [['8GB 256GB', 199]], ['Negro', 'Verde'], false],
    [
      'realme',
      '12 Pro+ 5G',
      6.7,
      [
        ['8GB 256GB', 499],
        ['12GB 512GB', 549],
      ],
      ['Azul submarino', 'Beige navegante'],
      true,
    ],
    [
      'Apple',
      'iPhone SE (3.ª generación)',
      4.7,
      [
        ['64GB', 529],
        ['128GB', 579],
      ],
      ['Medianoche', 'Blanco estrella', 'Rojo'],
      true,
    ],
  ];
  for (const [brand, line, screen, memories, colours, fiveG] of phones)
    for (const [memory, price] of memories)
      for (const colour of colours) {
        const apple = brand === 'Apple';
        const nameLine = fiveG && !/5G/.test(line) && !apple ? `${line} 5G` : line;
        emit({
          sub: 'smartphones',
          line: `${brand} ${line}`,
          brand,
          name: apple
            ? `Apple ${line} ${memory} ${colour}`
            : `Smartphone ${brand} ${nameLine} ${memory} ${formatSize(screen)} ${colour}`,
          model: line,
          colour,
          price,
          specs: [
            [
              'Pantalla',
              `${formatSize(screen)} ${apple ? 'Super Retina XDR OLED' : /Redmi 13C|A15/.test(line) ? 'LCD 90Hz' : 'AMOLED 120Hz'}`,
            ],
            ['Memoria', memory],
            ['Red', fiveG ? '5G' : '4G'],
            ['Sistema operativo', apple ? 'iOS 17' : 'Android 14'],
            ['Dual SIM', apple ? 'Nano SIM + eSIM' : 'Sí'],
            ['Color', colour],
          ],
          highlights: [
            'Cámara principal con estabilización óptica',
            'Carga rápida y batería para todo el día',
          ],
          keywords: [
            'móvil',
            'smartphone',
            brand.toLowerCase(),
            line.toLowerCase(),
            memory.toLowerCase(),
            fiveG ? '5g' : '4g',
          ],
          label: line,
        });
      }
}

function buildTelevisions(emit: Emit): void {
  const tvs: ReadonlyArray<
    readonly [
      brand: string,
      line: string,
      tech: string,
      code: (size: number) => string,
      sizes: readonly number[],
      base: number,
      perInch: number,
    ]
  > = [
    [
      'Samsung',
      'Crystal UHD CU7100',
      'LED 4K',
      (s) => `TU${s}CU7105KXXC`,
      [43, 50, 55, 65, 75, 85],
      -450,
      17,
    ],
    ['Samsung', 'QLED Q60D', 'QLED 4K', (s) => `TQ${s}Q60DAUXXC`, [43, 50, 55, 65, 75, 85], -420, 19],
    ['Samsung', 'Neo QLED QN90D', 'Neo QLED 4K', (s) => `TQ${s}QN90DATXXC`, [43, 50, 55, 65, 75], -600, 40],
    ['Samsung', 'OLED S90D', 'OLED 4K', (s) => `TQ${s}S90DAEXXC`, [55, 65, 77], -1300, 50],
    ['LG', 'UHD UR78', 'LED 4K', (s) => `${s}UR78006LK`, [43, 50, 55, 65, 75], -420, 16],
    ['LG', 'QNED82', 'QNED 4K', (s) => `${s}QNED82T6B`, [50, 55, 65, 75], -480, 21],
    ['LG', 'OLED evo C4', 'OLED 4K', (s) => `OLED${s}C44LA`, [42, 48, 55, 65, 77, 83], -1250, 50],
    ['LG', 'OLED B4', 'OLED 4K', (s) => `OLED${s}B46LA`, [48, 55, 65, 77], -1100, 40],
    ['Sony', 'BRAVIA 3', 'LED 4K', (s) => `K-${s}S30`, [43, 50, 55, 65, 75, 85], -380, 18],
    ['Sony', 'BRAVIA 7', 'Mini LED 4K', (s) => `K-${s}XR70`, [55, 65, 75, 85], -800, 35],
    ['Sony', 'BRAVIA 8', 'OLED 4K', (s) => `K-${s}XR80`, [55, 65, 77], -1300, 52],
    ['Xiaomi', 'TV A Pro 2025', 'QLED 4K', (s) => `L${s}MA-SEU`, [43, 55, 65, 75], -450, 15],
    ['Xiaomi', 'TV Q2', 'QLED 4K', (s) => `L${s}M9-Q2EU`, [50, 55, 65], -420, 17],
    ['Philips', 'Ambilight PUS8909', 'LED 4K', (s) => `${s}PUS8909/12`, [43, 50, 55, 65, 75], -400, 18],
    ['Philips', 'OLED809', 'OLED 4K', (s) => `${s}OLED809/12`, [48, 55, 65, 77], -1150, 42],
    ['TCL', 'C655', 'QLED 4K', (s) => `${s}C655`, [43, 50, 55, 65, 75, 85], -480, 15],
    ['Hisense', 'E7N', 'QLED 4K', (s) => `${s}E7NQ`, [43, 50, 55, 65, 75], -470, 15],
    ['Hisense', 'U8N', 'Mini LED 4K', (s) => `${s}U8NQ`, [55, 65, 75, 85], -700, 28],
    ['Hisense', 'A6N', 'LED 4K', (s) => `${s}A6N`, [43, 50, 55, 65, 75], -450, 14],
    [
      'Samsung',
      'Crystal UHD DU8000',
      'LED 4K',
      (s) => `TU${s}DU8005KXXC`,
      [43, 50, 55, 65, 75, 85],
      -430,
      18,
    ],
    ['Samsung', 'QLED Q80D', 'QLED 4K', (s) => `TQ${s}Q80DATXXC`, [50, 55, 65, 75, 85], -560, 28],
    ['Samsung', 'The Frame LS03D', 'QLED 4K', (s) => `TQ${s}LS03DAUXXC`, [43, 50, 55, 65, 75], -400, 27],
    ['LG', 'NanoCell NANO81', 'NanoCell 4K', (s) => `${s}NANO81T6A`, [43, 50, 55, 65, 75], -440, 18],
    ['LG', 'OLED evo G4', 'OLED 4K', (s) => `OLED${s}G45LW`, [55, 65, 77], -1500, 62],
    ['LG', 'UHD UT80', 'LED 4K', (s) => `${s}UT80006LA`, [43, 50, 55, 65, 75, 86], -430, 16],
    ['Sony', 'BRAVIA 5', 'Mini LED 4K', (s) => `K-${s}XR50`, [55, 65, 75, 85], -650, 30],
    ['Philips', 'PUS7009', 'LED 4K', (s) => `${s}PUS7009/12`, [43, 50, 55, 65], -420, 15],
    ['Xiaomi', 'TV A 2025', 'LED', (s) => `L${s}MA-AEU`, [32, 40, 43], -170, 12],
    ['TCL', 'C805', 'Mini LED 4K', (s) => `${s}C805`, [55, 65, 75, 85, 98], -650, 24],
    ['TCL', 'P755', 'LED 4K', (s) => `${s}P755`, [43, 50, 55, 65, 75], -460, 13],
    ['Panasonic', 'TX-MX800', 'LED 4K', (s) => `TX-${s}MX800E`, [43, 50, 55, 65], -420, 17],
  ];
  for (const [brand, line, tech, code, sizes, base, perInch] of tvs)
    for (const size of sizes) {
      const model = code(size);
      const price = toWholeEuros(
        Math.max(229, base + perInch * size + (size >= 75 ? (size - 70) * perInch * 1.2 : 0)),
      );
      const os =
        brand === 'Samsung'
          ? 'Tizen'
          : brand === 'LG'
            ? 'webOS'
            : brand === 'Xiaomi' || brand === 'Sony'
              ? 'Google TV'
              : brand === 'Philips'
                ? 'Titan OS'
                : 'VIDAA';
      emit({
        sub: 'tvs',
        line: `${brand} ${line}`,
        brand,
        name: `Televisor ${brand} ${line} ${size}" ${tech === 'LED' ? (size <= 32 ? 'LED HD' : 'LED Full HD') : tech} ${model} Smart TV`,
        model,
        colour: 'Negro',
        price,
        specs: [
          ['Tamaño', `${size}" (${Math.round(size * 2.54)} cm)`],
          ['Panel', tech],
          ['Resolución', '3840x2160'],
          ['HDR', /OLED|Neo|Mini/.test(tech) ? 'HDR10+, Dolby Vision' : 'HDR10, HLG'],
          ['Frecuencia', /OLED|Neo|Mini|QNED/.test(tech) ? '120 Hz' : '60 Hz'],
          ['Sistema', os],
          ['Conexiones', '3x HDMI 2.1, 2x USB, Wi-Fi, Bluetooth'],
          ['Eficiencia energética', size >= 65 ? 'G' : 'F'],
        ],
        highlights: ['Compatible con asistentes de voz', 'Modo juego con baja latencia (ALLM)'],
        keywords: [
          'televisor',
          'tv',
          'smart tv',
          brand.toLowerCase(),
          `${size} pulgadas`,
          tech.toLowerCase(),
        ],
        label: `${line} ${size}`,
      });
    }
}

function buildHeadphones(emit: Emit): void {
  const headphones: ReadonlyArray<
    readonly [
      brand: string,
      line: string,
      form: 'over' | 'in' | 'gaming',
      anc: boolean,
      price: number,
      colours: readonly string[],
    ]
  > = [
    ['Sony', 'WH-1000XM5', 'over', true, 379, ['Negro', 'Plata', 'Azul medianoche']],
    ['Sony', 'WH-1000XM4', 'over', true, 279, ['Negro', 'Plata', 'Azul medianoche']],
    ['Sony', 'WF-1000XM5', 'in', true, 299, ['Negro', 'Plata']],
    ['Sony', 'WH-CH720N', 'over', true, 129, ['Negro', 'Blanco', 'Azul']],
    ['Sony', 'WF-C700N', 'in', true, 99, ['Negro', 'Blanco', 'Lavanda', 'Verde salvia']],
    ['Sony', 'INZONE H9', 'gaming', true, 299, ['Blanco']],
    ['Apple', 'AirPods (2.ª generación)', 'in', false, 149, ['Blanco']],
    ['Apple', 'AirPods (3.ª generación)', 'in', false, 199, ['Blanco']],
    ['Apple', 'AirPods Pro (2.ª generación) USB-C', 'in', true, 279, ['Blanco']],
    ['Apple', 'AirPods Max', 'over', true, 579, ['Gris espacial', 'Plata', 'Azul cielo', 'Verde', 'Rosa']],
    ['Samsung', 'Galaxy Buds2 Pro', 'in', true, 229, ['Grafito', 'Blanco', 'Violeta']],
    ['Samsung', 'Galaxy Buds FE', 'in', true, 109, ['Grafito', 'Blanco']],
    ['Samsung', 'Galaxy Buds3 Pro', 'in', true, 249, ['Plata', 'Blanco']],
    ['Bose', 'QuietComfort Ultra Headphones', 'over', true, 499, ['Negro', 'Blanco humo', 'Azul lunar']],
    ['Bose', 'QuietComfort Headphones', 'over', true, 349, ['Negro', 'Blanco humo', 'Verde ciprés']],
    ['Bose', 'QuietComfort Ultra Earbuds', 'in', true, 349, ['Negro', 'Blanco humo']],
    ['JBL', 'Tune 520BT', 'over', false, 59, ['Negro', 'Azul', 'Blanco', 'Morado']],
    ['JBL', 'Tune 770NC', 'over', true, 129, ['Negro', 'Azul', 'Blanco', 'Morado']],
    ['JBL', 'Live 660NC', 'over', true, 199, ['Negro', 'Azul', 'Blanco']],
    ['JBL', 'Wave Beam', 'in', false, 59, ['Negro', 'Blanco', 'Azul']],
    ['JBL', 'Tour Pro 2', 'in', true, 249, ['Negro', 'Champán']],
    ['JBL', 'Quantum 910 Wireless', 'gaming', true, 249, ['Negro']],
    ['Sennheiser', 'MOMENTUM 4 Wireless', 'over', true, 379, ['Negro', 'Blanco', 'Cobre grafito']],
    ['Sennheiser', 'ACCENTUM Wireless', 'over', true, 179, ['Negro', 'Blanco']],
    ['Sennheiser', 'MOMENTUM True Wireless 4', 'in', true, 299, ['Negro cobre', 'Gris metal']],
    ['Sennheiser', 'HD 560S', 'over', false, 229, ['Negro']],
    ['Xiaomi', 'Redmi Buds 5 Pro', 'in', true, 79, ['Negro', 'Blanco', 'Morado']],
    ['Logitech', 'G435 LIGHTSPEED', 'gaming', false, 79, ['Negro', 'Blanco', 'Azul']],
    ['Logitech', 'G PRO X 2 LIGHTSPEED', 'gaming', false, 249, ['Negro', 'Blanco', 'Magenta']],
    ['Razer', 'BlackShark V2 X', 'gaming', false, 59, ['Negro', 'Blanco']],
    ['Razer', 'Kraken V3 X', 'gaming', false, 69, ['Negro']],
    ['Razer', 'BlackShark V2 Pro', 'gaming', false, 219, ['Negro', 'Blanco']],
    ['Corsair', 'HS80 RGB WIRELESS', 'gaming', false, 149, ['Negro', 'Blanco']],
    ['Corsair', 'HS55 STEREO', 'gaming', false, 59, ['Negro', 'Blanco']],
    ['HP', 'HyperX Cloud II', 'gaming', false, 99, ['Rojo', 'Gris metal']],
    ['HP', 'HyperX Cloud III Wireless', 'gaming', false, 169, ['Negro', 'Rojo']],
    ['HP', 'HyperX Cloud Stinger 2', 'gaming', false, 49, ['Negro']],
    ['Sony', 'WH-CH520', 'over', false, 59, ['Negro', 'Blanco', 'Azul', 'Beige']],
    ['Sony', 'WF-C510', 'in', false, 59, ['Negro', 'Blanco', 'Azul', 'Amarillo']],
    ['Sony', 'ULT WEAR', 'over', true, 199, ['Negro', 'Blanco', 'Verde bosque']],
    ['Sony', 'INZONE H5', 'gaming', false, 149, ['Negro', 'Blanco']],
    ['Apple', 'Beats Studio Pro', 'over', true, 399, ['Negro', 'Arena', 'Azul marino', 'Marrón oscuro']],
    ['Apple', 'Beats Solo 4', 'over', false, 229, ['Negro mate', 'Azul nube', 'Rosa cósmico']],
    ['Apple', 'Beats Fit Pro', 'in', true, 229, ['Negro', 'Blanco', 'Gris salvia', 'Morado']],
    ['Apple', 'Beats Studio Buds+', 'in', true, 199, ['Negro/Oro', 'Marfil', 'Transparente']],
    ['Samsung', 'Galaxy Buds3', 'in', true, 179, ['Plata', 'Blanco']],
    ['Bose', 'QuietComfort Earbuds', 'in', true, 199, ['Negro', 'Blanco humo', 'Lila crepúsculo']],
    ['JBL', 'Tune 670NC', 'over', true, 99, ['Negro', 'Azul', 'Blanco', 'Morado']],
    ['JBL', 'Tune Flex', 'in', true, 99, ['Negro', 'Blanco', 'Azul', 'Verde menta']],
    ['JBL', 'Live Pro 2', 'in', true, 179, ['Negro', 'Azul', 'Rosa', 'Plata']],
    ['JBL', 'Quantum 100', 'gaming', false, 29, ['Negro', 'Blanco']],
    ['Sennheiser', 'HD 450BT', 'over', true, 149, ['Negro', 'Blanco']],
    ['Sennheiser', 'CX Plus True Wireless', 'in', true, 119, ['Negro', 'Blanco']],
    ['Xiaomi', 'Redmi Buds 4 Active', 'in', false, 24, ['Negro', 'Blanco']],
    ['Logitech', 'G335', 'gaming', false, 69, ['Negro', 'Blanco', 'Menta']],
    ['Corsair', 'VIRTUOSO RGB WIRELESS XT', 'gaming', false, 269, ['Negro', 'Blanco']],
    ['Razer', 'Barracuda X', 'gaming', false, 99, ['Negro', 'Blanco', 'Rosa']],
    ['Razer', 'Kraken Kitty V2', 'gaming', false, 99, ['Negro', 'Rosa', 'Blanco']],
  ];
  for (const [brand, line, form, anc, price, colours] of headphones)
    for (const colour of colours) {
      const brandText = brand === 'HP' ? '' : `${brand} `;
      const description =
        form === 'gaming'
          ? 'gaming con micrófono'
          : form === 'in'
            ? `true wireless${anc ? ' con cancelación de ruido' : ''}`
            : line === 'HD 560S'
              ? 'de estudio abiertos con cable'
              : `inalámbricos${anc ? ' con cancelación de ruido' : ''}`;
      emit({
        sub: 'headphones',
        line: `${brand} ${line}`,
        brand,
        name: `Auriculares ${brandText}${line} ${description}${colours.length > 1 ? ` ${colour}` : ''}`,
        model: line,
        colour,
        price,
        specs: [
          ['Tipo', form === 'in' ? 'Intraurales (in-ear)' : 'Circumaurales (over-ear)'],
          [
            'Conexión',
            line === 'HD 560S'
              ? 'Cable 3,5 mm / 6,3 mm'
              : form === 'gaming'
                ? 'Inalámbrica 2,4 GHz, Bluetooth y USB'
                : 'Bluetooth 5.3',
          ],
          ['Cancelación de ruido', anc ? 'Activa (ANC)' : 'Pasiva'],
          ['Autonomía', form === 'in' ? 'Hasta 8 h (30 h con estuche)' : 'Hasta 30 h'],
          ['Micrófono', 'Sí'],
          ['Color', colour],
        ],
        keywords: [
          'auriculares',
          brand.toLowerCase(),
          line.toLowerCase(),
          anc ? 'cancelación de ruido' : 'bluetooth',
          form === 'gaming' ? 'gaming' : 'música',
        ],
        label: line.replace(/\(.*\)/, ''),
      });
    }
}

function buildSpeakers(emit: Emit): void {
  const speakers: ReadonlyArray<
    readonly [
      brand: string,
      line: string,
      type: 'portable' | 'soundbar' | 'party',
      price: number,
      colours: readonly string[],
    ]
  > = [
    ['JBL', 'Go 4', 'portable', 49, ['Negro', 'Azul', 'Rojo', 'Rosa', 'Blanco']],
    ['JBL', 'Clip 5', 'portable', 69, ['Negro', 'Azul', 'Morado', 'Rosa']],
    ['JBL', 'Flip 6', 'portable', 129, ['Negro', 'Azul', 'Rojo', 'Verde', 'Gris']],
    ['JBL', 'Charge 5', 'portable', 179, ['Negro', 'Azul', 'Rojo', 'Camuflaje']],
    ['JBL', 'Xtreme 3', 'portable', 299, ['Negro', 'Azul']],
    ['JBL', 'PartyBox 110', 'party', 399, ['Negro']],
    ['JBL', 'PartyBox Encore Essential', 'party', 299, ['Negro']],
    ['JBL', 'Bar 500', 'soundbar', 549, ['Negro']],
    ['Bose', 'SoundLink Flex', 'portable', 149, ['Negro', 'Azul piedra', 'Blanco humo']],
    ['Bose', 'SoundLink Micro', 'portable', 119, ['Negro', 'Azul', 'Blanco humo']],
    ['Bose', 'SoundLink Max', 'portable', 399, ['Negro', 'Azul polvo']],
    ['Bose', 'Smart Soundbar 600', 'soundbar', 499, ['Negro']],
    ['Sony', 'ULT FIELD 1', 'portable', 129, ['Negro', 'Blanco', 'Verde bosque']],
    ['Sony', 'SRS-XB100', 'portable', 59, ['Negro', 'Azul', 'Naranja', 'Gris']],
    ['Sony', 'ULT TOWER 10', 'party', 899, ['Negro']],
    ['Sony', 'HT-S2000', 'soundbar', 499, ['Negro']],
    ['Logitech', 'Ultimate Ears BOOM 3', 'portable', 149, ['Azul noche', 'Negro', 'Rojo']],
    ['Logitech', 'Ultimate Ears WONDERBOOM 4', 'portable', 99, ['Negro', 'Azul', 'Rosa', 'Gris']],
    ['Samsung', 'HW-Q600C', 'soundbar', 399, ['Negro']],
    ['Samsung', 'HW-B550', 'soundbar', 229, ['Negro']],
    ['LG', 'S40T', 'soundbar', 179, ['Negro']],
    ['LG', 'XBOOM Go XG5', 'portable', 129, ['Negro', 'Azul']],
    ['Xiaomi', 'Sound Outdoor', 'portable', 49, ['Negro', 'Azul', 'Rojo']],
    ['JBL', 'Charge 5 Wi-Fi', 'portable', 199, ['Negro', 'Azul', 'Gris']],
    ['JBL', 'Go Essential', 'portable', 35, ['Negro', 'Azul', 'Rojo']],
    ['JBL', 'Bar 300', 'soundbar', 399, ['Negro']],
    ['Sony', 'ULT FIELD 7', 'portable', 449, ['Negro', 'Gris claro']],
    ['Sony', 'HT-S100F', 'soundbar', 149, ['Negro']],
    ['Bose', 'SoundLink Revolve+ II', 'portable', 329, ['Negro', 'Plata']],
    ['Marshall', 'Emberton II', 'portable', 169, ['Negro y latón', 'Crema']],
    ['Marshall', 'Stanmore III', 'party', 379, ['Negro', 'Crema', 'Marrón']],
    ['Samsung', 'HW-Q990D', 'soundbar', 1399, ['Negro']],
    ['LG', 'XBOOM XL7S', 'party', 449, ['Negro']],
    ['Sonos', 'Roam 2', 'portable', 199, ['Negro', 'Blanco', 'Verde oliva', 'Azul']],
    ['Sonos', 'Beam (Gen 2)', 'soundbar', 499, ['Negro', 'Blanco']],
  ];
  for (const [brand, line, type, price, colours] of speakers)
    for (const colour of colours)
      emit({
        sub: 'speakers',
        line: `${brand} ${line}`,
        brand,
        name:
          type === 'soundbar'
            ? `Barra de sonido ${brand} ${line} con subwoofer inalámbrico`
            : `Altavoz ${type === 'party' ? 'de fiesta' : 'Bluetooth'} ${brand === 'Logitech' ? '' : `${brand} `}${line}${type === 'portable' ? ' portátil resistente al agua' : ''}${colours.length > 1 ? ` ${colour}` : ''}`,
        model: line,
        colour,
        price,
        specs: [
          [
            'Tipo',
            type === 'soundbar'
              ? 'Barra de sonido'
              : type === 'party'
                ? 'Altavoz de fiesta con luces'
                : 'Altavoz portátil',
          ],
          ['Conexión', type === 'soundbar' ? 'HDMI eARC, óptica, Bluetooth' : 'Bluetooth 5.3'],
          ['Resistencia', type === 'portable' ? 'IP67 (agua y polvo)' : '-'],
          ['Autonomía', type === 'soundbar' ? 'Con cable' : `Hasta ${type === 'party' ? 12 : 15} h`],
          ['Color', colour],
        ],
        keywords: [
          'altavoz',
          brand.toLowerCase(),
          line.toLowerCase(),
          type === 'soundbar' ? 'barra de sonido' : 'bluetooth',
        ],
        label: line.replace('Ultimate Ears ', ''),
      });
}

function buildCameras(emit: Emit): void {
  const cameras: ReadonlyArray<
    readonly [
      brand: string,
      line: string,
      type: string,
      megapixels: number,
      body: number,
      kits: readonly (readonly [string, number])[],
      colours: readonly string[],
    ]
  > = [
    [
      'Canon',
      'EOS R50',
      'sin espejo',
      24.2,
      729,
      [
        ['RF-S 18-45mm', 130],
        ['RF-S 18-45mm + RF-S 55-210mm', 400],
      ],
      ['Negro', 'Blanco'],
    ],
    [
      'Canon',
      'EOS R10',
      'sin espejo',
      24.2,
      929,
      [
        ['RF-S 18-45mm', 120],
        ['RF-S 18-150mm', 420],
      ],
      ['Negro'],
    ],
    ['Canon', 'EOS R8', 'sin espejo full frame', 24.2, 1599, [['RF 24-50mm', 200]], ['Negro']],
    [
      'Canon',
      'EOS R6 Mark II',
      'sin espejo full frame',
      24.2,
      2499,
      [['RF 24-105mm F4-7.1', 450]],
      ['Negro'],
    ],
    [
      'Canon',
      'EOS 2000D',
      'réflex',
      24.1,
      399,
      [
        ['EF-S 18-55mm', 80],
        ['EF-S 18-55mm + EF 75-300mm', 200],
      ],
      ['Negro'],
    ],
    ['Canon', 'PowerShot G7 X Mark III', 'compacta', 20.1, 799, [], ['Negro', 'Plata']],
    [
      'Nikon',
      'Z30',
      'sin espejo',
      20.9,
      649,
      [
        ['DX 16-50mm', 150],
        ['DX 16-50mm + DX 50-250mm', 320],
      ],
      ['Negro'],
    ],
    ['Nikon', 'Z50', 'sin espejo', 20.9, 799, [['DX 16-50mm', 150]], ['Negro']],
    [
      'Nikon',
      'Z fc',
      'sin espejo',
      20.9,
      899,
      [
        ['DX 16-50mm SE', 150],
        ['28mm f/2.8 SE', 180],
      ],
      ['Plata', 'Negro'],
    ],
    [
      'Nikon',
      'Z5',
      'sin espejo full frame',
      24.3,
      1099,
      [
        ['24-50mm', 200],
        ['24-200mm', 600],
      ],
      ['Negro'],
    ],
    ['Nikon', 'Z6 II', 'sin espejo full frame', 24.5, 1699, [['24-70mm f/4 S', 500]], ['Negro']],
    ['Nikon', 'COOLPIX P950', 'bridge', 16, 799, [], ['Negro']],
    ['Sony', 'Alpha 7 IV', 'sin espejo full frame', 33, 2299, [['FE 28-70mm', 200]], ['Negro']],
    [
      'Sony',
      'Alpha 6400',
      'sin espejo',
      24.2,
      899,
      [
        ['16-50mm', 100],
        ['18-135mm', 400],
      ],
      ['Negro', 'Plata'],
    ],
    ['Sony', 'ZV-E10 II', 'sin espejo vlog', 26, 999, [['16-50mm PZ', 120]], ['Negro', 'Blanco']],
    ['Sony', 'ZV-1 II', 'compacta vlog', 20.1, 799, [], ['Negro']],
    [
      'Fujifilm',
      'X-T30 II',
      'sin espejo',
      26.1,
      899,
      [
        ['XC 15-45mm', 100],
        ['XF 18-55mm', 400],
      ],
      ['Negro', 'Plata'],
    ],
    [
      'Fujifilm',
      'X-S20',
      'sin espejo',
      26.1,
      1299,
      [
        ['XC 15-45mm', 100],
        ['XF 18-55mm', 350],
      ],
      ['Negro'],
    ],
    ['GoPro', 'HERO12 Black', 'acción', 27, 399, [['Creator Edition', 200]], ['Negro']],
    ['DJI', 'Osmo Action 4', 'acción', 10, 379, [['Adventure Combo', 120]], ['Gris']],
  ];
  for (const [brand, line, type, megapixels, body, kits, colours] of cameras) {
    const options: ReadonlyArray<readonly [string, number]> =
      type === 'compacta' || type === 'bridge' || type === 'compacta vlog' || type === 'acción'
        ? [['', 0], ...kits]
        : [['Cuerpo', 0], ...kits];
    for (const [kit, delta] of options)
      for (const colour of colours) {
        const kitText =
          kit === ''
            ? ''
            : kit === 'Cuerpo'
              ? ' (solo cuerpo)'
              : type === 'acción'
                ? ` ${kit}`
                : ` + objetivo ${kit}`;
        emit({
          sub: 'cameras',
          line: `${brand} ${line}`,
          brand,
          name: `Cámara ${type === 'acción' ? 'deportiva' : type} ${brand} ${line}${kitText}${colours.length > 1 ? ` ${colour}` : ''}`,
          model: `${line}${kit && kit !== 'Cuerpo' ? ` ${kit}` : ''}`,
          colour,
          price: toWholeEuros(Math.min(2999, body + delta)),
          specs: [
            ['Tipo', type],
            ['Resolución', `${String(megapixels).replace('.', ',')} MP`],
            ['Vídeo', megapixels > 20 ? '4K 60p' : '4K 30p'],
            ['Objetivo incluido', kit === '' || kit === 'Cuerpo' ? 'No' : kit],
            ['Pantalla', 'Táctil abatible de 3"'],
            ['Conectividad', 'Wi-Fi y Bluetooth'],
          ],
          keywords: ['cámara', brand.toLowerCase(), line.toLowerCase(), type, 'fotografía'],
          label: line,
        });
      }
  }
}

function buildSmartwatches(emit: Emit): void {
  const watches: ReadonlyArray<
    readonly [
      brand: string,
      line: string,
      sizes: readonly string[],
      price: number,
      sizeStep: number,
      colours: readonly string[],
      lte: boolean,
    ]
  > = [
    [
      'Apple',
      'Watch Series 9 GPS',
      ['41 mm', '45 mm'],
      449,
      30,
      ['Medianoche', 'Blanco estrella', 'Plata', 'Rosa', 'Rojo'],
      false,
    ],
    [
      'Apple',
      'Watch Series 9 GPS + Cellular',
      ['41 mm', '45 mm'],
      569,
      30,
      ['Medianoche', 'Blanco estrella', 'Plata'],
      false,
    ],
    ['Apple', 'Watch SE GPS', ['40 mm', '44 mm'], 279, 30, ['Medianoche', 'Blanco estrella', 'Plata'], false],
    ['Apple', 'Watch Ultra 2', ['49 mm'], 899, 0, ['Titanio natural', 'Titanio negro'], false],
    ['Samsung', 'Galaxy Watch6', ['40 mm', '44 mm'], 319, 30, ['Grafito', 'Oro', 'Plata'], true],
    ['Samsung', 'Galaxy Watch6 Classic', ['43 mm', '47 mm'], 419, 30, ['Negro', 'Plata'], true],
    ['Samsung', 'Galaxy Watch FE', ['40 mm'], 199, 0, ['Negro', 'Plata', 'Rosa dorado'], true],
    ['Garmin', 'Forerunner 265', ['42 mm', '46 mm'], 449, 0, ['Negro', 'Blanco', 'Aqua'], false],
    ['Garmin', 'Forerunner 965', ['47 mm'], 599, 0, ['Negro', 'Blanco', 'Amarillo'], false],
    ['Garmin', 'Forerunner 55', ['42 mm'], 199, 0, ['Negro', 'Blanco', 'Aqua'], false],
    ['Garmin', 'fēnix 7', ['47 mm'], 649, 0, ['Gris pizarra', 'Plata'], false],
    ['Garmin', 'Venu 3', ['41 mm', '45 mm'], 449, 0, ['Negro pizarra', 'Blanco marfil', 'Gris arena'], false],
    ['Garmin', 'vívoactive 5', ['42 mm'], 299, 0, ['Negro', 'Azul marino', 'Blanco marfil'], false],
    ['Garmin', 'Instinct 2', ['45 mm'], 299, 0, ['Negro grafito', 'Azul', 'Rojo'], false],
    ['Xiaomi', 'Smart Band 8', ['1,62"'], 39, 0, ['Negro grafito', 'Oro', 'Azul', 'Rosa'], false],
    ['Xiaomi', 'Watch 2 Pro', ['46 mm'], 269, 0, ['Negro', 'Plata'], true],
    ['Huawei', 'Watch GT 4', ['41 mm', '46 mm'], 249, 20, ['Negro', 'Marrón', 'Plata', 'Verde'], false],
  ];
  for (const [brand, line, sizes, price, sizeStep, colours, lte] of watches)
    for (const [sizeIndex, size] of sizes.entries())
      for (const network of lte ? ['Bluetooth', 'LTE'] : ['Bluetooth'])
        for (const colour of colours) {
          const apple = brand === 'Apple';
          emit({
            sub: 'smartwatches',
            line: `${brand} ${line}`,
            brand,
            name: apple
              ? `Apple ${line} caja de aluminio ${colour} de ${size} con correa deportiva`.replace(
                  'aluminio Titanio',
                  'titanio',
                )
              : `${/Band/.test(line) ? 'Pulsera de actividad' : 'Smartwatch'} ${brand} ${line} ${size}${network === 'LTE' ? ' LTE' : ''} ${colour}`,
            model: `${line} ${size}${network === 'LTE' ? ' LTE' : ''}`,
            colour,
            price: toWholeEuros(price + sizeIndex * sizeStep + (network === 'LTE' ? 50 : 0)),
            specs: [
              ['Caja', size],
              ['Pantalla', apple ? 'Retina siempre activa' : 'AMOLED'],
              ['GPS', 'Sí'],
              ['Resistencia al agua', '5 ATM'],
              ['Autonomía', apple ? 'Hasta 18 h' : brand === 'Garmin' ? 'Hasta 14 días' : 'Hasta 5 días'],
              ['Conectividad', network === 'LTE' ? 'Bluetooth, Wi-Fi y LTE' : 'Bluetooth y Wi-Fi'],
              ['Color', colour],
            ],
            highlights: [
              'Frecuencia cardiaca, oxígeno en sangre y control del sueño',
              'Más de 100 modos deportivos',
            ],
            keywords: ['smartwatch', 'reloj inteligente', brand.toLowerCase(), line.toLowerCase(), size],
            label: line.replace(/ GPS.*/, ''),
          });
        }
}

function buildSmartHome(emit: Emit): void {
  const items: ReadonlyArray<
    readonly [
      brand: string,
      name: string,
      model: string,
      price: number,
      packs: readonly number[],
      colours: readonly string[],
      type: string,
    ]
  > = [
    [
      'Amazon',
      'Echo Dot (5.ª generación) altavoz inteligente con Alexa',
      'Echo Dot 5',
      59,
      [1, 2],
      ['Antracita', 'Blanco glaciar', 'Azul marino'],
      'Altavoz inteligente',
    ],
    [
      'Amazon',
      'Echo Show 8 (3.ª generación) con Alexa',
      'Echo Show 8',
      149,
      [1],
      ['Antracita', 'Blanco glaciar'],
      'Pantalla inteligente',
    ],
    [
      'Google',
      'Nest Mini (2.ª generación)',
      'Nest Mini',
      59,
      [1, 2],
      ['Tiza', 'Carbón', 'Coral', 'Cielo'],
      'Altavoz inteligente',
    ],
    ['Google', 'Nest Hub (2.ª generación)', 'Nest Hub', 99, [1], ['Tiza', 'Carbón'], 'Pantalla inteligente'],
    ['Google', 'Nest Learning Thermostat', 'Nest Thermostat', 249, [1], ['Plata', 'Negro'], 'Termostato'],
    [
      'TP-Link',
      'Tapo C200 cámara de vigilancia Wi-Fi 1080p',
      'Tapo C200',
      29,
      [1, 2, 4],
      ['Blanco'],
      'Cámara',
    ],
    ['TP-Link', 'Tapo C320WS cámara exterior Wi-Fi 2K', 'Tapo C320WS', 59, [1, 2], ['Blanco'], 'Cámara'],
    ['TP-Link', 'Tapo P100 enchufe inteligente Wi-Fi', 'Tapo P100', 12, [1, 2, 4], ['Blanco'], 'Enchufe'],
    [
      'TP-Link',
      'Tapo L530E bombilla inteligente E27 multicolor',
      'Tapo L530E',
      14,
      [1, 2, 4],
      ['Blanco'],
      'Iluminación',
    ],
    ['Xiaomi', 'Smart Camera C400 2.5K', 'Smart Camera C400', 45, [1, 2], ['Blanco'], 'Cámara'],
    [
      'Xiaomi',
      'Robot Vacuum S10 robot aspirador',
      'Robot Vacuum S10',
      229,
      [1],
      ['Blanco', 'Negro'],
      'Robot aspirador',
    ],
    [
      'Xiaomi',
      'Robot Vacuum X20+ con estación de vaciado',
      'Robot Vacuum X20+',
      549,
      [1],
      ['Blanco'],
      'Robot aspirador',
    ],
    [
      'Philips',
      'Hue White and Color Ambiance bombilla E27',
      'Hue White and Color E27',
      49,
      [1, 2, 3],
      ['Blanco'],
      'Iluminación',
    ],
    ['Philips', 'Hue Bridge puente de conexión', 'Hue Bridge', 59, [1], ['Blanco'], 'Iluminación'],
    ['Philips', 'Hue Play barra de luz', 'Hue Play', 79, [1, 2], ['Negro', 'Blanco'], 'Iluminación'],
    [
      'Ring',
      'Video Doorbell (2.ª generación) timbre con vídeo',
      'Video Doorbell 2',
      99,
      [1],
      ['Níquel satinado'],
      'Timbre',
    ],
    ['Netatmo', 'Termostato inteligente', 'NTH-PRO', 179, [1], ['Blanco'], 'Termostato'],
    [
      'Samsung',
      'SmartThings Station cargador y hub',
      'SmartThings Station',
      59,
      [1],
      ['Blanco', 'Negro'],
      'Hub',
    ],
    ['Aqara', 'Hub M3 Matter', 'Hub M3', 119, [1], ['Negro'], 'Hub'],
    ['Aqara', 'Sensor de puertas y ventanas P2', 'Sensor P2', 29, [1, 2, 4], ['Blanco'], 'Sensor'],
    [
      'Amazon',
      'Echo Pop altavoz inteligente con Alexa',
      'Echo Pop',
      54,
      [1, 2],
      ['Antracita', 'Blanco glaciar', 'Lavanda', 'Verde azulado'],
      'Altavoz inteligente',
    ],
    [
      'Amazon',
      'Fire TV Stick 4K con mando por voz Alexa',
      'Fire TV Stick 4K',
      69,
      [1],
      ['Negro'],
      'Reproductor multimedia',
    ],
    [
      'Google',
      'Chromecast con Google TV (4K)',
      'Chromecast 4K',
      69,
      [1],
      ['Nieve', 'Cielo', 'Melocotón'],
      'Reproductor multimedia',
    ],
    ['TP-Link', 'Tapo C210 cámara Wi-Fi 2K giratoria', 'Tapo C210', 35, [1, 2, 4], ['Blanco'], 'Cámara'],
    [
      'TP-Link',
      'Tapo P110 enchufe inteligente con medición de consumo',
      'Tapo P110',
      15,
      [1, 2, 4],
      ['Blanco'],
      'Enchufe',
    ],
    ['Xiaomi', 'Smart Air Purifier 4 Compact', 'Air Purifier 4 Compact', 99, [1], ['Blanco'], 'Purificador'],
    [
      'Philips',
      'Hue White bombilla E27 (luz blanca)',
      'Hue White E27',
      19,
      [1, 2, 4],
      ['Blanco'],
      'Iluminación',
    ],
    [
      'Philips',
      'Hue Lightstrip Plus tira LED 2 m',
      'Hue Lightstrip Plus',
      89,
      [1],
      ['Blanco'],
      'Iluminación',
    ],
    ['Ring', 'Indoor Camera (2.ª generación)', 'Indoor Cam 2', 59, [1, 2], ['Blanco', 'Negro'], 'Cámara'],
    ['Netatmo', 'Estación meteorológica inteligente', 'NWS01', 169, [1], ['Plata'], 'Sensor'],
  ];
  for (const [brand, name, model, price, packs, colours, type] of items)
    for (const pack of packs)
      for (const colour of colours)
        emit({
          sub: 'smarthome',
          line: `${brand} ${model}`,
          brand,
          name: `${brand} ${name}${pack > 1 ? ` (pack de ${pack})` : ''}${colours.length > 1 ? ` ${colour}` : ''}`,
          model: `${model}${pack > 1 ? ` x${pack}` : ''}`,
          colour,
          price: toWholeEuros(price * (pack === 1 ? 1 : pack * 0.85)),
          specs: [
            ['Tipo', type],
            [
              'Conectividad',
              /Hue|Aqara/.test(`${brand} ${model}`) ? 'Zigbee, Bluetooth y Matter' : 'Wi-Fi 2,4 GHz',
            ],
            ['Compatible con', 'Amazon Alexa, Google Assistant'],
            ['Unidades', String(pack)],
            ['Color', colour],
          ],
          keywords: [
            'hogar inteligente',
            'domótica',
            brand.toLowerCase(),
            model.toLowerCase(),
            type.toLowerCase(),
          ],
          label: model,
        });
}

// ---------------------------------------------------------------------------------------------
// Video games, and the few non-tech lines one generalist shop also sells.

type Platform = 'PS5' | 'Switch' | 'Xbox';

const PLATFORM_TEXT: Record<Platform, string> = {
  PS5: 'PS5',
  Switch: 'Nintendo Switch',
  Xbox: 'Xbox Series X',
};
const PLATFORM_SUB: Record<Platform, DemoSubcategory> = {
  PS5: 'games-ps5',
  Switch: 'games-switch',
  Xbox: 'games-xbox',
};

const GAMES: ReadonlyArray<
  readonly [
    title: string,
    publisher: string,
    genre: string,
    pegi: number,
    platforms: readonly Platform[],
    price: number,
    editions?: readonly (readonly [string, number])[],
  ]
> = [
  [
    'EA SPORTS FC 25',
    'Electronic Arts',
    'Deportes',
    3,
    ['PS5', 'Xbox', 'Switch'],
    69.99,
    [['Ultimate Edition', 30]],
  ],
  ['EA SPORTS FC 24', 'Electronic Arts', 'Deportes', 3, ['PS5', 'Xbox', 'Switch'], 34.99],
  ['F1 24', 'Electronic Arts', 'Conducción', 3, ['PS5', 'Xbox'], 59.99],
  ['Star Wars Jedi: Survivor', 'Electronic Arts', 'Acción y aventura', 16, ['PS5', 'Xbox'], 39.99],
  ['Call of Duty: Black Ops 6', 'Activision', 'Shooter', 18, ['PS5', 'Xbox'], 79.99, [['Vault Edition', 30]]],
  ['Call of Duty: Modern Warfare III', 'Activision', 'Shooter', 18, ['PS5', 'Xbox'], 49.99],
  ['Diablo IV', 'Activision', 'Rol', 18, ['PS5', 'Xbox'], 44.99, [['Expansion Bundle', 25]]],
  ['Crash Bandicoot N. Sane Trilogy', 'Activision', 'Plataformas', 7, ['Switch'], 29.99],
  [
    'Hogwarts Legacy',
    'Warner Bros. Games',
    'Rol y aventura',
    16,
    ['PS5', 'Xbox', 'Switch'],
    49.99,
    [['Deluxe Edition', 10]],
  ],
  [
    'Mortal Kombat 1',
    'Warner Bros. Games',
    'Lucha',
    18,
    ['PS5', 'Xbox', 'Switch'],
    39.99,
    [['Khaos Reigns Kollection', 20]],
  ],
  [
    'LEGO Star Wars: La Saga Skywalker',
    'Warner Bros. Games',
    'Acción y aventura',
    7,
    ['PS5', 'Xbox', 'Switch'],
    29.99,
  ],
  [
    'Elden Ring',
    'Bandai Namco',
    'Rol de acción',
    16,
    ['PS5', 'Xbox'],
    49.99,
    [['Shadow of the Erdtree Edition', 30]],
  ],
  ['Tekken 8', 'Bandai Namco', 'Lucha', 12, ['PS5', 'Xbox'], 49.99, [['Launch Edition', 20]]],
  [
    'Dragon Ball: Sparking! Zero',
    'Bandai Namco',
    'Lucha',
    12,
    ['PS5', 'Xbox'],
    69.99,
    [['Ultimate Edition', 40]],
  ],
  ['Resident Evil 4', 'Capcom', 'Survival horror', 18, ['PS5', 'Xbox'], 34.99, [['Gold Edition', 10]]],
  ['Street Fighter 6', 'Capcom', 'Lucha', 12, ['PS5', 'Xbox'], 34.99],
  ["Dragon's Dogma 2", 'Capcom', 'Rol de acción', 18, ['PS5', 'Xbox'], 49.99],
  ['Final Fantasy VII Rebirth', 'Square Enix', 'Rol', 16, ['PS5'], 69.99],
  ['Final Fantasy XVI', 'Square Enix', 'Rol de acción', 18, ['PS5'], 39.99],
  ['Dragon Quest XI S', 'Square Enix', 'Rol', 12, ['Switch'], 39.99],
  ["Assassin's Creed Mirage", 'Ubisoft', 'Acción y aventura', 18, ['PS5', 'Xbox'], 39.99],
  [
    "Assassin's Creed Shadows",
    'Ubisoft',
    'Acción y aventura',
    18,
    ['PS5', 'Xbox'],
    69.99,
    [['Limited Edition', 10]],
  ],
  ['Star Wars Outlaws', 'Ubisoft', 'Acción y aventura', 16, ['PS5', 'Xbox'], 59.99, [['Gold Edition', 40]]],
  ['Just Dance 2025 Edition', 'Ubisoft', 'Baile', 3, ['PS5', 'Switch'], 49.99],
  ['Mario + Rabbids Sparks of Hope', 'Ubisoft', 'Estrategia', 7, ['Switch'], 29.99],
  ['Grand Theft Auto V', 'Rockstar Games', 'Acción', 18, ['PS5', 'Xbox'], 29.99],
  ['Red Dead Redemption 2', 'Rockstar Games', 'Acción y aventura', 18, ['PS5', 'Xbox'], 29.99],
  ['NBA 2K25', '2K', 'Deportes', 3, ['PS5', 'Xbox', 'Switch'], 69.99, [['All-Star Edition', 30]]],
  ['Cyberpunk 2077 Ultimate Edition', 'CD PROJEKT RED', 'Rol de acción', 18, ['PS5', 'Xbox'], 49.99],
  ["Baldur's Gate 3", 'Larian Studios', 'Rol', 18, ['PS5', 'Xbox'], 59.99],
  ['Black Myth: Wukong', 'Game Science', 'Rol de acción', 16, ['PS5'], 69.99],
  ['Silent Hill 2', 'Konami', 'Survival horror', 18, ['PS5'], 69.99],
  ['Metal Gear Solid: Master Collection Vol. 1', 'Konami', 'Acción', 18, ['PS5', 'Xbox', 'Switch'], 39.99],
  ['Sonic X Shadow Generations', 'SEGA', 'Plataformas', 7, ['PS5', 'Xbox', 'Switch'], 49.99],
  ['Metaphor: ReFantazio', 'SEGA', 'Rol', 12, ['PS5', 'Xbox'], 69.99],
  ['Like a Dragon: Infinite Wealth', 'SEGA', 'Rol', 18, ['PS5', 'Xbox'], 49.99],
  ['Minecraft', 'Microsoft Xbox', 'Construcción', 7, ['PS5', 'Switch', 'Xbox'], 29.99],
  ['Forza Horizon 5', 'Microsoft Xbox', 'Conducción', 3, ['Xbox'], 39.99],
  ['Forza Motorsport', 'Microsoft Xbox', 'Conducción', 3, ['Xbox'], 49.99],
  ['Halo Infinite', 'Microsoft Xbox', 'Shooter', 16, ['Xbox'], 24.99],
  ['Starfield', 'Microsoft Xbox', 'Rol', 18, ['Xbox'], 49.99],
  ['Indiana Jones y el Gran Círculo', 'Microsoft Xbox', 'Acción y aventura', 16, ['Xbox'], 69.99],
  [
    'Marvel’s Spider-Man 2',
    'Sony PlayStation',
    'Acción y aventura',
    16,
    ['PS5'],
    59.99,
    [['Edición Coleccionista', 160]],
  ],
  ['God of War Ragnarök', 'Sony PlayStation', 'Acción y aventura', 18, ['PS5'], 49.99],
  ['Gran Turismo 7', 'Sony PlayStation', 'Conducción', 3, ['PS5'], 39.99],
  ['Horizon Forbidden West Complete Edition', 'Sony PlayStation', 'Acción y aventura', 16, ['PS5'], 39.99],
  ['Astro Bot', 'Sony PlayStation', 'Plataformas', 7, ['PS5'], 59.99],
  ['Ratchet & Clank: Una dimensión aparte', 'Sony PlayStation', 'Plataformas', 7, ['PS5'], 29.99],
  ['Stellar Blade', 'Sony PlayStation', 'Acción', 18, ['PS5'], 59.99],
  ["Demon's Souls", 'Sony PlayStation', 'Rol de acción', 18, ['PS5'], 34.99],
  ['Returnal', 'Sony PlayStation', 'Acción', 16, ['PS5'], 24.99],
  ['The Last of Us Parte I', 'Sony PlayStation', 'Acción y aventura', 18, ['PS5'], 39.99],
  ['The Legend of Zelda: Tears of the Kingdom', 'Nintendo', 'Aventura', 12, ['Switch'], 59.99],
  ['The Legend of Zelda: Breath of the Wild', 'Nintendo', 'Aventura', 12, ['Switch'], 49.99],
  ['The Legend of Zelda: Echoes of Wisdom', 'Nintendo', 'Aventura', 7, ['Switch'], 49.99],
  ['Super Mario Bros. Wonder', 'Nintendo', 'Plataformas', 3, ['Switch'], 49.99],
  ['Mario Kart 8 Deluxe', 'Nintendo', 'Conducción', 3, ['Switch'], 49.99],
  ['Super Mario Odyssey', 'Nintendo', 'Plataformas', 7, ['Switch'], 44.99],
  ['Super Mario RPG', 'Nintendo', 'Rol', 7, ['Switch'], 44.99],
  ['Super Mario Party Jamboree', 'Nintendo', 'Party', 3, ['Switch'], 54.99],
  ['Animal Crossing: New Horizons', 'Nintendo', 'Simulación', 3, ['Switch'], 49.99],
  ['Pokémon Escarlata', 'Nintendo', 'Rol', 7, ['Switch'], 49.99],
  ['Pokémon Púrpura', 'Nintendo', 'Rol', 7, ['Switch'], 49.99],
  ['Leyendas Pokémon: Arceus', 'Nintendo', 'Rol', 7, ['Switch'], 49.99],
  ['Super Smash Bros. Ultimate', 'Nintendo', 'Lucha', 12, ['Switch'], 54.99],
  ['Splatoon 3', 'Nintendo', 'Shooter', 7, ['Switch'], 49.99],
  ['Pikmin 4', 'Nintendo', 'Estrategia', 7, ['Switch'], 49.99],
  ["Luigi's Mansion 2 HD", 'Nintendo', 'Aventura', 7, ['Switch'], 44.99],
  ['Princess Peach: Showtime!', 'Nintendo', 'Aventura', 7, ['Switch'], 44.99],
  ['Paper Mario: La Puerta Milenaria', 'Nintendo', 'Rol', 7, ['Switch'], 49.99],
  ['Metroid Prime Remastered', 'Nintendo', 'Acción y aventura', 12, ['Switch'], 34.99],
  ['Xenoblade Chronicles 3', 'Nintendo', 'Rol', 12, ['Switch'], 49.99],
  ['Kirby y la tierra olvidada', 'Nintendo', 'Plataformas', 7, ['Switch'], 49.99],
  ['Nintendo Switch Sports', 'Nintendo', 'Deportes', 7, ['Switch'], 39.99],
  ['Hot Wheels Unleashed 2: Turbocharged', 'Milestone', 'Conducción', 3, ['PS5', 'Xbox', 'Switch'], 29.99],
  ['EA SPORTS WRC', 'Electronic Arts', 'Conducción', 3, ['PS5', 'Xbox'], 29.99],
  ['Sonic Superstars', 'SEGA', 'Plataformas', 7, ['PS5', 'Switch'], 29.99],
  ['Persona 3 Reload', 'SEGA', 'Rol', 16, ['PS5', 'Xbox'], 49.99],
  ['Lies of P', 'Neowiz', 'Rol de acción', 16, ['PS5'], 39.99],
  ['Alan Wake 2 Deluxe Edition', 'Epic Games', 'Survival horror', 18, ['PS5'], 59.99],
  ['Madden NFL 25', 'Electronic Arts', 'Deportes', 3, ['PS5', 'Xbox'], 69.99],
  ['EA SPORTS UFC 5', 'Electronic Arts', 'Lucha', 16, ['PS5', 'Xbox'], 39.99],
  ['Need for Speed Unbound', 'Electronic Arts', 'Conducción', 12, ['PS5', 'Xbox'], 29.99],
  ['Dead Space', 'Electronic Arts', 'Survival horror', 18, ['PS5', 'Xbox'], 29.99],
  ['It Takes Two', 'Electronic Arts', 'Aventura', 12, ['PS5', 'Xbox', 'Switch'], 29.99],
  ['Tony Hawk’s Pro Skater 1 + 2', 'Activision', 'Deportes', 12, ['PS5', 'Xbox', 'Switch'], 29.99],
  ['Spyro Reignited Trilogy', 'Activision', 'Plataformas', 7, ['Switch', 'Xbox'], 29.99],
  ['Suicide Squad: Kill the Justice League', 'Warner Bros. Games', 'Acción', 18, ['PS5', 'Xbox'], 19.99],
  ['LEGO Harry Potter Collection', 'Warner Bros. Games', 'Acción y aventura', 7, ['Switch', 'Xbox'], 29.99],
  ['Dark Souls Trilogy', 'Bandai Namco', 'Rol de acción', 16, ['PS5', 'Xbox'], 59.99],
  ['Armored Core VI: Fires of Rubicon', 'Bandai Namco', 'Acción', 16, ['PS5', 'Xbox'], 39.99],
  ['Pac-Man World Re-PAC', 'Bandai Namco', 'Plataformas', 7, ['PS5', 'Switch'], 24.99],
  ['Monster Hunter Rise', 'Capcom', 'Rol de acción', 12, ['Switch', 'PS5'], 29.99],
  ['Mega Man Battle Network Legacy Collection', 'Capcom', 'Acción', 7, ['Switch', 'PS5'], 39.99],
  ['Resident Evil Village', 'Capcom', 'Survival horror', 18, ['PS5', 'Xbox'], 29.99],
  ['Kingdom Hearts Integrum Masterpiece', 'Square Enix', 'Rol de acción', 12, ['PS5', 'Xbox'], 59.99],
  ['Octopath Traveler II', 'Square Enix', 'Rol', 12, ['Switch', 'PS5'], 49.99],
  ['Star Ocean The Second Story R', 'Square Enix', 'Rol', 12, ['Switch', 'PS5'], 49.99],
  ['Prince of Persia: The Lost Crown', 'Ubisoft', 'Acción y aventura', 16, ['PS5', 'Xbox', 'Switch'], 39.99],
  ['Far Cry 6', 'Ubisoft', 'Shooter', 18, ['PS5', 'Xbox'], 24.99],
  ['Avatar: Frontiers of Pandora', 'Ubisoft', 'Acción y aventura', 16, ['PS5', 'Xbox'], 39.99],
  ['Rayman Legends Definitive Edition', 'Ubisoft', 'Plataformas', 7, ['Switch'], 19.99],
  ['Borderlands 3 Ultimate Edition', '2K', 'Shooter', 18, ['PS5', 'Xbox'], 29.99],
  ['WWE 2K24', '2K', 'Lucha', 16, ['PS5', 'Xbox'], 49.99],
  ['PGA TOUR 2K23', '2K', 'Deportes', 3, ['PS5', 'Xbox'], 24.99],
  ['Sonic Frontiers', 'SEGA', 'Plataformas', 7, ['PS5', 'Xbox', 'Switch'], 29.99],
  ['Football Manager 2024 Console', 'SEGA', 'Deportes', 3, ['PS5', 'Xbox', 'Switch'], 39.99],
  ['Two Point Campus', 'SEGA', 'Simulación', 3, ['PS5', 'Switch'], 29.99],
  [
    'The Witcher 3: Wild Hunt Complete Edition',
    'CD PROJEKT RED',
    'Rol',
    18,
    ['PS5', 'Xbox', 'Switch'],
    39.99,
  ],
  ['Hollow Knight', 'Team Cherry', 'Plataformas', 7, ['Switch', 'PS5'], 24.99],
  ['Stardew Valley', 'ConcernedApe', 'Simulación', 7, ['Switch', 'PS5'], 24.99],
  ['Overcooked! All You Can Eat', 'Team17', 'Party', 3, ['Switch', 'PS5'], 29.99],
  ['Ghost of Tsushima Director’s Cut', 'Sony PlayStation', 'Acción y aventura', 18, ['PS5'], 49.99],
  [
    'Uncharted: Colección Legado de los Ladrones',
    'Sony PlayStation',
    'Acción y aventura',
    16,
    ['PS5'],
    29.99,
  ],
  ['Marvel’s Spider-Man: Miles Morales', 'Sony PlayStation', 'Acción y aventura', 16, ['PS5'], 29.99],
  ['Sackboy: Una gran aventura', 'Sony PlayStation', 'Plataformas', 7, ['PS5'], 24.99],
  ['Helldivers 2', 'Sony PlayStation', 'Shooter', 18, ['PS5'], 39.99],
  ['Gears 5', 'Microsoft Xbox', 'Shooter', 18, ['Xbox'], 19.99],
  ['Microsoft Flight Simulator', 'Microsoft Xbox', 'Simulación', 3, ['Xbox'], 59.99],
  ['Age of Empires II: Definitive Edition', 'Microsoft Xbox', 'Estrategia', 12, ['Xbox'], 29.99],
  ['Sea of Thieves', 'Microsoft Xbox', 'Aventura', 12, ['Xbox', 'PS5'], 39.99],
  ['Mario Party Superstars', 'Nintendo', 'Party', 3, ['Switch'], 49.99],
  ['Pokémon Mundo Misterioso: Equipo de Rescate DX', 'Nintendo', 'Rol', 3, ['Switch'], 44.99],
  ['Donkey Kong Country Returns HD', 'Nintendo', 'Plataformas', 7, ['Switch'], 59.99],
  ['Mario vs. Donkey Kong', 'Nintendo', 'Puzles', 3, ['Switch'], 44.99],
  ['Fire Emblem Engage', 'Nintendo', 'Estrategia', 12, ['Switch'], 49.99],
  ['Bayonetta 3', 'Nintendo', 'Acción', 16, ['Switch'], 49.99],
  ['Mario Strikers: Battle League Football', 'Nintendo', 'Deportes', 3, ['Switch'], 44.99],
  ['Kirby’s Return to Dream Land Deluxe', 'Nintendo', 'Plataformas', 7, ['Switch'], 49.99],
  ['Captain Toad: Treasure Tracker', 'Nintendo', 'Puzles', 3, ['Switch'], 29.99],
  ['Ring Fit Adventure', 'Nintendo', 'Fitness', 3, ['Switch'], 69.99],
];

function buildGames(emit: Emit): void {
  for (const [title, publisher, genre, pegi, platforms, price, editions] of GAMES)
    for (const platform of platforms)
      for (const [edition, delta] of [['', 0] as const, ...(editions ?? [])]) {
        // Switch ports of big third-party games sell slightly cheaper; premium editions skip Switch.
        if (edition !== '' && platform === 'Switch') continue;
        const platformText = PLATFORM_TEXT[platform];
        const fullTitle = edition ? `${title} ${edition}` : title;
        emit({
          sub: PLATFORM_SUB[platform],
          line: title,
          brand: publisher,
          name: `Juego ${fullTitle} para ${platformText}`,
          model: `${fullTitle} (${platform})`,
          colour: null,
          price:
            Math.round((price + delta - (platform === 'Switch' && publisher !== 'Nintendo' ? 10 : 0)) * 100) /
            100,
          specs: [
            ['Plataforma', platformText],
            ['Género', genre],
            ['PEGI', String(pegi)],
            ['Idioma', 'Textos y voces en español'],
            ['Formato', 'Físico'],
            ['Editor', publisher],
          ],
          keywords: [
            'videojuego',
            'juego',
            title.toLowerCase(),
            platformText.toLowerCase(),
            genre.toLowerCase(),
          ],
          label: title,
          hue: platform === 'PS5' ? 222 : platform === 'Switch' ? 356 : 120,
        });
      }
}

function buildConsoles(emit: Emit): void {
  const consoles: ReadonlyArray<
    readonly [brand: string, name: string, model: string, price: number, colours: readonly string[]]
  > = [
    ['Sony PlayStation', 'Consola PlayStation 5 Slim (modelo estándar) 1TB', 'PS5 Slim', 549, ['Blanco']],
    [
      'Sony PlayStation',
      'Consola PlayStation 5 Slim Digital Edition 1TB',
      'PS5 Slim Digital',
      449,
      ['Blanco'],
    ],
    ['Sony PlayStation', 'Consola PlayStation 5 Pro 2TB', 'PS5 Pro', 799, ['Blanco']],
    [
      'Sony PlayStation',
      'Consola PlayStation 5 Slim + EA SPORTS FC 25',
      'PS5 Slim FC 25 Bundle',
      579,
      ['Blanco'],
    ],
    [
      'Sony PlayStation',
      'Consola PlayStation 5 Slim + Call of Duty: Black Ops 6',
      'PS5 Slim COD Bundle',
      589,
      ['Blanco'],
    ],
    ['Sony PlayStation', 'PlayStation Portal reproductor remoto', 'PlayStation Portal', 219, ['Blanco']],
    [
      'Nintendo',
      'Consola Nintendo Switch (modelo OLED)',
      'Switch OLED',
      349,
      ['Blanco', 'Azul neón/Rojo neón'],
    ],
    ['Nintendo', 'Consola Nintendo Switch (modelo OLED) Edición Mario', 'Switch OLED Mario', 359, ['Rojo']],
    ['Nintendo', 'Consola Nintendo Switch', 'Switch', 299, ['Azul neón/Rojo neón', 'Gris']],
    [
      'Nintendo',
      'Consola Nintendo Switch Lite',
      'Switch Lite',
      219,
      ['Turquesa', 'Coral', 'Amarillo', 'Gris', 'Azul'],
    ],
    [
      'Nintendo',
      'Consola Nintendo Switch + Mario Kart 8 Deluxe',
      'Switch MK8 Pack',
      339,
      ['Azul neón/Rojo neón'],
    ],
    ['Microsoft Xbox', 'Consola Xbox Series X 1TB', 'Xbox Series X', 549, ['Negro']],
    [
      'Microsoft Xbox',
      'Consola Xbox Series X Digital Edition 1TB',
      'Xbox Series X Digital',
      499,
      ['Blanco robot'],
    ],
    ['Microsoft Xbox', 'Consola Xbox Series S 512GB', 'Xbox Series S 512GB', 299, ['Blanco robot']],
    ['Microsoft Xbox', 'Consola Xbox Series S 1TB', 'Xbox Series S 1TB', 349, ['Negro carbón']],
    ['Valve', 'Steam Deck OLED consola portátil', 'Steam Deck OLED', 569, ['Negro']],
    ['ASUS', 'Consola portátil ASUS ROG Ally Z1 Extreme 512GB', 'ROG Ally', 699, ['Blanco']],
    ['Lenovo', 'Consola portátil Lenovo Legion Go 512GB', 'Legion Go', 749, ['Negro']],
    ['Meta', 'Gafas de realidad virtual Meta Quest 3', 'Quest 3', 549, ['Blanco']],
    ['Meta', 'Gafas de realidad virtual Meta Quest 3S', 'Quest 3S', 329, ['Blanco']],
  ];
  for (const [brand, name, model, price, colours] of consoles)
    for (const colour of colours)
      for (const storage of model === 'Steam Deck OLED' || model === 'Quest 3S' ? ['512GB', '1TB'] : ['']) {
        emit({
          sub: 'consoles',
          line: model,
          brand,
          name: `${name}${storage ? ` ${storage}` : ''}${colours.length > 1 ? ` ${colour}` : ''}`,
          model: `${model}${storage ? ` ${storage}` : ''}`,
          colour,
          price: toWholeEuros(price + (storage === '1TB' ? 110 : 0)),
          specs: [
            ['Plataforma', brand.replace(/^Sony |^Microsoft /, '')],
            ['Almacenamiento', storage || (/(\d+(?:GB|TB))/.exec(name)?.[1] ?? 'Integrado')],
            [
              'Resolución máxima',
              /Switch|Portal|Deck|Ally|Legion|Quest/.test(model) ? '1080p' : '4K 120 fps',
            ],
            ['Color', colour],
          ],
          keywords: ['consola', brand.toLowerCase(), model.toLowerCase(), 'videojuegos'],
          label: model,
          hue:
            brand === 'Sony PlayStation'
              ? 222
              : brand === 'Nintendo'
                ? 356
                : brand === 'Microsoft Xbox'
                  ? 120
                  : undefined,
        });
      }
}

function buildGamingAccessories(emit: Emit): void {
  const accessories: ReadonlyArray<
    readonly [
      brand: string,
      name: string,
      model: string,
      price: number,
      colours: readonly string[],
      platform: string,
    ]
  > = [
    [
      'Sony PlayStation',
      'Mando inalámbrico DualSense',
      'DualSense',
      74.99,
      [
        'Blanco',
        'Midnight Black',
        'Cosmic Red',
        'Nova Pink',
        'Starlight Blue',
        'Galactic Purple',
        'Grey Camouflage',
        'Volcanic Red',
        'Sterling Silver',
        'Cobalt Blue',
      ],
      'PS5',
    ],
    [
      'Sony PlayStation',
      'Mando inalámbrico DualSense Edge',
      'DualSense Edge',
      239.99,
      ['Blanco', 'Midnight Black'],
      'PS5',
    ],
    ['Sony PlayStation', 'Auriculares inalámbricos PULSE Elite', 'PULSE Elite', 149.99, ['Blanco'], 'PS5'],
    [
      'Sony PlayStation',
      'Auriculares inalámbricos PULSE Explore',
      'PULSE Explore',
      219.99,
      ['Blanco'],
      'PS5',
    ],
    [
      'Sony PlayStation',
      'Estación de carga DualSense',
      'DualSense Charging Station',
      39.99,
      ['Blanco'],
      'PS5',
    ],
    [
      'Sony PlayStation',
      'Cubiertas para consola PS5 Slim',
      'PS5 Slim Console Covers',
      54.99,
      ['Midnight Black', 'Cobalt Blue', 'Volcanic Red', 'Sterling Silver'],
      'PS5',
    ],
    ['Sony PlayStation', 'Gafas PlayStation VR2', 'PS VR2', 449.99, ['Blanco'], 'PS5'],
    [
      'Microsoft Xbox',
      'Mando inalámbrico Xbox',
      'Xbox Wireless Controller',
      59.99,
      [
        'Carbon Black',
        'Robot White',
        'Shock Blue',
        'Pulse Red',
        'Electric Volt',
        'Deep Pink',
        'Velocity Green',
      ],
      'Xbox',
    ],
    [
      'Microsoft Xbox',
      'Mando inalámbrico Xbox Elite Series 2',
      'Xbox Elite Series 2',
      179.99,
      ['Negro', 'Blanco'],
      'Xbox',
    ],
    ['Microsoft Xbox', 'Auriculares inalámbricos Xbox', 'Xbox Wireless Headset', 109.99, ['Negro'], 'Xbox'],
    [
      'Microsoft Xbox',
      'Batería recargable + cable USB-C Xbox',
      'Xbox Play and Charge Kit',
      24.99,
      ['Negro'],
      'Xbox',
    ],
    ['Nintendo', 'Mando Pro de Nintendo Switch', 'Switch Pro Controller', 69.99, ['Negro'], 'Switch'],
    [
      'Nintendo',
      'Set de dos mandos Joy-Con',
      'Joy-Con (L/R)',
      79.99,
      ['Rojo neón/Azul neón', 'Gris', 'Verde pastel/Rosa pastel', 'Morado pastel/Amarillo pastel'],
      'Switch',
    ],
    ['Nintendo', 'Base de carga Nintendo Switch', 'Switch Dock Set', 89.99, ['Negro'], 'Switch'],
    [
      'Samsung',
      'Tarjeta microSDXC PRO Plus para Nintendo Switch y consolas',
      'PRO Plus microSDXC',
      24.99,
      ['Azul'],
      'Switch',
    ],
    ['Logitech', 'Volante Logitech G29 Driving Force para PS5, PS4 y PC', 'G29', 279.99, ['Negro'], 'PS5'],
    ['Logitech', 'Volante Logitech G923 TRUEFORCE para Xbox y PC', 'G923', 349.99, ['Negro'], 'Xbox'],
    ['Razer', 'Mando Razer Wolverine V2 Pro', 'Wolverine V2 Pro', 249.99, ['Negro', 'Blanco'], 'PS5'],
    ['Razer', 'Mando Razer Kishi V2 para móviles', 'Kishi V2', 99.99, ['Negro'], 'Móvil'],
    ['Corsair', 'Soporte para auriculares y mandos ST100 RGB', 'ST100 RGB', 69.99, ['Negro'], 'PC'],
    ['Sony PlayStation', 'Cámara HD PS5', 'PS5 HD Camera', 59.99, ['Blanco'], 'PS5'],
    ['Sony PlayStation', 'Mando multimedia PS5', 'PS5 Media Remote', 29.99, ['Blanco'], 'PS5'],
    [
      'Sony PlayStation',
      'Unidad de disco para PS5 Digital Edition',
      'PS5 Disc Drive',
      119.99,
      ['Blanco'],
      'PS5',
    ],
    ['Sony PlayStation', 'Soporte vertical para PS5', 'PS5 Vertical Stand', 29.99, ['Negro'], 'PS5'],
    ['Sony PlayStation', 'Auriculares INZONE Buds', 'INZONE Buds', 199.99, ['Blanco', 'Negro'], 'PS5'],
    [
      'Microsoft Xbox',
      'Tarjeta de expansión Seagate 1TB para Xbox Series X|S',
      'Storage Expansion Card 1TB',
      219.99,
      ['Negro'],
      'Xbox',
    ],
    ['Microsoft Xbox', 'Mando adaptable Xbox', 'Xbox Adaptive Controller', 89.99, ['Blanco'], 'Xbox'],
    [
      'Nintendo',
      'Funda de transporte Nintendo Switch',
      'Switch Carrying Case',
      19.99,
      ['Negro', 'Rojo', 'Gris'],
      'Switch',
    ],
    ['Nintendo', 'Volante Joy-Con (pack de 2)', 'Joy-Con Wheel', 14.99, ['Blanco'], 'Switch'],
    [
      'Nintendo',
      'Mando Pro de Nintendo Switch Edición Splatoon 3',
      'Switch Pro Controller Splatoon 3',
      74.99,
      ['Multicolor'],
      'Switch',
    ],
    ['Logitech', 'Volante Logitech G920 Driving Force para Xbox y PC', 'G920', 249.99, ['Negro'], 'Xbox'],
    ['Corsair', 'Mando Corsair para PC y Xbox', 'Corsair Gamepad', 59.99, ['Negro'], 'Xbox'],
    ['HP', 'Base de carga HyperX ChargePlay Duo para PS5', 'ChargePlay Duo', 29.99, ['Blanco'], 'PS5'],
    [
      'Razer',
      'Mando Razer Wolverine V2 Chroma para Xbox',
      'Wolverine V2 Chroma',
      149.99,
      ['Negro', 'Blanco'],
      'Xbox',
    ],
  ];
  for (const [brand, name, model, price, colours, platform] of accessories)
    for (const colour of colours)
      for (const pack of ['', ' + juego EA SPORTS FC 25']) {
        if (pack !== '' && (model !== 'DualSense' || colour !== 'Blanco')) continue;
        emit({
          sub: 'gaming-accessories',
          line: model,
          brand,
          name: `${name}${colours.length > 1 ? ` ${colour}` : ''}${pack}`,
          model: `${model}${pack ? ' FC 25 Bundle' : ''}`,
          colour,
          price: Math.round((price + (pack ? 40 : 0)) * 100) / 100,
          specs: [
            ['Plataforma', platform],
            ['Conexión', /Mando|Auriculares/.test(name) ? 'Inalámbrica' : 'USB'],
            [
              'Licencia oficial',
              brand === 'Sony PlayStation' || brand === 'Microsoft Xbox' || brand === 'Nintendo'
                ? 'Sí'
                : 'No',
            ],
            ['Color', colour],
          ],
          keywords: [
            'accesorios',
            'gaming',
            platform.toLowerCase(),
            model.toLowerCase(),
            brand.toLowerCase(),
          ],
          label: model,
          hue: platform === 'PS5' ? 222 : platform === 'Switch' ? 356 : platform === 'Xbox' ? 120 : undefined,
        });
      }
}

function buildMusicCds(emit: Emit): void {
  const albums: ReadonlyArray<readonly [artist: string, album: string, year: number, price: number]> = [
    ['Rosalía', 'Motomami', 2022, 16.99],
    ['Bad Bunny', 'Un verano sin ti', 2022, 19.99],
    ['Taylor Swift', 'The Tortured Poets Department', 2024, 17.99],
    ['Taylor Swift', '1989 (Taylor’s Version)', 2023, 16.99],
    ['Aitana', 'Alpha', 2023, 15.99],
    ['Quevedo', 'Donde quiero estar', 2023, 14.99],
    ['Alejandro Sanz', 'Sanz', 2024, 15.99],
    ['Coldplay', 'Moon Music', 2024, 17.99],
    ['Dua Lipa', 'Radical Optimism', 2024, 15.99],
    ['Billie Eilish', 'Hit Me Hard and Soft', 2024, 15.99],
    ['Estopa', 'Fuego', 2019, 12.99],
    ['Karol G', 'Mañana será bonito', 2023, 16.99],
    ['Shakira', 'Las mujeres ya no lloran', 2024, 16.99],
    ['Beyoncé', 'Cowboy Carter', 2024, 17.99],
    ['Metallica', '72 Seasons', 2023, 18.99],
    ['The Rolling Stones', 'Hackney Diamonds', 2023, 17.99],
    ['Olivia Rodrigo', 'GUTS', 2023, 15.99],
    ['Arde Bogotá', 'Cowboys de la A3', 2023, 14.99],
    ['Joaquín Sabina', 'Lo niego todo', 2017, 12.99],
    ['Vetusta Morla', 'Cable a tierra', 2022, 14.99],
    ['Ed Sheeran', '- (Subtract)', 2023, 15.99],
  ];
  for (const [artist, album, year, price] of albums)
    emit({
      sub: 'music-cds',
      line: `${artist} ${album}`,
      brand: artist,
      name: `CD ${artist} - ${album}`,
      model: album,
      colour: null,
      price,
      specs: [
        ['Formato', 'CD'],
        ['Artista', artist],
        ['Año', String(year)],
        ['Discos', '1'],
      ],
      keywords: ['cd', 'música', artist.toLowerCase(), album.toLowerCase()],
      label: album,
    });
}

function buildGifts(emit: Emit): void {
  const gifts: ReadonlyArray<readonly [brand: string, name: string, model: string, price: number]> = [
    ['Paladone', 'Lámpara Paladone PlayStation Icons', 'PlayStation Icons Light', 29.99],
    ['Paladone', 'Lámpara Pac-Man con sonido', 'Pac-Man Icon Light', 24.99],
    ['Paladone', 'Lámpara Game Boy con mandos', 'Game Boy Icon Light', 34.99],
    ['Funko', 'Figura Funko Pop! Mario', 'Funko Pop Mario', 14.99],
    ['Funko', 'Figura Funko Pop! Link (Tears of the Kingdom)', 'Funko Pop Link', 14.99],
    ['Funko', 'Figura Funko Pop! Kratos', 'Funko Pop Kratos', 14.99],
    ['LEGO', 'LEGO Super Mario Aventuras con Mario interactivo 71439', '71439', 59.99],
    ['LEGO', 'LEGO Icons Ramo de flores 10280', '10280', 49.99],
    ['LEGO', 'LEGO Technic Lamborghini Huracán Tecnica 42161', '42161', 49.99],
    ['Rubik’s', 'Cubo de Rubik 3x3 original', 'Rubik 3x3', 12.99],
    ['Numskull', 'Taza térmica Super Mario que cambia de color', 'Super Mario Heat Mug', 14.99],
    ['Numskull', 'Despertador Pac-Man retro', 'Pac-Man Alarm Clock', 24.99],
    ['Fizz Creations', 'Luz de neón "Game Over"', 'Game Over Neon', 19.99],
    ['Fizz Creations', 'Hucha con forma de mando', 'Controller Money Box', 14.99],
    ['Grupo Erik', 'Calendario de adviento Pokémon', 'Pokémon Advent Calendar', 29.99],
    ['Grupo Erik', 'Puzzle 1000 piezas The Legend of Zelda', 'Zelda Puzzle 1000', 16.99],
    ['Nintendo', 'Peluche Pikachu 30 cm', 'Pikachu Plush 30', 24.99],
    ['Cerdá', 'Mochila escolar Minecraft', 'Minecraft Backpack', 27.99],
    ['Thumbs Up!', 'Mini máquina recreativa retro con 240 juegos', 'Retro Arcade Mini', 39.99],
    ['Thumbs Up!', 'Lámpara de escritorio con forma de astronauta', 'Astronaut Lamp', 29.99],
    ['Cerdá', 'Set de papelería Super Mario', 'Super Mario Stationery', 12.99],
  ];
  for (const [brand, name, model, price] of gifts)
    emit({
      sub: 'gifts',
      line: model,
      brand,
      name,
      model,
      colour: null,
      price,
      specs: [
        ['Tipo', 'Regalo'],
        [
          'Licencia oficial',
          /Paladone|Funko|Numskull|Nintendo|Grupo Erik|Cerdá|LEGO/.test(brand) ? 'Sí' : 'No',
        ],
        ['Edad recomendada', '+8 años'],
      ],
      keywords: ['regalo', 'regalos originales', brand.toLowerCase(), 'gamer'],
      label: model,
    });
}

// ---------------------------------------------------------------------------------------------
// Assembly: sampling, identifiers, texts and ratings.

const FAMILY_BUILDERS: ReadonlyArray<(emit: Emit) => void> = [
  buildLaptops,
  buildDesktops,
  buildMonitors,
  buildTablets,
  buildGpus,
  buildCpus,
  buildMotherboards,
  buildRam,
  buildSsds,
  buildHdds,
  buildKeyboards,
  buildMice,
  buildPrinters,
  buildRouters,
  buildSmartphones,
  buildTelevisions,
  buildHeadphones,
  buildSpeakers,
  buildCameras,
  buildSmartwatches,
  buildSmartHome,
  buildGames,
  buildConsoles,
  buildGamingAccessories,
  buildMusicCds,
  buildGifts,
];

// GS1 company prefixes by brand (country of the brand owner), so EANs look like the real ones.
const GTIN_PREFIXES: Record<string, string> = {
  Lenovo: '0196801',
  HP: '0196188',
  ASUS: '4711387',
  Acer: '4711121',
  Dell: '5397184',
  MSI: '4711377',
  Apple: '0194253',
  Samsung: '8806095',
  Xiaomi: '6941812',
  Sony: '4548736',
  LG: '8806087',
  Logitech: '5099206',
  Razer: '8886419',
  Corsair: '0840006',
  Kingston: '0740617',
  'Western Digital': '0718037',
  Crucial: '0649528',
  Gigabyte: '4719331',
  Zotac: '4895173',
  AMD: '0730143',
  Intel: '5032037',
  Nintendo: '0045496',
  'Sony PlayStation': '0711719',
  'Microsoft Xbox': '0889842',
  Microsoft: '0196388',
  Bose: '0017817',
  JBL: '6925281',
  Sennheiser: '4044155',
  Canon: '4549292',
  Nikon: '4960759',
  Garmin: '0753759',
  'TP-Link': '6935364',
  Epson: '8715946',
  Brother: '4977766',
  BenQ: '4718755',
  AOC: '4038986',
  Google: '0840244',
  Seagate: '0763649',
  'Electronic Arts': '5030945',
  Activision: '5030917',
  Ubisoft: '3307216',
  'Bandai Namco': '3391892',
  Capcom: '5055060',
  'Square Enix': '5021290',
  'Warner Bros. Games': '5051895',
  SEGA: '5055277',
};

export function computeGtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += (body.charCodeAt(i) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

function findGtinPrefix(brand: string): string {
  // Brands without a listed prefix get a Spanish-looking one (84...) derived from their name.
  return GTIN_PREFIXES[brand] ?? `84${String(hashString(brand) % 100_000).padStart(5, '0')}`;
}

function allocateGtin(brand: string, name: string, used: Set<string>): string {
  const prefix = findGtinPrefix(brand);
  let item = hashString(name) % 100_000;
  for (;;) {
    const body = `${prefix}${String(item).padStart(5, '0')}`;
    const gtin = `${body}${computeGtinCheckDigit(body)}`;
    if (!used.has(gtin)) {
      used.add(gtin);
      return gtin;
    }
    item = (item + 7919) % 100_000;
  }
}

const ALPHANUMERIC = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function drawCode(rng: () => number, length: number, alphabet = ALPHANUMERIC): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[Math.floor(rng() * alphabet.length)] ?? '0';
  return code;
}

// Manufacturer part numbers in each brand's usual shape (e.g. Lenovo "82XM00ABSP", HP "7P4K5EA").
function makeMpn(brand: string, rng: () => number): string {
  const digits = '0123456789';
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  switch (brand) {
    case 'Lenovo':
      return `8${drawCode(rng, 1, digits)}${drawCode(rng, 2, letters)}00${drawCode(rng, 2)}SP`;
    case 'HP':
      return `${drawCode(rng, 1, digits)}${drawCode(rng, 2, letters)}${drawCode(rng, 1, digits)}${drawCode(rng, 1, letters)}EA`;
    case 'ASUS':
      return `90NB${drawCode(rng, 4)}-M00${drawCode(rng, 3)}`;
    case 'Acer':
      return `NX.${drawCode(rng, 5, letters)}.00${drawCode(rng, 1)}`;
    case 'Apple':
      return `M${drawCode(rng, 3)}${drawCode(rng, 1, digits)}Y/A`;
    case 'MSI':
      return `9S7-${drawCode(rng, 5)}-${drawCode(rng, 3, digits)}`;
    case 'Samsung':
      return `SM-${drawCode(rng, 1, letters)}${drawCode(rng, 3, digits)}${drawCode(rng, 4, letters)}EUB`;
    case 'Sony':
      return `${drawCode(rng, 2, letters)}${drawCode(rng, 4, digits)}${drawCode(rng, 1, letters)}.CE7`;
    case 'Dell':
      return `${drawCode(rng, 5)}`;
    case 'Logitech':
      return `910-00${drawCode(rng, 4, digits)}`;
    case 'Razer':
      return `RZ0${drawCode(rng, 1, digits)}-0${drawCode(rng, 3, digits)}${drawCode(rng, 4, digits)}-R3G1`;
    case 'Corsair':
      return `CH-${drawCode(rng, 7, digits)}-ES`;
    case 'Kingston':
      return `KF${drawCode(rng, 3, digits)}C${drawCode(rng, 2, digits)}${drawCode(rng, 4)}`;
    default:
      return `${brand
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase()}-${drawCode(rng, 6)}`;
  }
}

const DESCRIPTION_OPENERS: Record<DemoSubcategory, readonly string[]> = {
  laptops: [
    'El {brand} {model} es un portátil pensado para trabajar, estudiar y disfrutar del ocio allá donde vayas.',
    'Rendimiento, autonomía y un diseño cuidado: el {brand} {model} está listo para el día a día, la oficina o la universidad.',
  ],
  desktops: [
    'El {brand} {model} ofrece potencia de sobra para trabajar, estudiar y jugar desde casa.',
    'Un equipo de sobremesa fiable y fácil de ampliar: {brand} {model}.',
  ],
  monitors: [
    'El monitor {brand} {model} ofrece una imagen nítida y colores fieles para trabajar, crear o jugar.',
    'Más espacio, más detalle: el {brand} {model} mejora cualquier escritorio.',
  ],
  tablets: ['La {brand} {model} es perfecta para ver series, leer, tomar notas y videollamadas.'],
  gpus: [
    'La {brand} {model} lleva tus juegos a otro nivel, con altas tasas de fotogramas y trazado de rayos.',
    'Potencia gráfica para jugar en alta resolución y crear contenido: {brand} {model}.',
  ],
  cpus: [
    'El procesador {brand} {model} ofrece un rendimiento excelente en juegos, creación de contenido y multitarea.',
  ],
  motherboards: [
    'La placa base {brand} {model} es la base ideal para un equipo estable, rápido y ampliable.',
  ],
  ram: [
    'Amplía la memoria de tu equipo con la {brand} {model}: más fluidez en juegos, multitarea y edición.',
  ],
  ssd: [
    'Acelera el arranque del sistema y la carga de juegos con el {brand} {model}.',
    'El {brand} {model} combina velocidad, fiabilidad y bajo consumo.',
  ],
  hdd: ['Guarda fotos, vídeos y copias de seguridad con el disco {brand} {model}.'],
  keyboards: [
    'El teclado {brand} {model} combina comodidad de escritura, precisión y durabilidad.',
    'Escribe y juega con más precisión con el {brand} {model}.',
  ],
  mice: ['El ratón {brand} {model} ofrece precisión, comodidad y una respuesta inmediata.'],
  printers: [
    'La impresora {brand} {model} imprime documentos y fotos con calidad profesional desde el ordenador o el móvil.',
  ],
  routers: ['Lleva un Wi-Fi rápido y estable a toda la casa con el {brand} {model}.'],
  smartphones: [
    'El {brand} {model} combina una gran pantalla, cámaras versátiles y batería para todo el día.',
    'Fotos espectaculares, rendimiento fluido y un diseño elegante: así es el {brand} {model}.',
  ],
  tvs: [
    'El televisor {brand} {model} ofrece imagen 4K con colores intensos y un sonido envolvente.',
    'Cine, deporte y videojuegos en casa con el {brand} {model}.',
  ],
  headphones: [
    'Los auriculares {brand} {model} ofrecen un sonido detallado y comodidad para todo el día.',
    'Disfruta de tu música, tus podcasts y tus llamadas con los {brand} {model}.',
  ],
  speakers: ['El {brand} {model} llena de sonido cualquier espacio, dentro o fuera de casa.'],
  cameras: ['La {brand} {model} te ayuda a capturar fotos y vídeos con calidad profesional.'],
  smartwatches: ['El {brand} {model} controla tu actividad, tu salud y tus notificaciones desde la muñeca.'],
  smarthome: ['Haz tu hogar más cómodo y seguro con {brand} {model}.'],
  'games-ps5': ['{model}: una experiencia que no te puedes perder, ahora en formato físico.'],
  'games-switch': ['{model}: diversión en casa y en cualquier lugar con Nintendo Switch.'],
  'games-xbox': ['{model}: juega con la potencia de la nueva generación de Xbox.'],
  consoles: ['Disfruta de los mejores juegos con {model} de {brand}.'],
  'gaming-accessories': ['Accesorio {brand} {model}: más control y comodidad en tus partidas.'],
  'music-cds': ['Edición en CD del álbum "{model}" de {brand}.'],
  gifts: ['Un regalo original para los fans de los videojuegos y la cultura pop: {model}.'],
};

const DESCRIPTION_CLOSINGS = [
  'Producto nuevo con garantía oficial del fabricante en España.',
  'Incluye manual en español. Garantía de 3 años.',
  'Embalaje original precintado.',
  'Diseño y especificaciones sujetos a cambios por parte del fabricante.',
];

function fillTemplate(template: string, brand: string, model: string): string {
  return template.replaceAll('{brand}', brand).replaceAll('{model}', model);
}

function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

type Texts = Pick<DemoProduct, 'descriptionText' | 'descriptionHtml' | 'shortDescription' | 'specifications'>;

function buildTexts(draft: Draft, rng: () => number): Texts {
  const opener = fillTemplate(pickOne(rng, DESCRIPTION_OPENERS[draft.sub]), draft.brand, draft.model);
  const closing = pickOne(rng, DESCRIPTION_CLOSINGS);
  const bullets = [...(draft.highlights ?? []), ...draft.specs.map(([key, value]) => `${key}: ${value}`)];
  const specifications = draft.specs.map(([key, value]) => `${key}: ${value}`).join('; ');
  const [first, second, third] = draft.specs;
  const shortParts = [first, second, third]
    .filter((spec): spec is readonly [string, string] => spec !== undefined)
    .map(([key, value], i) => `${i === 0 ? key : key.toLowerCase()} ${value}`);
  const shortDescription =
    shortParts.length > 1
      ? `${shortParts.slice(0, -1).join(', ')} y ${shortParts.at(-1)}.`
      : `${shortParts[0] ?? draft.name}.`;
  // Half the plain descriptions have line breaks (as exported from shop back offices), half are one paragraph.
  const descriptionText =
    rng() < 0.5
      ? `${opener}\n\nCaracterísticas principales:\n${bullets.map((line) => `- ${line}`).join('\n')}\n\n${closing}`
      : `${opener} ${bullets.slice(0, 4).join(', ')}. ${closing}`;
  const descriptionHtml =
    `<p>${escapeHtmlText(opener)}</p><ul>${bullets.map((line) => `<li>${escapeHtmlText(line)}</li>`).join('')}</ul>` +
    `<p>${escapeHtmlText(closing)}</p>`;
  return { descriptionText, descriptionHtml, shortDescription, specifications };
}

function buildRating(rng: () => number, price: number): Pick<DemoProduct, 'rating' | 'reviews'> {
  if (rng() < 0.12) return { rating: null, reviews: null };
  const spread = (rng() + rng() + rng() - 1.5) * 0.7;
  const rating = Math.min(5, Math.max(3, Math.round((4.35 + spread) * 10) / 10));
  // Cheap, popular products collect more reviews.
  const popularity = price < 100 ? 7.5 : price < 500 ? 6.5 : 5.5;
  const reviews = Math.max(1, Math.floor(Math.exp(rng() * popularity)));
  return { rating, reviews };
}

// Keeps `target` drafts, spreading them over the lines by weight so every model line stays represented.
function sampleByLine(drafts: readonly Draft[], target: number, rng: () => number): Draft[] {
  if (drafts.length <= target) return [...drafts];
  const lines = new Map<string, Draft[]>();
  for (const draft of drafts) {
    const list = lines.get(draft.line);
    if (list) list.push(draft);
    else lines.set(draft.line, [draft]);
  }
  const entries = [...lines.values()].map((list) => ({ list, weight: list[0]?.weight ?? 1, quota: 0 }));
  let remaining = target;
  let open = entries;
  // Water-filling: lines with fewer drafts than their share give the rest to the others.
  while (open.length > 0 && remaining > 0) {
    const totalWeight = open.reduce((sum, entry) => sum + entry.weight, 0);
    const short = open.filter(
      (entry) => entry.list.length - entry.quota <= (remaining * entry.weight) / totalWeight,
    );
    if (short.length === 0) {
      let given = 0;
      const shares = open.map((entry) => {
        const exact = (remaining * entry.weight) / totalWeight;
        const whole = Math.floor(exact);
        given += whole;
        return { entry, whole, fraction: exact - whole };
      });
      shares.sort((a, b) => b.fraction - a.fraction);
      for (const [i, share] of shares.entries())
        share.entry.quota += share.whole + (i < remaining - given ? 1 : 0);
      remaining = 0;
      break;
    }
    for (const entry of short) {
      remaining -= entry.list.length - entry.quota;
      entry.quota = entry.list.length;
    }
    open = open.filter((entry) => !short.includes(entry));
  }
  const kept = new Set<Draft>();
  for (const entry of entries)
    for (const draft of shuffleInPlace(rng, [...entry.list]).slice(0, entry.quota)) kept.add(draft);
  return drafts.filter((draft) => kept.has(draft));
}

const PRODUCT_LIST_CACHE = new Map<number, DemoProduct[]>();

// The demo's product range for a seed. Computed once per seed; callers must not mutate it.
export function buildDemoProducts(seed: number): readonly DemoProduct[] {
  const cached = PRODUCT_LIST_CACHE.get(seed);
  if (cached) return cached;
  const bySub = new Map<DemoSubcategory, Draft[]>();
  const seenNames = new Set<string>();
  const emit: Emit = (draft) => {
    // Two combinations can spell the same product (e.g. a one-colour line); keep the first.
    if (seenNames.has(draft.name)) return;
    seenNames.add(draft.name);
    const list = bySub.get(draft.sub);
    if (list) list.push(draft);
    else bySub.set(draft.sub, [draft]);
  };
  for (const build of FAMILY_BUILDERS) build(emit);

  const products: DemoProduct[] = [];
  const usedGtins = new Set<string>();
  const usedMpns = new Set<string>();
  for (const sub of DEMO_SUBCATEGORY_KEYS) {
    const drafts = bySub.get(sub) ?? [];
    const selected = sampleByLine(
      drafts,
      DEMO_SUBCATEGORIES[sub].target,
      createItemRng(seed, `sample:${sub}`),
    );
    for (const draft of selected) {
      const rng = createItemRng(seed, `product:${draft.name}`);
      const hasGtin = rng() >= 0.05;
      let mpn = draft.mpn ?? makeMpn(draft.brand, rng);
      while (usedMpns.has(mpn)) mpn = `${mpn}${drawCode(rng, 1)}`;
      usedMpns.add(mpn);
      const price = Math.max(5, draft.price);
      const rrp = Math.round(price * (1.08 + rng() * 0.17)) - 0.01;
      const keywords = [
        ...new Set(draft.keywords.map((keyword) => keyword.trim()).filter((keyword) => keyword !== '')),
      ];
      products.push({
        index: products.length,
        key: `p${String(products.length).padStart(5, '0')}`,
        subcategory: sub,
        brand: draft.brand,
        name: draft.name,
        model: draft.model,
        modelNumber: mpn,
        colour: draft.colour,
        gtin: hasGtin ? allocateGtin(draft.brand, draft.name, usedGtins) : null,
        basePriceCents: Math.round(price * 100),
        rrpCents: Math.round(Math.max(rrp, price) * 100),
        ...buildTexts(draft, rng),
        keywords: keywords.join(', '),
        ...buildRating(rng, price),
        imageHue: draft.hue ?? findHueForColour(draft.colour, hashString(draft.brand) % 360),
        imageLabel: draft.label,
      });
    }
  }
  PRODUCT_LIST_CACHE.clear();
  PRODUCT_LIST_CACHE.set(seed, products);
  return products;
}
