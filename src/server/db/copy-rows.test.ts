import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createPostgresTestDatabase, type TestDatabase } from '../../../tests/support/test-databases.ts';
import { copyRows, copyValue } from './copy-rows.ts';

describe('copyValue', () => {
  it('writes NULL, numbers, booleans and dates as COPY reads them', () => {
    expect([null, undefined, 0, -12.5, 10n, true, false].map(copyValue)).toEqual([
      '\\N',
      '\\N',
      '0',
      '-12.5',
      '10',
      't',
      'f',
    ]);
    expect(copyValue(new Date('2026-11-27T06:00:00.000Z'))).toBe('2026-11-27T06:00:00.000Z');
  });

  it('refuses what it cannot write rather than writing something else', () => {
    expect(() => copyValue(Number.NaN)).toThrow(/NaN/);
    expect(() => copyValue({ a: 1 })).toThrow(/object/);
  });
});

describe.skipIf(!inject('postgresUrl'))('copyRows on PostgreSQL', () => {
  let database: TestDatabase;
  let client: pg.Client;

  beforeEach(async () => {
    database = await createPostgresTestDatabase(inject('postgresUrl')!);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      'CREATE TABLE t (id integer PRIMARY KEY, name text, price real, seen timestamptz, flag integer)',
    );
  });

  afterEach(async () => {
    await client.end();
    await database.drop();
  });

  it('stores every character a feed can send exactly as sent', async () => {
    const names = [
      'tab\there',
      'line\nfeed and\r\nCRLF',
      'back\\slash \\N \\. \\t',
      '\\.',
      '',
      'Ñandú «50″» 😀 日本語',
      null,
    ];
    const rows = names.map((name, i) => [i, name, i + 0.5, '2026-11-27T06:00:00Z', i % 2]);
    await copyRows(client, 't', ['id', 'name', 'price', 'seen', 'flag'], rows);
    const { rows: stored } = await client.query('SELECT id, name, price, seen, flag FROM t ORDER BY id');
    expect(stored.map((row) => row.name)).toEqual(names);
    expect(stored.map((row) => row.price)).toEqual(names.map((_, i) => i + 0.5));
    expect(stored.every((row) => row.seen.toISOString() === '2026-11-27T06:00:00.000Z')).toBe(true);
  });

  it('streams a batch larger than one piece, and fails like an INSERT on a broken row', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [i, `nombre ${i} ${'x'.repeat(40)}`, 1, null, 0]);
    await copyRows(client, 't', ['id', 'name', 'price', 'seen', 'flag'], rows);
    expect((await client.query('SELECT count(*)::int AS n FROM t')).rows[0].n).toBe(20_000);

    await expect(
      copyRows(
        client,
        't',
        ['id', 'name'],
        [
          [20_000, 'new'],
          [1, 'taken'],
        ],
      ),
    ).rejects.toThrow(/duplicate key/);
    // The connection is still usable, and the failed COPY wrote nothing.
    expect((await client.query('SELECT count(*)::int AS n FROM t')).rows[0].n).toBe(20_000);
  });
});
