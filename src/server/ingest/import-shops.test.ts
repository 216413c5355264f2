import { describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { feedSourceFromText } from './feed-source.ts';
import { importFeed } from './import-feed.ts';
import {
  buildShopTrackingUrl,
  importShopDirectory,
  normalizeDisplayUrl,
  parseShopDirectory,
} from './import-shops.ts';

const OPTIONS = { publisherId: '123456', networkName: 'Awin' };

const DIRECTORY = [
  'advertiserId;programmeName;descriptionShort;logoUrl;displayUrl',
  '1001;Tienda Uno;"Informática y más; con envío gratis";https://logos.example/1001.png;www.tiendauno.es',
  '2002;"Tienda; Dos";Electrónica;/demo-media/logo-2002.svg;https://tiendados.com/es',
  '9999;Awin;The network itself;https://logos.example/awin.png;www.awin.com',
  'abc;Sin número;x;;www.x.es',
  '3003;Sin web;x;;',
  '4004;Campos de más;uno; dos;https://logos.example/4004.png;www.cuatro.es',
].join('\r\n');

describe('parseShopDirectory', () => {
  it('adds https and a trailing slash to display URLs', () => {
    expect(normalizeDisplayUrl('www.tiendauno.es')).toBe('https://www.tiendauno.es/');
    expect(normalizeDisplayUrl('https://tiendados.com/es')).toBe('https://tiendados.com/es/');
    expect(normalizeDisplayUrl('http://a.example/')).toBe('http://a.example/');
    expect(normalizeDisplayUrl('nope')).toBeNull();
  });

  it('builds tracking links from the advertiser id, the landing page and our publisher id', () => {
    expect(buildShopTrackingUrl('1001', 'https://www.tiendauno.es/', '123456')).toBe(
      'https://www.awin1.com/cread.php?awinmid=1001&awinaffid=123456&ued=https%3A%2F%2Fwww.tiendauno.es%2F',
    );
  });

  it('drops the network row, rejects bad rows with their line, and keeps quoted semicolons', () => {
    const { entries, report } = parseShopDirectory(DIRECTORY, OPTIONS);
    expect(entries.map((entry) => entry.programmeName)).toEqual(['Tienda Uno', 'Tienda; Dos']);
    expect(entries[0]).toMatchObject({
      advertiserId: '1001',
      displayUrl: 'https://www.tiendauno.es/',
      logoUrl: 'https://logos.example/1001.png',
    });
    expect(report).toMatchObject({ rowsRead: 6, droppedNetworkRows: 1 });
    expect(report.rejected).toEqual([
      { line: 5, reason: 'advertiserId "abc" is not a number' },
      { line: 6, reason: 'displayUrl is not a web address' },
      { line: 7, reason: '6 fields where the header has 5 (an unquoted ";" in a value?)' },
    ]);
  });

  it('keeps only https (http upgraded) and the site’s own logos, never a protocol-relative one', () => {
    const logoOf = (logoUrl: string) =>
      parseShopDirectory(
        [
          'advertiserId;programmeName;descriptionShort;logoUrl;displayUrl',
          `5005;Cinco;x;${logoUrl};www.cinco.es`,
        ].join('\n'),
        OPTIONS,
      ).entries[0]?.logoUrl;
    expect(logoOf('//evil.example/logo.png')).toBeNull();
    expect(logoOf('/\\evil.example/logo.png')).toBeNull();
    expect(logoOf('http://logos.example/5005.png')).toBe('https://logos.example/5005.png');
    expect(logoOf('/demo-media/logo-5005.svg')).toBe('/demo-media/logo-5005.svg');
  });

  it('explains a wrong header', () => {
    expect(() => parseShopDirectory('id;name\n1;x\n', OPTIONS)).toThrow(
      /advertiserId;programmeName;descriptionShort;logoUrl;displayUrl/,
    );
  });
});

describeEachDialect('importShopDirectory', (context) => {
  it('stores shops, updates them on a second run, and keeps the directory name over the feed name', async () => {
    const { db } = context();
    expect(await importShopDirectory(db, DIRECTORY, OPTIONS)).toMatchObject({ added: 2, updated: 0 });
    expect(await importShopDirectory(db, DIRECTORY, OPTIONS)).toMatchObject({ added: 0, updated: 2 });
    await importFeed(
      db,
      feedSourceFromText(
        'f.csv',
        buildFeed(STANDARD_COLUMNS, [offerRow({ merchant_product_id: 'A', merchant_name: 'TIENDA UNO SL' })]),
      ),
      {
        observedAt: new Date('2026-10-01T06:00:00Z'),
      },
    );
    const shops = await db
      .selectFrom('shop')
      .select(['advertiser_id', 'name', 'tracking_url', 'in_directory'])
      .orderBy('name')
      .execute();
    expect(shops).toEqual([
      {
        advertiser_id: '1001',
        name: 'Tienda Uno',
        tracking_url: buildShopTrackingUrl('1001', 'https://www.tiendauno.es/', '123456'),
        in_directory: 1,
      },
      {
        advertiser_id: '2002',
        name: 'Tienda; Dos',
        tracking_url: buildShopTrackingUrl('2002', 'https://tiendados.com/es/', '123456'),
        in_directory: 1,
      },
    ]);
  });
});
