// Turns the text of category-rules.tsv into rules, or says which lines are wrong and why. The
// format is described at the top of that file; an operator edits it, so every mistake is reported
// at once, each as "file:line: what is wrong", before anything is imported.

import { CATEGORY_TREE } from '../../shared/categories.ts';

export type CategoryRule = {
  match: RegExp | readonly string[];
  category: string;
  subcategory: string | null;
  context?: readonly string[];
  weak?: true;
};

export class CategoryRulesError extends Error {
  override name = 'CategoryRulesError';
}

const COLUMNS = ['category', 'subcategory', 'weak', 'context', 'match'] as const;
const NONE = '-';
const WEAK = 'weak';
const LIST_DEFINITION = /^@([A-Z][A-Z0-9_]*)\s*=(.*)$/;
const REGEXP_CELL = /^\/(.+)\/([a-z]*)$/;
// g and y make a RegExp remember lastIndex between texts, so it would skip matches.
const REGEXP_FLAGS = new Set(['i', 'm', 's', 'u']);
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

type Line = { number: number; text: string };

export function parseCategoryRules(text: string, fileName: string): CategoryRule[] {
  const problems: string[] = [];
  const report = (line: Line, problem: string) => problems.push(`${fileName}:${line.number}: ${problem}`);

  // Windows editors may add a byte-order mark and CRLF line ends.
  const lines: Line[] = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((lineText, index) => ({ number: index + 1, text: lineText }));
  const meaningful = lines.filter(
    (line) => line.text.trim() !== '' && !line.text.trimStart().startsWith('#'),
  );
  // Known up front so a list used above its definition gets a message that says so.
  const definedOn = new Map<string, number>();
  for (const line of meaningful) {
    const name = LIST_DEFINITION.exec(line.text.trim())?.[1];
    if (name !== undefined && !definedOn.has(name)) definedOn.set(name, line.number);
  }

  const lists = new Map<string, readonly string[]>();
  const readKeywords = (line: Line, cell: string, column: string): string[] | null => {
    const keywords: string[] = [];
    let valid = true;
    for (const item of cell.split('|').map((keyword) => keyword.trim())) {
      if (item === '') {
        report(line, `${column}: empty keyword (two | in a row, or a | at the start or end)`);
        valid = false;
      } else if (item.startsWith('@')) {
        const list = lists.get(item.slice(1));
        if (list) keywords.push(...list);
        else {
          report(line, `${column}: ${describeUnknownList(item, line, definedOn)}`);
          valid = false;
        }
      } else if (!HAS_LETTER_OR_DIGIT.test(item)) {
        report(line, `${column}: keyword "${item}" has no letter or digit, so it can never match`);
        valid = false;
      } else {
        keywords.push(item);
      }
    }
    return valid ? keywords : null;
  };

  const rules: CategoryRule[] = [];
  for (const line of meaningful) {
    const trimmed = line.text.trim();
    if (trimmed.startsWith('@')) {
      const definition = LIST_DEFINITION.exec(trimmed);
      if (!definition) {
        report(
          line,
          'a list is defined as @NAME = keyword | keyword, with NAME in capital letters, digits and _',
        );
        continue;
      }
      const [, name = '', body = ''] = definition;
      if (definedOn.get(name) !== line.number) {
        report(line, `@${name} is already defined on line ${definedOn.get(name)}`);
        continue;
      }
      if (body.trim() === '') {
        report(line, `@${name} is empty`);
        continue;
      }
      const keywords = readKeywords(line, body, `@${name}`);
      if (keywords) lists.set(name, keywords);
      continue;
    }
    const rule = parseRuleLine(line, readKeywords, (problem) => report(line, problem));
    if (rule) rules.push(rule);
  }

  if (problems.length > 0) {
    throw new CategoryRulesError(
      `${fileName} has ${problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`}; ` +
        `categories cannot be mapped until ${problems.length === 1 ? 'it is' : 'they are'} fixed:\n` +
        problems.join('\n'),
    );
  }
  return rules;
}

function parseRuleLine(
  line: Line,
  readKeywords: (line: Line, cell: string, column: string) => string[] | null,
  report: (problem: string) => void,
): CategoryRule | null {
  const cells = line.text.split('\t').map((cell) => cell.trim());
  if (cells.length !== COLUMNS.length) {
    const spaced = cells.length < COLUMNS.length && /\S {2,}\S/.test(line.text);
    report(
      `expected ${COLUMNS.length} columns separated by tabs (${COLUMNS.join(', ')}), found ${cells.length}` +
        (spaced ? '; are some columns separated by spaces instead of a tab?' : ''),
    );
    return null;
  }
  const [categorySlug = '', subcategoryCell = '', weakCell = '', contextCell = '', matchCell = ''] = cells;
  let valid = true;
  const fail = (problem: string) => {
    report(problem);
    valid = false;
  };
  for (const [index, cell] of cells.entries()) {
    if (cell === '') fail(`the ${COLUMNS[index]} column is empty; write - for none`);
  }

  const category = CATEGORY_TREE.find((candidate) => candidate.slug === categorySlug);
  if (categorySlug !== '' && !category) {
    fail(
      `unknown category "${categorySlug}" (the categories of src/shared/categories.ts: ` +
        `${CATEGORY_TREE.map((candidate) => candidate.slug).join(', ')})`,
    );
  }
  const subcategory = subcategoryCell === NONE ? null : subcategoryCell;
  if (
    category &&
    subcategory !== null &&
    subcategory !== '' &&
    !category.subcategories.some((sub) => sub.slug === subcategory)
  ) {
    fail(
      `"${subcategory}" is not a subcategory of "${category.slug}" (its subcategories: ` +
        `${category.subcategories.map((sub) => sub.slug).join(', ')}; or - for the category alone)`,
    );
  }
  if (weakCell !== NONE && weakCell !== WEAK && weakCell !== '') {
    fail(`the weak column says "${weakCell}"; write ${WEAK} or -`);
  }

  let context: string[] | null = null;
  if (contextCell.startsWith('/')) fail('context takes keywords, not a regular expression');
  else if (contextCell !== NONE && contextCell !== '') {
    context = readKeywords(line, contextCell, 'context');
    if (!context) valid = false;
  }

  let match: RegExp | string[] | null = null;
  if (matchCell === NONE) fail('the match column needs keywords or a /regular expression/, not -');
  else if (matchCell.startsWith('/')) match = parseRegExpCell(matchCell, fail);
  else if (matchCell !== '') {
    match = readKeywords(line, matchCell, 'match');
    if (!match) valid = false;
  }

  if (!valid || match === null) return null;
  return {
    match,
    category: categorySlug,
    subcategory,
    ...(context ? { context } : {}),
    ...(weakCell === WEAK ? { weak: true as const } : {}),
  };
}

function parseRegExpCell(cell: string, fail: (problem: string) => void): RegExp | null {
  const parts = REGEXP_CELL.exec(cell);
  if (!parts) {
    fail(`match "${cell}" starts like a regular expression but does not end with / (and optional flags)`);
    return null;
  }
  const [, source = '', flags = ''] = parts;
  const badFlags = [...flags].filter((flag) => !REGEXP_FLAGS.has(flag));
  if (badFlags.length > 0) {
    fail(
      `regular expression flag ${badFlags.join(', ')} not allowed (use ${[...REGEXP_FLAGS].join(', ')}; ` +
        'g and y would make it skip matches)',
    );
    return null;
  }
  try {
    return new RegExp(source, flags);
  } catch (error) {
    // V8 says "Invalid regular expression: /(x/: Unterminated group"; the prefix would repeat ours.
    fail(
      `invalid regular expression ${(error as Error).message.replace(/^Invalid regular expression: /, '')}`,
    );
    return null;
  }
}

function describeUnknownList(reference: string, line: Line, definedOn: ReadonlyMap<string, number>): string {
  const definition = definedOn.get(reference.slice(1));
  if (definition === line.number) return `${reference} cannot include itself`;
  if (definition !== undefined && definition > line.number) {
    return `${reference} is defined further down, on line ${definition}; define a list above the lines that use it`;
  }
  if (definition !== undefined)
    return `${reference} cannot be used: its definition on line ${definition} is wrong`;
  return `${reference} is not defined (a list is defined on a line of its own: ${reference} = keyword | keyword)`;
}
