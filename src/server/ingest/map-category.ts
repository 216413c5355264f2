// Puts a feed row into the site's category tree using the texts the shop wrote about it. The rules
// live in category-rules.tsv (read by category-rules.ts); this file decides which text is asked
// first and how rules match.
//
// Order of the texts, most trustworthy first:
// 1. the merchant's category path (merchant_product_category_path, then merchant_category): its
//    deepest segment first ("Portátiles" in "Informática > Portátiles"; a contextual rule sees the
//    whole path, so "Fundas" under "Smartphones" is a phone accessory), then the whole path, which
//    lets "Videojuegos > PS5" become a video game although "PS5" alone is only "games";
// 2. Awin's own category_name ("Laptops", "Video Games");
// 3. the product name, as last resort and only through strong rules (never weak or category-only
//    ones): "Portátil HP 15s ..." with no category still lands in laptops.
// A text that only names the top-level category ("Informática") is kept as the answer unless a
// later text names a subcategory; the product name may only refine it inside that same category.

import { CATEGORY_TREE } from '../../shared/categories.ts';
import { CATEGORY_RULES, type CategoryRule } from './category-rules.ts';

export type CategoryInput = {
  merchantCategory?: string | null;
  categoryName?: string | null;
  categoryPath?: string | null;
  productName?: string | null;
};
export type CategoryMatch = { category: string; subcategory: string | null };

type CompiledRule = {
  match: RegExp;
  context: RegExp | null;
  weak: boolean;
  // Shared and frozen: every row that lands on a rule gets the same object, so memoised callers
  // can compare results by identity and a million rows do not allocate a million results.
  result: CategoryMatch;
};

// Words that carry no meaning in a category text; dropping them lets "Ordenadores de sobremesa",
// "Ordenadores sobremesa" and "Accesorios para móviles" match the same keywords.
const STOP_WORDS = new Set([
  'a',
  'al',
  'da',
  'das',
  'de',
  'del',
  'der',
  'des',
  'die',
  'do',
  'dos',
  'du',
  'el',
  'en',
  'for',
  'fur',
  'in',
  'la',
  'las',
  'le',
  'les',
  'lo',
  'los',
  'of',
  'on',
  'para',
  'por',
  'pour',
  's',
  'the',
  'to',
  'von',
]);
// Conjunctions are kept (as "y") because they tell "Consolas y videojuegos", a mixed section,
// apart from "Consolas de videojuegos", which are consoles.
const CONJUNCTIONS = new Set(['y', 'and', 'et', 'und']);
// In a product name the product itself comes before these words: "Portátil HP con funda" is a laptop.
const PRODUCT_NAME_CUT_WORDS = new Set([
  'con',
  'with',
  'mit',
  'avec',
  'com',
  'incluye',
  'incluido',
  'includes',
  'including',
  'incl',
]);
// Function words that never take a plural ending inside a keyword.
const INVARIABLE_WORDS = new Set(['y', 'e', 'o', 'u']);
const PATH_SEPARATOR = /\s*(?:>|\/|\||»|›|\\|→)\s*|\s+-\s+/;
const WHOLE_PATH_JOINER = ' > ';
// Feeds repeat a few hundred category strings, but product names are nearly all distinct; both
// caches are bounded so a long-running process cannot grow without limit on unusual feeds.
const MAX_CACHED_CATEGORY_TEXTS = 100_000;
const MAX_CACHED_PRODUCT_NAMES = 50_000;

// Lower case, accents and punctuation removed, stop words dropped, conjunctions unified as "y".
export function normalizeCategoryText(text: string): string {
  const tokens = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[&+]/g, ' y ')
    .split(/[^\p{L}\p{N}]+/u);
  const kept: string[] = [];
  for (const token of tokens) {
    if (token === '' || STOP_WORDS.has(token)) continue;
    kept.push(CONJUNCTIONS.has(token) ? 'y' : token);
  }
  return kept.join(' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// One word of a keyword, tolerant of the usual Spanish, Portuguese and English plurals.
function compileKeywordWord(word: string, starred: boolean): string {
  if (starred) return `${escapeRegExp(word)}[\\p{L}\\p{N}]*`;
  if (word.length < 2 || INVARIABLE_WORDS.has(word)) return escapeRegExp(word);
  const escaped = escapeRegExp(word);
  const forms = [`${escaped}(?:e?s)?`];
  // altavoz -> altavoces, luz -> luces
  if (word.endsWith('z')) forms.push(`${escapeRegExp(word.slice(0, -1))}ces`);
  // accessory -> accessories, battery -> batteries
  if (word.endsWith('y') && word.length > 3) forms.push(`${escapeRegExp(word.slice(0, -1))}ies`);
  // portátil -> portáteis, móvel -> móveis (Portuguese)
  if (word.endsWith('l')) forms.push(`${escapeRegExp(word.slice(0, -1))}is`);
  return forms.length === 1 ? forms[0]! : `(?:${forms.join('|')})`;
}

function compileKeyword(keyword: string): string | null {
  const starred = keyword.trimEnd().endsWith('*');
  const words = normalizeCategoryText(keyword).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  return words.map((word, i) => compileKeywordWord(word, starred && i === words.length - 1)).join(' ');
}

// Keywords match whole words: "tv" does not match "tvoc", "ram" does not match "programa".
export function compileKeywords(keywords: readonly string[]): RegExp {
  const alternatives = keywords.map(compileKeyword).filter((pattern): pattern is string => pattern !== null);
  if (alternatives.length === 0)
    throw new Error(`category rule has no usable keyword: ${JSON.stringify(keywords)}`);
  return new RegExp(`(?<=^| )(?:${alternatives.join('|')})(?= |$)`, 'u');
}

function describeRule(rule: CategoryRule, index: number): string {
  return `CATEGORY_RULES[${index}] (${rule.category}/${rule.subcategory ?? '-'})`;
}

// A rule pointing outside the tree would file products under a page that does not exist, so a
// typo fails at start-up instead of silently.
export function findInvalidRuleTargets(rules: readonly CategoryRule[] = CATEGORY_RULES): string[] {
  const problems: string[] = [];
  rules.forEach((rule, index) => {
    const category = CATEGORY_TREE.find((candidate) => candidate.slug === rule.category);
    if (!category) {
      problems.push(`${describeRule(rule, index)}: unknown category "${rule.category}"`);
      return;
    }
    if (rule.subcategory !== null && !category.subcategories.some((sub) => sub.slug === rule.subcategory)) {
      problems.push(
        `${describeRule(rule, index)}: "${rule.subcategory}" is not a subcategory of "${rule.category}"`,
      );
    }
  });
  return problems;
}

function compileRules(rules: readonly CategoryRule[]): CompiledRule[] {
  const problems = findInvalidRuleTargets(rules);
  if (problems.length > 0) throw new Error(`invalid category rules:\n${problems.join('\n')}`);
  return rules.map((rule, index) => {
    if (rule.match instanceof RegExp && /[gy]/.test(rule.match.flags)) {
      // A global or sticky RegExp remembers lastIndex between calls and would skip matches.
      throw new Error(`${describeRule(rule, index)}: RegExp rules must not use the g or y flag`);
    }
    return {
      match: rule.match instanceof RegExp ? rule.match : compileKeywords(rule.match),
      context: rule.context ? compileKeywords(rule.context) : null,
      weak: rule.weak === true || rule.subcategory === null,
      result: Object.freeze({ category: rule.category, subcategory: rule.subcategory }),
    };
  });
}

const COMPILED_RULES = compileRules(CATEGORY_RULES);
const CONTEXTUAL_RULES = COMPILED_RULES.filter((rule) => rule.context !== null);
// Product names only go through strong rules; category-only rules count as weak there ("Hogar" in a
// product name says nothing about where the product belongs).
const CONTEXTUAL_PRODUCT_RULES = CONTEXTUAL_RULES.filter((rule) => !rule.weak);
const PLAIN_PRODUCT_RULES = COMPILED_RULES.filter((rule) => rule.context === null && !rule.weak);

function findFirstRule(text: string, contextText: string): CompiledRule | undefined {
  return COMPILED_RULES.find(
    (rule) => rule.match.test(text) && (rule.context === null || rule.context.test(contextText)),
  );
}

// A segment that carries its own context decides alone: "Accesorios para el coche" under
// "Coche y moto" is a car accessory although "moto" appears higher up the path.
function findRuleForSegment(segment: string, wholePath: string): CompiledRule | undefined {
  return (
    CONTEXTUAL_RULES.find((rule) => rule.match.test(segment) && rule.context?.test(segment) === true) ??
    findFirstRule(segment, wholePath)
  );
}

function matchCategoryPath(raw: string | null | undefined): CategoryMatch | null {
  if (!raw) return null;
  const segments = raw
    .split(PATH_SEPARATOR)
    .map(normalizeCategoryText)
    .filter((segment) => segment !== '');
  const deepest = segments.at(-1);
  if (deepest === undefined) return null;
  const wholePath = segments.join(WHOLE_PATH_JOINER);
  const fromDeepest = findRuleForSegment(deepest, wholePath)?.result ?? null;
  if (fromDeepest?.subcategory || segments.length === 1) return fromDeepest;
  const fromWholePath = findFirstRule(wholePath, wholePath)?.result ?? null;
  if (fromWholePath?.subcategory) return fromWholePath;
  return fromDeepest ?? fromWholePath;
}

type CategoryTextsResult = { match: CategoryMatch | null; final: boolean };

function matchCategoryTexts(input: CategoryInput): CategoryTextsResult {
  let categoryOnly: CategoryMatch | null = null;
  for (const text of [input.categoryPath, input.merchantCategory, input.categoryName]) {
    const match = matchCategoryPath(text);
    if (match?.subcategory) return { match, final: true };
    categoryOnly ??= match;
  }
  return { match: categoryOnly, final: false };
}

// Spanish names lead with the product type ("Memoria RAM ... para portátil"), English ones often end
// with it after the specs ("... 8GB RAM 512GB SSD Laptop"), so: accessory-like rules first (a name
// that says "funda" and "iPhone" is a case), then the strong keyword that appears earliest.
function matchProductName(productName: string, withinCategory: string | null): CategoryMatch | null {
  const fullName = normalizeCategoryText(productName);
  const words = normalizeCategoryText(productName.split('+')[0] ?? '').split(' ');
  const cut = words.findIndex((word) => PRODUCT_NAME_CUT_WORDS.has(word));
  const head = (cut === -1 ? words : words.slice(0, cut)).join(' ');
  if (head === '') return null;
  const accepts = (rule: CompiledRule) => withinCategory === null || rule.result.category === withinCategory;

  const contextual = CONTEXTUAL_PRODUCT_RULES.find(
    (rule) => rule.match.test(head) && rule.context?.test(fullName) === true,
  );
  if (contextual) return accepts(contextual) ? contextual.result : null;

  let best: CompiledRule | null = null;
  let bestIndex = Number.POSITIVE_INFINITY;
  for (const rule of PLAIN_PRODUCT_RULES) {
    const found = rule.match.exec(head);
    if (found && found.index < bestIndex) {
      best = rule;
      bestIndex = found.index;
    }
  }
  return best && accepts(best) ? best.result : null;
}

function completeWithProductName(texts: CategoryTextsResult, productName: string): CategoryMatch | null {
  const fromName = matchProductName(productName, texts.match?.category ?? null);
  return fromName ?? texts.match;
}

// Uncached; for one-off calls and tests. Importers should use createCategoryMapper().
export function mapCategory(input: CategoryInput): CategoryMatch | null {
  const texts = matchCategoryTexts(input);
  if (texts.final || !input.productName) return texts.match;
  return completeWithProductName(texts, input.productName);
}

// Memoised by the input texts: after the first row with a given set of category strings, a row
// costs one Map lookup. Product names are only consulted (and cached) when the category texts
// did not reach a subcategory.
export function createCategoryMapper(): (input: CategoryInput) => CategoryMatch | null {
  const byCategoryTexts = new Map<string, CategoryTextsResult>();
  const byProductName = new Map<string, CategoryMatch | null>();
  return (input) => {
    const textsKey = `${input.categoryPath ?? ''}\u0000${input.merchantCategory ?? ''}\u0000${input.categoryName ?? ''}`;
    let texts = byCategoryTexts.get(textsKey);
    if (texts === undefined) {
      texts = matchCategoryTexts(input);
      if (byCategoryTexts.size >= MAX_CACHED_CATEGORY_TEXTS) byCategoryTexts.clear();
      byCategoryTexts.set(textsKey, texts);
    }
    if (texts.final || !input.productName) return texts.match;

    const nameKey = `${texts.match?.category ?? ''}\u0000${input.productName}`;
    const cached = byProductName.get(nameKey);
    if (cached !== undefined) return cached;
    const match = completeWithProductName(texts, input.productName);
    if (byProductName.size >= MAX_CACHED_PRODUCT_NAMES) byProductName.clear();
    byProductName.set(nameKey, match);
    return match;
  };
}
