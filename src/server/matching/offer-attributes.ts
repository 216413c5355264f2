import { normalizeBrandKey } from '../catalog/brand-key.ts';

// What an offer says about the product it sells, read from the shop's title and columns (issue 15,
// part 1): the brand, the model numbers, the product line and the attributes that tell one model's
// variants apart (storage, memory, screen, capacity, power), the colour and condition (attributes of
// the offer, not of the product), and the signs that the offer is not the device itself (a case
// "for iPhone", a cable, a refill, a pack of several). Feeds write in Spanish, English, German and
// French; so do these rules. Matching (who sells the same product) is built on them.

export type OfferText = {
  title: string;
  brand?: string | null;
  // The shop's model and manufacturer part number columns, when it sends them.
  model?: string | null;
  mpn?: string | null;
  // The feed's description: its opening is read for a model number when the title and columns give
  // none.
  description?: string | null;
};

export type Condition = 'new' | 'refurbished' | 'used';

export type OfferAttributes = {
  // The brand's key ("hp" for "HP", "Hewlett-Packard" and "HEWLETT PACKARD"), null when unknown.
  brand: string | null;
  // Model numbers as written without spaces, dashes or dots, upper case: "SM-S918B" is "SMS918B".
  modelCodes: string[];
  // Model numbers the description's opening gives when the title and columns give none: evidence
  // that joins, never evidence that separates (see descriptionCodesOf).
  describedCodes: string[];
  // Codes of parts inside the product (processors, graphics chips), not of the product.
  componentCodes: string[];
  // Short codes and a word joined to a number ("S23", "HP 305"): they name a line, not one model.
  lineCodes: string[];
  // Codes of the product the offer is for ("case for iPhone … MPUF3"): never the offer's own.
  targetCodes: string[];
  // The variant words of what an accessory is for ("para Galaxy S25 Ultra": "ultra"); null when
  // the title names nothing it is for.
  targetVariants: string[] | null;
  storageGb: number | null;
  ramGb: number | null;
  screenInches: number | null;
  capacityLitres: number | null;
  capacityKg: number | null;
  powerW: number | null;
  colour: string | null;
  condition: Condition | null;
  // The offer sells something for a product (a case, a cable, a refill), not the product.
  accessory: boolean;
  // A keyboard's key layout ("layout español", "AZERTY"): two layouts are two products.
  keyboardLayout: string | null;
  // The one connector a title names, Lightning or USB-C (AirPods' cases): null for none or both.
  connector: string | null;
  // "XL", "II", "Ti" written right after a number: part of another product's number.
  numberSuffixes: string[];
  // Headphones: worn in the ear or over it, when the title says which.
  wearStyle: string | null;
  // "Pack of 3": the number of units sold together, when more than one.
  packOf: number | null;
  // A watch's case size in millimetres ("Galaxy Watch6 40 mm" and "44 mm" are two products).
  caseMm: number | null;
  // An SSD sold with its heatsink ("990 PRO con disipador") is another product than the bare drive.
  heatsink: boolean;
  // A spare part (a drawer, a seal, a filter): an accessory never the device.
  sparePart: boolean;
  // The mobile network a phone's title names, when it names one only: some lines are sold in a 4G
  // and a 5G version under one name ("Redmi Note 13 Pro" and "Redmi Note 13 Pro 5G").
  network: '4g' | '5g' | 'wifi' | null;
  // Set on a product a GTIN made: each colour has a GTIN of its own, so the product is one colour,
  // and an offer naming another colour is not it. Never read from a title.
  oneColour: boolean;
  // The words after the brand up to the first one with a digit ("iphone 15", "galaxy s23",
  // "redmi note 13"), folded to lower case without accents; null when the title has no such line.
  productLine: string | null;
  // Up to three words that follow the line's number in the same part of the title, before a size,
  // a colour or a separator ("hellhound", "twin edge", "aorus elite wifi"): a model's name within
  // its line. Shops' filler ("5g", "libre") is left out.
  lineTail: string[];
  // Words anywhere in the title that name a model's variant ("pro", "plus", "max", "slim"): the
  // iPhone 15 and the iPhone 15 Pro share a line and are two products.
  variantWords: string[];
  // Sold with something else (a camera with a lens, a console with a game): another product than
  // the thing alone.
  bundle: boolean;
  // The title's words that can tell products apart, folded, in order, at most TITLE_WORDS of them:
  // no words that join ("de", "with"), no colours, not the brand. What "close titles" compares;
  // when the brand is unknown, the first is taken for it.
  titleWords: string[];
  // Where in titleWords the title named its colour (how many of them came before it), or null: a
  // shop's second listing of a product in a colour no list knows has its colour's word just there
  // (see colourSlotTwins in product-matcher.ts).
  colourAt: number | null;
  // Measurements a shop may state or leave out of one model ("7000 Pa", "1450W", "24 h", "20000
  // mAh"), as "unit:value": not in titleWords, so one shop's extra specification is no other
  // product; two that state one unit differently are two ("65W" and "100W" chargers).
  measurements: string[];
  // A video game: its platform and the words of its name, sorted ("ps5:6 black call duty ops"),
  // whoever publishes it and however a shop orders the words; null for anything else.
  gameKey: string | null;
};

// Brands written several ways in feeds, by the key normalizeBrandKey gives each way.
const BRAND_ALIASES: Record<string, string> = {
  'hewlett packard': 'hp',
  'hp inc': 'hp',
  'hewlett packard enterprise': 'hpe',
  'lg electronics': 'lg',
  'samsung electronics': 'samsung',
  'sony interactive entertainment': 'sony',
  asustek: 'asus',
  'asustek computer': 'asus',
  'western digital': 'wd',
  'apple inc': 'apple',
  'microsoft corporation': 'microsoft',
  'lenovo group': 'lenovo',
  'bosch hausgerate': 'bosch',
  'robert bosch': 'bosch',
  'tp link': 'tp-link',
  'advanced micro devices': 'amd',
  'hotpoint ariston': 'hotpoint',
  'de longhi': 'delonghi',
  lge: 'lg',
  playstation: 'sony',
  'segway ninebot': 'segway',
  ninebot: 'segway',
  'micro star': 'msi',
  'micro star international': 'msi',
  // Xiaomi's lines sold under brands of their own: shops name either in the brand column.
  poco: 'xiaomi',
  redmi: 'xiaomi',
  // Nestlé's capsules are sold as Nescafé Dolce Gusto, the brand shops write whole or in part.
  'nescafe dolce gusto': 'nescafe',
  'dolce gusto': 'nescafe',
  // Anker's brands; a brand written with its line of business ("eufy Security", "Sage Appliances").
  soundcore: 'anker',
  eufy: 'anker',
  'eufy security': 'anker',
  'anker innovations': 'anker',
  'sage appliances': 'sage',
  // Microsoft's consoles and controllers, branded by the console.
  xbox: 'microsoft',
  // Logitech's speakers.
  'ultimate ears': 'logitech',
  // A maker named by two words, the first of which is a kind of thing.
  'cooler master': 'cooler master',
  'warner bros games': 'warner bros',
};

// Brands recognised at the start of a title when the shop sends no brand column.
const KNOWN_BRANDS = new Set([
  'acer',
  'aeg',
  'amazon',
  'amd',
  'anker',
  'apple',
  'asus',
  'balay',
  'beko',
  'belkin',
  'bosch',
  'bose',
  'brother',
  'canon',
  'corsair',
  'cecotec',
  'crucial',
  'dell',
  'dyson',
  'epson',
  'fujifilm',
  'garmin',
  'gigabyte',
  'google',
  'hisense',
  'honor',
  'hp',
  'huawei',
  'intel',
  'jbl',
  'kingston',
  'lenovo',
  'lg',
  'logitech',
  'medion',
  'miele',
  'microsoft',
  'motorola',
  'msi',
  'netgear',
  'nikon',
  'nintendo',
  'nothing',
  'nvidia',
  'oneplus',
  'oppo',
  'panasonic',
  'philips',
  'razer',
  'realme',
  'rowenta',
  'samsung',
  'sandisk',
  'seagate',
  'sharp',
  'siemens',
  'sony',
  'steelseries',
  'tcl',
  'teka',
  'tp-link',
  'ubiquiti',
  'wd',
  'whirlpool',
  'xiaomi',
  'zte',
  // Large appliances, as UK, French and German feeds name them.
  'hotpoint',
  'indesit',
  'zanussi',
  'smeg',
  'liebherr',
  'candy',
  'hoover',
  'haier',
  'electrolux',
  'neff',
  'gorenje',
  'grundig',
  'blomberg',
  'fridgemaster',
  'russell',
  'kenwood',
  'toshiba',
  'hitachi',
  'daewoo',
  'igenix',
  'montpellier',
  'stoves',
  'belling',
  'lec',
  'bush',
  'logik',
  'vestel',
  'jvc',
  'sanyo',
  'sencor',
  'severin',
  'de dietrich',
  'brandt',
  'vedette',
  'fagor',
  'edesa',
  'infiniton',
  'oral b',
  // Makers of graphics cards, audio, personal care and small appliances shops name without a
  // brand column (the chip's maker further on, "Sapphire … AMD Radeon", is not the brand).
  'sapphire',
  'powercolor',
  'xfx',
  'zotac',
  'pny',
  'asrock',
  'palit',
  'gainward',
  'inno3d',
  'meta',
  'ghd',
  'ugreen',
  'spigen',
  'panzerglass',
  'otterbox',
  'baseus',
  'insta360',
  'keychron',
  'jabra',
  'braun',
  'babyliss',
  'remington',
  'dreame',
  'taurus',
  // Cameras and phones.
  'olympus',
  'pentax',
  'leica',
  'gopro',
  'dji',
  'sigma',
  'tamron',
  'nokia',
  'alcatel',
  'doro',
  'htc',
  'vivo',
  'fairphone',
  // Small appliances, audio and home, often sent without a brand column.
  'sonos',
  'ninja',
  'cosori',
  'roborock',
  'irobot',
  'ecovacs',
  'nespresso',
  'delonghi',
  'krups',
  'nescafe',
  'amazfit',
  'levoit',
  'tomtom',
  'transcend',
  'lexar',
  'noctua',
  'nzxt',
  'seasonic',
  'thermaltake',
  'jura',
  'melitta',
  'saeco',
  'lavazza',
  'bissell',
  'tineco',
  'wacom',
  'benq',
  'viewsonic',
  'iiyama',
  'zyxel',
  'tenda',
  'devolo',
  'hikvision',
  'ezviz',
  'tado',
  'netatmo',
  'withings',
  'suunto',
  'synology',
  'qnap',
  'soundcore',
  'eufy',
  'rode',
  'tefal',
  'moulinex',
  'fitbit',
  'avm',
  'marshall',
  'sennheiser',
  'beats',
  'kobo',
  'mercusys',
  'pocketbook',
  'wiz',
  'imou',
  'pico',
  'karcher',
  'ring',
]);

// Lines that name their maker when a title leaves the brand out ("SIM Free iPhone 13 128GB").
const BRAND_OF_LINE: Record<string, string> = {
  iphone: 'apple',
  ipad: 'apple',
  macbook: 'apple',
  imac: 'apple',
  airpods: 'apple',
  galaxy: 'samsung',
  pixel: 'google',
  xperia: 'sony',
  bravia: 'sony',
  playstation: 'sony',
  xbox: 'microsoft',
  redmi: 'xiaomi',
  poco: 'xiaomi',
  thinkpad: 'lenovo',
  ideapad: 'lenovo',
  lumix: 'panasonic',
  coolpix: 'nikon',
  ryzen: 'amd',
  moto: 'motorola',
  venu: 'garmin',
  fenix: 'garmin',
  forerunner: 'garmin',
  vivoactive: 'garmin',
  dualsense: 'sony',
  dualshock: 'sony',
  kindle: 'amazon',
  chromecast: 'google',
};
const CONSOLE_WORDS = new Set(['consola', 'console', 'konsole']);
// Only these may come before the line: "SIM Free iPhone 13" is Apple's, "Griffin iPhone 3G Case"
// Griffin's.
const BEFORE_LINE = new Set(
  'sim free unlocked libre new nuevo nueva brand refurbished renewed reacondicionado smartphone movil móvil mobile phone consola console konsole tablet portátil portatil laptop mando manette controller ereader ebook e-book liseuse'.split(
    ' ',
  ),
);

// Words a company's legal or trading name adds to its brand ("Omnimount Systems Inc", "Hoover
// Company", "Terk Technologies").
const COMPANY_WORDS = new Set([
  'inc',
  'llc',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'gmbh',
  'ag',
  'sa',
  'sl',
  'slu',
  'srl',
  'spa',
  'bv',
  'plc',
  'group',
  'systems',
  'technologies',
  'technology',
  'electronics',
  'international',
  'industries',
  'information',
  'ent',
  'entertainment',
  'products',
  'usa',
  'europe',
  'iberia',
  // A line of business or a country after the brand ("Sage Appliances", "eufy Security", "Bosch
  // Hogar", "Logitech España").
  'appliances',
  'security',
  'games',
  'hogar',
  'espana',
  'deutschland',
  'france',
  'italia',
  'benelux',
]);

function withoutCompanyWords(key: string): string {
  const words = key.split(' ');
  while (words.length > 1 && COMPANY_WORDS.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

// Feeds repeat a handful of brand names over thousands of rows: each is read once.
const brandKeys = new Map<string, string | null>();
const MAX_NAMES_HELD = 10_000;

export function brandKeyOf(name: string): string | null {
  let key = brandKeys.get(name);
  if (key === undefined) {
    key = readBrandKey(name);
    if (brandKeys.size >= MAX_NAMES_HELD) brandKeys.clear();
    brandKeys.set(name, key);
  }
  return key;
}

function readBrandKey(name: string): string | null {
  const key = withoutCompanyWords(normalizeBrandKey(name.replace(/[Øø]/g, 'o').replace(/[Ææ]/g, 'ae')));
  if (key === '' || NO_BRAND.has(key)) return null;
  const alias = BRAND_ALIASES[key] ?? (key === 'tp link' ? 'tp-link' : undefined);
  if (alias) return alias;
  // "TOM TOM", "Be Quiet": a known brand written in two words.
  const joined = key.includes(' ') ? key.replace(/ /g, '') : key;
  if (joined !== key && KNOWN_BRANDS.has(joined)) return BRAND_ALIASES[joined] ?? joined;
  // "Canon Camcorders", "Sony DSLR": a known brand followed by a division's name.
  // …or after its group's name ("Seiko Epson", "Koninklijke Philips").
  const known = key.split(' ').find((word) => KNOWN_BRANDS.has(word));
  return known ?? key;
}

// What marketplaces write for "no brand".
const NO_BRAND = new Set([
  'unknown',
  'generic',
  'generico',
  'generica',
  'sin marca',
  'no brand',
  'unbranded',
  'sans marque',
  'ohne marke',
]);

// Where a known brand may stand in a title: "Lavadora Balay 3TS283BD", "Cartucho de tinta HP 305".
const BRAND_SEARCH_WORDS = 8;

function brandFromTitle(words: string[], accessory: boolean): string | null {
  const first = words.slice(0, 2).join(' ');
  const alias = BRAND_ALIASES[normalizeBrandKey(first)];
  if (alias) return alias;
  const word = normalizeBrandKey(words[0] ?? '');
  if (word === 'tp link' || /^tp-?link$/i.test(words[0] ?? '')) return 'tp-link';
  if (KNOWN_BRANDS.has(word)) return BRAND_ALIASES[word] ?? word;
  // A brand written with an apostrophe or a dash ("De'Longhi") is one word.
  if (BRAND_ALIASES[word]) return BRAND_ALIASES[word]!;
  // "Consola Switch 2" is Nintendo's; a network switch is not.
  let afterConsoleWord = false;
  for (const later of words) {
    const word = later.toLowerCase().replace(/[^\p{L}]+$/u, '');
    const maker = BRAND_OF_LINE[word] ?? (word === 'switch' && afterConsoleWord ? 'nintendo' : undefined);
    if (maker) return accessory ? null : maker;
    afterConsoleWord = CONSOLE_WORDS.has(word);
    if (!BEFORE_LINE.has(word)) break;
  }
  // Further on, up to the product an accessory is for ("Funda para Samsung Galaxy" is no Samsung).
  let pair: string | undefined;
  for (const [at, later] of words.slice(1, BRAND_SEARCH_WORDS).entries()) {
    if (FOR_WORD.test(later)) break;
    // A brand in two words after a kind ("CAPSULAS DOLCE GUSTO …"), unless a maker is named too
    // ("CAFETERA DOLCE GUSTO KRUPS PICCOLO XS").
    pair ??= BRAND_ALIASES[normalizeBrandKey(`${later} ${words[at + 2] ?? ''}`)];
    const key = later.toLowerCase().replace(/[^\p{L}\d-]+/gu, '');
    if (KNOWN_BRANDS.has(key)) return BRAND_ALIASES[key] ?? key;
    const folded = normalizeBrandKey(key);
    if (folded !== key && KNOWN_BRANDS.has(folded)) return BRAND_ALIASES[folded] ?? folded;
    // "ORAL-B" is keyed as the brand column's "Oral-B" is.
    if (later.includes('-')) {
      const written = normalizeBrandKey(later);
      if (KNOWN_BRANDS.has(written)) return written;
    }
  }
  return pair ?? null;
}

const FOR_WORD = /^(para|for|für|pour|per|voor|compatible|compatibile|kompatibel)$/i;

// A title with its lower case, so that a regular expression is skipped when the title lacks every
// word it looks for (most titles name no keyboard layout, no lens, no headphones): the expression
// still decides whenever it could match. "ſ" (long s) is the one letter a case-insensitive
// expression reads as an ASCII letter ("s") that lower case leaves as it is: in a title with one,
// no expression is skipped.
type Title = { text: string; lower: string; anyCase: boolean; mayNameFor: boolean };

function titleOf(text: string): Title {
  const title = { text, lower: text.toLowerCase(), anyCase: text.includes('ſ'), mayNameFor: true };
  title.mayNameFor = mayHold(title, FOR_WORDS_WRITTEN);
  return title;
}

// Every way FOR_PHRASE and FOR_WORDS match holds one of these.
const FOR_WORDS_WRITTEN = ['para', 'for', 'fits', 'für', 'pour', 'per', 'voor', 'compatib', 'kompatibel'];

// Whether the title may hold one of the words (lower case), as a case-insensitive expression reads.
function mayHold(title: Title, words: readonly string[]): boolean {
  if (title.anyCase) return true;
  for (const word of words) if (title.lower.includes(word)) return true;
  return false;
}

// Numbers in feeds use a comma or a point for decimals ("15,6" and "15.6").
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const toNumber = (text: string) => Number(text.replace(',', '.'));

const sizePatterns = new Map<string, RegExp>();

function sizesOf(title: string, unit: RegExp): number[] {
  let pattern = sizePatterns.get(unit.source);
  if (!pattern) {
    pattern = new RegExp(`${NUMBER}\\s?${unit.source}`, 'giu');
    sizePatterns.set(unit.source, pattern);
  }
  // exec() in a loop rather than matchAll(), which copies the expression on every call.
  const sizes: number[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(title); match !== null; match = pattern.exec(title)) {
    sizes.push(toNumber(match[1]!));
  }
  return sizes;
}

const MAX_RAM_GB = 128;
// A size starts a word: "COOLPIXS550GB" (a camera in graphite black) holds no 550 GB.
const MEMORY_SIZE = new RegExp(
  `(?<![\\p{L}\\d])${NUMBER}\\s?(TB|GB|Go|To)\\b(?:\\s*\\+\\s*${NUMBER}\\s?(TB|GB|Go|To)\\b)?`,
  'giu',
);

// Gigabytes and terabytes, with what each follows or precedes ("16GB RAM", "RAM 16 GB", "512 GB SSD").
const MEMORY_UNITS = ['tb', 'gb', 'go', 'to'];

// "1TB" and "1000GB" are one size, as shops write it either way.
function gigabytes(value: string, unit: string): number {
  const size = toNumber(value) * (/^t/i.test(unit) ? 1024 : 1);
  return size >= 1000 && size % 1000 === 0 ? (size / 1000) * 1024 : size;
}

function memoryOf(written: Title): { storageGb: number | null; ramGb: number | null } {
  if (!mayHold(written, MEMORY_UNITS)) return { storageGb: null, ramGb: null };
  const title = written.text;
  const found: Array<{ gb: number; ram: boolean; storage: boolean }> = [];
  MEMORY_SIZE.lastIndex = 0;
  for (let match = MEMORY_SIZE.exec(title); match !== null; match = MEMORY_SIZE.exec(title)) {
    const before = title.slice(Math.max(0, match.index - 12), match.index).toLowerCase();
    // What follows a size, up to the next number, is its label ("512GB SSD", not "8GB 512GB SSD").
    const after = title
      .slice(match.index + match[0].length, match.index + match[0].length + 14)
      .toLowerCase()
      .split(/\d/)[0]!;
    const gb = gigabytes;
    if (match[3]) {
      // "8+256GB", "12GB+512GB": memory plus storage, as phones are sold; "128 GB + 12 GB RAM" the
      // other way round. Storage is the larger.
      const [first, second] = [gb(match[1]!, match[2] ?? match[4]!), gb(match[3], match[4]!)];
      found.push({ gb: Math.min(first, second), ram: true, storage: false });
      found.push({ gb: Math.max(first, second), ram: false, storage: true });
      continue;
    }
    const ram =
      /\b(ram|ddr\d?|lpddr\d?x?|memoria|arbeitsspeicher|mémoire)\b/.test(after) ||
      // "RAM 16 GB", but in "8 GB RAM 256 GB" the label was the size's before it.
      (/\bram\b\s*:?\s*$/.test(before) && !/\d\s?(gb|go)\s*ram\s*:?\s*$/.test(before));
    // "8GB RAM - SSD 256GB": the label right after a size is its own.
    const storage =
      !ram && /\b(ssd|hdd|emmc|ufs|nvme|almacenamiento|speicher|stockage|rom|disco)\b/.test(after + before);
    found.push({ gb: gb(match[1]!, match[2]!), ram, storage });
  }
  let ramGb = found.find((size) => size.ram)?.gb ?? null;
  let storageGb = found.find((size) => size.storage)?.gb ?? null;
  const unlabelled = found.filter((size) => !size.ram && !size.storage).map((size) => size.gb);
  // Unlabelled: the largest is the storage; a smaller one is the memory ("8GB 256GB", "8 Go 256 Go
  // SSD"), as long as it is a memory's size.
  if (storageGb === null && unlabelled.length > 0) storageGb = Math.max(...unlabelled);
  const smaller = unlabelled.filter((gb) => storageGb !== null && gb < storageGb && gb <= MAX_RAM_GB);
  if (ramGb === null && smaller.length > 0) ramGb = Math.max(...smaller);
  return { storageGb, ramGb };
}

function screenOf(written: Title): number | null {
  const title = written.text;
  const inches = sizesOf(title, /(?:"|''|”|″|pulgadas|pulg\.?|inch(?:es)?|zoll|pouces|in\b)/);
  // A folding phone's outer and inner screens ("Pantalla externa 4\", Pantalla interior 6,9\""): the
  // main one is the larger.
  if (inches.length > 0) return inches.length === 1 ? inches[0]! : Math.max(...inches);
  if (!mayHold(written, ['cm'])) return null;
  const cm = title.match(/(\d{2,3})\s?cm\s*\(\s*(\d{2,3}(?:[.,]\d)?)\s*(?:"|''|zoll|pulgadas)/i);
  if (cm) return toNumber(cm[2]!);
  return null;
}

// A shop writing a screen's whole inches ("MacBook Air 13\"") for the maker's 13.6: one size. Two
// sizes with decimals (13.3 and 13.6) are two.
function roundedDown(x: number, y: number): boolean {
  if (!Number.isInteger(x) && !Number.isInteger(y)) return false;
  // …or rounding the maker's 23.8 to 24.
  return Math.floor(x) === Math.floor(y) || Math.round(x) === Math.round(y);
}

export const COLOURS: Record<string, string[]> = {
  black: [
    'black',
    'negro',
    'negra',
    'schwarz',
    'noir',
    'noire',
    'midnight',
    'medianoche',
    'minuit',
    'mitternacht',
    'middernacht',
    'mezzanotte',
    'graphite',
    'grafito',
    'obsidian',
    'obsidiana',
    'jetblack',
    'nero',
    'zwart',
    'preto',
  ],
  white: [
    'white',
    'blanco',
    'blanca',
    'weiß',
    'weiss',
    'blanc',
    'blanche',
    'starlight',
    'blanco estrella',
    'lumière stellaire',
    'polarstern',
    'porcelain',
    'tiza',
    'chalk',
    'porcelana',
    'bianco',
    'wit',
    'branco',
  ],
  silver: [
    'silver',
    'whitesilver',
    'plata',
    'plateado',
    'silber',
    'argent',
    'argenté',
    'argento',
    'zilver',
    'prateado',
  ],
  grey: [
    'grey',
    'gray',
    'gris',
    'grau',
    'space grey',
    'space gray',
    'gris espacial',
    'grigio',
    'grijs',
    'cinzento',
    'antracita',
    'anthracite',
    'anthrazit',
    'charcoal',
  ],
  gold: ['gold', 'oro', 'dorado', 'doré', 'goud', 'dourado'],
  blue: [
    'blue',
    'azul',
    'blau',
    'bleu',
    'celeste',
    'blu',
    'azzurro',
    'blauw',
    'silverblue',
    'icyblue',
    'denim',
  ],
  red: ['red', 'rojo', 'roja', 'rot', 'rouge', 'rosso', 'rood', 'vermelho'],
  green: ['green', 'verde', 'grün', 'vert', 'groen', 'jadegreen'],
  pink: ['pink', 'rosa', 'rose', 'roze', 'coral'],
  purple: [
    'purple',
    'morado',
    'lila',
    'violeta',
    'violett',
    'violet',
    'lavender',
    'lavanda',
    'viola',
    'paars',
    'roxo',
    'plum',
  ],
  yellow: ['yellow', 'amarillo', 'gelb', 'jaune', 'giallo', 'geel', 'amarelo'],
  // Makers' colours that are none of those.
  beige: ['beige', 'cream', 'crema'],
  brown: ['brown', 'marrón', 'marron', 'braun', 'hazel', 'avellana'],
  orange: ['orange', 'naranja', 'arancione', 'oranje', 'laranja'],
  turquoise: ['turquoise', 'turquesa', 'türkis', 'mint', 'menta'],
  titanium: ['natural titanium', 'titanio natural', 'titan natur', 'titane naturel'],
  desert: [
    'desert titanium',
    'titanio desierto',
    'titânio deserto',
    'titane désert',
    'titan wüstensand',
    'desierto',
    'deserto',
  ],
  sand: ['sand', 'arena', 'areia', 'sable', 'sandstein', 'sabbia', 'zand'],
  copper: ['copper', 'cobre', 'cuivre', 'kupfer', 'rame', 'koper'],
  ivory: ['ivory', 'marfil', 'ivoire', 'elfenbein', 'avorio'],
  olive: ['olive', 'oliva', 'oliv'],
  wood: ['wood', 'madera', 'holz', 'legno', 'hout'],
  // Titanium alone, a finish ("Natural Titanium" is the colour above).
  titan: ['titanio', 'titanium', 'titan', 'titane', 'titânio'],
  // A case's "colour" when it has none.
  clear: ['clear', 'transparente', 'transparent', 'transparant', 'trasparente', 'transparentes'],
  // An ink cartridge's "color" is its three colours in one.
  multi: [
    'tricolor',
    'tricolour',
    'tricolore',
    'multicolor',
    'multicolour',
    'color',
    'colour',
    'couleur',
    'kleur',
    'colore',
  ],
};

// Every colour's words as one pattern, compiled once, and the colour each word names.
const COLOUR_OF_WORD = new Map(
  Object.entries(COLOURS).flatMap(([colour, words]) => words.map((word) => [word, colour] as const)),
);
const COLOUR_PATTERN = new RegExp(
  `(?<=[^\\p{L}])(?:${[...COLOUR_OF_WORD.keys()].sort((x, y) => y.length - x.length).join('|')})(?=[^\\p{L}])`,
  'gu',
);

const EFFICIENCY = /(?:80\s?plus|80\s?\+)\s*$/;
const SWITCH_MAKER = /(?:switch(?:es)?|gateron|mx|kailh|optical)\s*$/;

function colourOf(title: Title): string | null {
  const text = ` ${title.lower} `;
  // The last colour named wins: titles name the product first and its colour at the end.
  let last: string | null = null;
  let lastEnd = -1;
  COLOUR_PATTERN.lastIndex = 0;
  for (let match = COLOUR_PATTERN.exec(text); match !== null; match = COLOUR_PATTERN.exec(text)) {
    // A keyboard's switches are named by colour ("Gateron Red", "Cherry MX Brown"), a power supply's
    // efficiency ("80 Plus Gold"): not its colour.
    const before = text.slice(Math.max(0, match.index - 12), match.index);
    if (SWITCH_MAKER.test(before) || EFFICIENCY.test(before)) continue;
    // A maker's shade right after a plain colour ("Azul medianoche", "Blanco menta") is that colour's,
    // as the plain colour after a shade is in English ("Midnight Blue").
    const shadeOfLast =
      last !== null &&
      NAMED_SHADES.has(match[0]) &&
      !NAMED_SHADES.has(last) &&
      COLOUR_OF_WORD.get(last) !== 'multi' &&
      text.slice(lastEnd, match.index).trim() === '';
    if (!shadeOfLast) last = match[0];
    lastEnd = match.index + match[0].length;
  }
  return last === null ? null : COLOUR_OF_WORD.get(last)!;
}

// Colours makers name after a thing, each counted under the plain colour it is closest to.
const NAMED_SHADES = new Set(
  'midnight medianoche minuit mitternacht middernacht mezzanotte graphite grafito obsidian obsidiana jetblack starlight porcelain porcelana tiza chalk celeste denim coral lavender lavanda plum mint menta cream crema hazel avellana antracita anthracite anthrazit charcoal'.split(
    ' ',
  ),
);

function conditionOf(title: Title): Condition | null {
  const text = title.lower;
  if (
    /\b(reacondicionad[oa]|refurbished|renewed|generalüberholt|reconditionn[ée]e?|remanufactured|grade [abc]\b|grado [abc]\b)/u.test(
      text,
    )
  ) {
    return 'refurbished';
  }
  if (/\b(segunda mano|usad[oa]|used|gebraucht|d'occasion|occasion)\b/u.test(text)) {
    return 'used';
  }
  return null;
}

// Words that say the offer is for a product rather than the product: cases, cables, chargers,
// screen protectors, straps, spare parts and consumables, in the four languages.
const ACCESSORY_WORDS = [
  // "Accesorio oficial de GoPro" (the plural counts what comes with a device: "con 6 accesorios").
  'accesorio',
  'accessory',
  'accessoire',
  'accessorio',
  'acessorio',
  'zubehörteil',
  'funda',
  'carcasa',
  'protector de pantalla',
  'cristal templado',
  'cable',
  'cargador',
  'adaptador',
  'soporte',
  'correa',
  'recambio',
  'recambios',
  'repuesto',
  'repuestos',
  'cartucho',
  'tóner',
  'toner',
  'tinta',
  'bolsa',
  'maletín',
  'case',
  'cover',
  'screen protector',
  'tempered glass',
  'charger',
  'adapter',
  'mount',
  'stand',
  'strap',
  'band',
  'replacement',
  'refill',
  'cartridge',
  'ink',
  'sleeve',
  'skin',
  'hülle',
  'schutzhülle',
  'schutzfolie',
  'panzerglas',
  'ladegerät',
  'ladekabel',
  'halterung',
  'armband',
  'ersatz',
  'patrone',
  'tasche',
  'coque',
  'étui',
  'housse',
  'verre trempé',
  'chargeur',
  'câble',
  'adaptateur',
  'support',
  'bracelet',
  'cartouche',
  'recharge',
  'encre',
  'tinte',
  'tintenpatrone',
  'kabel',
  // Portuguese, Italian and Dutch shops' words.
  'capa',
  'película',
  'carregador',
  'cabo',
  'tinteiro',
  'custodia',
  'pellicola',
  'caricatore',
  'caricabatterie',
  'cavo',
  'cartuccia',
  'cinturino',
  'hoesje',
  'hoes',
  'screenprotector',
  'oplader',
  'inktcartridge',
  'inkt',
  'inktfles',
  'tintenflasche',
  'bandje',
  'cartuchos',
  'cartouches',
  'cartridges',
  'patronen',
  'cartucce',
  'tinteiros',
  // Brush and shaver heads.
  'cabezales',
  'cabezal',
  'scheerkop',
  'opzetborstels',
  'scheerkoppen',
  'scherköpfe',
  'scherkopf',
  'aufsteckbürsten',
  'brossettes',
  'testine',
];

// Spare parts of appliances, devices and cameras: accessories whose titles often give the model
// number of what they fit without a "for".
const SPARE_PART_WORDS = [
  'water filter',
  'filtro de agua',
  'filtre à eau',
  'wasserfilter',
  'waterfilter',
  'filtro acqua',
  'filtro de água',
  'türdichtung',
  'joint de porte',
  'guarnizione',
  'deurrubber',
  'door seal',
  'gasket',
  'junta',
  'lens cap',
  'crisper drawer',
  'freezer drawer',
  'vegetable drawer',
  'salad drawer',
  'dispenser drawer',
  'dishwasher basket',
  'cutlery basket',
  'freezer basket',
  'storage basket',
  'basket wheel',
  'glass turntable',
  'microwave turntable',
  'glass plate',
  'bottle shelf',
  'door shelf',
  'cpu cooler',
  'stock cooler',
  'cajón',
  'cesta para cubiertos',
  'plato giratorio',
  'schublade',
  'besteckkorb',
  'drehteller',
  'tiroir',
  'panier à couverts',
  'plateau tournant',
];
const wordsPattern = (words: readonly string[]) =>
  new RegExp(`(?:^|[^\\p{L}])(?:${words.join('|')})(?:[^\\p{L}]|$)`, 'u');
const ACCESSORY_PATTERN = wordsPattern([...ACCESSORY_WORDS, ...SPARE_PART_WORDS]);
const SPARE_PART_PATTERN = wordsPattern(SPARE_PART_WORDS);
const FOR_WORDS =
  /\b(para|for|fits|für|pour|per|voor|compatible con|compatible with|kompatibel mit|compatible avec|compatibile con)\s+\p{L}/iu;

// HP's ink subscription in a printer's title, and what comes with it after "+" ("+ cartuchos de
// repuesto"): neither makes the printer an ink.
const CABLE_MANAGEMENT = /(?:kabel|cable)[\s-]management/g;
const NOT_WHAT_IS_SOLD = /instant ink|\s\+\s.*$/g;
const E_INK = /\be[\s-]?ink\b/g;
const INK_COLOUR = /\b(?:negro|negra|azul|gris)\s+tinta\b/g;
// A printer's title names its ink ("Impresora multifunción de tinta", "de tanque de tinta").
const PRINTER_FIRST = /^(?:impresora|printer|drucker|imprimante)/;
const PRINTER_INK =
  /\b(?:de\s+)?(?:tanque\s+de\s+)?tinta\b|\bjet\s+d['’]\s?encre\b|\b[àa]\s+encre\b|\binkjet\b|\btintenstrahl\w*/g;

// …and a line of trackers with its number ("Huawei Band 9", "Mi Band 7 Pro"), a strap for which names
// itself a strap ("Correa para Huawei Band 9").
const TRACKER =
  /smart ?band|pulsera (?:de actividad|inteligente)|fitness band|activity band|bracelet connect[ée]|bracelet d'activit[ée]|\bband ?\d{1,2}\b/gu;
const WITH_WORD = /\s(?:con|with|mit|avec|com|incl\.?|inkl\.?|including|incluye)\s/;

function isAccessory(written: Title): boolean {
  let lower = written.lower;
  if (lower.includes('ink') || lower.includes('+')) lower = lower.replace(NOT_WHAT_IS_SOLD, ' ');
  // An e-reader's "E Ink" screen is no ink, nor is its "Negro Tinta" colour.
  if (lower.includes('ink')) lower = lower.replace(E_INK, ' ');
  if (lower.includes('tinta')) lower = lower.replace(INK_COLOUR, ' ');
  if (PRINTER_FIRST.test(lower) || printerBeforeFor(lower)) lower = lower.replace(PRINTER_INK, ' ');
  // A cordless vacuum ("sin cable", "sans fil") is no cable, nor a power supply's cable management.
  if (lower.includes('cable') || lower.includes('fil')) lower = lower.replace(CORDLESS, ' ');
  if (lower.includes('management')) lower = lower.replace(CABLE_MANAGEMENT, ' ');
  // What comes with it ("Apple Watch … con correa deportiva") is not what is sold.
  const comesWith = WITH_WORD.exec(lower);
  if (comesWith && comesWith.index > 0) lower = lower.slice(0, comesWith.index);
  // A "Smart Band" or "pulsera de actividad" is the tracker itself.
  if (lower.includes('band') || lower.includes('pulsera') || lower.includes('bracelet')) {
    lower = lower.replace(TRACKER, ' ');
  }
  // A power bank "with integrated cable" is no cable; a "dual band" router no band.
  if (lower.includes('integra')) lower = lower.replace(INTEGRATED_CABLE, ' ');
  if (lower.includes('band')) lower = lower.replace(RADIO_BANDS, ' ');
  // A lens "for Sony E" is a lens.
  if (LENS.test(lower)) return false;
  if (ACCESSORY_PATTERN.test(lower)) {
    // A watch's title naming its strap ("Apple Watch SE 3 GPS 44mm Aluminio Correa Deportiva") sells
    // the watch, unless it opens with the strap or says what the strap is for.
    const watchWithStrap =
      !written.mayNameFor && WATCH.test(lower) && !ACCESSORY_PATTERN.test(lower.slice(0, WATCH_OPENING));
    if (!watchWithStrap || ACCESSORY_PATTERN.test(lower.replace(WATCH_STRAP, ' '))) return true;
  }
  const title = written.text;
  // "… for iPhone 15", "… für Galaxy S23": the product named after "for" is not the one sold. A
  // power bank "for iPhone" is a power bank.
  return (
    written.mayNameFor &&
    FOR_WORDS.test(title) &&
    !NOT_WHAT_IT_FITS.test(title) &&
    !POWER_BANK.test(lower) &&
    // A game or a remote player "for PS5" is not what a controller "for PS5" is.
    !(FOR_PLATFORM.test(title) && !CONTROLLER.test(lower))
  );
}

const FOR_PLATFORM =
  /\b(para|for|für|pour|per|voor)\s+(?:(?:la\s+)?(?:consola|console|konsole)\s+)?(ps5|ps4|playstation|xbox|nintendo switch|switch)\b/iu;
const CONTROLLER =
  /\b(mando|comando|controller|manette|gamepad|controlador|headset|auriculares|volante|steering|cargador|charger|funda|case)\b/u;
const LENS = /\b(objetivo|objektiv|objectif|obiettivo|objectief)\b|\b\d{2,3}-\d{2,3}\s?mm\b.*\bf\/?\d/u;
const CORDLESS = /\b(sin cable|sans fil|senza fili|sem fios|cordless|kabellos)\b/gu;
const PRINTER_WORD = /\b(impresora|printer|drucker|imprimante|stampante|multifunci[oó]n)\b/u;

// "Canon PIXMA MG3650S - Impresora Multifunción de Tinta": a printer named before any "for".
function printerBeforeFor(lower: string): boolean {
  const printer = PRINTER_WORD.exec(lower);
  if (!printer) return false;
  const forWord = /\b(para|for|für|pour|compatible)\b/u.exec(lower);
  return !forWord || printer.index < forWord.index;
}

// "For" followed by who or where it is used, not by a product it fits.
const NOT_WHAT_IT_FITS =
  /\b(para|for|für|pour|per|voor|compatible con|compatible with|kompatibel mit|compatible avec|compatibile con)\s+(\d|gaming|juegos|correr|running|deporte|sport|exteriores|exterior|outdoor|interiores|espresso|bluetooth|dormitorio|salon|sal[oó]n|habitaci[oó]n|oficina|estancias|bedroom|living|ver|escuchar|jugar|cocinar|limpiar|viajar|entrenar|nadar|leer|grabar|secar|planchar|ni[ñn]os|kids|mujer|hombre|adult\w*|todo|toda|tout\w*|la polvere|casa|hogar|home|c[aá]maras|cameras|kameras|appareils|alexa|google|ios|android|apple intelligence|siri|montura|monture|mount|airpods|procesadores|processors|prozessoren|processeurs|processori|pc|escritorio|sobremesa|desktop|ordenador|intel|amd|pelo|cabello|barba|cara|cuerpo|hair|beard|face|body|haare|bart|cheveux|barbe|capelli|tv|televisor|television|musica|music|peliculas|films?|llamadas|calls|anrufe|appels|chiamate|chamadas|business|empresas?|negocios?|professionals?|profesionales?|mascotas|pets|haustiere|animaux|animali|huisdieren|windows|mac|macos|chromebook)/iu;
const RADIO_BANDS = /\b(?:dual|tri|doble|triple|quad)[ -]?band[a]?\b/gu;
const INTEGRATED_CABLE = /(?:cable|kabel|cabo)(?: usb-c)? integrad[oa]|integrated(?: usb-c)? cable/gu;
const POWER_BANK = /power ?bank|bater[ií]a externa|batterie externe/;
// The opening of a strap's title names it ("Apple Watch Band - Correa deportiva").
const WATCH_OPENING = 20;
const WATCH_STRAP = /\b(correa|strap|band|sportband|armband|bracelet|pulseira|cinturino|bandje)\b/gu;

const BUNDLE =
  /\b(bundle|fly more|pack con|with (an? )?(\S+ ){0,8}(lens|game)|con (\S+ ){0,5}(objetivo|juego)|mit (\S+ ){0,5}(objektiv|spiel)|avec (\S+ ){0,5}(objectif|jeu))|\+ ?(objetivo|lens|juego|game|objektiv|spiel)/iu;

// A camera's title naming a focal range ("+ RF-S 18-45mm", "kit 18-55mm") is sold with that lens.
// The range may follow the lens's line ("with AF-P DX NIKKOR 18-55 mm", "+ XC15-45mm").
const KIT_LENS =
  /(\+|(?<!\p{L})(?:kit|con|with|and|y|mit|und|avec|et)(?!\p{L}))\s*(\S+\s){0,4}[a-z-]*\d{2,3}-\d{2,3}\s?mm/iu;

// "Ratón … + alfombrilla": something else sold with it. "Wi-Fi + Cellular", "A9+" and "HDR10+" are
// names, not additions.
// A processor's own cooler ("CPU + Wraith Stealth Cooler") is what its box holds.
const PLUS_SOMETHING =
  /\s\+\s*(?!cellular|lte|5g|4g|wraith|cooler|disipador|body|cuerpo|rat[oó]n|mouse|maus|souris|(?:con|with|mit|avec|de|y|and)\s)(?:\p{L}{4,}|\p{L}{2,3}\s\p{L}{4,})/iu;

// "+ Adaptador SD", "+ Lenovo Tab Pen": what comes in the box with a memory card or a tablet, not
// another product sold with it.
const INCLUDED_ONLY =
  /\s\+\s*(?:[\p{L}\d-]+\s){0,3}(?:adaptador|adapter|adaptateur|adattatore|pen|l[aá]piz|stylus)(?:\s+(?:sd|plus|2))?\s*(?:[,)-]|$)/iu;

// A Sony lens's part number in a camera's title ("ZV-E10L (SELP1650, …)"): sold with it.
const LENS_PART_NUMBER = /\bSELP?\d{4}/;

// A phone "with wide-angle lens", "con objetivo gran angular": its camera, not a lens sold with it.
const CAMERA_LENS = /angular|wide|angle|macro|telephoto|camera|cámara/iu;

// Every way BUNDLE matches holds one of these words.
const BUNDLE_WORDS = [
  'bundle',
  'fly more',
  'pack con',
  '+',
  'lens',
  'game',
  'objetivo',
  'juego',
  'objektiv',
  'spiel',
  'objectif',
  'jeu',
];

function isBundle(written: Title): boolean {
  const title = written.text;
  const bundle = mayHold(written, BUNDLE_WORDS) ? BUNDLE.exec(title) : null;
  return (
    (bundle !== null && !CAMERA_LENS.test(bundle[0])) ||
    (mayHold(written, ['mm']) && KIT_LENS.test(title)) ||
    (title.includes('+') && PLUS_SOMETHING.test(title) && !INCLUDED_ONLY.test(title)) ||
    (title.includes('SEL') && LENS_PART_NUMBER.test(title))
  );
}

// Headphones worn in the ear and over it are two products of one line ("QuietComfort Ultra
// Earbuds" and the "QuietComfort Ultra" headband).
const IN_EAR = /\b(earbuds?|in-ear|intraurales?|true wireless|tws|botón|ecouteurs|écouteurs|in-ohr)\b/iu;
const OVER_EAR =
  /\b(de diadema|over-ear|on-ear|headband|circumaurales?|supraaurales?|casque|over ear|on ear|a padiglione|bügelkopfhörer)\b/iu;

// Every way IN_EAR or OVER_EAR matches holds one of these words.
const WEAR_WORDS = [
  'ear',
  'aural',
  'wireless',
  'tws',
  'botón',
  'couteurs',
  'in-ohr',
  'diadema',
  'headband',
  'casque',
];

function wearStyleOf(written: Title): string | null {
  const title = written.text;
  if (!mayHold(written, WEAR_WORDS)) return null;
  const inEar = IN_EAR.test(title);
  const overEar = OVER_EAR.test(title);
  return inEar === overEar ? null : inEar ? 'in-ear' : 'over-ear';
}

function packOf(written: Title): number | null {
  const title = written.text;
  // "5 paquetes de 16 cápsulas": eighty.
  const packs = PACKS_OF.exec(title);
  if (packs) return Number(packs[1]) * Number(packs[2]);
  const match =
    // (Not "Battery Pack 10.000mAh": a number with a unit or thousands is no count.)
    title.match(
      /\b(?:pack|lote|set|lot|paquete)\s+(?:de|of|mit)?\s*(\d{1,3})\b(?![.,]\d|\s?(?:mah|w|v|gb|tb|mm|cm|ml|l)\b)/i,
    ) ??
    title.match(
      /\b(\d{1,3})\s*(?:er[- ]?(?:pack|set)|x\s*pack|-?pack|unidades|uds?\.?|piezas|units|pcs|pieces|stück|stk\.?|stuks|pezzi|pz|pièces|cabezales|testine|c[aá]psulas|capsules?|kapseln|koffiecups|cups|cialde|dosettes|monodosis|pads|koffiepads|stations|estaciones|nodos|nodes|satellites)(?![\p{L}])/iu,
    ) ??
    // "… x2" at the end of a title ("12x zoom" and "8x DVD" are not packs).
    title.match(/\sx\s?(\d{1,2})\s*$/i);
  const count = match ? Number(match[1]) : null;
  return count !== null && count > 1 ? count : null;
}

// Codes of processors and graphics chips: in a laptop's title they describe a part, not the model.
const COMPONENT_CODE =
  /^(\d{4}(HS|HX|H|U|X3D|XT|X|G|GE|F)|I[3579]\d{4,5}[A-Z]{0,2}|I[3579]|RYZEN\d?|R[3579]\d{4}[A-Z]{0,2}|[RG]TX\d{3,4}(TI|SUPER)?|RX\d{4}(XT|XTX)?|M[1-4](PRO|MAX|ULTRA)?|CORE(I[3579]|ULTRA\d?)|N\d{3,4}|SNAPDRAGON\d*)$/;
// Sizes, speeds and standards that look like codes but say nothing of the model.
// ... and "2X16GB" (a memory kit's modules), "AC1200" and "AX3000" (a Wi-Fi speed class), "B650" or
// "X870E" (a motherboard's chipset, shared by dozens of boards): none is a model. Nor are a memory
// kit's timings ("CL30-38-38-96"), nor Siemens's series ("iQ300", shared by every appliance of it).
const NOT_A_CODE =
  /^(CL\d{2}(?:\d{2}){1,3}|HDR10|IQ[1-7]00|SATA\d|DDR\d\d{4}|DLSS\d|G?DDR\dX?|\d+X\d+(GB|TB|MB)?|A[CX]\d{3,4}|BE\d{4}|[ABHXZ][3-9]\d0E?M?|\d+(GB|TB|MB|GO|TO|MHZ|GHZ|HZ|W|KW|MAH|MP|MM|CM|K|P|V|L|KG|G|FPS|NITS|DPI|X|FT|IN|QT|OZ|LB|WATT|VOLT|RPM|KWH|DBA?|PA)|[2-8]K|\d{3,4}P|USB\d*[A-Z]?|WIFI\d*E?|DDR\d|LPDDR\dX?|PCIE\d*|HDMI\d*|5G|4G|LTE|NFC|\d+G|GEN\d+|V\d+|PS[1-5]|PSP|3DS|NDS|AM[2-5]|LGA\d{3,4}|FM[12]|STR[45]|SP[35]|WIFI\d|BT\d)$/;
// A count and what it counts, written as one word ("2-Line", "6-Disc", "3-Shelf", "4-Port").
const COUNTED_WORD =
  /^\d{1,3}(DISC|DISCO|LINE|LINEA|WAY|VIAS|PORT|PUERTO|PUERTOS|PACK|SHELF|CHANNEL|CANAL|SPEED|PIECE|PIEZA|CUP|TAZA|SLICE|GANG|OUTLET|BAY|ZONE|ZONA|BAND|CORE|NUCLEO|BUTTON|STAGE|DOOR|PUERTA|TUR|BURNER|FOCO|ZONEN|CUBICFOOT)S?$/;

// Where a title says what the offer is for ("… for iPhone 15", "… para Galaxy S23"): from the word
// to the next separator. Codes there name the product it fits, not the one sold.
const FOR_PHRASE =
  /\b(?:para|for|fits|für|pour|per|voor|compatible con|compatible with|kompatibel mit|compatible avec|compatibile con)\s/iu;
// A bracket right after it still names what the offer is for ("for American Fridge Freezers
// (RS68N8230S9)").
const SEGMENT_END = /\s[-–|]\s|[,;)]/;

const CODE_AFTER_COMMA = /^,\s*[A-Z]{1,4}-?\d{1,5}[A-Z]{0,2}\b/;

function forSegmentOf(written: Title): { own: string; target: string } {
  const title = written.text;
  const match = written.mayNameFor ? FOR_PHRASE.exec(title) : null;
  if (!match) return { own: title, target: '' };
  const rest = title.slice(match.index);
  let end = rest.search(SEGMENT_END);
  // A list of what it fits goes on past its commas ("para Pixma MG2150, MG3150, MG3650S").
  while (end !== -1 && CODE_AFTER_COMMA.test(rest.slice(end))) {
    const next = rest.slice(end + 1).search(SEGMENT_END);
    end = next === -1 ? -1 : end + 1 + next;
  }
  const target = end === -1 ? rest : rest.slice(0, end);
  const own = title.slice(0, match.index) + (end === -1 ? '' : rest.slice(end));
  // A second "for" later on ("… para Cafeteras Krups, Compatible con Essential EA8108") names what
  // it fits too.
  if (end !== -1 && FOR_PHRASE.test(rest.slice(end))) {
    const more = forSegmentOf({ ...written, text: own });
    return { own: more.own, target: `${target} ${more.target}` };
  }
  return { own, target };
}

function targetVariantsOf(written: Title): string[] | null {
  const { target } = forSegmentOf(written);
  return target === '' ? null : variantWordsOf(foldedTitleWords(target));
}

// A model number that names a line rather than one model: short ones ("S23", "R50", "A15") and a
// word joined to the number after it ("HP 305"). Kept apart: evidence of a line, never enough alone.
const LINE_CODE_LENGTH = 4;
// A name and a generation written as one word ("Flip6", "Charge5") are a line too; written in
// capitals ("SERIES2") it may be a model number.
const LINE_NAME = /^[A-Z][a-z]{3,}\d{1,2}$/;

type FoundCodes = { model: Set<string>; component: Set<string>; line: Set<string> };

function consider(found: FoundCodes, raw: string, joined = false): void {
  // Apple's chips ("M3", "M4 Pro") are a laptop's processor, however short ("M.2" is a slot).
  if (/^M[1-4]$/i.test(raw)) {
    found.component.add(raw.toUpperCase());
    return;
  }
  const code = raw.toUpperCase().replace(/[\s\-._/]/g, '');
  if (code.length < 3 || code.length > 24) return;
  const letters = /[A-Z]/.test(code);
  // Part numbers of digits alone ("706018", "010-10723-00") count from five digits; barcodes
  // (twelve and more) do not.
  if (!letters && !/^\d{5,11}$/.test(code)) return;
  if (letters && !/\d/.test(code)) return;
  // A processor's number first: "5700X" is no zoom factor.
  if (COMPONENT_CODE.test(code)) {
    found.component.add(code);
    return;
  }
  if (NOT_A_CODE.test(code) || COUNTED_WORD.test(code) || APERTURE.test(raw)) return;
  // "3-Achsen-Gimbal" (a count and a word), "4K/120fps" (two specifications): no model.
  if (/^\d{1,2}[A-Z]{4,}$/.test(code)) return;
  if (raw.includes('/') && raw.split('/').every((piece) => NOT_A_CODE.test(piece.toUpperCase()))) return;
  if (joined || code.length <= LINE_CODE_LENGTH || LINE_NAME.test(raw)) found.line.add(code);
  else {
    // De'Longhi's colours after a dot ("EC685.BK", "EC685.M", "EXAM440.55.W"): the model is before it.
    const dotted = DOTTED_COLOUR.exec(raw);
    found.model.add(dotted ? dotted[1]!.toUpperCase().replace(/[\s\-._/]/g, '') : code);
  }
}

const DOTTED_COLOUR = /^([A-Za-z]+\d+(?:\.\d+)?)\.[A-Za-z]{1,3}$/;

function firstNameWithDigit(title: string): string | null {
  const first = /^\p{L}+\d\p{L}+(?=\s)/u.exec(title);
  return first ? first[0] : null;
}

const RANGE_UNIT = /^(mm|cm|m|kg|g|ml|l|w|v|hz|db|°c)$/i;
const UNIT_AFTER = /^(dpi|mah|rpm|mbps|lumen|lumens|lm|pa|ppm|watts?|kwh|hz|mhz)$/i;
const LETTERED_DIGITS = /(?<![\p{L}\d])[A-Z]{3,5} (\d+) [A-Z](?=\s|$)/gu;
const CORE_ULTRA_NUMBER = /\bultra\s+[3579]\s+(\d{3}[a-z]{0,2})(?![\p{L}\d])/giu;
const RYZEN_NUMBER = /\bryzen\s+[3579]\s+(\d{4})(?![\p{L}\d])/giu;

function codesIn(text: string, found: FoundCodes): void {
  // Words mixing letters and digits ("KGN39VL35G", "SM-S918B", "MQ8N2B/A"), part numbers of digits,
  // and a word of letters followed by a number of three or more digits ("RTX 4070"). A slash next
  // to a size or a word separates words ("7735HS/16GB/512GB SSD/RTX 4050"); otherwise it is part
  // of a code ("MQ8N2B/A", "WW80T534DAW/S3").
  const words: string[] = [];
  for (const word of text.match(/[\p{L}\d][\p{L}\d\-./]*[\p{L}\d]/gu) ?? []) {
    const parts = word.includes('/') ? word.split('/') : null;
    if (
      parts?.some(
        (part) => SIZE_WORD.test(part) || /^[A-Za-z]{3,}$/.test(part) || /^\d+([.,]\d+)?$/.test(part),
      )
    ) {
      words.push(...parts);
    } else {
      words.push(word);
      // "WW90T534DAW/S3": the model and a region another shop leaves out.
      if (parts?.length === 2 && parts[1]!.length <= 3 && parts[0]!.length >= 6 && /\d/.test(parts[0]!)) {
        words.push(parts[0]!);
      }
    }
  }
  // In a title of capitals every word looks like a piece of a code ("GALAXY TAB S7 FE").
  const spacedPieces = spacedCodesIn(text, (raw) => consider(found, raw));
  // Digits between a maker's letters and a finish letter ("HBNF 55181 W UK") are a piece of its
  // number (the letters and the digits make a line code, below), not a part number of their own.
  const letteredDigits = new Set<string>();
  if (/\d [A-Z](\s|$)/.test(text)) {
    for (const match of text.matchAll(LETTERED_DIGITS)) letteredDigits.add(match[1]!);
  }
  // "Ryzen 7 7700": a processor's number even without a letter after it (the words above skip the
  // single digit between).
  if (/ryzen/i.test(text)) {
    for (const match of text.matchAll(RYZEN_NUMBER)) found.component.add(match[1]!);
  }
  // "Core Ultra 5 245K": Intel's processors since 2024 have three digits.
  if (/ultra/i.test(text)) {
    for (const match of text.matchAll(CORE_ULTRA_NUMBER)) found.component.add(`U${match[1]!.toUpperCase()}`);
  }
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    // … nor is a number followed by its unit ("25600 DPI").
    // … nor a range of sizes ("160-224 mm").
    const pieceOfNumber =
      spacedPieces.has(word) ||
      letteredDigits.has(word) ||
      (/^\d+$/.test(word) && UNIT_AFTER.test(words[i + 1] ?? '')) ||
      (/^\d+-\d+$/.test(word) && RANGE_UNIT.test(words[i + 1] ?? ''));
    if (/\d/.test(word) && (/\p{L}/u.test(word) || /^[\d-]{5,14}$/.test(word)) && !pieceOfNumber) {
      consider(found, word);
      // An Intel boxed part number holds the processor's number ("BX80684I58600K").
      const chip = INTEL_BOX_PART.exec(word);
      if (chip) consider(found, chip[1]!);
      // "FA507NU-LP031W", "967562-0403", "U5269-900": one shop writes the model, another adds a
      // configuration, region or batch after a dash.
      // (A part number of three groups, "11348-01-20G", names one product by all three.)
      const dash = word.indexOf('-');
      if (dash >= 5 && /\d/.test(word.slice(0, dash)) && word.indexOf('-', dash + 1) === -1) {
        consider(found, word.slice(0, dash));
      }
    }
    const next = words[i + 1];
    // "Core i5 7600K": a processor's number written apart from its family.
    if (next && /^i[3579]$/i.test(word) && /^\d{4,5}[a-z]{0,2}$/i.test(next))
      consider(found, `${word}${next}`);
    if (
      next &&
      /^[A-Za-z]{2,4}$/.test(word) &&
      /^\d{3,5}[A-Za-z]{0,3}$/.test(next) &&
      !NOT_A_CODE.test(next.toUpperCase()) &&
      !NOT_A_CODE.test(word.toUpperCase()) &&
      !UNIT_WORD.test(word) &&
      // "Pro (128 GB)": a size after a name; "app, 2300 Pa": a measurement.
      !UNIT_WORD.test(words[i + 2] ?? '') &&
      !UNIT_AFTER.test(words[i + 2] ?? '')
    ) {
      consider(found, `${word}${next}`, true);
    }
  }
}

const INTEL_BOX_PART = /^BX\d{5}(I[3579]\d{4,5}[A-Z]{0,2})$/i;

// Makers of large appliances write model numbers in pieces ("NSWM 843C W UK N", "UH6 F1C W",
// "I55VM 1110 W") that other shops join into one ("NSWM843CWUKN"). A run of short words in capitals,
// one of letters and digits, ending in a letter or two (a colour or a region), is one code; "UK N"
// (the UK version) may be left out.
// Or a longer code and its finish letter alone ("DVN05C20 W"; not "TXSR506 A/V", "TR72B TV").
const SPACED_CODE =
  /(?<![\p{L}\d])((?:[A-Z0-9]{1,6} ){1,5}[A-Z]{1,2}(?: \d(?!\s?(?:kg|l|w|cm|mm|litre|place)\b|[.,/]\d))?(?![\p{L}\d])|(?=[A-Z0-9]{7,10} )[A-Z]*\d[A-Z0-9]* [A-Z](?=\s|$))/gu;
const UK_VERSION = / UK(?: N)?$/;
const UNIT_PIECE =
  /^(GB|TB|MB|GO|TO|RAM|ROM|SSD|HDD|KG|CM|MM|HZ|MP|MAH|RPM|HD|UHD|FHD|QHD|[2-8]K|[345]G|LTE|NFC|LED|OLED|QLED|USB|DDR\d?)$/;

// Returns the pieces of the codes it found: each is part of a code, not a code of its own ("55181"
// of "HBNF 55181 W UK").
function spacedCodesIn(text: string, consider: (raw: string) => void): ReadonlySet<string> {
  const found = new Set<string>();
  if (!/\d[A-Z0-9]* [A-Z]{1,2}(?![\p{L}\d])/u.test(text)) return found;
  SPACED_CODE.lastIndex = 0;
  for (let match = SPACED_CODE.exec(text); match !== null; match = SPACED_CODE.exec(text)) {
    const run = match[1]!;
    const pieces = run.split(' ');
    // A piece of letters and digits ("843C"), or letters, digits and a finish letter ("HBNF 55181
    // W"; not "RTX 5070 OC").
    const mixed = pieces.some(
      (piece, i) =>
        (/[A-Z]/.test(piece) && /\d/.test(piece)) ||
        (/^[A-Z]{3,5}$/.test(piece) &&
          /^\d{3,6}$/.test(pieces[i + 1] ?? '') &&
          /^[A-Z]$/.test(pieces[i + 2] ?? '')),
    );
    if (!mixed) continue;
    // "S921B 8 GB RAM 256 GB" is a code and its sizes.
    if (pieces.some((piece) => UNIT_PIECE.test(piece))) continue;
    if (pieces.some((piece) => NOT_A_CODE.test(piece))) continue;
    // A word of five letters or more is a name, not a piece ("GALAXY TAB S7 FE").
    if (pieces.some((piece) => /^[A-Z]{5,}$/.test(piece))) continue;
    const joined = run.replace(/ /g, '');
    if (joined.length < 6) continue;
    consider(joined);
    if (UK_VERSION.test(run)) consider(run.replace(UK_VERSION, '').replace(/ /g, ''));
    for (const piece of pieces) found.add(piece);
  }
  return found;
}

// A lens's aperture ("f/4.5-6.3", "F4-5.6G"): never a model number.
const APERTURE = /^f\/?\d+(\.\d+)?(-\d+(\.\d+)?)?g?$/i;

const SIZE_WORD = /^\d+([.,]\d+)?(GB|TB|MB|GO|TO|HZ|W|MAH|MP)$/i;

// Units and words a number follows that never start a model number ("8 kg 1200 rpm", "RAM 512GB").
const UNIT_WORD =
  /^(kg|rpm|mm|cm|hz|mhz|ghz|gb|tb|mb|ram|rom|ssd|hdd|mah|fps|full|hd|uhd|fhd|qhd|led|ips|va|tn|de|con|y|and|mit|und|et)$/i;

function codesOf(
  title: Title,
  extra: Array<string | null | undefined>,
): { model: string[]; component: string[]; line: string[]; target: string[] } {
  const own = { model: new Set<string>(), component: new Set<string>(), line: new Set<string>() };
  for (const value of extra) if (value) codesIn(value, own);
  const closing = closingCodeOf(title.text);
  if (closing) own.model.add(closing);
  const { own: ownText, target: targetText } = forSegmentOf(title);
  codesIn(ownText, own);
  let targetCodes: string[] = [];
  if (targetText !== '') {
    const target = { model: new Set<string>(), component: new Set<string>(), line: new Set<string>() };
    codesIn(targetText, target);
    targetCodes = [...target.model, ...target.component, ...target.line].filter(
      (code) => !own.model.has(code) && !own.line.has(code),
    );
  }
  return {
    model: [...own.model],
    component: [...own.component],
    line: [...own.line],
    target: targetCodes,
  };
}

// A description opens by naming the product, often with the model number its title leaves out
// ("Peerless Universal Tilt Wall Mount" is described as "Peerless Smart Mount ST660P Universal Tilt
// Wall Mount for 37' to 60' Screens"). Only its opening is read: further on, descriptions name
// the devices a product fits and the models it replaces. Model numbers only; codes after a "for"
// are what it fits.
const DESCRIPTION_OPENING = 80;
function descriptionCodesOf(description: string): string[] {
  let opening = description
    .slice(0, DESCRIPTION_OPENING * 4)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const sentenceEnd = opening.search(/[.!?](\s|$)/);
  if (sentenceEnd !== -1) opening = opening.slice(0, sentenceEnd);
  if (opening.length > DESCRIPTION_OPENING)
    opening = opening.slice(0, opening.lastIndexOf(' ', DESCRIPTION_OPENING));
  const found = { model: new Set<string>(), component: new Set<string>(), line: new Set<string>() };
  codesIn(forSegmentOf(titleOf(opening)).own, found);
  return [...found.model];
}

// A code alone after a title's last dash ("… Universal Car Tuner - SCC1", "… Wall Mount - UCL-XB"):
// the shop's model column written into the title. However short, and even without a digit, it is
// the maker's number.
const CLOSING_CODE = /\s[-–]\s+([A-Z][A-Z0-9]*(?:[-/ ][A-Z0-9]+)*)\s*$/;
const MIN_CLOSING_CODE = 4;
function closingCodeOf(title: string): string | null {
  const match = CLOSING_CODE.exec(title);
  if (!match) return null;
  const written = match[1]!;
  const code = written.replace(/[-/ ]/g, '');
  if (code.length < MIN_CLOSING_CODE || code.length > 24) return null;
  // Capitals in a title of small letters are a code ("- VMAVB", "- MDR EX32LP/BLK"); in a title of
  // capitals, words are words ("- OUTLET", "- PACK 2 UNIDADES") unless a dash joins them ("- UCL-XB").
  const smallLetters = /\p{Ll}/u.test(title);
  if (!smallLetters && written.includes(' ')) return null;
  if (!/\d/.test(code) && !/[-/]/.test(written) && (code.length < 5 || !smallLetters)) return null;
  if (NOT_A_CODE.test(code) || CLOSING_WORD.test(code)) return null;
  return code;
}
// Words a title may end with in capitals: colours, layouts, conditions.
const CLOSING_WORD =
  /^(BLACK|WHITE|SILVER|GREY|GRAY|BLUE|RED|GREEN|PINK|GOLD|NEGRO|BLANCO|PLATA|GRIS|AZUL|ROJO|VERDE|ROSA|ORO|NOIR|BLANC|SCHWARZ|WEISS|PRETO|BRANCO|NERO|BIANCO|ZWART|WIT|AZERTY|QWERTY|QWERTZ|OUTLET|LIBRE|NUEVO|OFERTA|REACONDICIONADO|RECONDICIONADO|REFURBISHED|UNLOCKED)$/;

// A model number without the letters a shop adds after its last digits for a colour, a finish or a
// region ("NNH965BK" and "NNH965WH" are the NNH965; "JFS516NA" the JFS516; "UE55CU7105KXXC" the
// UE55CU7105). Candidates are found by
// it; whether two offers are one product is decided on more than this.
export function codeCore(code: string): string {
  // A long code may end in a longer region suffix ("QE55Q60TAUXXU" is the QE55Q60T).
  const core = code.replace(code.length >= 11 ? /(\d)[A-Z]{1,6}$/ : /(\d)[A-Z]{1,4}$/, '$1');
  return core.length >= 4 ? core : code;
}

// "XL", "II" written apart after one title's number, and not in the other: another product, unless
// the other's model number, one both give, ends with it ("580EXII" and "Speedlite 580EX II").
function suffixesDiffer(a: OfferAttributes, b: OfferAttributes): boolean {
  if (a.numberSuffixes.join(' ') === b.numberSuffixes.join(' ')) return false;
  // …or one writes it in its code and the other apart ("PG-545XL" and "PG-545 XL").
  const saidIn = (suffix: string, x: OfferAttributes, y: OfferAttributes) =>
    x.numberSuffixes.includes(suffix) ||
    x.modelCodes.some((code) => {
      if (!code.endsWith(suffix.toUpperCase())) return false;
      const without = code.slice(0, -suffix.length);
      return y.modelCodes.includes(code) || y.modelCodes.includes(without) || y.lineCodes.includes(without);
    });
  return (
    !a.numberSuffixes.every((suffix) => saidIn(suffix, b, a)) ||
    !b.numberSuffixes.every((suffix) => saidIn(suffix, a, b))
  );
}

// Attributes that make two offers different products even when their model numbers agree:
// different sizes of memory, storage or screen, a bundle against the thing alone, other processors
// or graphics chips, and for
// accessories and consumables (an ink, a case) a different colour, which for them is the product.
// One product under two names, each title naming both ("Krups Nespresso Essenza Mini" and
// "Nespresso Krups Essenza Mini"): each brand is among the other's words.
export function coBranded(a: OfferAttributes, b: OfferAttributes): boolean {
  const first = (brand: string) => brand.split(' ')[0]!;
  return (
    a.brand !== null &&
    b.brand !== null &&
    a.titleWords.includes(first(b.brand)) &&
    b.titleWords.includes(first(a.brand))
  );
}

export function conflictingAttributes(a: OfferAttributes, b: OfferAttributes): string | null {
  const differ = (x: number | null, y: number | null) => x !== null && y !== null && x !== y;
  if (a.brand && b.brand && a.brand !== b.brand && !coBranded(a, b)) return 'brand';
  if (differ(a.storageGb, b.storageGb)) return 'storage';
  if (differ(a.ramGb, b.ramGb)) return 'memory';
  if (differ(a.screenInches, b.screenInches) && !roundedDown(a.screenInches!, b.screenInches!))
    return 'screen';
  if (a.bundle !== b.bundle) return 'bundle';
  // "PG-545" and "PG-545 XL", "ZV-E10" and "ZV-E10 II": the same number, another product.
  if (suffixesDiffer(a, b)) return 'variant';
  if (a.connector && b.connector && a.connector !== b.connector) return 'connector';
  if (a.wearStyle && b.wearStyle && a.wearStyle !== b.wearStyle) return 'wear';
  if (a.keyboardLayout && b.keyboardLayout && a.keyboardLayout !== b.keyboardLayout) return 'layout';
  // The same laptop line with another graphics chip or processor is another product.
  if (componentsDiffer(a.componentCodes, b.componentCodes)) return 'components';
  if (differ(a.packOf ?? 1, b.packOf ?? 1)) return 'pack';
  if (configurationsDiffer(a.modelCodes, b.modelCodes)) return 'configuration';
  if (differ(a.caseMm, b.caseMm)) return 'case size';
  if (a.heatsink !== b.heatsink) return 'heatsink';
  if (a.network && b.network && a.network !== b.network) return 'network';
  // A motherboard with Wi-Fi and without it (variantWordsOf keeps "wifi" for boards only).
  if (a.variantWords.includes('wifi') !== b.variantWords.includes('wifi')) return 'wifi';
  if (a.variantWords.includes('ddr4') !== b.variantWords.includes('ddr4')) return 'memory type';
  if ((a.accessory || b.accessory) && a.colour && b.colour && a.colour !== b.colour) return 'colour';
  // A spare part giving its appliance's model number ("soap dispenser drawer WW90T684DLH") is
  // never the appliance.
  if (a.sparePart !== b.sparePart) return 'spare part';
  // A console's controller is no console, whatever else the titles share.
  if (controllerOnly(a) ? consoleOnly(b) : controllerOnly(b) && consoleOnly(a)) return 'kind';
  if (a.modelCodes.some((code) => b.targetCodes.includes(code))) return 'accessory';
  // A case "for Galaxy S25" and one "for Galaxy S25 Ultra".
  if (a.targetVariants && b.targetVariants && a.targetVariants.join(' ') !== b.targetVariants.join(' ')) {
    return 'target';
  }
  if (b.modelCodes.some((code) => a.targetCodes.includes(code))) return 'accessory';
  return null;
}

const controllerOnly = (a: OfferAttributes) =>
  a.titleWords.includes('controller') && !a.titleWords.includes('console');
const consoleOnly = (a: OfferAttributes) =>
  a.titleWords.includes('console') && !a.titleWords.includes('controller');

const GRAPHICS_CODE = /^([RG]TX|RX)/;

// Processors and graphics chips compared kind by kind: a title that names only the graphics chip
// says nothing against another that names the processor too. "I7" and "I713700H" agree.
function componentsDiffer(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  for (const graphics of [true, false]) {
    const x = a.filter((code) => GRAPHICS_CODE.test(code) === graphics);
    const y = b.filter((code) => GRAPHICS_CODE.test(code) === graphics);
    if (x.length === 0 || y.length === 0) continue;
    // "I7" is any Core i7, so it agrees with "I713700H"; a whole number must be the same number:
    // "I514600K" and "I514600KF", "RX7600" and "RX7600XT" are two chips.
    const family = (code: string) => (code.match(/\d/g) ?? []).length <= 2;
    const agree = (p: string, q: string) =>
      p === q || (p.startsWith(q) && family(q)) || (q.startsWith(p) && family(p));
    if (!x.every((p) => y.some((q) => agree(p, q))) || !y.every((q) => x.some((p) => agree(p, q)))) {
      return true;
    }
  }
  return false;
}

// "MSI MAG 274QRF QD" read as one code in pieces: the brand is no piece of it.
function withoutBrand(code: string, brandCode: string): string {
  if (brandCode.length < 2 || !code.startsWith(brandCode)) return code;
  const rest = code.slice(brandCode.length);
  return rest.length >= 5 && /[A-Z]/.test(rest) && /\d/.test(rest) ? rest : code;
}

// A memory kit ("Crucial Pro DDR5 5600MHz 32GB 2x16GB", "DIMM 32 GB DDR5-6000 (2x 16 GB) Dual-Kit"):
// its size is the kit's, however a shop writes the modules.
const MEMORY_KIT = /\bddr[345]\b[^,]*|\bddr[345]-\d{4}/i;
const COMPUTER_WORDS =
  /port[aá]til|laptop|notebook|sobremesa|desktop|ordenador|\bpc\b|ssd|tarjeta gr[aá]fica|graphics card|grafikkarte|geforce|radeon|m[oó]vil|smartphone|tablet/i;
function memoryKitOf(title: string): { storageGb: number | null; ramGb: number | null } {
  const sizes = [...title.matchAll(/(?<![x×]\s?)\b(\d{1,3})\s?(?:GB|Go)\b/gi)].map((match) =>
    Number(match[1]),
  );
  const kits = [...title.matchAll(/\b(\d)\s?[x×]\s?(\d{1,2})\s?(?:GB|Go)\b/gi)].map(
    (match) => Number(match[1]) * Number(match[2]),
  );
  const all = [...sizes, ...kits];
  return { storageGb: all.length > 0 ? Math.max(...all) : null, ramGb: null };
}

// "UX3402VA-KM208W" and "UX3402VA-KM209W": one model in two configurations, each shop giving the
// whole part number. (A shop giving the model alone, "UX3402VA", says nothing against either.)
function configurationsDiffer(a: readonly string[], b: readonly string[]): boolean {
  if (a.length < 2 || b.length < 2) return false;
  for (const model of a) {
    if (!b.includes(model)) continue;
    const wholeA = a.filter((code) => code !== model && code.startsWith(model));
    const wholeB = b.filter((code) => code !== model && code.startsWith(model));
    if (wholeA.length > 0 && wholeB.length > 0 && !wholeA.some((x) => wholeB.some((y) => sameCode(x, y)))) {
      return true;
    }
  }
  return false;
}

// "EF-S 18-55 mm f/3.5-5.6 III", "18-55 III": the kit lens's version, not the camera's.
const LENS_VERSION =
  /\b\d{1,3}-\d{1,3}\s?(?:mm)?(?:\s+f\/?[\d.,-]+)?(?:\s+(?:is|stm|usm|vr|oss|dc|dg))*\s+I{2,3}\b/i;

const LENS_VERSIONS = new Set(['ii', 'iii']);

const PACKS_OF =
  /\b(\d{1,2})\s*(?:x\s*|(?:paquetes|packs|cajas|boxes|packungen|boites|bo[iî]tes|confezioni|pakken)\s+(?:de|of|mit|da|van)\s+)(\d{1,3})\s*(?:c[aá]psulas|capsules?|kapseln|cups|cialde|dosettes|uds?|unidades|units|stuks)\b/iu;

// A model number without the two letters a maker puts before it and one shop leaves out
// ("SM-S918B" and "S918B"); what remains must still read as a model number: a letter, a digit, and
// at least three more.
export function withoutMakerPrefix(code: string): string {
  if (PANASONIC_CAMERA.test(code)) return code.replace(PANASONIC_PREFIX, '');
  return /^[A-Z]{2}[A-Z]\d[A-Z0-9]{3,}$/.test(code) ? code.slice(2) : code;
}

// Panasonic's "DC-" and "DMC-" before a camera's number ("DC-TZ200" is the TZ200), when what follows
// is long enough to be a number of its own.
const PANASONIC_CAMERA = /^(?:DMC|DC)[A-Z]{2,3}\d{2,4}[A-Z0-9]*$/;
const PANASONIC_PREFIX = /^(?:DMC|DC)/;

// Samsung writes one TV's number with the letters of the country it is sold in ("QE55Q80C" in
// Spain, "GQ55Q80C" in Germany, "TQ55Q80C" in France; "UE", "GU", "TU" for its LED sets) and one
// monitor's with an "L" some shops leave out ("LS27CG510EUXEN" and "S27CG510EU"): one model.
export function withoutRegionPrefix(code: string): string {
  if (SAMSUNG_TV.test(code)) return code.slice(2);
  if (SAMSUNG_MONITOR.test(code)) return code.slice(1);
  return code;
}

// (2025's sets have one digit: "QE55Q7FAAUXXC".)
const SAMSUNG_TV = /^(QE|GQ|TQ|UE|GU|TU)\d{2}[A-Z]{1,3}\d{1,4}[A-Z0-9]*$/;
const SAMSUNG_MONITOR = /^LS\d{2}[A-Z]{1,3}\d{2,4}[A-Z0-9]*$/;

// A model number without the letters of a series a shop leaves out when what remains starts with a
// digit and still reads as a number ("OLED55C34LA" and "55C34LA", "SCPH98046" and "98046"). Only a
// code written that way (starting with its digit) is the same model: "KGN39VIBT" and "KGE39VIBT"
// share "39VIBT" and are two fridges.
export function withoutSeriesLetters(code: string): string {
  const match = /^[A-Z]{1,4}(\d[A-Z0-9]*)$/.exec(code);
  if (!match) return code;
  const rest = match[1]!;
  return (/[A-Z]/.test(rest) && rest.length >= 5) || /^\d{5,}$/.test(rest) ? rest : code;
}

// Whether two offers' own model numbers name one model: the same number, or one written without
// the suffix the other has ("R1214" and "R1214SS"). Two different suffixes ("CLI8C" and "CLI8M",
// cyan and magenta) are two products.
export function sameModelNumber(a: readonly string[], b: readonly string[]): boolean {
  return a.some((x) => b.some((y) => sameCode(x, y)));
}

// "NNSD667S" and "NNSD667SS", "DDW497W" and "DDW497WH": one suffix the start of the other is one
// shop abbreviating the other's.
function sameCode(x: string, y: string): boolean {
  if (x === y || withoutMakerPrefix(x) === y || withoutMakerPrefix(y) === x) return true;
  const [regionlessX, regionlessY] = [withoutRegionPrefix(x), withoutRegionPrefix(y)];
  if (regionlessX !== x || regionlessY !== y) return sameCode(regionlessX, regionlessY);
  if ((/^\d/.test(x) && withoutSeriesLetters(y) === x) || (/^\d/.test(y) && withoutSeriesLetters(x) === y)) {
    return true;
  }
  // Groupe SEB's two characters for a country or a batch ("EA875E10", "VU5670F0") after the model.
  if (factorySuffixOf(x, y) || factorySuffixOf(y, x)) return true;
  const core = codeCore(x);
  if (core !== codeCore(y)) return false;
  const [sx, sy] = [x.slice(core.length), y.slice(core.length)];
  // "PG560" and "PG560XL": a bigger cartridge, not a shop's suffix.
  if (VARIANT_SUFFIX.test(sx.slice(sy.length)) || VARIANT_SUFFIX.test(sy.slice(sx.length))) return false;
  return sx.startsWith(sy) || sy.startsWith(sx);
}

const VARIANT_SUFFIX = /^(XL|XXL|II|III|IV|TI|XT|XTX)$/;
const MIN_CODE_BEFORE_FACTORY_SUFFIX = 6;

function factorySuffixOf(longer: string, shorter: string): boolean {
  if (shorter.length < MIN_CODE_BEFORE_FACTORY_SUFFIX || !longer.startsWith(shorter)) return false;
  const extra = longer.slice(shorter.length);
  return extra.length === 2 && /\d/.test(extra) && /[A-Z]/.test(shorter) && /\d/.test(shorter);
}

const BRANDS_ALIASED_TO: ReadonlySet<string> = new Set(Object.values(BRAND_ALIASES));

// The brand a device's title names, over a brand column no list knows: unless the title names the
// column's brand too ("Ring Video Doorbell … de Amazon" is Ring's), where the title's is the
// column's written shorter ("Sennheiser" for "Sennheiser electronic").
function brandOverUnknownColumn(column: string, title: string, words: string[]): string | null {
  const named = brandFromTitle(words, false);
  if (named === null) return null;
  const columnWord = column.split(' ')[0]!;
  if (named === columnWord) return named;
  return ` ${normalizeBrandKey(title)} `.includes(` ${columnWord} `) ? null : named;
}

function isKnownBrand(key: string): boolean {
  return KNOWN_BRANDS.has(key) || BRANDS_ALIASED_TO.has(key);
}

const PARENT_COMPANIES = new Set([
  'harman',
  'harman international',
  'bsh',
  'bsh hausgerate',
  'procter gamble',
  'procter & gamble',
  'sharkninja',
  'tp vision',
  'micron',
  'sony interactive entertainment',
  'sony',
  'lenovo group',
  // Motorola's owner, in some shops' brand column for its phones.
  'lenovo',
  'hp inc',
  'nestle',
  // Amazfit's maker.
  'huami',
  'zepp health',
  // Philips Hue's maker; Cosori's and Levoit's.
  'signify',
  'vesync',
  // Krups's, Tefal's, Rowenta's and Moulinex's maker.
  'groupe seb',
  'seb',
  // Western Digital's flash brand, in some shops' brand column for WD drives.
  'sandisk',
]);

// A sale's name in a title ("Oferta Black Friday") says nothing of the product, least of all its
// colour.
const SALE_EVENT = /\b(?:black\s+friday|cyber\s+monday|prime\s+day)\b/giu;

// A function of its own rather than a closure: the importer's TypeScript loader names every closure
// it creates (keepNames), a cost paid per offer.
function wordsOfTitle(title: string): string[] {
  return title.split(/\s+/).filter(Boolean);
}

export function offerAttributes(offer: OfferText): OfferAttributes {
  const title = offer.title.normalize('NFC').replace(SALE_EVENT, ' ');
  const column = offer.brand ? brandKeyOf(offer.brand) : null;
  const written = titleOf(title);
  const accessory = isAccessory(written);
  // A parent company in the brand column ("Harman" for JBL) gives way to the brand the title names;
  // so does, for a device, a name no list knows ("Jemella" for ghd, "Sennheiser electronic"): an
  // accessory's maker is often known to no list and its title names the device it fits.
  const brand =
    (column && PARENT_COMPANIES.has(column) ? brandFromTitle(wordsOfTitle(title), accessory) : null) ??
    (column && !accessory && !isKnownBrand(column)
      ? brandOverUnknownColumn(column, title, wordsOfTitle(title))
      : null) ??
    column ??
    brandFromTitle(wordsOfTitle(title), accessory);
  const codes = codesOf(written, [offer.model, offer.mpn]);
  // The brand's own name is not a model code ("3M", "LG" are not), nor is a code equal to it; nor,
  // when the brand is unknown, the title's first word with a single digit ("Spares2go …").
  const brandCode = (brand ?? firstNameWithDigit(title) ?? '').toUpperCase().replace(/[\s-]/g, '');
  const modelCodes = withSuffixesWrittenApart(
    codes.model.filter((code) => code !== brandCode).map((code) => withoutBrand(code, brandCode)),
    title,
  );
  // A graphics card's memory is its only size ("8G", "8GB GDDR6"); nothing on it is storage.
  const videoMemory = videoMemoryOf(title, codes.component);
  const { storageGb, ramGb } =
    videoMemory !== null
      ? { storageGb: null, ramGb: videoMemory }
      : MEMORY_KIT.test(title) && !COMPUTER_WORDS.test(title)
        ? memoryKitOf(title)
        : memoryOf(written);
  const plainFolded = foldedTitleWords(title);
  // "Galaxy S8+" is the S8 Plus ("HDR10+" is a screen's standard).
  const folded =
    title.includes('+') && PLUS_SIGN.test(title)
      ? foldedTitleWords(title.replace(PLUS_SIGN, '$1$2 plus'))
      : plainFolded;
  const bundle = isBundle(written);
  const attributes: OfferAttributes = {
    brand,
    modelCodes,
    describedCodes:
      modelCodes.length === 0 && offer.description
        ? descriptionCodesOf(offer.description).filter((code) => !codes.target.includes(code))
        : [],
    componentCodes: codes.component,
    lineCodes: codes.line,
    targetCodes: codes.target,
    targetVariants: accessory ? targetVariantsOf(written) : null,
    storageGb,
    ramGb,
    screenInches: screenOf(written),
    capacityLitres: sizesOf(title, /(?:l|litros|liter|litres)\b/)[0] ?? null,
    capacityKg: mayHold(written, ['kg']) ? (sizesOf(title, /kg\b/)[0] ?? null) : null,
    powerW: mayHold(written, ['w']) ? (sizesOf(title, /w\b/)[0] ?? null) : null,
    colour: colourOf(written),
    condition: conditionOf(written),
    accessory,
    sparePart: accessory && SPARE_PART_PATTERN.test(written.lower),
    network: networkOf(plainFolded, title),
    packOf: packOf(written),
    caseMm: WATCH.test(title) ? (sizesOf(title, /mm\b/).find((mm) => mm >= 38 && mm <= 52) ?? null) : null,
    heatsink: storageGb !== null && HEATSINK.test(title),
    oneColour: false,
    bundle,
    keyboardLayout: keyboardLayoutOf(written),
    connector: connectorOf(written),
    wearStyle: wearStyleOf(written),
    ...lineOf(title, brand, modelCodes, plainFolded),
    // "Dimensity 8200-Ultra" is a chip's name, not the Ultra model.
    variantWords: variantWordsOf(
      title.includes('-') && HAS_CHIP_SUFFIX.test(title)
        ? foldedTitleWords(title.replace(CHIP_SUFFIX, '$1'))
        : folded,
    ).filter((word) => !(LENS_VERSIONS.has(word) && LENS_VERSION.test(title))),
    numberSuffixes: LENS_VERSION.test(title) ? [] : numberSuffixesOf(folded),
    ...wordsAndMeasurementsOf(folded, brand, title),
    gameKey: null,
  };
  if (!accessory && !bundle && mayBeGame(plainFolded))
    attributes.gameKey = gameKeyOf(plainFolded, attributes);
  return attributes;
}

const WATCH = /watch|reloj|rel[oó]gio|montre|uhr\b|orologio|horloge|smartband/iu;
const HEATSINK = /heatsink|disipador|dissipateur|k[uü]hlk[oö]rper|dissipatore|koellichaam/iu;

// "Pro+" and "NITRO+" too, but not a screen's "FHD+" nor an energy rating's "A+".
const PLUS_SIGN =
  /(^|\s)((?!hdr)[a-z]+\d{1,3}|(?!(?:fhd|uhd|qhd|wqhd|hdr|qxga|wqxga|wuxga|wxga|xga|hd|nfc|connect)\+)[a-z]{3,6})\+(?=[\s,)]|$)/giu;

const LAYOUT =
  /\b(?:layout|disposici[oó]n|distribuci[oó]n|teclado|tastatur|clavier)\s+(?:en\s+)?(espa[nñ]ol|portugu[eé]s|ingl[eé]s|alem[aá]n|franc[eé]s|italiano|n[oó]rdico|deutsch|fran[cç]ais|us|uk)\b|\b(qwerty|azerty|qwertz)\b/iu;

// In a keyboard's title, a language alone names its layout ("MX Keys S … (Español)").
const KEYBOARD = /\b(teclado|keyboard|tastatur|clavier)\b/iu;
const LAYOUT_LANGUAGE =
  /\b(espa[nñ]ol|spanish|portugu[eé]s|franc[eé]s|french|alem[aá]n|german|italiano|italian|ingl[eé]s|english)\b/iu;

// Every way LAYOUT and KEYBOARD match holds one of these words.
// Every way LAYOUT or KEYBOARD matches holds one of these words.
const KEYBOARD_WORDS = [
  'layout',
  'disposici',
  'distribuci',
  'teclado',
  'tastatur',
  'clavier',
  'qwert',
  'azerty',
  'keyboard',
];

function keyboardLayoutOf(written: Title): string | null {
  if (!mayHold(written, KEYBOARD_WORDS)) return null;
  const title = written.text;
  const match = LAYOUT.exec(title) ?? (KEYBOARD.test(title) ? LAYOUT_LANGUAGE.exec(title) : null);
  if (!match) return null;
  const word = (match[1] ?? match[2]!).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return LAYOUT_OF_WORD[word] ?? null;
}

// One name for each layout, whichever way a title says it. QWERTY alone is many layouts.
const LAYOUT_OF_WORD: Record<string, string> = {
  espanol: 'es',
  spanish: 'es',
  portugues: 'pt',
  frances: 'fr',
  french: 'fr',
  francais: 'fr',
  azerty: 'fr',
  aleman: 'de',
  german: 'de',
  deutsch: 'de',
  qwertz: 'de',
  italiano: 'it',
  italian: 'it',
  ingles: 'en',
  english: 'en',
  us: 'en-us',
  uk: 'en-gb',
  nordico: 'nordic',
};

// A graphics card's memory written "8G" ("RTX 3050 Trinity 8G" and "6G" are two cards).
// Said in words or by its memory type: a laptop or a PC "with RTX 4060" is no graphics card.
const GRAPHICS_CARD = /tarjeta gr[aá]fica|graphics card|grafikkarte|carte graphique|\bgddr\d/iu;

function videoMemoryOf(title: string, componentCodes: readonly string[]): number | null {
  if (componentCodes.length === 0) return null;
  const graphicsCard =
    GRAPHICS_CARD.test(title) && !/port[aá]til|laptop|notebook|sobremesa|desktop/iu.test(title);
  if (!graphicsCard) return null;
  // Not the end of a part number ("11310-01-20G").
  const match = /(?<![\d-])\b(\d{1,2})\s?GB?\b/.exec(title);
  return match ? Number(match[1]) : null;
}

// Words of four languages that join or describe, never name, a product.
export const NOISE_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'for',
  'with',
  'in',
  'of',
  'to',
  'by',
  'on',
  'or',
  'new',
  'finish',
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'y',
  'con',
  'para',
  'en',
  'por',
  'sin',
  'nuevo',
  'nueva',
  'der',
  'die',
  'das',
  'und',
  'mit',
  'für',
  'von',
  'ohne',
  'neu',
  'le',
  'les',
  'des',
  'du',
  'et',
  'avec',
  'pour',
  'sans',
  'neuf',
  'met',
  'voor',
  'van',
  'com',
  'di',
  'da',
  'della',
  'il',
  'per',
  // Shops' own words, not the product's ("| Envío gratis", "¡OFERTA!", "(Versión Española)").
  'envio',
  'gratis',
  'oferta',
  'livraison',
  'offerte',
  'gratuite',
  'version',
  'espanola',
  // …and the condition, which is the offer's ("Outlet - … - Reacondicionado", "Grado A").
  'outlet',
  'reacondicionado',
  'reacondicionada',
  'recondicionado',
  'reconditionne',
  'refurbished',
  'renewed',
  'generaluberholt',
  'ricondizionato',
  'gereviseerd',
  'certificado',
  'grado',
]);

const CHIP_FAMILIES = new Set([
  'dimensity',
  'snapdragon',
  'helio',
  'exynos',
  'tensor',
  'kirin',
  'unisoc',
  'tiger',
]);
const ULTRA_DESCRIBES = new Set([
  'lighting',
  'vision',
  'wide',
  'slim',
  'thin',
  'light',
  'fast',
  'rapid',
  'quiet',
  'compact',
  'bright',
]);
const SPEED_WORDS = new Set(['velocidad', 'velocidade', 'vitesse', 'speed', 'geschwindigkeit', 'velocita']);
const TABLET_WORDS = new Set(['tablet', 'tableta', 'ipad', 'tab', 'tablette']);
const VARIANT_WORDS = new Set([
  'pro',
  'plus',
  'max',
  'ultra',
  'mini',
  'lite',
  'slim',
  'fe',
  'se',
  'air',
  'edge',
  'neo',
  'xl',
  'digital',
  'oled',
  'prime',
  // Graphics cards: an RTX 4060 Ti or a 4070 Super is another chip than the RTX 4060 or 4070.
  'ti',
  'super',
  'xt',
  'xtx',
  // A tablet with Wi-Fi only and one with a mobile connection; a board with and without Wi-Fi.
  'wifi',
  'cellular',
  // Generations: the Mark II of a camera is another camera.
  'ii',
  'iii',
  'iv',
  // A coffee machine's line: the Magnifica Evo is not the Magnifica S.
  'evo',
  // A graphics card's factory-overclocked version is sold apart from the plain one.
  'oc',
  // A sports watch with music storage ("Forerunner 165 Music").
  'music',
]);

// Written right after a number, these make another product of the same number: "PG-545 XL" (an
// ink), "ZV-E10 II" (a camera), "RTX 4060 Ti" (a chip). Elsewhere ("XL Capacity", "Series IV",
// "48-in. Max") they describe, so only this place counts.
const NUMBER_SUFFIXES = new Set(['xl', 'ii', 'iii', 'iv', 'ti', 'xt', 'xtx', 'vi', 'vii', 'viii']);
// "PG-545 XL", "ZV-E10 II": the suffix written apart is the code's ("PG545XL", "ZVE10II").
function withSuffixesWrittenApart(codes: string[], title: string): string[] {
  if (codes.length === 0 || !SUFFIX_APART.test(title)) return codes;
  const folded = foldedTitleWords(title);
  return codes.map((code) => {
    const at = folded.findIndex(
      (word, i) =>
        /\d/.test(word) && code.endsWith(word.toUpperCase()) && NUMBER_SUFFIXES.has(folded[i + 1] ?? ''),
    );
    return at === -1 ? code : code + folded[at + 1]!.toUpperCase();
  });
}
const SUFFIX_APART = /\d\s(?:xl|xxl|ii|iii|iv|ti|xt|xtx)\b/i;

// "V" after a number is a volt as often as a fifth generation: only after a model's number ("RX100 V").
// ("VA" is a monitor's panel as often as "RX100 VA".)
const FIFTH = 'v';

function numberSuffixesOf(words: readonly string[]): string[] {
  const found = words.filter((word, i) => {
    const before = words[i - 1] ?? '';
    // "3D V-Cache" is a processor's cache, not a "V" model.
    if (word === FIFTH) return /\d/.test(before) && /[a-z]/.test(before) && words[i + 1] !== 'cache';
    return NUMBER_SUFFIXES.has(word) && /\d/.test(before);
  });
  return [...new Set(found)].sort();
}

// AirPods with a Lightning case and with a USB-C one; a title naming both is a cable or adapter.
function connectorOf(written: Title): string | null {
  const title = written.text;
  const lightning = written.lower.includes('lightning') && /\blightning\b/i.test(title);
  const usbC = written.lower.includes('usb') && /\busb[\s-]?c\b/i.test(title);
  return lightning === usbC ? null : lightning ? 'lightning' : 'usb-c';
}

// Folded words: lower case, accents gone, split where neither a letter nor a digit is. Text of
// ASCII alone has no accents to take away.
const NOT_ASCII = /[\u0080-\uffff]/;

function foldedTitleWords(title: string): string[] {
  return (NOT_ASCII.test(title) ? title.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss') : title)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

// A brand's folded words, read once per brand (a feed repeats a handful of them).
const foldedBrands = new Map<string, readonly string[]>();

function foldedBrandWords(brand: string): readonly string[] {
  let words = foldedBrands.get(brand);
  if (!words) {
    words = foldedTitleWords(brand);
    if (foldedBrands.size >= MAX_NAMES_HELD) foldedBrands.clear();
    foldedBrands.set(brand, words);
  }
  return words;
}

const foldedBrandSets = new Map<string, ReadonlySet<string>>();
const NO_WORDS: ReadonlySet<string> = new Set();

function foldedBrandSet(brand: string): ReadonlySet<string> {
  let words = foldedBrandSets.get(brand);
  if (!words) {
    words = new Set(foldedBrandWords(brand));
    if (foldedBrandSets.size >= MAX_NAMES_HELD) foldedBrandSets.clear();
    foldedBrandSets.set(brand, words);
  }
  return words;
}

const EDITION = /^(edition|edicion|edizione)$/;
const NOT_SUPER_MODEL = /^(retina|amoled|fast|rapida|actua|charging|carga)$/;

const CHIP_SUFFIX = /(\d)-(ultra|pro|max|plus)\b/giu;
const HAS_CHIP_SUFFIX = /\d-(ultra|pro|max|plus)\b/iu;

const MOTHERBOARD_WORDS = new Set([
  'placa',
  'motherboard',
  'mainboard',
  'mere',
  'b650',
  'b760',
  'x670',
  'z790',
  'b550',
  'x870',
  'b850',
]);

const ASUS_OC = /^o\d{1,2}g$/;
// A chipset's name ("B760M") and a board maker's in one title: a motherboard.
const CHIPSET = /^[abhxz][3-9]\d0[em]?$/;
const BOARD_MAKERS = new Set(['msi', 'asus', 'gigabyte', 'asrock', 'biostar', 'aorus', 'rog', 'tuf']);

function variantWordsOf(words: readonly string[]): string[] {
  // "4K Ultra HD" is a screen's resolution, not the Ultra model.
  const found = words.filter(
    (word, i) =>
      VARIANT_WORDS.has(word) &&
      !(word === 'ultra' && (words[i + 1] ?? '').startsWith('hd')) &&
      // "Super Retina", "Super AMOLED", "Super Fast Charging" are a screen's or a charger's names.
      !(word === 'super' && NOT_SUPER_MODEL.test(words[i + 1] ?? '')) &&
      // A console's "Digital Edition" has no disc drive; a "digital camera" is any camera.
      (word !== 'digital' || EDITION.test(words[i - 1] ?? '') || EDITION.test(words[i + 1] ?? '')) &&
      // "6,1" OLED", "Actua OLED", "TV OLED", "Pantalla Curva OLED": a screen, not the Switch OLED or
      // the Steam Deck OLED.
      !(
        word === 'oled' &&
        (/^\d+$/.test(words[i - 1] ?? '') ||
          SCREEN_BEFORE_OLED.has(words[i - 1] ?? '') ||
          !words.some((other) => other === 'switch' || other === 'deck'))
      ) &&
      // "Ultra Retina XDR" is an iPad's screen.
      !(word === 'ultra' && words[i + 1] === 'retina') &&
      // "Chip A19 Pro" is the phone's chip; "Tab Pen Plus", the pen sold with a tablet.
      !(/^a\d{2}$/.test(words[i - 1] ?? '') || PEN.has(words[i - 1] ?? '')) &&
      // "Mini Dron" says how small a drone is; "DJI Mini 4" and "GTS 4 Mini Reloj" name one (a
      // count before it, "Pack de 4 Mini Enchufe", does not).
      !(
        word === 'mini' &&
        !(/^\d+$/.test(words[i - 1] ?? '') && !COUNTING_WORDS.has(words[i - 2] ?? '')) &&
        TRANSLATED_WORDS.has(SAME_WORD.get(words[i + 1] ?? '') ?? words[i + 1] ?? '')
      ) &&
      // A power supply's "80 Plus", a "Pack XL" of capsules, a scooter's "Máx: 25 km/h" and a French
      // "purificateur d'air" name no model.
      !(word === 'plus' && words[i - 1] === '80') &&
      !(word === 'xl' && words[i - 1] === 'pack') &&
      !(word === 'max' && SPEED_WORDS.has(words[i - 1] ?? '')) &&
      !(word === 'air' && (words[i - 1] === 'd' || words[i - 1] === 'de')) &&
      // "MediaTek Dimensity 7200 Pro", "Snapdragon 8 Gen 3": the chip's; "Ultra-Wide Fit": a glass's.
      !(/^\d/.test(words[i - 1] ?? '') && CHIP_FAMILIES.has(words[i - 2] ?? '')) &&
      !(word === 'ultra' && ULTRA_DESCRIBES.has(words[i + 1] ?? '')),
  );
  // A tablet "Wi-Fi + 5G" is the Cellular model.
  if (
    !found.includes('cellular') &&
    words.some((word) => TABLET_WORDS.has(word)) &&
    words.some((word) => word === '5g' || word === '4g' || word === 'lte') &&
    (words.includes('wifi') || words.some((word, i) => word === 'wi' && words[i + 1] === 'fi'))
  ) {
    found.push('cellular');
  }
  // ASUS writes its factory-overclocked cards "O8G", "O12G" in their part numbers.
  if (words.some((word) => ASUS_OC.test(word))) found.push('oc');
  // "Wi-Fi" is folded into two words.
  if (words.some((word, i) => word === 'wi' && words[i + 1] === 'fi')) found.push('wifi');
  // Wi-Fi names another model of a motherboard only; of a tablet it is the one a title leaving it out
  // means (the other says "Cellular"), of a laptop or a camera a feature.
  const board =
    words.some((word) => MOTHERBOARD_WORDS.has(word)) ||
    (words.some((word) => CHIPSET.test(word)) && words.some((word) => BOARD_MAKERS.has(word)));
  // A board's DDR4 version is another board than the one its name alone means (DDR5).
  if (board && words.includes('ddr4')) found.push('ddr4');
  if (found.includes('wifi') && !board) {
    return [...new Set(found.filter((word) => word !== 'wifi'))].sort();
  }

  return [...new Set(found)].sort();
}

const COUNTING_WORDS = new Set(['pack', 'de', 'of', 'x', 'von', 'da']);

const SCREEN_BEFORE_OLED = new Set([
  'actua',
  'pantalla',
  'screen',
  'display',
  'tv',
  'televisor',
  'tele',
  'fernseher',
]);
const PEN = new Set(['pen', 'pencil', 'stylus']);

export const TITLE_WORDS = 12;
const COLOUR_WORDS = new Set(Object.values(COLOURS).flatMap((words) => words.flatMap(foldedTitleWords)));

// "45mm" and "45 mm" are one size in two shops' spelling.
const NETWORK = /^[345]g$/;

// A tablet or phone's network: 4G, 5G, or Wi-Fi alone when the title names Wi-Fi and no mobile
// network ("Galaxy Tab S9 FE WiFi" and "Galaxy Tab S9 FE 5G" are two tablets).
function networkOf(words: readonly string[], title: string): '4g' | '5g' | 'wifi' | null {
  const fourth = words.includes('4g') || words.includes('lte');
  // "5 Puertos 2.5G": a router's Ethernet speed, no mobile network.
  const fifth = words.includes('5g') && !ETHERNET_SPEED.test(title);
  if (fourth !== fifth) return fourth ? '4g' : '5g';
  if (fourth || words.includes('cellular')) return null;
  return words.includes('wifi') || words.some((word, i) => word === 'wi' && words[i + 1] === 'fi')
    ? 'wifi'
    : null;
}
const ETHERNET_SPEED = /(?<![\d.,])2[.,]5\s?G(?![\p{L}\d])/iu;
const NUMBER_AND_UNIT = /^(\d+)(mm|cm|m|gb|tb|go|to|mb|mp|mhz|hz|w|kg|g|l|ml|mah|v|h|pa)$/;
const UNIT_WORDS = new Set(['mm', 'cm', 'gb', 'tb', 'go', 'to', 'mb', 'kg', 'l', 'ml', 'v', 'mhz']);

// A game's platform as shops write it ("PS5", "PlayStation 5", "NSW", "Nintendo Switch 2").
const PLATFORM_WORDS = new Set(['ps5', 'ps4', 'playstation', 'nsw', 'switch', 'xbox']);
// Words around a game's name that do not name it: the platform's, "game" in six languages, the
// standard edition, the language of the box.
const NOT_A_GAME_NAME = new Set(
  `ps5 ps4 playstation nsw switch nintendo xbox series one sony microsoft game videojuego videojogo videogame
  videogioco juego jogo spiel jeu gioco standard estandar edition edicion edicao edizione castellano espanol
  pegi aventura accion deportes carreras lucha plataformas rol estrategia simulacion shooter genero genre genere`.split(
    /\s+/,
  ),
);
// Consoles, controllers and headsets name a platform too, as do cards and subscriptions.
const NOT_A_GAME = new Set(
  `console consola konsole controller mando comando manette gamepad dualsense headset auriculares tarjeta
  card karte carte suscripcion subscription abonnement digital slim oled lite pro`.split(/\s+/),
);

function mayBeGame(folded: readonly string[]): boolean {
  return folded.some((word) => PLATFORM_WORDS.has(word)) && !folded.some((word) => NOT_A_GAME.has(word));
}

function gameKeyOf(folded: readonly string[], attributes: OfferAttributes): string | null {
  if (attributes.storageGb !== null || attributes.screenInches !== null || attributes.modelCodes.length > 0) {
    return null;
  }
  const platformAt = folded.findIndex((word) => PLATFORM_WORDS.has(word));
  const platform = platformOf(folded, platformAt);
  if (!platform) return null;
  const brandWords = attributes.brand ? new Set(attributes.brand.split(' ')) : NO_WORDS;
  const name = new Set<string>();
  for (const [i, word] of folded.entries()) {
    // The platform's number ("PlayStation 5", "Switch 2") is not the name's.
    if (i === platformAt + 1 && /^\d$/.test(word)) continue;
    // "PEGI 7" is the age it is rated for.
    if (folded[i - 1] === 'pegi') continue;
    if (NOT_A_GAME_NAME.has(word) || NOISE_WORDS.has(word) || brandWords.has(word)) continue;
    name.add(word);
  }
  if (![...name].some((word) => /^[a-z]{3,}$/.test(word))) return null;
  return `${platform}:${[...name].sort().join(' ')}`;
}

function platformOf(folded: readonly string[], at: number): string | null {
  const word = folded[at]!;
  const next = folded[at + 1] ?? '';
  if (word === 'ps5' || (word === 'playstation' && next === '5')) return 'ps5';
  if (word === 'ps4' || (word === 'playstation' && next === '4')) return 'ps4';
  if (word === 'nsw') return 'switch';
  if (word === 'switch') return next === '2' ? 'switch2' : 'switch';
  if (word === 'xbox') return next === 'one' ? 'xboxone' : next === 'series' ? 'xboxseries' : null;
  return null;
}

// Units of what a model does rather than what it is: power, suction, pressure, battery hours,
// resolution in megapixels, refresh rate, mAh, sensitivity, speed.
const MEASUREMENT_UNIT: Record<string, string> = {
  w: 'w',
  watt: 'w',
  watts: 'w',
  vatios: 'w',
  kw: 'kw',
  pa: 'pa',
  kpa: 'kpa',
  bar: 'bar',
  h: 'h',
  hrs: 'h',
  horas: 'h',
  hours: 'h',
  std: 'h',
  uur: 'h',
  heures: 'h',
  ore: 'h',
  mp: 'mp',
  hz: 'hz',
  mah: 'mah',
  dpi: 'dpi',
  db: 'db',
  rpm: 'rpm',
  spin: 'rpm',
  fps: 'fps',
  min: 'min',
  // Counts of what a product does or comes with ("3 modos", "14 ajustes", "6 accesorios", "12
  // núcleos"): stated by some shops only.
  modos: 'modes',
  modes: 'modes',
  modi: 'modes',
  modus: 'modes',
  velocidades: 'speeds',
  speeds: 'speeds',
  vitesses: 'speeds',
  stufen: 'speeds',
  ajustes: 'settings',
  settings: 'settings',
  niveles: 'settings',
  programas: 'programs',
  programs: 'programs',
  programmes: 'programs',
  programme: 'programs',
  accesorios: 'accessories',
  accessories: 'accessories',
  accessoires: 'accessories',
  heatpipes: 'heatpipes',
  nucleos: 'cores',
  cores: 'cores',
  kerne: 'cores',
  coeurs: 'cores',
  hilos: 'threads',
  threads: 'threads',
  // A drone's or a camera's batteries ("Fly More Combo (1 batería)" and "… 3 batteries").
  bateria: 'batteries',
  baterias: 'batteries',
  battery: 'batteries',
  batteries: 'batteries',
  akku: 'batteries',
  accu: 'batteries',
  accus: 'batteries',
  akkus: 'batteries',
  batterie: 'batteries',
  batterien: 'batteries',
  km: 'km',
  dias: 'days',
  days: 'days',
  tage: 'days',
  jours: 'days',
  giorni: 'days',
  dagen: 'days',
  ejes: 'axes',
  axes: 'axes',
  achsen: 'axes',
};
const NUMBER_WITH_MEASUREMENT_UNIT = /^(\d+)(w|kw|pa|kpa|bar|h|mp|hz|mah|dpi|db|rpm|fps|min)$/;
const INTERFACES = new Set([
  'pcie',
  'hdmi',
  'usb',
  'bluetooth',
  'fi',
  'wifi',
  'displayport',
  'dlss',
  'airplay',
]);
// "PCIe4", "Gen5", "USB3", "WiFi6": an interface's version in one word; "3x" DisplayPort, "x4" lanes.
const INTERFACE_WITH_VERSION = /^(?:pcie|gen|usb|wifi|bt|dlss)\d+[a-z]?$/;
const SPEAKERS = new Set(['2', '3', '5', '7', '9', '11']);
const SIZE_AFTER_CHANNELS = /^(?:pulgadas|inch|inches|zoll|pouces|polegadas|cm)$/;
const EFFICIENCY_RATINGS = new Set(['bronze', 'silver', 'gold', 'platinum', 'titanium', 'white']);
const RESOLUTION = /^(?:[2458]k|720p|1080p|1440p|2160p)$/;
const IP_RATING = /^ip[x\d]\d$/;

// Units too short to trust alone: "135 g" (not "5 G"), "185 ºC" (not "Redmi 13 C").
function separateUnit(value: string, unit: string, degrees: boolean): string | undefined {
  if ((unit === 'g' || unit === 'gram' || unit === 'gramos' || unit === 'grams') && Number(value) >= 20)
    return 'g';
  if (unit === 'c' && degrees) return 'c';
  return undefined;
}
const HAS_DIGIT = /\d/;
const COUNT_WORDS: Record<string, string> = {
  single: '1',
  one: '1',
  una: '1',
  two: '2',
  dos: '2',
  three: '3',
  tres: '3',
  trois: '3',
  drei: '3',
};
const PORT_COUNT = /^(?:\d+x|x\d+)$/;

// A measurement read at the title's words at: noted, and those words taken out of the title's words.
function measure(
  measurements: string[],
  skipped: Set<number>,
  unit: string,
  value: string,
  ...at: number[]
): void {
  measurements.push(`${unit}:${value}`);
  for (const i of at) skipped.add(i);
}

function wordsAndMeasurementsOf(
  folded: readonly string[],
  brand: string | null,
  title: string,
): { titleWords: string[]; colourAt: number | null; measurements: string[] } {
  const measurements: string[] = [];
  const degrees = title.includes('º') || title.includes('°');
  const titleLower = title.toLowerCase();
  // Numbers the title writes with a decimal point or comma ("20.4MP", "22,5W", "10.000 mAh"): folding
  // split them, and only these are joined again ("7\" 120Hz" is two numbers).
  const written = /\d[.,]\d/.test(title)
    ? new Set(title.match(/\d+[.,]\d+/g)!.map((n) => n.replace(',', '.')))
    : null;
  const skipped = new Set<number>();
  for (let i = 0; i < folded.length; i++) {
    const word = folded[i]!;
    // "Three Batteries", "Single Battery": a count in words.
    if (COUNT_WORDS[word] !== undefined && MEASUREMENT_UNIT[folded[i + 1] ?? ''] === 'batteries') {
      measure(measurements, skipped, 'batteries', COUNT_WORDS[word]!, i, i + 1);
      i++;
      continue;
    }
    // A power supply's efficiency ("80 Plus Bronze", "80+ Gold"): stated by some shops only.
    if (word === '80') {
      const plus = folded[i + 1] === 'plus' ? 1 : 0;
      const rating = folded[i + 1 + plus] ?? '';
      if (EFFICIENCY_RATINGS.has(rating)) {
        measure(measurements, skipped, 'eff', rating, i, i + 1, i + 1 + plus);
        i += 1 + plus;
        continue;
      }
    }
    // Most words are letters alone and no interface's name: nothing to measure.
    if (!HAS_DIGIT.test(word) && !INTERFACES.has(word)) continue;
    const before =
      written && i > 0 && !skipped.has(i - 1) && /^\d+$/.test(folded[i - 1]!) ? folded[i - 1]! : null;
    const next = folded[i + 1] ?? '';
    // "Wi-Fi 6E", "PCIe 4.0", "HDMI 2.1", "Bluetooth 5.3": an interface's version.
    // (Versions run from 1 to 7: in "WiFi, 10.9\"" the number is a screen's.)
    // (A number in brackets after it is no version: "Mesh Wifi (3 stations)".)
    if (INTERFACES.has(word) && /^[1-7][a-z]?$/.test(next) && !titleLower.includes(`${word} (${next}`)) {
      // "Bluetooth 5.3" is one version; "Wi-Fi 6 2 unidades" a version and a count.
      const decimal =
        /^\d[a-z]?$/.test(folded[i + 2] ?? '') &&
        /^\d$/.test(next) &&
        written?.has(`${next}.${(folded[i + 2] ?? '').replace(/[a-z]$/, '')}`) === true;
      measure(
        measurements,
        skipped,
        word === 'fi' ? 'wifi' : word,
        decimal ? `${next}.${folded[i + 2]}` : next,
        i + 1,
        ...(decimal ? [i + 2] : []),
      );
      i += decimal ? 2 : 1;
      continue;
    }
    // A sound system's channels ("9.1.4", "5.1"), not a size in inches, nor a line's number before
    // a list ("Band 9, 1.47\"").
    if (
      SPEAKERS.has(word) &&
      next === '1' &&
      written?.has(`${word}.1`) &&
      !SIZE_AFTER_CHANNELS.test(folded[i + 2] ?? '')
    ) {
      const height = /^[0-6]$/.test(folded[i + 2] ?? '');
      measure(
        measurements,
        skipped,
        'ch',
        height ? `${word}.1.${folded[i + 2]}` : `${word}.1`,
        i,
        i + 1,
        ...(height ? [i + 2] : []),
      );
      i += height ? 2 : 1;
      continue;
    }
    // A speaker's or a watch's water rating ("IP67", "IPX7"): stated by some shops only.
    if (IP_RATING.test(word)) {
      measure(measurements, skipped, 'ip', word, i);
      continue;
    }
    // A screen's or a camera's resolution ("4K"): what it does, stated by some shops only.
    if (RESOLUTION.test(word)) {
      measure(measurements, skipped, 'res', word === '2160p' ? '4k' : word, i);
      continue;
    }
    if (INTERFACE_WITH_VERSION.test(word) || PORT_COUNT.test(word)) {
      measure(measurements, skipped, 'x', word, i);
      continue;
    }
    const attached = NUMBER_WITH_MEASUREMENT_UNIT.exec(word);
    const unit = attached
      ? MEASUREMENT_UNIT[attached[2]!]!
      : /^\d+$/.test(word)
        ? (MEASUREMENT_UNIT[next] ?? separateUnit(word, next, degrees))
        : undefined;
    // "7150 MB/s" is a drive's speed; "7150 MB" alone is no size shops write.
    const speed = !attached && /^\d+$/.test(word) && next === 'mb' && folded[i + 2] === 's';
    if (!unit && !speed) continue;
    const value = attached ? attached[1]! : word;
    const at = attached ? [i] : speed ? [i, i + 1, i + 2] : [i, i + 1];
    if (before !== null && written!.has(`${before}.${value}`)) {
      // Three digits after the point are thousands ("10.000 mAh"); fewer, a fraction.
      measure(
        measurements,
        skipped,
        unit ?? 'mb/s',
        value.length === 3 ? `${before}${value}` : `${before}.${value}`,
        i - 1,
        ...at,
      );
      i = at.at(-1)!;
      continue;
    }
    measure(measurements, skipped, unit ?? 'mb/s', value, ...at);
    i = at.at(-1)!;
  }
  if (measurements.length === 0) return { ...distinctiveWordsOf(folded, brand), measurements };
  return {
    ...distinctiveWordsOf(
      folded.filter((_, i) => !skipped.has(i)),
      brand,
    ),
    measurements: [...new Set(measurements)].sort(),
  };
}

// Words shops in six languages use for one kind of thing or one feature, each read as the first
// of its line, so that a Spanish and a German title of one keyboard share "keyboard" and
// "wireless" as they share "MX Keys".
const SAME_WORD = new Map(
  `keyboard teclado tastatur clavier tastiera toetsenbord
  mouse raton maus souris rato muis
  wireless inalambrico inalambricos inalambrica inalambricas kabellos drahtlos draadloze draadloos
  backlit retroiluminado beleuchtet retroeclaire retroilluminata verlicht
  auriculares auscultadores kopfhorer cuffie auricolare koptelefoon
  speaker altavoz lautsprecher enceinte coluna altoparlante luidspreker
  soundbar barra
  charger cargador carregador ladegerat chargeur caricatore oplader
  adapter adaptador adaptateur adattatore
  cable cabo kabel cavo
  case funda capa hulle coque custodia hoesje
  cartridge cartucho tinteiro patrone cartouche cartuccia inktcartridge
  ink tinta tinte encre inchiostro inkt
  printer impresora impressora drucker imprimante stampante
  laptop portatil notebook
  tv televisor fernseher televiseur televisore
  camera camara kamera appareil fotocamera
  lens objetivo objektiv objectif obiettivo
  vacuum aspirador aspiradora saugroboter staubsauger aspirateur aspirapolvere stofzuiger
  mop friega friegasuelos fregasuelos fregona wischfunktion dweilfunctie serpilliere lavapavimenti
  earbuds oordopjes auricolari ecouteurs
  coffee cafetera kaffeemaschine cafetiere koffiemachine kaffeevollautomat
  fryer freidora fritadeira heissluftfritteuse friteuse friggitrice airfryer
  washer lavadora waschmaschine lavatrice wasmachine
  fridge frigorifico kuhlschrank refrigerateur frigorifero koelkast
  dishwasher lavavajillas geschirrspuler lavastoviglie vaatwasser
  microwave microondas mikrowelle microonde magnetron
  watch reloj relogio uhr montre orologio horloge
  tablet tableta tablette
  phone movil smartphone telemovel handy telephone telefono
  console consola konsole spielkonsole spielekonsole consolle
  controller mando comando manette controlador gamepad
  game juego jogo spiel jeu gioco
  processor procesador prozessor processeur processore
  battery bateria akku batterie batteria accu
  straightener plancha glatteisen lisseur piastra stijltang
  dryer secador haartrockner fohn asciugacapelli fohn haardroger
  toothbrush cepillo escova zahnburste brosse spazzolino tandenborstel
  heads cabezales cabezal aufsteckbursten brossettes testine opzetborstels
  descaler descalcificador descalcificante entkalker detartrant decalcificante ontkalker
  drone dron drohne
  body cuerpo gehause boitier corpo
  units unidades uds stuks stuck pezzi
  router routeur
  screen pantalla bildschirm ecran schermo scherm
  ereader lector liseuse
  blender batidora varinha stabmixer mixeur frullatore staafmixer minipimer
  fan ventilador ventoinha ventilator ventilateur ventilatore
  purifier purificador luftreiniger purificateur purificatore luchtreiniger
  scale bascula kuchenwaage bilancia weegschaal balanca
  microphone microfono mikrofon microfoon
  kettle hervidor wasserkocher bouilloire bollitore waterkoker chaleira
  toaster tostadora tostador grille tostapane torradeira broodrooster
  heater calefactor radiador heizlufter radiateur stufa kachel aquecedor
  dehumidifier deshumidificador luftentfeuchter deshumidificateur deumidificatore ontvochtiger desumidificador
  projector proyector beamer projecteur proiettore projetor
  scooter patinete trottinette monopattino trotinete step
  lock cerradura turschloss serrure serratura slot fechadura
  doorbell timbre turklingel sonnette campanello deurbel campainha
  sport deportivo deportiva desportivo sportif sportivo
  smart inteligente intelligent intelligente slimme
  watch smartwatch
  electric electrico electrica elektrisch elektrische electrique elettrico elettrica eletrico eletrica
  wet humedo humeda nass humide umido nat molhado
  dry seco trocken secco droog
  stick escoba stielsauger balai scopa steelstofzuiger
  shaver afeitadora rasierer rasoir rasoio scheerapparaat
  trimmer recortadora recortador bartschneider tondeuse regolabarba baardtrimmer aparador
  styler moldeador multistyler coiffeur modellatore
  blades cuchillas klingen lames lame scheermesjes laminas
  replacement recambio repuesto recambios repuestos ersatz rechange ricambio vervanging substituicao
  filter filtro filtros filtre filtres filtri
  bulb bombilla bombillas gluhbirne lampe ampoule lampadina lamp lampada
  plug enchufe steckdose prise presa stekker tomada
  security seguridad vigilancia videovigilancia uberwachung surveillance sorveglianza beveiliging seguranca
  indoor interior innen interieur binnen
  outdoor exterior aussen exterieur buiten
  card tarjeta karte carte scheda kaart cartao
  memory memoria speicher memoire geheugen
  disk disco festplatte disque schijf
  external externo externa extern externe esterno
  internal interno interna intern interne
  graphics grafica grafikkarte graphique
  psu fuente netzteil voeding alimentatore
  cooler disipador kuhler ventirad dissipatore koeler
  tumbledryer secadora trockner waschetrockner asciugatrice wasdroger
  oven horno backofen forno
  hood campana dunstabzugshaube hotte cappa afzuigkap exaustor
  freezer congelador gefrierschrank congelateur congelatore vriezer
  flosser irrigador munddusche hydropulseur idropulsore monddouche
  glasses gafas brille lunettes occhiali bril oculos
  bike bicicleta fahrrad velo bici fiets
  strap correa armband cinturino bandje pulseira
  protector schutzfolie pellicola screenprotector
  glass cristal glas verre vetro vidro
  tempered templado gehartet trempe temperato gehard temperado
  backpack mochila rucksack zaino rugzak
  mount soporte halterung supporto houder suporte
  repeater repetidor repeteur ripetitore versterker
  multifunction multifuncion multifunktion multifonction multifunzione multifuncional
  scanner escaner escanner
  computer ordenador ordinateur computador
  desktop sobremesa
  portable portatiles tragbar tragbare draagbare portatile
  mechanical mecanico mecanica mechanisch mecanique meccanica
  gaming gamer
  photo foto fotos photos
  video videos
  player reproductor lecteur lettore speler leitor
  remote remoto fernbedienung telecommande telecomando afstandsbediening
  rechargeable recargable aufladbar ricaricabile oplaadbaar recarregavel
  automatic automatico automatica automatisch automatique
  capsules capsulas kapseln cialde cups koffiecups dosettes
  portafilter portafiltro siebtrager
  milk leche milch lait latte melk leite
  frother espumador milchaufschaumer mousseur montalatte melkopschuimer
  grinder molinillo kaffeemuhle moulin macinacaffe koffiemolen moinho
  steam vapor dampf vapeur vapore stoom
  iron bugeleisen fer ferro strijkijzer
  mixer amasadora kuchenmaschine impastatrice keukenmachine
  hob kochfeld plaque kookplaat
  induction induccion induktion inductie inducao
  router enrutador
  mesh malla
  nas servidor
  ssd solido
  tv televisao televisione
  steel acero stahl acier acciaio staal aco
  stainless inoxidable inox edelstahl rostfrei inossidabile roestvrij
  watch sporthorloge sportuhr smartwatches`
    .split('\n')
    .flatMap((line) => {
      const [first, ...others] = line.trim().split(/\s+/);
      return others.map((word): [string, string] => [word, first!]);
    }),
);

// The same for what shops say in several words ("barra de sonido", "noise cancelling").
const SAME_PHRASE = new Map<string, Array<{ words: string[]; as: string }>>();
for (const line of `soundbar: barra de sonido | barre de son | barra sonido | sound bar
  anc: cancelacion de ruido | cancelacion activa de ruido | noise cancelling | active noise cancelling | reduction de bruit | reduccion de ruido | cancelamento de ruido | riduzione del rumore | noise canceling
  overear: over ear | de diadema | circumaurales
  inear: in ear | true wireless
  tracker: pulsera de actividad | bracelet connecte | fitness tracker | activity tracker | smart band | pulsera inteligente
  powerbank: power bank | bateria externa | batterie externe | bateria portatil | powerbank
  camera: appareil photo | camara de fotos
  ereader: e reader | e book reader | ebook reader | lector de libros electronicos
  fryer: freidora de aire | friteuse a air | air fryer | friggitrice ad aria
  wireless: sin cable | sans fil | senza fili | sem fios | bluetooth inalambrico
  oilfree: sin aceite | sem oleo | sans huile | senza olio | ohne ol | zonder olie
  vr: realidad virtual | realite virtuelle | virtual reality | realta virtuale | realidade virtual | realidad mixta | mixed reality
  remoteplayer: reproductor remoto | remote player | lecteur a distance
  harddisk: disco duro | hard drive | hard disk | disque dur | disco rigido | harde schijf
  tumbledryer: maquina de secar | seche linge
  washer: maquina de lavar | lave linge
  dishwasher: lave vaisselle | maquina de lavar loica
  toothbrush: cepillo de dientes | cepillo dental | brosse a dents | escova de dentes
  coffee: machine a cafe | maquina de cafe | macchina da caffe
  foodprocessor: robot de cocina | robot culinaire | food processor | kuchenmaschine
  charging: estuche de carga | boitier de charge | charging case | ladecase`.split('\n')) {
  const [as, phrases] = line.trim().split(': ') as [string, string];
  for (const phrase of phrases.split(' | ')) {
    const words = phrase.split(' ');
    const list = SAME_PHRASE.get(words[0]!) ?? [];
    list.push({ words, as });
    SAME_PHRASE.set(words[0]!, list);
  }
}

function phraseAt(folded: readonly string[], i: number): { words: string[]; as: string } | undefined {
  return SAME_PHRASE.get(folded[i]!)?.find(({ words }) => words.every((word, k) => folded[i + k] === word));
}

export const TRANSLATED_WORDS: ReadonlySet<string> = new Set([
  ...SAME_WORD.values(),
  ...[...SAME_PHRASE.values()].flatMap((list) => list.map(({ as }) => as)),
]);

function distinctiveWordsOf(
  folded: readonly string[],
  brand: string | null,
): { titleWords: string[]; colourAt: number | null } {
  const brandWords = brand ? foldedBrandSet(brand) : NO_WORDS;
  const words = new Set<string>();
  let colourAt: number | null = null;
  for (let i = 0; i < folded.length; i++) {
    const written = folded[i]!;
    // The brand written in two words ("De'Longhi" for "delonghi") is the brand too.
    if (brand?.startsWith(written) && written !== brand && brandWords.has(written + (folded[i + 1] ?? ''))) {
      i++;
      continue;
    }
    const phrase = phraseAt(folded, i);
    if (phrase) {
      words.add(phrase.as);
      i += phrase.words.length - 1;
      if (words.size === TITLE_WORDS) break;
      continue;
    }
    // "256 GB" is 256, as "256GB" is.
    if (UNIT_WORDS.has(written) && /^\d+$/.test(folded[i - 1] ?? '')) continue;
    // "45mm" is 45; "5G" is a network, not five grams.
    const word = NETWORK.test(written) ? written : (NUMBER_AND_UNIT.exec(written)?.[1] ?? written);
    if (COLOUR_WORDS.has(word)) {
      colourAt = words.size;
      continue;
    }
    if (NOISE_WORDS.has(word) || brandWords.has(word)) continue;
    // "Blanco humo", "Azul océano", "Negro láser": the colour's name, as the colour is.
    if (COLOUR_MODIFIERS.has(word) && COLOUR_WORDS.has(folded[i - 1] ?? '')) continue;
    words.add(SAME_WORD.get(word) ?? word);
    if (words.size === TITLE_WORDS) break;
  }
  return { titleWords: [...words], colourAt };
}

// Words makers put after a colour to name their shade of it, in six languages.
const COLOUR_MODIFIERS = new Set(
  'pastel neon humo glaciar oceano intenso intensa oscuro oscura claro clara mate brillante polar espacial estrella amanecer laser noche cosmico cosmica perla hielo marino marinho profundo smoke glacier ocean deep dark light matte space cosmic pearl ice frost mist sky shadow sunrise dunkel hell nacht fonce clair profond escuro ardesia scuro chiaro donker licht'.split(
    ' ',
  ),
);

const MAX_LINE_WORDS = 3;
// …and Panasonic's prefixes of its camera numbers ("Lumix DC-TZ200" is the "Lumix TZ200").
const LINE_SKIPPED = new Set(['series', 'serie', 'gen', 'gaming', 'dc', 'dmc']);
// "2e generatie", "2nd gen": the generation's number.
const ORDINAL = /^(\d)(?:e|nd|rd|th|st|er|eme)$/;
// A word with a digit that is a size, a generation or a network, not a line's number.
const NOT_A_LINE_NUMBER = /^\d+(gb|tb|mb|go|to|w|mah|mp|hz|mm|cm|kg|l|g|k)$|^[345]g$/;

// Words shops put after a line's name that name nothing: networks, "libre", versions.
const LINE_FILLER = new Set(
  '5g 4g lte oc libre dual sim ds nuevo nueva new neu neuf version versión espanola española eu europa original oferta envio gratis smartphone movil telefono handy'.split(
    ' ',
  ),
);
const JOINING_WORDS = new Set('con de para en y with for and of in mit für und avec pour et'.split(' '));
const MAX_TAIL_WORDS = 3;

function lineOf(
  title: string,
  brand: string | null,
  modelCodes: readonly string[],
  folded: readonly string[],
): { productLine: string | null; lineTail: string[] } {
  const found = brand ? productLineOf(title, brand, modelCodes, folded) : null;
  if (!found) return { productLine: null, lineTail: [] };
  const lineTail: string[] = [];
  for (const [i, word] of found.rest.entries()) {
    if (LINE_FILLER.has(word)) continue;
    // A number right after the line's names the model in it ("Ryzen 5 7600" and "7600X").
    if (i === 0 && /^\d{3,}[a-z]{0,2}(?:\d[a-z])?$/.test(word) && !NOT_A_LINE_NUMBER.test(word)) {
      lineTail.push(word);
      break;
    }
    // What follows "con", "with", a size or a colour describes the product; it does not name it.
    if (/\d/.test(word) || COLOUR_WORDS.has(word) || JOINING_WORDS.has(word)) break;
    // Pieces of a code ("SM" of "SM-S911B") and filler name nothing either, nor does a maker's name
    // for a colour ("Astro Black", "Wild Green").
    if (word.length <= 2 || LINE_FILLER.has(word) || VARIANT_WORDS.has(word)) continue;
    if (COLOUR_WORDS.has(found.rest[i + 1] ?? '')) continue;
    lineTail.push(word);
    if (lineTail.length === MAX_TAIL_WORDS) break;
  }
  return { productLine: found.line, lineTail: lineTail.sort() };
}

// "Apple iPhone 15 Pro, 128 GB": "iphone 15". The line must follow the brand's name closely, end in
// a word with a digit, and stop at the first separator shops put between a name and its details.
// folded: the title's folded words, the first segment's when the title has no separator.
function describesOnly(word: string): boolean {
  return (
    word.length <= 2 ||
    SAME_WORD.has(word) ||
    JOINING_WORDS.has(word) ||
    LINE_KIND.has(word) ||
    PRINTING.has(word)
  );
}

const PRINTING = new Set([
  'jet',
  'laser',
  'multifuncion',
  'multifonction',
  'multifunktionsdrucker',
  'todo',
  'uno',
]);

// (A screen's size may be a line's number: "iPad Air 11''" and "iPad Air 13''" are two models.)
const STORAGE_AFTER_NUMBER = new Set(['gb', 'go', 'tb', 'to', 'mb']);

function sizeFollows(number: string, words: readonly string[], from: number): boolean {
  return /^\d+$/.test(number) && STORAGE_AFTER_NUMBER.has(words[words.indexOf(number, from) + 1] ?? '');
}

const NUMBERED_PHONES = new Set(['realme', 'oneplus', 'xiaomi', 'honor', 'oppo', 'vivo', 'zte']);
const PHONE_HINT = /^(?:[45]g|\d+gb|smartphone|movil|phone|handy|telemovel|telephone)$/;

const LINE_KIND = new Set(
  'monitor konsole console consola systemkamera kamera saugroboter smartphone handy tablet tableta notebook fernseher televisor mesh system kopfhorer auriculares drucker impresora freidora cafetera aspirador aspiradora smartwatch haartrockner secador fohn seche cheveux laptop portatil'.split(
    ' ',
  ),
);

// A generation written after a line's name, in Spanish, English, French, German, Italian or Dutch.
const GENERATION = /^\s*[(,-]?\s*(\d{1,2})\s*(?:\.\s*)?(?:[ªºe]|st|nd|rd|th)?\.?\s+g[eé]n[a-zéèà]*\.?/iu;

function productLineOf(
  title: string,
  brand: string,
  modelCodes: readonly string[],
  folded: readonly string[],
): { line: string; rest: string[] } | null {
  const brandWords = foldedBrandWords(brand);
  const firstSegments = title.split(/\s[-–|(]\s?|,|\(|\/|:/u);
  for (const segment of firstSegments.slice(0, 2)) {
    const words = segment === title ? folded : foldedTitleWords(segment);
    let at = words.indexOf(brandWords[0] ?? '');
    let skip = brandWords.length;
    // A title that names the line and not its maker ("SIM Free iPhone 13"): the line starts there.
    if (at === -1) {
      at = words.findIndex((word) => BRAND_OF_LINE[word] === brand);
      skip = 0;
    }
    // What the thing is may come first in several words ("Imprimante jet d'encre HP Envy 6020").
    if (at === -1 || (at > 3 && !words.slice(0, at).every(describesOnly))) continue;
    // A kind written between the brand and its line ("Samsung Monitor Odyssey G5", "Sony Konsole
    // PlayStation 5") is no part of the line.
    while (LINE_KIND.has(words[at + skip] ?? '') || LINE_SKIPPED.has(words[at + skip] ?? '')) skip++;
    // "iO Series 2" and "iO 2", "Beam Gen 2" and "Beam 2", "Gaming G27i" and "G27i": one line.
    const lineWords = words.map((word) => ORDINAL.exec(word)?.[1] ?? word);
    const after = lineWords
      .slice(at + skip, at + skip + MAX_LINE_WORDS + 1)
      .filter((word) => !LINE_SKIPPED.has(word))
      .slice(0, MAX_LINE_WORDS);
    const numbered = after.findIndex((word) => /\d/.test(word));
    if (numbered === -1) {
      // "Echo Dot (5.ª generación)", "AirPods Pro (2e génération)": the generation after the name
      // numbers the line.
      const generation = GENERATION.exec(title.slice(title.indexOf(segment) + segment.length));
      if (!generation || after.length === 0 || !/[a-z]/.test(after.join(''))) return null;
      return { line: `${after.join('')}${generation[1]}`, rest: [] };
    }
    if (NOT_A_LINE_NUMBER.test(after[numbered]!)) return null;
    // A number a storage unit follows is a size ("Kobo Clara HD 8 GB", "Corsair DIMM 32 GB").
    if (sizeFollows(after[numbered]!, lineWords, at + skip)) return null;
    // A model number is rule one's evidence, not a line's name.
    if (modelCodes.includes(after[numbered]!.toUpperCase())) return null;
    // "Flip 6" and "Flip6", "Z 50" and "Z50" are one line; a number alone ("LG 5.6 cu. ft.") is none.
    const line = after.slice(0, numbered + 1).join('');
    const end = at + skip + lineWords.slice(at + skip).indexOf(after[numbered]!) + 1;
    if (/[a-z]/.test(line)) return { line, rest: words.slice(end) };
    // A phone maker's number alone names its phone ("realme 13 Pro 5G", "OnePlus 13 12/256GB").
    if (
      NUMBERED_PHONES.has(brand) &&
      /^\d{1,3}$/.test(line) &&
      folded.some((word) => PHONE_HINT.test(word))
    ) {
      return { line: `${brand}${line}`, rest: words.slice(end) };
    }
    return null;
  }
  return null;
}

// Each quick test (mayHold) with the expressions it is asked before, for the test that no
// expression matches a title its quick test turns away (offer-attributes.test.ts). An expression
// given a new word needs the word, or a part of it, in its list too. The sizes in kg and W and the
// screen in cm are asked the same way with the words "kg", "w" and "cm".
export const QUICK_TESTS: ReadonlyArray<{ words: readonly string[]; expressions: readonly RegExp[] }> = [
  { words: FOR_WORDS_WRITTEN, expressions: [FOR_PHRASE, FOR_WORDS] },
  { words: MEMORY_UNITS, expressions: [MEMORY_SIZE] },
  { words: BUNDLE_WORDS, expressions: [BUNDLE] },
  { words: ['mm'], expressions: [KIT_LENS] },
  { words: WEAR_WORDS, expressions: [IN_EAR, OVER_EAR] },
  { words: KEYBOARD_WORDS, expressions: [LAYOUT, KEYBOARD] },
];

// Whether a title passes a quick test, as offerAttributes asks it.
export function passesQuickTest(title: string, words: readonly string[]): boolean {
  return mayHold(titleOf(title.normalize('NFC')), words);
}
