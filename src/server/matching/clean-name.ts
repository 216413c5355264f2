import { COLOURS, type OfferAttributes } from './offer-attributes.ts';

// The name a shopper sees for a product (c10_product_name, issue 15, part 3): brand first, then the
// line and model as the shop wrote them, the sizes that tell the model's variants apart written one
// way, and nothing of the shop's noise (shipping, offers, warranty, colour, condition, shop names,
// capitals). product_name keeps the shop's own text. The importer calls this for every new
// product, up to 100,000 an import: every pattern is compiled once here and each call walks a
// title of about 100 characters a dozen times.
//
// Written forms chosen (docs/decisions/019-clean-product-names.md):
// - sizes with a space and one spelling: "128 GB", "1 TB", "9 kg", "300 L", "1400 rpm", a screen
//   `55"`; decimals with a comma, as Spanish writes them ("15,6"", "6,1"");
// - memory and storage as one pair: "8 GB / 256 GB" ("8/256GB", "8GB+256GB", "8GB 256GB"), and
//   "16 GB RAM / 512 GB SSD" when the shop labels them;
// - an accessory keeps its colour, its words and their order ("Funda Spigen para iPhone 15 Negra"):
//   for a case or an ink the colour is the product (see conflictingAttributes).

export type CleanNameInput = {
  title: string;
  brand?: string | null;
  // offerAttributes({ title, brand, model, mpn }) of the same offer.
  attributes: OfferAttributes;
  // A product made by a GTIN is one colour of its model (each colour has its own GTIN), so its name
  // keeps the colour; a product matched from titles holds every colour, and its name names none.
  keepColour?: boolean;
};

export const MAX_NAME_LENGTH = 90;

const BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const AFTER = String.raw`(?![\p{L}\p{N}])`;

// Emoji, pictographs and the shouting shops add ("¡¡OFERTA!!", "*** TOP ***", "Intel® Core™").
const SYMBOLS =
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\u{20E3}|[®™©¡!*•►▶◆■□✓✔★☆]/gu;

// What String.prototype.replace with a function does, at half its cost in V8 (which builds every
// match's arguments first): the matches are read one by one, the text rebuilt only where one changes.
function replaceMatches(text: string, pattern: RegExp, write: (match: RegExpExecArray) => string): string {
  pattern.lastIndex = 0;
  let out = '';
  let copied = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const written = write(match);
    if (written !== match[0]) {
      out += text.slice(copied, match.index) + written;
      copied = match.index + match[0].length;
    }
  }
  return copied === 0 ? text : out + text.slice(copied);
}

// Runs of spaces and other blanks (tabs, no-break spaces): single spaces are left alone.
const SPACES = /\s{2,}|[^\S ]/g;
const COMBINING_MARK = /[\u0300-\u036f]/;

// Shops and the words of a shop's name, in a segment a title ends with ("… - Amazon.es",
// "… | Tienda Oficial").
const SHOP_SEGMENT = new RegExp(
  `${BEFORE}(?:${[
    'amazon',
    'pccomponentes',
    'media\\s?markt',
    'el corte ingl[eé]s',
    'fnac',
    'carrefour',
    'worten',
    'coolmod',
    'alternate',
    'darty',
    'boulanger',
    'cdiscount',
    'otto',
    'saturn',
    'currys',
    'argos',
    'ebay',
    'aliexpress',
    'back\\s?market',
    'rakuten',
    'ldlc',
    'alcampo',
    'eroski',
    'phone\\s?house',
    'miravia',
    'conforama',
    'tiendas?',
    'stores?',
    'shop',
    'onlineshop',
    'boutique',
    'oficial',
    'official',
    'vendido por',
    'sold by',
    'verkauft von',
    'vendu par',
  ].join('|')})${AFTER}|\\.(?:es|com|de|fr|it|eu|net|co\\.uk)${AFTER}`,
  'iu',
);
const SEGMENT_SEPARATORS = [' - ', ' | ', ' – ', ' — '];
const SEPARATOR_CHARS = new Set([' ', '-', '–', '—', '|', ',', ';', ':', '/']);

// The text without the separators it ends with (a loop: a pattern anchored at the end is tried
// from every position).
function withoutTrailingSeparators(text: string): string {
  let end = text.length;
  while (end > 0 && SEPARATOR_CHARS.has(text[end - 1]!)) end--;
  return end === text.length ? text : text.slice(0, end);
}

// Sizes: a number and its unit, written one way. The number must stand alone ("KGN39VLEA",
// "2x8GB" and "3.2" hold numbers that are not sizes); "1.000 W" is a thousand, not one.
const NUMBER = String.raw`(\d+(?:[.,]\d{1,2})?)`;
const UNIT_NAMES: Record<string, string> = {
  gb: 'GB',
  tb: 'TB',
  mb: 'MB',
  go: 'GB',
  to: 'TB',
  mo: 'MB',
  kg: 'kg',
  kgs: 'kg',
  l: 'L',
  lt: 'L',
  ltr: 'L',
  litro: 'L',
  litros: 'L',
  liter: 'L',
  litre: 'L',
  litres: 'L',
  w: 'W',
  watt: 'W',
  watts: 'W',
  vatios: 'W',
  rpm: 'rpm',
  hz: 'Hz',
  mhz: 'MHz',
  ghz: 'GHz',
  mah: 'mAh',
  mp: 'MP',
  megapixel: 'MP',
  megapixels: 'MP',
  megapíxeles: 'MP',
  megapixeles: 'MP',
  cm: 'cm',
  mm: 'mm',
  'u/min': 'rpm',
  'tr/min': 'rpm',
};
const INCH_WORDS = new Set(['pulgadas', 'pulg', 'pulg.', 'inch', 'inches', 'zoll', 'pouces', 'in']);
const SIZE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])${NUMBER}(?:(\s?)(gb|tb|mb|go|to|mo|kgs?|litros?|liters?|litres?|ltr|lt|l|watts?|vatios|w|rpm|u/min|tr/min|mhz|ghz|hz|mah|mp|megap[ií]xel(?:es|s)?|cm|mm|pulgadas|pulg\.?|inch(?:es)?|zoll|pouces|in)${AFTER}|\s?(?:"|''|”|″|“)|-inch(?:es)?${AFTER})`,
  'giu',
);
// A screen given in centimetres and inches ("139 cm (55")", "55" (139 cm)"): the inches.
const INCH = `(?:"|''|”|″|pulgadas|zoll|pouces|inch(?:es)?)`;
const SCREEN_IN_CM = new RegExp(
  String.raw`\d{2,3}\s?cm\s*\(\s*${NUMBER}\s?${INCH}\s*\)|${NUMBER}\s?${INCH}\s*\(\s*\d{2,3}(?:[.,]\d)?\s?cm\s*\)`,
  'giu',
);
const writeScreen = (match: RegExpExecArray) => `${decimalComma(match[1] ?? match[2]!)}"`;

// Memory and storage sold together: "8/256GB", "8GB+256GB", "8GB 256GB".
const MEMORY_UNIT = '(gb|tb|go|to)';
const MEMORY_PAIR = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])${NUMBER}(?:\s?${MEMORY_UNIT}(\s*[/+]\s*|\s+)|(\s*[/+]\s*))${NUMBER}\s?${MEMORY_UNIT}${AFTER}`,
  'giu',
);
const LABELLED_MEMORY = new RegExp(
  String.raw`(\d+(?:,\d{1,2})? [GT]B (?:RAM|LPDDR\dX?|DDR\d))\s*[,+/]?\s+(?=\d+(?:,\d{1,2})? [GT]B${AFTER})`,
  'giu',
);
const MAX_RAM_GB = 128;
const WHITE_SPACE = /\s/;
const MAY_HAVE_CM = /cm/i;
const MAY_HAVE_LABEL = /ram|ddr/i;

// "go" and "to" are words too ("from 10 to 20"): a lower-case one counts as a unit when joined
// to its number, a capital one ("128 Go", "2 To") always.
function isUnitWritten(unit: string, space: string): boolean {
  const lower = unit.toLowerCase();
  if ((lower === 'go' || lower === 'to' || lower === 'mo' || lower === 'in') && space !== '') {
    return unit !== lower && lower !== 'in';
  }
  return true;
}

const decimalComma = (number: string) => number.replace('.', ',');

function writeSize(match: RegExpExecArray): string {
  const [written, number, space = '', unit] = match as unknown as [string, string, string?, string?];
  if (unit === undefined) return `${decimalComma(number)}"`;
  if (!isUnitWritten(unit, space)) return written;
  const lower = unit.toLowerCase();
  if (INCH_WORDS.has(lower)) return `${decimalComma(number)}"`;
  return `${decimalComma(number)} ${UNIT_NAMES[lower] ?? unit}`;
}

const unitOf = (unit: string) => UNIT_NAMES[unit.toLowerCase()]!;
const gigabytes = (number: string, unit: string) =>
  Number(number.replace(',', '.')) * (unitOf(unit) === 'TB' ? 1024 : 1);

function writeMemoryPair(match: RegExpExecArray): string {
  const [written, first, firstUnit, , , second, secondUnit] = match as unknown as [
    string,
    string,
    string | undefined,
    string | undefined,
    string | undefined,
    string,
    string,
  ];
  const spaceAfter = (at: number) => (WHITE_SPACE.test(written.charAt(at)) ? ' ' : '');
  if (firstUnit && !isUnitWritten(firstUnit, spaceAfter(first.length))) return written;
  if (!isUnitWritten(secondUnit, spaceAfter(written.length - secondUnit.length - 1))) return written;
  const unit = firstUnit ?? secondUnit;
  // Memory comes first and is the smaller ("8GB+8GB" is a kit, "1TB 2TB" two choices).
  const memory = gigabytes(first, unit);
  if (!(memory < gigabytes(second, secondUnit) && memory <= MAX_RAM_GB)) return written;
  return `${decimalComma(first)} ${unitOf(unit)} / ${decimalComma(second)} ${unitOf(secondUnit)}`;
}

// The shop's noise, in the four languages: shipping, stock, offers, warranty, region, unlocking,
// sealing, and the condition (an attribute of the offer, not of the product).
const NOISE_PHRASES = [
  // Shipping and stock.
  String.raw`env[ií]os?(?:\s+(?:gratis|gratuitos?|r[aá]pidos?|urgentes?|inmediatos?|express|incluidos?|desde\s+espa[ñn]a|en\s+)?(?:\s*(?:24|48|72)\s?h(?:oras)?)?)?`,
  String.raw`entregas?\s+(?:gratis|gratuita|r[aá]pida|inmediata|(?:en\s+)?(?:24|48|72)\s?h(?:oras)?)`,
  String.raw`(?:gastos\s+de\s+env[ií]o\s+(?:gratis|incluidos)|sin\s+gastos\s+de\s+env[ií]o)`,
  String.raw`(?:24|48|72)\s?h(?:oras)?`,
  String.raw`(?:free|fast|express|quick)\s+(?:shipping|delivery|postage)`,
  String.raw`next\s+day\s+delivery`,
  String.raw`kostenloser\s+versand|versandkostenfrei|gratis\s+versand|sofort\s+lieferbar|blitzversand`,
  String.raw`livraison\s+(?:gratuite|offerte|rapide|express|(?:en\s+)?(?:24|48)\s?h)|exp[ée]dition\s+rapide`,
  String.raw`(?:en|in)\s+stock|stock\s+(?:en\s+)?espa[ñn]a|uk\s+stock|auf\s+lager|stock\s+limitado|limited\s+stock`,
  String.raw`[uú]ltimas?\s+unidades|pocas\s+unidades`,
  // Offers and selling words.
  String.raw`(?:super\s*)?ofertas?(?:\s+(?:flash|especial|limitada|del\s+d[ií]a))?|ofert[oó]n|chollos?|promoci[oó]n|promo|rebajas|liquidaci[oó]n|outlet|descuentos?`,
  String.raw`black\s+friday|cyber\s+monday|prime\s+day|top\s+ventas|m[aá]s\s+vendidos?|best\s*sellers?|n[ºo°]\s?1\s+en\s+ventas`,
  String.raw`mejor\s+precio|precio\s+m[ií]nimo|best\s+price|special\s+offer|hot\s+sale|angebot|soldes|bon\s+plan`,
  String.raw`iva\s+incluido|iva\s+inc\.?|novedad(?:es)?`,
  // The energy label: the model number already says it, and labels change.
  String.raw`(?:clase|class|klasse|classe|eficiencia|eek)\s+(?:energ[ée]tica\s+|energ[ée]tique\s+)?[a-g](?:\+{1,3})?|[a-g]\+{1,3}`,
  // "New Nintendo 3DS" is a console of its own.
  String.raw`(?:brand\s+)?(?:nuev[oa]s?|neu|neuf|neuve|(?<!nintendo\s)new(?!\s+nintendo))`,
  'neuware|originalverpackt|ovp',
  'originale?s?',
  // Warranty and region.
  String.raw`(?:\d\s*[-\s]?(?:a[ñn]os?|years?|jahre?|ans?)\s+(?:de\s+)?)?(?:garant[ií]a|warranty|garantie)(?:\s+(?:oficial|official|espa[ñn]a|espa[ñn]ola|europea|eu|ue|(?:de\s+)?\d\s*(?:a[ñn]os?|years?|jahre?|ans?)))?`,
  String.raw`versi[oó]n\s+(?:europea|espa[ñn]ola|internacional|global|importaci[oó]n|eu|ue|es)`,
  String.raw`(?:eu|global|international|european|spanish)\s+version|eu-ware|version\s+(?:europ[ée]enne|internationale|fran[çc]aise)`,
  // Unlocking and sealing.
  String.raw`sim\s*-?\s*free|sim\s+libre|(?<!manos\s|freestyle\s|aire\s|software\s)libres?|desbloquead[oa]s?|sin\s+(?:contrato|permanencia)|unlocked|contract\s+free`,
  String.raw`ohne\s+(?:vertrag|simlock)|simlockfrei|d[ée]bloqu[ée]e?s?|tout\s+op[ée]rateurs?`,
  String.raw`precintad[oa]s?|sellad[oa]s?|caja\s+sellada|embalaje\s+original|sealed|scell[ée]e?`,
  // Condition.
  String.raw`(?:reacondicionad[oa]s?|refurbished|renewed|generalüberholt|reconditionn[ée]e?s?|remanufactured)(?:\s*[-:(]?\s*(?:grad[oe]\s+)?(?:a\+?|b|c|excelente|muy\s+bueno|bueno|correcto|excellent|very\s+good|good|fair|premium|tr[eè]s\s+bon\s+[ée]tat|bon\s+[ée]tat))?(?!\p{L})`,
  String.raw`(?:grad[oe]|klasse)\s+[abc]\+?`,
  String.raw`segunda\s+mano|usad[oa]s?|used|gebraucht|d'occasion|occasion|como\s+nuevo|like\s+new|comme\s+neuf|wie\s+neu`,
  String.raw`tr[eè]s\s+bon\s+[ée]tat|bon\s+[ée]tat|caja\s+abierta|open\s+box`,
];
const NOISE = new RegExp(`${BEFORE}(?:${NOISE_PHRASES.join('|')})${AFTER}`, 'giu');

// Colours beyond the ones matching reads, makers' colour names among them.
const MORE_COLOURS = [
  'beige',
  'marr[oó]n',
  'brown',
  'braun',
  'naranja',
  'orange',
  'turquesa',
  'turquoise',
  'türkis',
  'crema',
  'cream',
  'burdeos',
  'burgundy',
  'champagne',
  'champ[aá]n',
  'bronce',
  'bronze',
  'cobre',
  'copper',
  'coral',
  'lavanda',
  'lavender',
  'menta',
  'mint',
  'multicolou?re?',
  'titanio natural',
  'natural titanium',
  'titan natur',
  'titane naturel',
  'obsidiana',
  'obsidian',
  'porcelana',
  'porcelain',
  'celeste',
  'avellana',
  'hazel',
  'minuit',
  'lumi[eè]re stellaire',
  'mitternacht',
  'polarstern',
];
// Words that make a colour a maker's colour ("Phantom Black", "Azul Marino", "Titanio Negro"): gone
// with the colour, kept without one.
const COLOUR_MODIFIERS = [
  'phantom',
  'cosmic',
  'space',
  'sierra',
  'alpine',
  'pac[ií]fico',
  'pacific',
  'deep',
  'dark',
  'light',
  'pastel',
  'claro',
  'oscuro',
  'marino',
  'cielo',
  'met[aá]lico',
  'metalizado',
  'metallic',
  'mate',
  'matte?',
  'mat',
  'brillante',
  'glossy',
  'titanio',
  'titanium',
  'titan',
  'titane',
  'polar',
  'glacier',
  'ice',
  'ocean',
  'jet',
  'piano',
  'mystic',
  'onyx',
  '[oó]nix',
  'arctic',
  '[aá]rtico',
  'estelar',
  'navy',
  'royal',
  'sky',
  'ne[oó]n',
  'lunar',
  'tormenta',
  'storm',
  'carbon',
  'charcoal',
];
const COLOUR_WORDS = [...Object.values(COLOURS).flat(), ...MORE_COLOURS]
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/ /g, String.raw`\s+`));
const COLOUR_WORD = `(?:${COLOUR_WORDS.join('|')})(?:e?s|e|er|en)?`;
const COLOUR_RUN = `(?:(?:${COLOUR_MODIFIERS.join('|')})\\s+){0,2}${COLOUR_WORD}(?:\\s+(?:${COLOUR_MODIFIERS.join('|')})${AFTER}){0,2}`;
// "en color negro", "in gold": a colour named as one.
const SWITCH_BEFORE = /(?:switch(?:es)?|optical|mx|gateron|kailh)\s*$/iu;
// One lower-case word, and nothing after it but the shop's suffix.
const COLOUR_NAME_END = /^\s+\p{Ll}[\p{Ll}-]*(?=\s*(?:$|[-|–(]))/u;
const COLOUR_PHRASE = /^(?:en|de|in|im|colou?r|farbe|couleur|coloris|tono)(?![\p{L}\p{N}])/iu;
const COLOUR = new RegExp(
  `${BEFORE}(?:(?:(?:en|de)\\s+)?(?:colou?r(?:es)?|farbe|couleur|coloris|tono)\\s*[:-]?\\s*|(?:en|in|im)\\s+)?` +
    `${COLOUR_RUN}(?:\\s*(?:[/&+,-]|\\s(?:y|e|o|and|or|und|oder|et|ou))\\s*${COLOUR_RUN})*${AFTER}`,
  'giu',
);

// Words that say what kind of product it is: gone when the line and model say it ("Portátil Lenovo
// IdeaPad 3" is the "Lenovo IdeaPad 3"). TV, monitor and phone also name lines ("Apple TV 4K",
// "Samsung Smart Monitor M8", "Nothing Phone (2)"), so they go only before the brand.
const PRODUCT_TYPES = [
  'smartphones?',
  'tel[eé]fonos?\\s+m[oó]vil(?:es)?',
  'tel[eé]fonos?\\s+(?:portables?|mobiles?)',
  'tel[eé]fonos?',
  'm[oó]vil(?:es)?',
  'mobile\\s+phones?',
  'cell\\s+phones?',
  'handy',
  'mobiltelefon',
  'ordenador(?:es)?\\s+port[aá]til(?:es)?',
  'ordinateurs?\\s+portables?',
  'pc\\s+portables?',
  'pc\\s+port[aá]til',
  'port[aá]til(?:es)?',
  'laptops?',
  'notebooks?',
  'televisor(?:es)?',
  'televisi[oó]n',
  't[ée]l[ée]viseurs?',
  'televisions?',
  'fernseher',
  'smart\\s+tv',
  'lavadoras?\\s+(?:de\\s+)?carga\\s+(?:frontal|superior)',
  'lavadoras?',
  'lavasecadoras?',
  'secadoras?',
  'lavavajillas',
  'washing\\s+machines?',
  'washer\\s+dryers?',
  'tumble\\s+dryers?',
  'dishwashers?',
  'waschmaschinen?',
  'waschtrockner',
  'wäschetrockner',
  'trockner',
  'geschirrspüler',
  'spülmaschinen?',
  'lave-linge',
  'machines?\\s+à\\s+laver',
  's[eè]che-linge',
  'lave-vaisselle',
  'frigor[ií]ficos?(?:\\s+(?:combi|americano|side\\s+by\\s+side|1\\s+puerta|una\\s+puerta))?',
  'neveras?',
  'congeladores?',
  'fridge\\s+freezers?',
  'fridges?',
  'refrigerators?',
  'freezers?',
  'kühl-gefrierkombination',
  'kühlschrank',
  'gefrierschrank',
  'r[ée]frig[ée]rateurs?(?:\\s+(?:am[ée]ricain|combin[ée]))?',
  'cong[ée]lateurs?',
  'microondas',
  'microwaves?',
  'mikrowelle',
  'micro-ondes',
  'hornos?',
  'backofen',
  'auriculares',
  'cascos',
  'headphones',
  'earphones',
  'earbuds',
  'headset',
  'kopfhörer',
  'in-ear-kopfhörer',
  'casque(?:\\s+audio)?',
  '[ée]couteurs',
  'altavo(?:z|ces)',
  'smart\\s+speakers?',
  'speakers?',
  'lautsprecher',
  'enceintes?',
  'impresoras?(?:\\s+(?:multifunci[oó]n|l[aá]ser|de\\s+tinta))?',
  '(?:all-in-one\\s+|inkjet\\s+|laser\\s+)?printers?',
  '(?:multifunktions|tintenstrahl|laser)?drucker',
  'imprimantes?(?:\\s+(?:multifonctions?|laser|jet\\s+d.encre))?',
  'c[aá]maras?(?:\\s+(?:de\\s+fotos|digital|r[eé]flex|evil|compacta|sin\\s+espejo|mirrorless))?',
  'videoc[aá]maras?',
  '(?:digital\\s+|mirrorless\\s+|dslr\\s+)?cameras?',
  'camcorders?',
  '(?:digital|system|spiegelreflex)?kamera',
  'appareils?\\s+photos?(?:\\s+(?:num[ée]rique|hybride|reflex))?',
  'cam[ée]scopes?',
  '(?:video)?consolas?',
  '(?:games\\s+)?consoles?(?:\\s+de\\s+jeux)?',
  'spielkonsole',
  'konsole',
  'tablets?',
  'tabletas?',
  'tablettes?',
  'smartwatch',
  'reloj\\s+inteligente',
  'montre\\s+connect[ée]e',
  'aspiradora',
  'robot\\s+aspirador',
  'vacuum\\s+cleaner',
  'staubsauger',
  'aspirateur',
  'tarjetas?\\s+gr[aá]ficas?',
  'graphics\\s+cards?',
  'grafikkarte',
  'cartes?\\s+graphiques?',
  'discos?\\s+duros?(?:\\s+externos?)?',
  'procesador(?:es)?',
  'processors?',
  'prozessor(?:en)?',
  'processeurs?',
  'placas?\\s+base',
  'motherboards?',
  'mainboards?',
  'cartes?\\s+m[eè]res?',
  'memorias?\\s+ram',
  'ordenador(?:es)?\\s+(?:de\\s+sobremesa|todo\\s+en\\s+uno)',
  'pc\\s+(?:de\\s+sobremesa|gaming)',
  'hard\\s+drives?',
  'festplatte',
  'disques?\\s+durs?',
];
// Also words a product's own name uses ("Magic Mouse", "MX Keys Keyboard", "Apple TV").
const LINE_NAMING_TYPES = [
  'tv',
  'monitor(?:es)?',
  'phones?',
  'pantallas?',
  'bildschirm',
  '[ée]cran',
  'teclados?',
  'keyboards?',
  'tastaturen?',
  'claviers?',
  'rat[oó]n(?:es)?',
  'mouse',
  'maus',
  'souris',
  'routers?',
];
const TYPE_AT_START = new RegExp(`^(?:${[...PRODUCT_TYPES, ...LINE_NAMING_TYPES].join('|')})${AFTER}`, 'iu');
const UNAMBIGUOUS_TYPE_AT_START = new RegExp(`^(?:${PRODUCT_TYPES.join('|')})${AFTER}`, 'iu');
// After a space, a bracket or a comma (the sign is part of the match: quicker than looking behind).
const UNAMBIGUOUS_TYPE = new RegExp(`[\\s(,](?:${PRODUCT_TYPES.join('|')})${AFTER}`, 'iu');

// Words written one way whatever the shop's capitals: makers' names for their lines, standards,
// acronyms. A line name with capitals inside ("iPhone") is fixed in any title; the others only in a
// title written all in capitals or all in lower case.
const KNOWN_WORDS = [
  'iPhone',
  'iPad',
  'iPod',
  'iMac',
  'MacBook',
  'AirPods',
  'AirTag',
  'HomePod',
  'iOS',
  'macOS',
  'MagSafe',
  'PlayStation',
  'DualSense',
  'DualShock',
  'Xbox',
  'IdeaPad',
  'ThinkPad',
  'ThinkBook',
  'ThinkCentre',
  'ThinkVision',
  'ZenBook',
  'VivoBook',
  'ExpertBook',
  'ProArt',
  'OmniBook',
  'EliteBook',
  'ProBook',
  'DeskJet',
  'OfficeJet',
  'LaserJet',
  'EcoTank',
  'WorkForce',
  'PIXMA',
  'i-SENSYS',
  'BRAVIA',
  'NanoCell',
  'GeForce',
  'Radeon',
  'Ryzen',
  'Core',
  'Intel',
  'NVIDIA',
  'AMD',
  'HP',
  'LG',
  'ASUS',
  'MSI',
  'JBL',
  'TCL',
  'ZTE',
  'AEG',
  'WD',
  'ROG',
  'TUF',
  'OMEN',
  'OnePlus',
  'SanDisk',
  'GoPro',
  'DJI',
  'TP-Link',
  'Chromebook',
  'Chromecast',
  'AirPlay',
  'OLED',
  'QLED',
  'QD-OLED',
  'LED',
  'LCD',
  'UHD',
  'FHD',
  'QHD',
  'WQHD',
  'HDR',
  'HDR10',
  'SSD',
  'HDD',
  'RAM',
  'ROM',
  'NVMe',
  'PCIe',
  'DDR4',
  'DDR5',
  'eMMC',
  'IPS',
  'USB',
  'USB-C',
  'HDMI',
  'Wi-Fi',
  'NFC',
  'GPS',
  'LTE',
  'ANC',
  'DAB',
  '4K',
  '8K',
  '5G',
  '4G',
  'PS4',
  'PS5',
  // Units, as sizes are written.
  'GB',
  'TB',
  'MB',
  'kg',
  'rpm',
  'Hz',
  'MHz',
  'GHz',
  'mAh',
  'MP',
  'cm',
  'mm',
  'TV',
  'PC',
  'XL',
  'XXL',
  'SE',
  'FE',
  'OC',
  'II',
  'III',
  'IV',
  'VI',
  'VII',
  'VIII',
  'RTX',
  'GTX',
  'AMOLED',
  'WQXGA',
  'WUXGA',
];
// Short words that are words, not acronyms, in a title in capitals ("NO FROST" is "No Frost").
const SHORT_WORDS = new Set(['no', 'my', 'up', 'mi', 'si', 'ya', 'ni']);
// Short words of lines that a title in capitals writes as words ("PRO MAX" is "Pro Max").
const SHORT_LINE_WORDS = new Set([
  'pro',
  'max',
  'air',
  'one',
  'kit',
  'set',
  'neo',
  'evo',
  'duo',
  'box',
  'pad',
  'tab',
  'fit',
  'pen',
  'hub',
]);
const wordKey = (word: string) => word.toLowerCase().replace(/-/g, '');
const KNOWN_WORD = new Map(KNOWN_WORDS.map((word) => [wordKey(word), word]));
// Capitals inside the word: written this way in any title.
const INNER_CAPITALS = new Set(
  KNOWN_WORDS.filter((word) => word !== word.toUpperCase() && /\p{Lu}/u.test(word.slice(1))).map(wordKey),
);
// Words a shop's line goes on with after the product's kind ("Consola PlayStation 5 Slim Digital").
const VARIANT_WORDS = new Set([
  'pro',
  'plus',
  'max',
  'ultra',
  'mini',
  'lite',
  'slim',
  'digital',
  'edition',
  'air',
  'neo',
  'classic',
  'evo',
]);
// Joining words of the four languages, in lower case in a name.
const SMALL_WORDS = new Set([
  'de',
  'del',
  'la',
  'las',
  'el',
  'los',
  'con',
  'sin',
  'para',
  'por',
  'y',
  'e',
  'o',
  'u',
  'en',
  'al',
  'un',
  'una',
  'and',
  'with',
  'for',
  'the',
  'of',
  'in',
  'on',
  'to',
  'or',
  'by',
  'mit',
  'und',
  'für',
  'der',
  'die',
  'das',
  'von',
  'zu',
  'im',
  'ohne',
  'oder',
  'avec',
  'pour',
  'et',
  'le',
  'les',
  'du',
  'des',
  'sans',
  'au',
  'aux',
  'ou',
  'à',
]);
// Words a name neither starts nor ends with.
const DANGLING_WORDS = new Set([...SMALL_WORDS, 'a', 'color', 'colour', 'farbe', 'couleur']);
const FOR_WORDS = new Set(['para', 'for', 'für', 'pour', 'con', 'with', 'mit', 'avec', 'de', 'compatible']);

// Brands in their usual writing, by their key without spaces and signs.
const BRAND_NAMES = [
  'Acer',
  'AEG',
  'AMD',
  'Anker',
  'Apple',
  'ASUS',
  'Balay',
  'Beko',
  'Belkin',
  'Bosch',
  'Bose',
  'Brother',
  'Canon',
  'Candy',
  'Cecotec',
  'Corsair',
  'Crucial',
  "De'Longhi",
  'Dell',
  'DJI',
  'Dyson',
  'Electrolux',
  'Epson',
  'Fujifilm',
  'Garmin',
  'Gigabyte',
  'Google',
  'GoPro',
  'Haier',
  'Hisense',
  'Honor',
  'HP',
  'HPE',
  'Huawei',
  'Indesit',
  'Intel',
  'JBL',
  'Kingston',
  'Lenovo',
  'LG',
  'Logitech',
  'Medion',
  'Miele',
  'Microsoft',
  'Motorola',
  'MSI',
  'Netgear',
  'Nikon',
  'Nintendo',
  'Nothing',
  'NVIDIA',
  'OnePlus',
  'OPPO',
  'Panasonic',
  'Philips',
  'Razer',
  'realme',
  'Rowenta',
  'Samsung',
  'SanDisk',
  'Seagate',
  'Sennheiser',
  'Sharp',
  'Siemens',
  'Smeg',
  'Sony',
  'Spigen',
  'SteelSeries',
  'TCL',
  'Teka',
  'TP-Link',
  'Ubiquiti',
  'WD',
  'Whirlpool',
  'Xiaomi',
  'ZTE',
];
const NOT_KEY = /[^a-z0-9]/;
const NOT_KEY_ALL = /[^a-z0-9]/g;
function compactKey(text: string): string {
  const lower = text.toLowerCase();
  return NOT_KEY.test(lower) ? lower.normalize('NFD').replace(NOT_KEY_ALL, '') : lower;
}
const BRAND_NAME = new Map(BRAND_NAMES.map((name) => [compactKey(name), name]));
// What feeds put in the brand column when there is no brand.
const NOT_BRANDS = new Set(
  [
    'generic',
    'generico',
    'sin marca',
    'no brand',
    'unbranded',
    'oem',
    'n a',
    'na',
    'none',
    'otros',
    'other',
    'others',
    'varios',
    'marca blanca',
    'compatible',
    'unknown',
    'desconocido',
  ].map(compactKey),
);
const LEGAL_SUFFIX =
  /,?\s+(?:inc\.?|corp\.?|corporation|gmbh|ltd\.?|llc|s\.?a\.?|s\.?l\.?u?\.?|ag|sas|b\.?v\.?|plc)$/i;

const SEPARATOR = /^[-–—|/+&,;:.·]+$/;
// Quotes and brackets standing alone: what they held is gone.
const QUOTES = /^["'“”‘’«»()[\]]+$/;
const TRAILING_COMMA = /[,;:]+$/;
const LEADING_COMMA = /^[,;:]+/;
const TRAILING_SEPARATOR = /[,;:–—/-]+$/;
const HAS_LETTER = /\p{L}/u;

// A letter or a digit, told by its code (Latin letters from U+00C0 on, punctuation from U+2000 on).
function startsWithWordChar(token: string): boolean {
  const code = token.charCodeAt(0);
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    (code >= 0xc0 && code < 0x2000 && code !== 0xd7 && code !== 0xf7)
  );
}
const HAS_WORD = /[\p{L}\p{N}]/u;
const HAS_DIGIT = /\d/;
// Sizes the name keeps from a shop's description; dimensions ("203 x 70 cm") are not among them.
const UNIT_TOKENS = new Set(['gb', 'tb', 'mb', 'kg', 'l', 'w', 'rpm', 'hz', 'mhz', 'ghz', 'mah', 'mp']);
const NAME_LIKE = /^(?:\p{Lu}|\p{Ll}+\p{Lu}|\p{L}+\d|\d+\p{L}+\d)/u;
const EMPTY_BRACKETS = /[([]\s*[-–—|/+,;:.]*\s*[)\]]/g;
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}'’.+/-]*[\p{L}\p{N}+])?/gu;
// The parts of a compound word ("QLED-Fernseher", "Negro/Plata"), each written on its own.
const WORD_PARTS = /([-/])/;
const LONG_WORD = /(?<![\p{L}\p{N}])\p{L}{3,}(?![\p{L}\p{N}])/gu;
// "2nd", "3e", "12th": ordinals, not model codes.
const ORDINAL = /^\d{1,2}(?:st|nd|rd|th|er|e|ème|º|ª)$/i;
const PROCESSOR = /^i[3579](?:-|$)/i;
const BRACKET = /[()]/;
const BARE_NUMBER = /^\d+(?:,\d+)?$/;
const STARTS_WITH_LETTER = /^\p{L}/u;
const SINGLE_LETTER = /^\p{L}$/u;

type Casing = 'as-written' | 'capitals' | 'lower-case';

// A title written all in capitals ("PORTATIL LENOVO IDEAPAD 3") or all in lower case is written
// again as a name; any other keeps the shop's capitals ("BRAVIA", "990 PRO" are the maker's).
function casingOf(text: string): Casing {
  if (text === text.toLowerCase()) return HAS_WORD.test(text) ? 'lower-case' : 'as-written';
  if (text === text.toUpperCase()) return HAS_LETTER.test(text) ? 'capitals' : 'as-written';
  let capitals = 0;
  let others = 0;
  LONG_WORD.lastIndex = 0;
  for (let match = LONG_WORD.exec(text); match !== null; match = LONG_WORD.exec(text)) {
    const word = match[0];
    const second = word.charCodeAt(1);
    // "Samsung", "iPhone": a lower-case second letter is enough to tell.
    if ((second >= 97 && second <= 122) || word !== word.toUpperCase()) {
      others++;
      continue;
    }
    const lower = word.toLowerCase();
    // Known words ("OLED", "SSD") are written in capitals in any title.
    if (KNOWN_WORD.has(lower)) continue;
    // Three capitals are as often an acronym ("EOS", "STM") as a shout.
    capitals += word.length === 3 && !SHORT_LINE_WORDS.has(lower) ? 0.5 : 1;
  }
  return capitals >= 2 && capitals >= others * 1.5 ? 'capitals' : 'as-written';
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

// The known words as patterns: those with capitals inside in any writing ("IPHONE", "Iphone"), the
// others in lower case only ("ssd", "wifi"; "PRO" and "Evo" are the maker's).
const knownWordsPattern = (words: string[], flags: string) =>
  new RegExp(
    `${BEFORE}(?:${words
      .sort((a, b) => b.length - a.length)
      .map((word) => word.toLowerCase().replace(/-/g, '-?'))
      .join('|')})${AFTER}`,
    flags,
  );
const INNER_CAPITALS_PATTERN = knownWordsPattern(
  KNOWN_WORDS.filter((word) => INNER_CAPITALS.has(wordKey(word))),
  'giu',
);
const LOWER_CASE_KNOWN_PATTERN = knownWordsPattern(
  KNOWN_WORDS.filter((word) => !INNER_CAPITALS.has(wordKey(word)) && word !== word.toLowerCase()),
  'gu',
);
const knownWord = (match: RegExpExecArray) => KNOWN_WORD.get(wordKey(match[0])) ?? match[0];

function recase(text: string, casing: Casing): string {
  if (casing === 'as-written') {
    return replaceMatches(
      replaceMatches(text, INNER_CAPITALS_PATTERN, knownWord),
      LOWER_CASE_KNOWN_PATTERN,
      knownWord,
    );
  }
  let first = true;
  return text.replace(WORD, (word) => {
    const isFirst = first;
    first = false;
    const key = wordKey(word);
    const known = KNOWN_WORD.get(key);
    if (word !== word.toUpperCase() && word !== word.toLowerCase()) return word;
    if (known) return known;
    if (HAS_DIGIT.test(word)) {
      if (ORDINAL.test(word)) return word.toLowerCase();
      const upper = word.toUpperCase();
      return PROCESSOR.test(word) ? `i${upper.slice(1)}` : upper;
    }
    const lower = word.toLowerCase();
    if (!isFirst && (SMALL_WORDS.has(lower) || (lower === 'a' && casing === 'lower-case'))) return lower;
    // Short words in a title in capitals are mostly acronyms ("RTX", "STM", "OC").
    if (
      word.length <= 3 &&
      casing === 'capitals' &&
      !SHORT_LINE_WORDS.has(lower) &&
      !SHORT_WORDS.has(lower)
    ) {
      return word;
    }
    if (!WORD_PARTS.test(lower)) return capitalize(lower);
    // "RF-S", "All-in-One", "Kühl-Gefrierkombination".
    return lower
      .split(WORD_PARTS)
      .map((part, i) => {
        const known = KNOWN_WORD.get(part);
        if (known || part === '-' || part === '/') return known ?? part;
        if (i > 0 && SMALL_WORDS.has(part)) return part;
        return casing === 'capitals' && part.length <= 2 && !SHORT_WORDS.has(part)
          ? part.toUpperCase()
          : capitalize(part);
      })
      .join('');
  });
}

// The brand as shoppers know it: the usual writing of a known brand, otherwise the title's or the
// brand column's, without the company's legal form and out of capitals.
function brandDisplay(key: string, written: string | null): string {
  const known =
    BRAND_NAME.get(compactKey(key)) ?? (written ? BRAND_NAME.get(compactKey(written)) : undefined);
  if (known) return known;
  const name = (written ?? key).replace(LEGAL_SUFFIX, '').trim();
  const letters = name.replace(/[^\p{L}]/gu, '');
  if (name === name.toLowerCase() || (name === name.toUpperCase() && letters.length > 4)) {
    return name.split(' ').map(capitalize).join(' ');
  }
  return name;
}

// A feed names a few hundred brands over and over: their keys are worked out once.
const BRAND_KEYS = new Map<string, readonly string[]>();
const NO_KEYS: readonly string[] = [];
const MAX_BRAND_KEYS = 10_000;

function brandKeysOf(key: string, column: string | null | undefined): readonly string[] {
  const cacheKey = `${key}\u0000${column ?? ''}`;
  let keys = BRAND_KEYS.get(cacheKey);
  if (!keys) {
    if (BRAND_KEYS.size >= MAX_BRAND_KEYS) BRAND_KEYS.clear();
    keys = workOutBrandKeys(key, column);
    BRAND_KEYS.set(cacheKey, keys);
  }
  return keys;
}

// The ways a title may write the brand: its key, the brand column, and a known brand the column's
// company name starts with ("ASUSTeK Computer Inc." sells as ASUS; counted only when the title
// says so).
function workOutBrandKeys(key: string, column: string | null | undefined): readonly string[] {
  // "Genérico", "N/A": no brand.
  if (NOT_BRANDS.has(compactKey(key))) return NO_KEYS;
  const keys = [compactKey(key)];
  const written = compactKey((column ?? '').replace(LEGAL_SUFFIX, ''));
  if (written !== '' && written !== keys[0]) keys.push(written);
  if (!BRAND_NAME.has(keys[0]!)) {
    const first = compactKey(key.split(' ')[0]!);
    for (let length = first.length - 1; length >= 3; length--) {
      if (BRAND_NAME.has(first.slice(0, length))) {
        keys.push(first.slice(0, length));
        break;
      }
    }
  }
  return keys;
}

// Where the brand is among the words: its first mention, one word or two ("TP Link").
function findBrand(tokens: string[], keys: readonly string[]): { at: number; length: number } | null {
  for (let i = 0; i < tokens.length; i++) {
    // Most words start with another letter than any of the brand's ways: no key to build for them.
    const initial = tokens[i]!.charCodeAt(0) | 32;
    if (!keys.some((key) => key.charCodeAt(0) === initial)) continue;
    const token = compactKey(tokens[i]!);
    for (const key of keys) {
      if (key.charCodeAt(0) !== token.charCodeAt(0)) continue;
      if (token === key) return { at: i, length: 1 };
      if (key.startsWith(token) && i + 1 < tokens.length && token + compactKey(tokens[i + 1]!) === key) {
        return { at: i, length: 2 };
      }
    }
  }
  return null;
}

// Where the line starts: after the brand when the title opens with it (kind words before it too).
function lineStartOf(text: string, keys: readonly string[]): number {
  // The brand opens the title or follows the product's kind ("Smartphone Xiaomi Black Shark").
  const tokens = text.split(' ', 4);
  const found = keys.length > 0 ? findBrand(tokens, keys) : null;
  if (!found) return 0;
  let at = 0;
  for (let i = 0; i < found.at + found.length; i++) at += tokens[i]!.length + 1;
  return at;
}

function isBrandToken(token: string, keys: readonly string[]): boolean {
  const initial = token.charCodeAt(0) | 32;
  return keys.some((key) => key.charCodeAt(0) === initial) && keys.includes(compactKey(token));
}

// After the product's kind comes the shop's description ("Kopfhörer mit Noise Cancelling",
// "smartphone Android, 128GB, Negro"): of it the name keeps the sizes, the codes and the
// standards ("Intel Core i5-1340P 16 GB RAM / 512 GB SSD"), no prose.
const isSpecWord = (word: string) => {
  const key = wordKey(word);
  return KNOWN_WORD.has(key) && !UNIT_TOKENS.has(key) && key !== 'cm' && key !== 'mm';
};

const BRACKETS_AROUND = /^[([]+|[)\],;:]+$/g;
const NUMBER_OR_INCHES = /^\d+(?:,\d+)?"?$/;

// The colour a shop's title names, as written ("Midnight", "Azul marino"), without "in" or
// "color:" before it; null when it names none.
export function colourWrittenIn(title: string): string | null {
  // A colour among the first two words names a line ("Black Shark 4", "Xiaomi Black Shark 4").
  const text = title.replace(SYMBOLS, ' ');
  const secondWord = /^\s*\S+\s+\S+/.exec(text);
  const from = secondWord ? secondWord[0].length : text.length;
  // The last colour, with a colour word right before it ("Azul celeste" is one colour).
  let last: { start: number; end: number } | null = null;
  COLOUR.lastIndex = 0;
  for (let match = COLOUR.exec(text); match !== null; match = COLOUR.exec(text)) {
    if (match.index < from) continue;
    const end = match.index + match[0].length;
    last =
      last && /^\s*$/.test(text.slice(last.end, match.index))
        ? { start: last.start, end }
        : { start: match.index, end };
  }
  const colour = last ? text.slice(last.start, last.end).trim() : null;
  return colour ? colour.replace(COLOUR_LEAD, '').trim() || null : null;
}

const COLOUR_LEAD =
  /^(?:(?:en|de)\s+)?(?:colou?r(?:es)?|farbe|couleur|coloris|tono)?\s*[:-]?\s*(?:en|in|im)?\s+/iu;

function lastColourOf(text: string, from = 0): string | null {
  let last: string | null = null;
  COLOUR.lastIndex = 0;
  for (let match = COLOUR.exec(text); match !== null; match = COLOUR.exec(text)) {
    if (match.index >= from) last = match[0].trim();
  }
  return last;
}

// Words that make a kind of product of a kind ("Chest Freezer", "Larder Fridge", "Combination
// Microwave"): the name keeps the kind after them.
const KIND_DESCRIBING = new Set(
  'chest upright tall larder standard slimline compact combination solo grill integrated freestanding counter american mirrorless bridge'.split(
    ' ',
  ),
);

function specsOf(tail: string[]): string[] {
  const kept: string[] = [];
  const keep = new Array<boolean>(tail.length).fill(false);
  for (let i = 0; i < tail.length; i++) {
    const token = tail[i]!.replace(BRACKETS_AROUND, '');
    if (token === '') continue;
    const previousKept = i > 0 && keep[i - 1];
    const next = tail[i + 1]?.replace(BRACKETS_AROUND, '');
    let wanted: boolean;
    if (NUMBER_OR_INCHES.test(token)) {
      wanted =
        token.endsWith('"') ||
        (next !== undefined && UNIT_TOKENS.has(next.toLowerCase())) ||
        (previousKept === true && isSpecWord(tail[i - 1]!));
    } else if (HAS_DIGIT.test(token)) wanted = true;
    else if (token === '/') wanted = previousKept === true && next !== undefined && HAS_DIGIT.test(next);
    else if (UNIT_TOKENS.has(token.toLowerCase()))
      wanted = previousKept === true && HAS_DIGIT.test(tail[i - 1]!);
    else wanted = isSpecWord(token) || VARIANT_WORDS.has(token.toLowerCase());
    keep[i] = wanted;
    if (wanted) kept.push(token);
  }
  return kept;
}

// Separators and joining words left at the ends or doubled once words are gone.
function tidy(tokens: string[]): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    const last = out[out.length - 1];
    if (startsWithWordChar(token)) {
      // "Pro Pro", "5G 5G": one is enough.
      if (
        last !== undefined &&
        last.length === token.length &&
        last.toLowerCase() === token.toLowerCase() &&
        HAS_LETTER.test(token)
      ) {
        continue;
      }
      out.push(token);
      continue;
    }
    if (QUOTES.test(token)) continue;
    if (SEPARATOR.test(token)) {
      if (last === undefined || SEPARATOR.test(last)) continue;
      if (token === ',' || token === ';' || token === ':') {
        out[out.length - 1] = `${last.replace(TRAILING_COMMA, '')}${token}`;
        continue;
      }
      if (TRAILING_COMMA.test(last)) out[out.length - 1] = last.replace(TRAILING_COMMA, '');
      out.push(token);
      continue;
    }
    const bare = token.replace(LEADING_COMMA, '');
    if (bare !== '') out.push(bare);
  }
  // Joining words and separators at either end say nothing.
  while (out.length > 0) {
    const first = out[0]!;
    if (SEPARATOR.test(first) || DANGLING_WORDS.has(first.toLowerCase())) out.shift();
    else break;
  }
  while (out.length > 0) {
    const last = out[out.length - 1]!;
    const bare = last.replace(TRAILING_SEPARATOR, '');
    if (SEPARATOR.test(last) || DANGLING_WORDS.has(bare.toLowerCase()) || bare === '') out.pop();
    else if (bare !== last) out[out.length - 1] = bare;
    else break;
  }
  return out;
}

// Separators and joining words a line starts with once the brand and the kind are gone.
function withoutLeadingJoiners(tokens: string[]): string[] {
  let start = 0;
  while (start < tokens.length) {
    const token = tokens[start]!;
    if (
      token === '' ||
      SEPARATOR.test(token) ||
      QUOTES.test(token) ||
      DANGLING_WORDS.has(token.toLowerCase())
    ) {
      start++;
    } else break;
  }
  return start === 0 ? tokens : tokens.slice(start);
}

// Brackets left open or closed alone by a cut or a removal.
function balanceBrackets(text: string): string {
  if (bracketsBalance(text)) return text;
  let depth = 0;
  let out = '';
  for (const char of text) {
    if (char === '(') depth++;
    else if (char === ')') {
      if (depth === 0) continue;
      depth--;
    }
    out += char;
  }
  while (depth > 0) {
    const open = out.lastIndexOf('(');
    out = out.slice(0, open) + out.slice(open + 1);
    depth--;
  }
  return out;
}

function bracketsBalance(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 40) depth++;
    else if (code === 41 && --depth < 0) return false;
  }
  return depth === 0;
}

function shorten(text: string): string {
  if (text.length <= MAX_NAME_LENGTH) return text;
  const cut = text.lastIndexOf(' ', MAX_NAME_LENGTH);
  let head = text.slice(0, cut > 0 ? cut : MAX_NAME_LENGTH);
  // A bracket the cut leaves open goes, with what it opened, unless that is most of the name.
  const open = head.lastIndexOf('(');
  if (open > head.lastIndexOf(')') && open > MAX_NAME_LENGTH / 2) head = head.slice(0, open);
  const kept = head.split(' ').filter(Boolean);
  // A number goes with its unit ("240 Hz", not "240").
  const next = text.slice(head.length + 1).split(' ', 1)[0] ?? '';
  if (head.length === cut && BARE_NUMBER.test(kept[kept.length - 1] ?? '') && STARTS_WITH_LETTER.test(next)) {
    kept.pop();
  }
  // Nor does it end on a letter alone ("… con S" of "con S Pen").
  while (kept.length > 1 && SINGLE_LETTER.test(kept[kept.length - 1]!)) kept.pop();
  return joinWords(kept);
}

// The words as a name: tidied, with every bracket closed.
function joinWords(words: string[]): string {
  const text = tidy(words).join(' ');
  if (!BRACKET.test(text)) return text;
  const balanced = balanceBrackets(text);
  return balanced === text ? text : tidy(balanced.split(' ').filter(Boolean)).join(' ');
}

// Run after the noise and the colours are gone, so that "… | Tienda Oficial - Negro" ends with the
// shop's name; segments left empty go too.
function withoutShopSuffix(title: string): string {
  let text = withoutTrailingSeparators(title);
  for (let round = 0; round < 4; round++) {
    let at = -1;
    for (const separator of SEGMENT_SEPARATORS) at = Math.max(at, text.lastIndexOf(separator));
    if (at <= 0) break;
    const segment = text.slice(at + 3);
    const byPipe = text[at + 1] === '|';
    if (
      !HAS_WORD.test(segment) ||
      SHOP_SEGMENT.test(segment) ||
      (byPipe && !HAS_DIGIT.test(segment) && segment.split(' ').length <= 5)
    ) {
      text = withoutTrailingSeparators(text.slice(0, at));
    } else break;
  }
  return text;
}

export function cleanProductName(input: CleanNameInput): string {
  const { attributes } = input;
  // Accents written as a letter and a combining mark ("e" + U+0301) are composed; most titles have none.
  const title = COMBINING_MARK.test(input.title) ? input.title.normalize('NFC') : input.title;
  const collapsed = title.replace(SPACES, ' ').trim();
  if (collapsed === '') return '';
  let brandKey = attributes.brand;
  let keys = brandKey ? brandKeysOf(brandKey, input.brand) : NO_KEYS;
  if (keys.length === 0) brandKey = null;

  // The text is trimmed, its spaces single.
  const tokens = cleanText(collapsed, attributes.accessory || input.keepColour === true, keys).split(' ');
  // Noise before it hid the brand from matching ("¡OFERTA! APPLE iPhone 15"): a known brand opening
  // the cleaned title is the brand.
  if (keys.length === 0 && tokens.length > 1 && BRAND_NAME.has(compactKey(tokens[0]!))) {
    brandKey = compactKey(tokens[0]!);
    keys = [brandKey];
  }
  let found = keys.length > 0 ? findBrand(tokens, keys) : null;
  // A brand column the title does not say, and a known brand opening the title: the column is
  // wrong (a shop's default, its own name) and the title's brand is the product's.
  if (!found && keys.length > 0 && !attributes.accessory) {
    const at = tokens.slice(0, 4).findIndex((token) => BRAND_NAME.has(compactKey(token)));
    if (at !== -1) {
      brandKey = compactKey(tokens[at]!);
      keys = [brandKey];
      found = findBrand(tokens, keys);
    }
  }
  const display = brandKey
    ? brandDisplay(
        brandKey,
        found ? tokens.slice(found.at, found.at + found.length).join(' ') : (input.brand ?? null),
      )
    : null;

  let words: string[];
  if (attributes.accessory) {
    // An accessory's name is what it is ("Funda Spigen para iPhone 15"): its words stay in order.
    if (found && display) tokens.splice(found.at, found.length, display);
    words = found || !display ? tokens : [display, ...tokens];
  } else {
    const line = lineOf(tokens, found, keys, attributes.bundle, input.keepColour === true);
    words = display ? [display, ...line] : line;
  }

  const name = shorten(joinWords(words));
  if (HAS_WORD.test(display ? name.replace(display, '') : name)) return name;
  // Nothing but the brand, or nothing at all, is left: the shop's title says more.
  return shorten(collapsed) || collapsed.slice(0, MAX_NAME_LENGTH).trim();
}

// The title without its noise and colours (unless kept: an accessory's colour is another product),
// in a name's capitals, its sizes written one way.
function cleanText(collapsed: string, keepColour: boolean, keys: readonly string[]): string {
  let text = collapsed.replace(SYMBOLS, ' ').replace(NOISE, ' ').replace(SPACES, ' ').trim();
  if (!keepColour) {
    // A colour word opening the line is part of its name ("Red Dead Redemption", "Black Shark").
    let lineStart = -1;
    let removedUpTo = -1;
    const source = text;
    text = replaceMatches(source, COLOUR, (match) => {
      if (lineStart === -1) lineStart = lineStartOf(source, keys);
      const namesLine =
        match.index === lineStart &&
        !COLOUR_PHRASE.test(match[0]) &&
        HAS_WORD.test(source.slice(match.index + match[0].length));
      // A keyboard's switches are named by colour ("Optical Red", "Cherry MX Brown").
      if (namesLine || SWITCH_BEFORE.test(source.slice(0, match.index))) return match[0];
      removedUpTo = match.index + match[0].length;
      return ' ';
    });
    // A maker's colour name ends the title with a word of its own ("Azul tranquilo", "Amarillo
    // ámbar"): without its colour, the word means nothing.
    if (removedUpTo !== -1) {
      const word = COLOUR_NAME_END.exec(source.slice(removedUpTo));
      // The text after the last colour removed is the source's, unchanged.
      const at = text.length - (source.length - removedUpTo);
      if (word) text = `${text.slice(0, at)} ${text.slice(at + word[0].length)}`;
    }
  }
  text = withoutShopSuffix(text.replace(EMPTY_BRACKETS, ' ').replace(SPACES, ' ').trim());
  // Capitals first: a title in lower case writes "256 go" for 256 GB, and its "Go" is a unit.
  text = recase(text, casingOf(text));
  // The rarer patterns run only on titles that may hold them.
  if (MAY_HAVE_CM.test(text)) text = replaceMatches(text, SCREEN_IN_CM, writeScreen);
  text = replaceMatches(replaceMatches(text, MEMORY_PAIR, writeMemoryPair), SIZE, writeSize);
  if (MAY_HAVE_LABEL.test(text)) text = text.replace(LABELLED_MEMORY, '$1 / ');
  return text;
}

// A product's line and model, the brand set apart: without the product's kind when the line says
// it, without the shop's description after the kind, and without further mentions of the brand.
function lineOf(
  tokens: string[],
  found: { at: number; length: number } | null,
  keys: readonly string[],
  bundle: boolean,
  keepColour: boolean,
): string[] {
  let prefix = found ? tokens.slice(0, found.at) : [];
  let rest = found ? tokens.slice(found.at + found.length) : tokens;
  // The kind before the brand ("Auriculares inalámbricos Sony …", "Smart TV LG …") goes.
  if (prefix.length > 0) {
    const start = prefix.join(' ');
    const type = TYPE_AT_START.exec(start);
    if (type) {
      prefix =
        prefix.length <= 4 && !HAS_DIGIT.test(start)
          ? []
          : start.slice(type[0].length).split(' ').filter(Boolean);
    }
  }
  if (keys.length > 0) {
    // The brand once: further mentions go, but "compatible con Samsung" says something else.
    rest = rest.filter(
      (token, i) => !isBrandToken(token, keys) || FOR_WORDS.has((rest[i - 1] ?? '').toLowerCase()),
    );
    prefix = prefix.filter((token) => !isBrandToken(token, keys));
  }
  let line = withoutLeadingJoiners(prefix.length > 0 ? [...prefix, ...rest] : rest);
  let joined = line.join(' ');
  // The kind first, then the line: "Portátil IdeaPad 3" is the IdeaPad 3, "Lavadora 8 kg" stays.
  const leading = UNAMBIGUOUS_TYPE_AT_START.exec(joined);
  if (leading) {
    const after = joined.slice(leading[0].length).trimStart();
    if (NAME_LIKE.test(after)) {
      joined = after;
      line = after.split(' ');
    }
  }
  // The kind after the line starts the shop's description (a bundle's is what comes with it).
  const trailing = UNAMBIGUOUS_TYPE.exec(joined);
  if (trailing) {
    const head = joined
      .slice(0, trailing.index + 1)
      .split(' ')
      .filter(Boolean);
    const tail = joined
      .slice(trailing.index + trailing[0].length)
      .split(' ')
      .filter(Boolean);
    if (bundle) line = [...head, ...tail];
    else {
      // A line without a number is named with its kind ("QuietComfort Ultra Headphones" and
      // "Earbuds" are two products), and so is a kind a word describes ("Chest Freezer", "Larder
      // Fridge", "Compact Digital Camera"); a kept colour stays wherever the shop wrote it.
      const describedKind = head.length >= 2 && KIND_DESCRIBING.has(head.at(-1)!.toLowerCase());
      const kind =
        HAS_DIGIT.test(head.join(' ')) && !describedKind
          ? []
          : [joined.slice(trailing.index + 1, trailing.index + trailing[0].length)];
      const colour = keepColour ? lastColourOf(tail.join(' ')) : null;
      line = [...head, ...kind, ...specsOf(tail), ...(colour ? [colour] : [])];
    }
  }
  return withoutLeadingJoiners(line);
}
