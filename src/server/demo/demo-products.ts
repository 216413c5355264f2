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
