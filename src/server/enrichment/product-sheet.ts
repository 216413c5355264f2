import { htmlToPlainText } from '../ingest/sanitize-description.ts';
import { brandKeyOf, COLOURS, offerAttributes } from '../matching/offer-attributes.ts';

// What we may say about a product, and nothing more: the feed's own data and the attributes its
// title states (matching/offer-attributes.ts), in Spanish. Both writers start from it, the rules
// (rule-writer.ts) and the model's prompt (enrichment-prompt.ts), so neither can add a fact the
// other would not have.

// The product's columns the texts are written from, as the shop sent them.
export type ProductFacts = {
  name: string;
  brand: string | null;
  model: string | null;
  colour: string | null;
  category: string | null;
  specifications: string | null;
  // The feed's short description (plain text) and description (HTML sanitised at import).
  shortDescription: string | null;
  description: string | null;
};

export type SheetItem = { label: string; value: string };

export type ProductSheet = {
  // The title up to its first size, colour or separator, with the brand in front when it lacks it
  // ("Apple iPhone 15" from "iPhone 15 128GB Negro"); null when the title starts with a size.
  line: string | null;
  // The title's attributes, written the Spanish way, in the order a shop lists them.
  values: string[];
  // The same with labels, for a list; only those whose meaning the title makes certain.
  items: SheetItem[];
  accessory: boolean;
  feedShortText: string | null;
  feedDescriptionHtml: string | null;
  feedDescriptionText: string | null;
};

const NUMBER = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

function formatGb(gb: number): string {
  const tb = gb / 1024;
  return gb >= 1024 && Number.isInteger(tb * 10) ? `${NUMBER.format(tb)} TB` : `${NUMBER.format(gb)} GB`;
}

// Colour names a Spanish text can use as written (marketing names included: "medianoche", "grafito").
const SPANISH_COLOUR_WORDS = new Set(
  Object.values(COLOURS)
    .flat()
    .filter((word) =>
      /^(negr[oa]|medianoche|grafito|blanc[oa]|blanco estrella|plata|plateado|gris|gris espacial|oro|dorado|azul|roj[oa]|verde|rosa|morado|lila|violeta|amarillo)$/.test(
        word,
      ),
    ),
);
// Plain colour words of the other languages, which Spanish has one word for; marketing names
// ("midnight", "starlight") are kept as written rather than guessed at.
const SPANISH_COLOUR: Record<string, string> = {
  black: 'negro',
  white: 'blanco',
  silver: 'plata',
  grey: 'gris',
  gold: 'dorado',
  blue: 'azul',
  red: 'rojo',
  green: 'verde',
  pink: 'rosa',
  purple: 'morado',
  yellow: 'amarillo',
};
const PLAIN_FOREIGN_COLOURS: Record<string, string[]> = {
  black: ['black', 'schwarz', 'noir', 'noire'],
  white: ['white', 'weiß', 'weiss', 'blanc', 'blanche'],
  silver: ['silver', 'silber', 'argent', 'argenté'],
  grey: ['grey', 'gray', 'grau'],
  gold: ['gold', 'doré'],
  blue: ['blue', 'blau', 'bleu'],
  red: ['red', 'rot', 'rouge'],
  green: ['green', 'grün', 'vert'],
  pink: ['pink', 'rose'],
  purple: ['purple', 'violett', 'violet'],
  yellow: ['yellow', 'gelb', 'jaune'],
};

// The last colour word of the title, as offerAttributes reads it, in Spanish when that is a plain
// translation; null when the title names none.
function titleColour(title: string, colourKey: string | null): { word: string; shown: string } | null {
  if (!colourKey) return null;
  const text = ` ${title.toLowerCase()} `;
  let found: { word: string; at: number } | null = null;
  for (const word of COLOURS[colourKey] ?? []) {
    const pattern = new RegExp(`[^\\p{L}](${word})(?=[^\\p{L}])`, 'gu');
    for (const match of text.matchAll(pattern))
      if (found === null || match.index > found.at) found = { word: match[1]!, at: match.index };
  }
  if (!found) return null;
  if (SPANISH_COLOUR_WORDS.has(found.word)) return { word: found.word, shown: found.word };
  if (PLAIN_FOREIGN_COLOURS[colourKey]?.includes(found.word))
    return { word: found.word, shown: SPANISH_COLOUR[colourKey]! };
  return { word: found.word, shown: found.word };
}

// Where the product's name ends and its attributes begin in a title.
const ATTRIBUTES_START = new RegExp(
  [
    String.raw`\s[-–—|/]\s`,
    String.raw`[,;(\[]`,
    String.raw`(?<![\p{L}\d])\d+(?:[.,]\d+)?\s?(?:GB|TB|Go|To|MB)\b`,
    String.raw`(?<![\p{L}\d])\d+(?:[.,]\d+)?\s?(?:"|''|”|″|pulgadas|pulg\.?|inch(?:es)?|zoll|pouces)`,
    String.raw`(?<![\p{L}\d])\d+(?:[.,]\d+)?\s?(?:kg|W|l|litros|liter|litres)(?![\p{L}\d])`,
  ].join('|'),
  'iu',
);

function nameLine(title: string, brand: string | null, colourWord: string | null): string | null {
  const cut = title.search(ATTRIBUTES_START);
  let head = (cut === -1 ? title : title.slice(0, cut)).trim();
  if (colourWord) {
    // A colour right at the end of the name ("iPhone 15 Negro") is listed with the attributes.
    const tail = new RegExp(`\\s${colourWord}$`, 'iu');
    head = head.replace(tail, '').trim();
  }
  head = head.replace(/[\s\-–—|/:,]+$/u, '');
  if (head.split(/\s+/).filter(Boolean).length < 2 && !(brand && head !== '')) return null;
  if (brand && !namesBrand(head, brand)) head = `${brand} ${head}`;
  return head;
}

// "HP Pavilion" names Hewlett-Packard, "Apple iPhone" names Apple; "iPhone 15" names no brand.
function namesBrand(head: string, brand: string): boolean {
  const key = brandKeyOf(brand);
  const words = head.split(/\s+/);
  return (
    head.toLowerCase().includes(brand.toLowerCase()) ||
    [words[0], words.slice(0, 2).join(' ')].some((start) => start && brandKeyOf(start) === key)
  );
}

const WASHING =
  /\b(lavadora|secadora|lavasecadora|washer|dryer|washing machine|waschmaschine|trockner|lave-linge|sèche-linge)\b/iu;

function cleanText(text: string | null, limit: number): string | null {
  const plain = text?.replace(/\s+/g, ' ').trim() ?? '';
  if (plain === '') return null;
  return plain.length <= limit ? plain : `${plain.slice(0, limit).replace(/\s+\S*$/, '')}…`;
}

export function buildProductSheet(facts: ProductFacts): ProductSheet {
  const title = facts.name.normalize('NFC').replace(/\s+/g, ' ').trim();
  const attributes = offerAttributes({ title, brand: facts.brand, model: facts.model });
  const fromTitle = titleColour(title, attributes.colour);
  const colour = cleanText(facts.colour, 40)?.toLocaleLowerCase('es') ?? fromTitle?.shown ?? null;
  const values: string[] = [];
  const items: SheetItem[] = [];
  if (facts.brand) items.push({ label: 'Marca', value: facts.brand.trim() });
  if (facts.model) items.push({ label: 'Modelo', value: facts.model.trim() });
  if (attributes.storageGb !== null) {
    values.push(formatGb(attributes.storageGb));
    items.push({ label: 'Capacidad', value: formatGb(attributes.storageGb) });
  }
  if (attributes.ramGb !== null) {
    values.push(`${formatGb(attributes.ramGb)} RAM`);
    items.push({ label: 'Memoria RAM', value: formatGb(attributes.ramGb) });
  }
  if (attributes.screenInches !== null) {
    const inches = `${NUMBER.format(attributes.screenInches)} pulgadas`;
    values.push(inches);
    // An accessory's size is its product's screen ("funda para iPad 10,9"), not a screen it has.
    if (!attributes.accessory) items.push({ label: 'Pantalla', value: inches });
  }
  if (attributes.capacityLitres !== null) {
    values.push(`${NUMBER.format(attributes.capacityLitres)} l`);
    items.push({ label: 'Capacidad', value: `${NUMBER.format(attributes.capacityLitres)} litros` });
  }
  if (attributes.capacityKg !== null) {
    values.push(`${NUMBER.format(attributes.capacityKg)} kg`);
    // A weight in any other title (a laptop's 1,2 kg) is no load.
    if (WASHING.test(title))
      items.push({ label: 'Capacidad de carga', value: `${NUMBER.format(attributes.capacityKg)} kg` });
  }
  if (attributes.powerW !== null) {
    values.push(`${NUMBER.format(attributes.powerW)} W`);
    items.push({ label: 'Potencia', value: `${NUMBER.format(attributes.powerW)} W` });
  }
  if (colour) {
    values.push(colour);
    items.push({ label: 'Color', value: colour });
  }
  if (attributes.condition) {
    const condition = attributes.condition === 'refurbished' ? 'reacondicionado' : 'de segunda mano';
    values.push(condition);
    items.push({ label: 'Estado', value: condition });
  }
  if (attributes.packOf !== null) {
    values.push(`pack de ${attributes.packOf}`);
    items.push({ label: 'Unidades', value: String(attributes.packOf) });
  }
  const descriptionText = facts.description ? htmlToPlainText(facts.description) : null;
  return {
    line: nameLine(title, facts.brand?.trim() || null, fromTitle?.word ?? null),
    values,
    items,
    accessory: attributes.accessory,
    feedShortText: cleanText(facts.shortDescription, 2000),
    feedDescriptionHtml: facts.description?.trim() || null,
    feedDescriptionText: descriptionText === '' ? null : descriptionText,
  };
}
