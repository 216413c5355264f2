import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FeedsFileError, loadFeedsFile, parseFeedsFile } from './feeds-file.ts';

const FILE = '/etc/precioclaro/feeds.json';
const parse = (value: unknown) => parseFeedsFile(JSON.stringify(value), FILE);

function problemOf(value: unknown): string {
  try {
    parse(value);
  } catch (error) {
    expect(error).toBeInstanceOf(FeedsFileError);
    return (error as Error).message;
  }
  throw new Error('expected the feeds file to be rejected');
}

describe('feeds file', () => {
  it('reads feeds and the shop directory, resolving paths against the file folder', () => {
    expect(
      parse({
        feeds: [
          { name: 'tecnomercado', source: 'https://feeds.example/apikey/0123456789abcdef0123/fid/1/' },
          { name: 'pixelplaza', source: './feeds/pixelplaza.csv.gz' },
        ],
        shops: 'shops.csv',
      }),
    ).toEqual({
      file: FILE,
      feeds: [
        { name: 'tecnomercado', source: 'https://feeds.example/apikey/0123456789abcdef0123/fid/1/' },
        { name: 'pixelplaza', source: '/etc/precioclaro/feeds/pixelplaza.csv.gz' },
      ],
      shops: '/etc/precioclaro/shops.csv',
    });
  });

  it('accepts the shipped example', () => {
    const example = path.resolve('feeds.example.json');
    const config = parseFeedsFile(fs.readFileSync(example, 'utf8'), example);
    expect(config.feeds.map((feed) => feed.name)).toEqual(['tecnomercado', 'pixelplaza']);
  });

  it('names the entry and the problem', () => {
    expect(problemOf({ feeds: [{ name: 'uno', source: 'ftp://x.example/feed.csv' }] })).toBe(
      `Feeds file ${FILE} is invalid:\n  feeds[0] (uno).source: "ftp://" sources are not supported: expected an http(s) URL or a file path`,
    );
    expect(
      problemOf({
        feeds: [
          { name: 'uno', source: 'a.csv' },
          { name: 'dos', source: '' },
          { name: 'mal nombre', source: 'b.csv' },
          { name: 'UNO', source: 'c.csv' },
          { name: 'tres', url: 'https://x.example/' },
        ],
      }).split('\n'),
    ).toEqual([
      `Feeds file ${FILE} is invalid:`,
      '  feeds[1] (dos).source: expected a URL or a file path, got an empty text',
      '  feeds[2] (mal nombre).name: expected letters, digits, ".", "_" or "-" (e.g. "tecnomercado")',
      '  feeds[4] (tres).source: missing: expected a URL or a file path',
      '  feeds[4] (tres): Unrecognized key: "url"',
    ]);
    expect(problemOf({ feeds: ['https://x.example/feed.csv'] })).toContain(
      'feeds[0]: expected an object like { "name": "tecnomercado", "source": "https://..." }',
    );
  });

  it('reports duplicate names, a missing list and bad JSON', () => {
    expect(
      problemOf({
        feeds: [
          { name: 'uno', source: 'a.csv' },
          { name: 'Uno', source: 'b.csv' },
        ],
      }),
    ).toContain('feeds[1] (Uno).name: "Uno" is already the name of feeds[0]; names must be unique');
    expect(problemOf({ shops: 'shops.csv' })).toContain('feeds: expected a list of feeds');
    expect(problemOf([])).toContain('(the whole file): expected an object like { "feeds": [ ... ] }');
    expect(() => parseFeedsFile('{ "feeds": [', FILE)).toThrow(`Feeds file ${FILE} is not valid JSON`);
  });

  it('never prints the API key of a feed URL', () => {
    const message = problemOf({
      feeds: [{ name: 'uno', source: 'https://productdata.example/apikey/s3cr3t-0123456789abcdef/fid/1/' }],
      other: true,
    });
    expect(message).toContain('(the whole file): Unrecognized key: "other"');
    expect(message).not.toContain('s3cr3t');
  });

  it('is absent (nothing scheduled) when the file does not exist', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-file-'));
    try {
      expect(await loadFeedsFile(path.join(dir, 'feeds.json'))).toBeNull();
      fs.writeFileSync(path.join(dir, 'feeds.json'), '{"feeds": []}');
      expect(await loadFeedsFile(path.join(dir, 'feeds.json'))).toEqual({
        file: path.join(dir, 'feeds.json'),
        feeds: [],
        shops: null,
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
