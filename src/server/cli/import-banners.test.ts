import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../tests/support/run-cli.ts';
import { createSqliteTestDatabasePath, type TestDatabase } from '../../../tests/support/test-databases.ts';
import { findBannerGroups } from '../banners/banner.repository.ts';
import { parseDatabaseUrl } from '../config.ts';
import { openDatabase } from '../db/database.ts';

// `npm run import:banners -- FILE.json` as an operator runs it: banners per language, and a file
// with a mistake in it refused whole, the banners on the site left as they were.

function importBanners(file: string, databaseUrl: string) {
  return runCli('src/server/cli/import-banners.ts', [file], databaseUrl);
}

const banner = (shop: string) =>
  `<a href="https://${shop}.example/"><img src="https://cdn.example/${shop}.png"></a>`;

describe('npm run import:banners', () => {
  let database: TestDatabase & { path: string };
  const writeFile = (name: string, entries: unknown) => {
    const file = path.join(path.dirname(database.path), name);
    fs.writeFileSync(file, JSON.stringify(entries));
    return file;
  };
  const bannersFor = async (language: 'es' | 'en') => {
    const db = openDatabase(parseDatabaseUrl(database.url));
    try {
      const groups = await findBannerGroups(db, language);
      return [...groups.top, ...groups.bottom].map((b) => /https:\/\/(\w+)\.example/.exec(b.html)?.[1]);
    } finally {
      await db.destroy();
    }
  };

  beforeEach(() => {
    database = createSqliteTestDatabasePath();
  });
  afterEach(async () => {
    await database.drop();
  });

  it('stores each banner under its language, and refuses a file naming an unknown one with nothing changed', {
    timeout: 60_000,
  }, async () => {
    const good = writeFile('banners.json', [
      { placement: 'top', html: banner('rebajas') },
      { placement: 'bottom', html: banner('envio'), language: 'es' },
      { placement: 'top', html: banner('sale'), language: 'en' },
    ]);
    const stored = await importBanners(good, database.url);
    expect(stored.code).toBe(0);
    expect(stored.output).toContain('Banners stored: 3 (es: 2, en: 1).');
    expect(await bannersFor('en')).toEqual(['sale', 'envio']);
    expect(await bannersFor('es')).toEqual(['rebajas', 'envio']);

    const bad = writeFile('bad-banners.json', [
      { placement: 'top', html: banner('verano'), language: 'es' },
      { placement: 'top', html: banner('summer'), language: 'english' },
      { placement: 'bottom', html: banner('sommer'), lang: 'de' },
      'not a banner',
    ]);
    const refused = await importBanners(bad, database.url);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain(`${bad} is not a valid banner file; nothing was changed:`);
    expect(refused.output).toContain(
      'banner 2 language: language must be one of "es", "en", "pt", "de", "fr", "ja" (leave it out for "es")',
    );
    expect(refused.output).toContain(
      'banner 3: unknown field "lang"; a banner has "placement", "html" and optionally "language"',
    );
    expect(refused.output).toContain(
      'banner 4: each banner must be an object with "placement", "html" and optionally "language"',
    );
    expect(refused.output).not.toContain('Banners stored');
    // The site keeps the banners it had.
    expect(await bannersFor('en')).toEqual(['sale', 'envio']);
    expect(await bannersFor('es')).toEqual(['rebajas', 'envio']);
  });
});
