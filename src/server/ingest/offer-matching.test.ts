import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import type { ProductListResponse, ProductOffersResponse } from '../../shared/product.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { offerAttributes } from '../matching/offer-attributes.ts';
import { matchKeysOf } from '../matching/product-matcher.ts';
import { feedSourceFromText } from './feed-source.ts';
import { importFeed } from './import-feed.ts';
import { rematchCatalog } from './rematch-catalog.ts';

// Two shops' feeds without a single GTIN, as the issue describes real ones: the same phones and TV
// in both, next to what must stay apart (another storage size, the Pro model, a case for the phone,
// the same TV series in another size). What a shopper sees is read back through the API.

const SHOP_ONE = [
  ['s23-128', 'Samsung Galaxy S23 SM-S911B 128GB Verde', 'Samsung', 'Mobile Phones'],
  ['ip15-128', 'Apple iPhone 15 128GB Negro', 'Apple', 'Mobile Phones'],
  ['ip15pro-128', 'Apple iPhone 15 Pro 128GB Titanio Natural', 'Apple', 'Mobile Phones'],
  ['oled55', 'LG OLED55C34LA 55" 4K Smart TV 120Hz', 'LG', 'TVs'],
  ['bo6-ps5', 'PS5 Call of Duty: Black Ops 6', 'Activision', 'Video Games'],
  ['fc25-ps5', 'EA Sports FC 25 PS5', 'Electronic Arts', 'Video Games'],
] as const;

const SHOP_TWO = [
  ['gal-s23', 'SAMSUNG Galaxy S23 5G SM-S911B/DS 128 GB Phantom Black', 'SAMSUNG', 'Mobile Phones'],
  ['gal-s23-256', 'Samsung Galaxy S23 SM-S911B 256GB Verde', 'Samsung', 'Mobile Phones'],
  ['iphone15-azul', 'Apple iPhone 15 (128 GB) - Azul', 'Apple', 'Mobile Phones'],
  ['funda-ip15', 'Funda de silicona Apple para iPhone 15, negra', 'Apple', 'Mobile Phones'],
  ['tv-oled55', 'TV OLED 139 cm (55") LG OLED55C34LA evo 4K, Smart TV', 'LG Electronics', 'TVs'],
  ['tv-oled65', 'TV OLED 165 cm (65") LG OLED65C34LA evo 4K, Smart TV', 'LG Electronics', 'TVs'],
  // A game is its name and platform, whoever the feed names as its brand; another platform is
  // another product.
  ['juego-bo6', 'JUEGO PS5 CALL OF DUTY BLACK OPS 6', '', 'Video Games'],
  ['fc25-ps4', 'EA SPORTS FC 25 PS4', 'EA', 'Video Games'],
] as const;

const SHOP_NAMES = { '1001': 'Tienda Uno', '2002': 'Tienda Dos', '3003': 'Tienda Tres' } as const;

function feedOf(
  shop: keyof typeof SHOP_NAMES,
  rows: ReadonlyArray<readonly [string, string, string, string]>,
) {
  return buildFeed(
    STANDARD_COLUMNS,
    rows.map(([id, title, brand, category]) =>
      offerRow({
        merchant_product_id: id,
        merchant_id: shop,
        merchant_name: SHOP_NAMES[shop],
        product_name: title,
        brand_name: brand,
        category_name: category,
        merchant_category: category,
        ean: '',
      }),
    ),
  );
}

type Shown = { shop: string; title: string; why: string | null };

// Groups in one order whatever order the API lists them in: by shop, then by the first title.
function inOneOrder(groups: Shown[][]): Shown[][] {
  return groups
    .map((group) => [...group].sort((a, b) => a.shop.localeCompare(b.shop)))
    .sort((a, b) => a[0]!.title.localeCompare(b[0]!.title));
}

// What a shopper should see: each phone and TV once with both shops, the near misses alone.
const EXPECTED_GROUPS = inOneOrder([
  [
    { shop: 'Tienda Uno', title: 'Apple iPhone 15 128GB Negro', why: null },
    { shop: 'Tienda Dos', title: 'Apple iPhone 15 (128 GB) - Azul', why: 'line iphone15 128 GB' },
  ],
  [{ shop: 'Tienda Uno', title: 'Apple iPhone 15 Pro 128GB Titanio Natural', why: null }],
  [{ shop: 'Tienda Dos', title: 'Funda de silicona Apple para iPhone 15, negra', why: null }],
  [
    {
      shop: 'Tienda Dos',
      title: 'TV OLED 139 cm (55") LG OLED55C34LA evo 4K, Smart TV',
      why: 'model OLED55C34LA',
    },
    { shop: 'Tienda Uno', title: 'LG OLED55C34LA 55" 4K Smart TV 120Hz', why: null },
  ],
  [
    {
      shop: 'Tienda Dos',
      title: 'SAMSUNG Galaxy S23 5G SM-S911B/DS 128 GB Phantom Black',
      why: 'model SMS911BDS',
    },
    { shop: 'Tienda Uno', title: 'Samsung Galaxy S23 SM-S911B 128GB Verde', why: null },
  ],
  [{ shop: 'Tienda Dos', title: 'Samsung Galaxy S23 SM-S911B 256GB Verde', why: null }],
  [{ shop: 'Tienda Dos', title: 'TV OLED 165 cm (65") LG OLED65C34LA evo 4K, Smart TV', why: null }],
  [
    { shop: 'Tienda Dos', title: 'JUEGO PS5 CALL OF DUTY BLACK OPS 6', why: 'game ps5' },
    { shop: 'Tienda Uno', title: 'PS5 Call of Duty: Black Ops 6', why: null },
  ],
  [{ shop: 'Tienda Uno', title: 'EA Sports FC 25 PS5', why: null }],
  [{ shop: 'Tienda Dos', title: 'EA SPORTS FC 25 PS4', why: null }],
]);

async function importBothShops(db: Db) {
  for (const [file, shop, rows] of [
    ['uno.csv', '1001', SHOP_ONE],
    ['dos.csv', '2002', SHOP_TWO],
  ] as const) {
    const report = await importFeed(db, feedSourceFromText(file, feedOf(shop, rows)));
    expect(report.status).toBe('applied');
  }
}

describeEachDialect('matching offers without a GTIN inside imports', (context) => {
  let app: FastifyInstance;
  beforeEach(async () => {
    const { db, config } = context();
    app = await buildApp({ config: { ...loadConfig({}), database: config }, db });
  });
  afterEach(async () => {
    await app.close();
  });

  // Every offer's title grouped by the product the API shows it under, with why.
  async function offersByProduct() {
    const groups: Shown[][] = [];
    for (let page = 1; ; page++) {
      const list = (
        await app.inject({ url: `/api/products/recent?page=${page}&limit=50` })
      ).json<ProductListResponse>();
      for (const product of list.products) {
        const { offers } = (
          await app.inject({ url: `/api/products/${product.id_c10}/offers` })
        ).json<ProductOffersResponse>();
        groups.push(
          offers.map((offer) => ({
            shop: offer.merchant_name,
            title: offer.product_name,
            why: offer.grouped_by ? `${offer.grouped_by.reason} ${offer.grouped_by.detail}` : null,
          })),
        );
      }
      if (list.products.length < 50) break;
    }
    return inOneOrder(groups);
  }

  it('shows one product per phone and TV with every shop, says why, and keeps near misses apart', async () => {
    await importBothShops(context().db);
    const groups = await offersByProduct();
    expect(groups).toEqual(EXPECTED_GROUPS);
  });

  // The keys a later offer finds a product by: those of every offer that joined it, and no other.
  async function expectKeysOfEachOffer(db: Db) {
    const titles = new Map<string, readonly [string, string]>(
      [...SHOP_ONE, ...SHOP_TWO].map(([id, title, brand]) => [id, [title, brand]] as const),
    );
    const expected = new Set<string>();
    for (const offer of await db
      .selectFrom('offer')
      .select(['merchant_product_id', 'product_id'])
      .execute()) {
      const [title, brand] = titles.get(offer.merchant_product_id)!;
      const attributes = offerAttributes({
        title,
        brand: brand || null,
        model: null,
        description: `Descripción de ${offer.merchant_product_id}`,
      });
      for (const key of matchKeysOf(attributes)) expected.add(`${key} ${offer.product_id}`);
    }
    const stored = await db.selectFrom('product_match_key').select(['key', 'product_id']).execute();
    expect(stored.map((row) => `${row.key} ${row.product_id}`).sort()).toEqual([...expected].sort());
  }

  for (const [batching, batchSize] of [
    ['one offer a batch', 1],
    ['all in one batch', undefined],
  ] as const) {
    it(`groups the same way when both shops come in one feed, ${batching}, and stores each offer's keys`, async () => {
      const { db } = context();
      const oneFeed = [
        feedOf('1001', SHOP_ONE),
        feedOf('2002', SHOP_TWO).split('\n').slice(1).join('\n'),
      ].join('');
      const report = await importFeed(db, feedSourceFromText('both.csv', oneFeed), { batchSize });
      expect(report.status).toBe('applied');
      const inOneRun = await offersByProduct();
      expect(inOneRun).toEqual(EXPECTED_GROUPS);
      await expectKeysOfEachOffer(db);
    });
  }

  it('keeps the grouping when the same feeds are imported again', async () => {
    const { db } = context();
    await importBothShops(db);
    const before = await offersByProduct();
    await importBothShops(db);
    expect(await offersByProduct()).toEqual(before);
    const products = await db
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(products.n)).toBe(10);
  });

  it('shows one product for a shop that lists it in two colours and refurbished, and keeps them on re-import', async () => {
    const { db } = context();
    const rows = [
      ['ip13-mid', 'SIM Free iPhone 13 128GB Mobile Phone - Midnight', '', 'Mobile Phones'],
      ['ip13-star', 'SIM Free iPhone 13 128GB Mobile Phone - Starlight', '', 'Mobile Phones'],
      ['ip13-mid-ref', 'SIM Free iPhone 13 128GB Mobile Phone - Midnight (Refurbished)', '', 'Mobile Phones'],
      ['ip13-256', 'SIM Free iPhone 13 256GB Mobile Phone - Midnight', '', 'Mobile Phones'],
      ['case-mid', 'Apple Silicone Case for iPhone 13 - Midnight', '', 'Mobile Phones'],
      ['case-blue', 'Apple Silicone Case for iPhone 13 - Blue', '', 'Mobile Phones'],
    ] as const;
    for (let run = 0; run < 2; run++) {
      expect((await importFeed(db, feedSourceFromText('argos.csv', feedOf('1001', rows)))).status).toBe(
        'applied',
      );
      const groups = await offersByProduct();
      expect(groups.map((group) => group.map((offer) => offer.title).sort())).toEqual([
        ['Apple Silicone Case for iPhone 13 - Blue'],
        ['Apple Silicone Case for iPhone 13 - Midnight'],
        [
          'SIM Free iPhone 13 128GB Mobile Phone - Midnight',
          'SIM Free iPhone 13 128GB Mobile Phone - Midnight (Refurbished)',
          'SIM Free iPhone 13 128GB Mobile Phone - Starlight',
        ],
        ['SIM Free iPhone 13 256GB Mobile Phone - Midnight'],
      ]);
    }
  });

  it('lets a shop whose offer joined by close titles alone add its listing with the model number, in a later run', async () => {
    const { db } = context();
    const mount = ['mount', 'Garmin Soporte de ventosa para GPS - 0101093600', 'Garmin', 'GPS'] as const;
    const byTitle = ['soporte', 'Garmin soporte de ventosa GPS', 'Garmin', 'GPS'] as const;
    const byNumber = ['suction-mount', 'Garmin Suction Cup Mount - 010-10936-00', 'Garmin', 'GPS'] as const;
    await importFeed(db, feedSourceFromText('uno.csv', feedOf('1001', [mount])));
    await importFeed(db, feedSourceFromText('dos.csv', feedOf('2002', [byTitle])));
    // The next day the shop's feed also lists the product under its number: the product is read
    // back from the database, the shop's offer there known to have joined by close titles alone.
    await importFeed(db, feedSourceFromText('dos.csv', feedOf('2002', [byTitle, byNumber])));
    const groups = await offersByProduct();
    expect(
      groups.map((group) => group.map((offer) => [offer.title, offer.why?.split(' ')[0] ?? null])),
    ).toEqual([
      [
        ['Garmin soporte de ventosa GPS', 'title'],
        ['Garmin Suction Cup Mount - 010-10936-00', 'model'],
        ['Garmin Soporte de ventosa para GPS - 0101093600', null],
      ],
    ]);
  });

  it("joins an offer, in a later run, through another shop's listing worded like it, and npm run match keeps it", async () => {
    const { db } = context();
    const headphones = (id: string, title: string) => [[id, title, 'Huawei', 'Headphones'] as const];
    // The product's first listing words it far from the third shop's; the second shop's alike.
    await importFeed(
      db,
      feedSourceFromText(
        'uno.csv',
        feedOf(
          '1001',
          headphones('fb', 'Huawei FreeBuds SE 2 Auricolare Wireless In-ear Musica e Chiamate Bluetooth Blu'),
        ),
      ),
    );
    await importFeed(
      db,
      feedSourceFromText(
        'dos.csv',
        feedOf(
          '2002',
          headphones('fbse2', 'Auriculares True Wireless - Huawei FreeBuds SE 2, Hasta 40 h, IP54, Azul'),
        ),
      ),
    );
    await importFeed(
      db,
      feedSourceFromText(
        'tres.csv',
        feedOf(
          '3003',
          headphones('se2', 'Auriculares inalámbricos Huawei FreeBuds SE 2 True Wireless - Blanco'),
        ),
      ),
    );
    const shops = async () =>
      (await offersByProduct()).map((group) => group.map((offer) => offer.shop).sort());
    expect(await shops()).toEqual([['Tienda Dos', 'Tienda Tres', 'Tienda Uno']]);
    const report = await rematchCatalog(db, { apply: true });
    expect(report.splits).toEqual([]);
    expect(await shops()).toEqual([['Tienda Dos', 'Tienda Tres', 'Tienda Uno']]);
  });

  it('joins an offer without a GTIN to a product a GTIN made, by its model number, in its colour only', async () => {
    const { db } = context();
    const withGtin = buildFeed(STANDARD_COLUMNS, [
      offerRow({
        merchant_product_id: 'wh5',
        merchant_id: '1001',
        product_name: 'Sony WH-1000XM5 Auriculares inalámbricos Negro',
        brand_name: 'Sony',
        ean: '4548736132610',
      }),
    ]);
    // A GTIN is one colour: the black offer joins it, the silver one is the silver product.
    const without = buildFeed(STANDARD_COLUMNS, [
      offerRow({
        merchant_product_id: 'sony-wh1000xm5-black',
        merchant_id: '2002',
        merchant_name: 'Tienda Dos',
        product_name: 'SONY WH1000XM5 Kopfhörer schwarz',
        brand_name: 'Sony',
        ean: '',
      }),
      offerRow({
        merchant_product_id: 'sony-wh1000xm5-silver',
        merchant_id: '2002',
        merchant_name: 'Tienda Dos',
        product_name: 'SONY WH1000XM5 Kopfhörer silber',
        brand_name: 'Sony',
        ean: '',
      }),
    ]);
    await importFeed(db, feedSourceFromText('uno.csv', withGtin));
    await importFeed(db, feedSourceFromText('dos.csv', without));
    const groups = await offersByProduct();
    expect(groups.map((group) => group.map((offer) => [offer.title, offer.why]))).toEqual([
      [
        ['SONY WH1000XM5 Kopfhörer schwarz', 'model WH1000XM5'],
        ['Sony WH-1000XM5 Auriculares inalámbricos Negro', null],
      ],
      [['SONY WH1000XM5 Kopfhörer silber', null]],
    ]);
  });

  it("joins an offer whose title gives no model number by its description's, in either order, and npm run match keeps it", async () => {
    const { db } = context();
    const mountRow = (shop: '1001' | '2002', id: string, title: string, description: string) =>
      offerRow({
        merchant_product_id: id,
        merchant_id: shop,
        merchant_name: shop === '1001' ? 'Tienda Uno' : 'Tienda Dos',
        product_name: title,
        brand_name: 'Peerless',
        category_name: 'TV Mounts',
        merchant_category: 'TV Mounts',
        description,
        ean: '',
      });
    // The shop without the number in its titles comes first: its description's number is a key the
    // other shop's title finds.
    const described = buildFeed(STANDARD_COLUMNS, [
      mountRow(
        '2002',
        'mount-tilt',
        'Peerless soporte de pared inclinable universal',
        '<p>Peerless SmartMount ST660P, soporte inclinable para pantallas de 37" a 60". Hasta 90 kg.</p>',
      ),
      // A description opening with the shop's own reference joins nothing and splits nothing.
      mountRow(
        '2002',
        'mount-arm',
        'Peerless brazo articulado para TV',
        '<p>REF 88231 - Brazo articulado de pared.</p>',
      ),
    ]);
    const titled = buildFeed(STANDARD_COLUMNS, [
      mountRow(
        '1001',
        'st660p',
        'Peerless SmartMount ST660P soporte de pared inclinable 37-60"',
        'Soporte de pared.',
      ),
    ]);
    await importFeed(db, feedSourceFromText('dos.csv', described));
    await importFeed(db, feedSourceFromText('uno.csv', titled));
    const expected = [
      [['Peerless brazo articulado para TV', null]],
      [
        ['Peerless soporte de pared inclinable universal', null],
        ['Peerless SmartMount ST660P soporte de pared inclinable 37-60"', 'model ST660P'],
      ],
    ];
    const shown = async () =>
      (await offersByProduct())
        .map((group) => group.map((offer) => [offer.title, offer.why]))
        .sort((x, y) => x.length - y.length);
    expect(await shown()).toEqual(expected);
    const report = await rematchCatalog(db, { apply: true });
    expect(report.splits).toEqual([]);
    expect(await shown()).toEqual(expected);
  });
});
