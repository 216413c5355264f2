// Product words people type in Spanish or in English for the same thing. Shops name products in
// Spanish ("Auriculares Sony ..."), visitors also search in English ("sony headphones") or with
// another everyday word ("cascos"). Each group is a set of equivalent phrases, already folded
// (lower case, no accents) and in the singular; a query word or phrase that matches one entry
// matches any of them. Keep groups to true equivalents: every entry widens every search that
// uses one of its words.

export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['portatil', 'laptop', 'notebook', 'ordenador portatil'],
  ['auricular', 'headphone', 'casco', 'headset', 'earbud', 'audifono'],
  ['raton', 'mouse'],
  ['teclado', 'keyboard'],
  ['movil', 'smartphone', 'telefono movil', 'telefono', 'mobile phone', 'cell phone'],
  ['tarjeta grafica', 'graphics card', 'gpu', 'video card'],
  ['disco duro', 'hard drive', 'hard disk', 'hdd'],
  ['disco ssd', 'ssd', 'solid state drive'],
  ['altavoz', 'speaker'],
  ['televisor', 'tv', 'television', 'tele'],
  ['consola', 'console'],
  ['ordenador', 'computer', 'pc', 'computadora'],
  ['ordenador de sobremesa', 'desktop', 'pc de sobremesa'],
  ['impresora', 'printer'],
  ['reloj inteligente', 'smartwatch'],
  ['camara', 'camera'],
  ['videojuego', 'video game', 'videogame'],
  ['mando', 'gamepad', 'controller'],
  ['inalambrico', 'wireless'],
  ['placa base', 'motherboard', 'placa madre'],
  ['procesador', 'processor', 'cpu'],
  ['memoria ram', 'ram memory'],
  ['tableta', 'tablet'],
  ['funda', 'carcasa', 'phone case'],
  ['cargador', 'charger'],
  ['bateria', 'battery'],
  ['monitor', 'computer monitor'],
  ['router', 'enrutador'],
  ['aspiradora', 'aspirador', 'vacuum cleaner'],
  ['frigorifico', 'nevera', 'fridge', 'refrigerator'],
  ['lavadora', 'washing machine'],
  ['microfono', 'microphone', 'mic'],
  ['cable', 'cord'],
  ['proyector', 'projector'],
  ['ps5', 'playstation 5'],
  ['ps4', 'playstation 4'],
];

// The forms a word may take in the singular: "altavoces" -> altavoz, "portatiles" -> portatil,
// "teclados" -> teclado, "smartphones" -> smartphone (and the harmless "smartphon"). Only for
// words of letters, four or more, so model numbers and short words stay as typed.
export function singularForms(word: string): string[] {
  if (word.length < 4 || !/^\p{L}+$/u.test(word) || !word.endsWith('s') || word.endsWith('ss')) return [word];
  const forms = [word, word.slice(0, -1)];
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('ces')) forms.push(`${word.slice(0, -3)}z`);
  return forms;
}

// The plural forms of a singular word ("auricular" -> auriculares), for exact (not prefix) words.
export function pluralForms(word: string): string[] {
  if (word.length < 4 || !/^\p{L}+$/u.test(word) || word.endsWith('s')) return [];
  if (word.endsWith('z')) return [`${word.slice(0, -1)}ces`];
  return [`${word}s`, `${word}es`];
}

type SynonymIndex = Map<string, { group: readonly string[]; words: readonly string[] }[]>;

// First word (singular) -> the entries starting with it, longest first.
const BY_FIRST_WORD: SynonymIndex = (() => {
  const index: SynonymIndex = new Map();
  for (const group of SYNONYM_GROUPS) {
    for (const entry of group) {
      const words = entry.split(' ');
      const list = index.get(words[0]!) ?? [];
      list.push({ group, words });
      list.sort((a, b) => b.words.length - a.words.length);
      index.set(words[0]!, list);
    }
  }
  return index;
})();

export type SynonymMatch = { length: number; group: readonly string[] };

// The longest synonym entry that the words starting at `start` spell (in any singular form).
export function findSynonymAt(words: readonly string[], start: number): SynonymMatch | null {
  const first = words[start];
  if (first === undefined) return null;
  const candidates = singularForms(first).flatMap((form) => BY_FIRST_WORD.get(form) ?? []);
  candidates.sort((a, b) => b.words.length - a.words.length);
  for (const candidate of candidates) {
    const span = candidate.words.length;
    if (start + span > words.length) continue;
    let matches = true;
    for (let i = 1; i < span && matches; i++) {
      matches = singularForms(words[start + i]!).includes(candidate.words[i]!);
    }
    if (matches) return { length: span, group: candidate.group };
  }
  return null;
}
