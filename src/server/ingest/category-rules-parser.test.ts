import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_RULES_FILE, loadCategoryRules } from './category-rules.ts';
import { CategoryRulesError, parseCategoryRules } from './category-rules-parser.ts';

const FILE = 'rules.tsv';
const row = (...cells: string[]) => cells.join('\t');
const parse = (...lines: string[]) => parseCategoryRules(lines.join('\n'), FILE);

function problemsOf(...lines: string[]): string {
  try {
    parse(...lines);
  } catch (error) {
    expect(error).toBeInstanceOf(CategoryRulesError);
    return (error as Error).message;
  }
  throw new Error('expected the rules to be refused');
}

describe('parseCategoryRules', () => {
  it('reads rules in file order, with named lists, context, weak and regular expressions', () => {
    const rules = parse(
      '# a comment',
      '',
      '@PLATFORMS = ps5 | xbox',
      '@GAMING = @PLATFORMS | gaming',
      row('toys-games', 'video-games', '-', '@PLATFORMS | pc', 'juego | game'),
      row('computers', 'memory', 'weak', '-', 'memoria|memory'),
      row('electronics', 'smartphones', '-', '-', String.raw`/\bmoto (g|e)\w*\b/`),
      row('toys-games', '-', '-', '-', '@GAMING | juegos'),
    );
    expect(rules).toEqual([
      {
        match: ['juego', 'game'],
        context: ['ps5', 'xbox', 'pc'],
        category: 'toys-games',
        subcategory: 'video-games',
      },
      { match: ['memoria', 'memory'], category: 'computers', subcategory: 'memory', weak: true },
      { match: /\bmoto (g|e)\w*\b/, category: 'electronics', subcategory: 'smartphones' },
      { match: ['ps5', 'xbox', 'gaming', 'juegos'], category: 'toys-games', subcategory: null },
    ]);
  });

  it('accepts the byte-order mark and line ends of Windows editors', () => {
    expect(
      parseCategoryRules(`\uFEFF# rules\r\n${row('books', 'ebooks', '-', '-', 'ebook')}\r\n`, FILE),
    ).toEqual([{ match: ['ebook'], category: 'books', subcategory: 'ebooks' }]);
  });

  it('names the file and line of an unknown category, and lists the real ones', () => {
    const message = problemsOf('# header', row('computer', 'laptops', '-', '-', 'portátil'));
    expect(message).toContain('rules.tsv:2: unknown category "computer"');
    expect(message).toContain('computers, electronics');
  });

  it('names a subcategory that is not under its category, and lists the ones that are', () => {
    const message = problemsOf(row('computers', 'headphones', '-', '-', 'auriculares'));
    expect(message).toContain('rules.tsv:1: "headphones" is not a subcategory of "computers"');
    expect(message).toContain('laptops, desktops');
  });

  it('counts the columns and suspects spaces typed instead of tabs', () => {
    expect(problemsOf(row('books', 'ebooks', '-', 'ebook'))).toContain(
      'rules.tsv:1: expected 5 columns separated by tabs (category, subcategory, weak, context, match), found 4',
    );
    expect(problemsOf('books    ebooks    -    -    ebook')).toContain(
      'found 1; are some columns separated by spaces instead of a tab?',
    );
  });

  it('refuses an invalid regular expression, and the flags that would skip matches', () => {
    expect(problemsOf(row('books', 'ebooks', '-', '-', '/(ebook/'))).toMatch(
      /^rules\.tsv:1: invalid regular expression \/\(ebook\/: \w/m,
    );
    expect(problemsOf(row('books', 'ebooks', '-', '-', '/ebook/g'))).toContain(
      'rules.tsv:1: regular expression flag g not allowed',
    );
    expect(problemsOf(row('books', 'ebooks', '-', '-', '/ebook'))).toContain(
      'rules.tsv:1: match "/ebook" starts like a regular expression but does not end with /',
    );
  });

  it('refuses a list that is not defined, or defined below its use', () => {
    expect(problemsOf(row('books', 'ebooks', '-', '-', 'ebook | @READERS'))).toContain(
      'rules.tsv:1: match: @READERS is not defined',
    );
    expect(
      problemsOf(row('books', 'ebooks', '-', '@READERS', 'ebook'), '@READERS = kindle | kobo'),
    ).toContain('rules.tsv:1: context: @READERS is defined further down, on line 2');
    expect(problemsOf('@READERS = kindle', '@READERS = kobo')).toContain(
      'rules.tsv:2: @READERS is already defined on line 1',
    );
    expect(problemsOf('@readers = kindle')).toContain('rules.tsv:1: a list is defined as @NAME = keyword');
  });

  it('refuses an empty match, an empty keyword and an empty column', () => {
    expect(problemsOf(row('books', 'ebooks', '-', '-', '-'))).toContain(
      'rules.tsv:1: the match column needs keywords or a /regular expression/, not -',
    );
    expect(problemsOf(row('books', 'ebooks', '-', '-', ''))).toContain(
      'rules.tsv:1: the match column is empty; write - for none',
    );
    expect(problemsOf(row('books', 'ebooks', '-', '-', 'ebook || epub'))).toContain(
      'rules.tsv:1: match: empty keyword',
    );
    expect(problemsOf(row('books', 'ebooks', '', '-', 'ebook'))).toContain(
      'rules.tsv:1: the weak column is empty; write - for none',
    );
    expect(problemsOf('@EMPTY =')).toContain('rules.tsv:1: @EMPTY is empty');
  });

  it('refuses a weak column that says something else', () => {
    expect(problemsOf(row('books', 'ebooks', 'yes', '-', 'ebook'))).toContain(
      'rules.tsv:1: the weak column says "yes"; write weak or -',
    );
  });

  it('reports every broken line at once', () => {
    const message = problemsOf(
      row('books', 'ebooks', '-', '-', 'ebook'),
      row('book', 'ebooks', '-', '-', 'ebook'),
      '# fine',
      row('books', 'ebooks', '-', '-', '/(/'),
    );
    expect(message).toMatch(/^rules\.tsv has 2 mistakes/);
    expect(message).toContain('rules.tsv:2: unknown category "book"');
    expect(message).toContain('rules.tsv:4: invalid regular expression');
  });
});

describe('loadCategoryRules', () => {
  it('names the rules file it could not read', () => {
    const missing = path.join(os.tmpdir(), 'no-such-dir', 'category-rules.tsv');
    expect(() => loadCategoryRules(missing)).toThrow(
      `cannot read the category rules file ${missing}: ENOENT`,
    );
  });

  it('names the file and line of a mistake in a rules file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'category-rules-'));
    const file = path.join(dir, 'category-rules.tsv');
    try {
      fs.writeFileSync(file, `# rules\n${row('books', 'e-books', '-', '-', 'ebook')}\n`);
      expect(() => loadCategoryRules(file)).toThrow(`${file}:2: "e-books" is not a subcategory of "books"`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the rules shipped next to it', () => {
    expect(path.basename(CATEGORY_RULES_FILE)).toBe('category-rules.tsv');
    expect(loadCategoryRules(CATEGORY_RULES_FILE).length).toBeGreaterThan(100);
  });
});
