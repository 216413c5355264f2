import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { buildFeed, ean13, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { feedSourceFromText } from '../ingest/feed-source.ts';
import { importFeed } from '../ingest/import-feed.ts';
import { reviewCatalog } from './catalog-review.ts';

// Two shops' feeds with what real feeds get wrong: the same phone without a GTIN in both, another
// storage size of it, and a case sent under the phone's GTIN.

const IPHONE_GTIN = ean13('019425360001');

function shopFeed(
  shop: '1001' | '2002',
  rows: Array<{ id: string; title: string; ean?: string; brand: string }>,
) {
  return buildFeed(
    STANDARD_COLUMNS,
    rows.map((row) =>
      offerRow({
        merchant_product_id: row.id,
        merchant_id: shop,
        merchant_name: shop === '1001' ? 'Tienda Uno' : 'Tienda Dos',
        product_name: row.title,
        ean: row.ean ?? '',
        brand_name: row.brand,
        category_name: 'Mobile Phones',
      }),
    ),
  );
}

describeEachDialect('catalog review (npm run match)', (context) => {
  it('reports a GTIN shared by a phone and a case', async () => {
    const { db } = context();
    await importFeed(
      db,
      feedSourceFromText(
        'uno.csv',
        shopFeed('1001', [
          { id: 'S23-128', title: 'Samsung Galaxy S23 SM-S911B 128GB Verde', brand: 'Samsung' },
          { id: 'IP15', title: 'Apple iPhone 15 128GB Negro', ean: IPHONE_GTIN, brand: 'Apple' },
        ]),
      ),
    );
    await importFeed(
      db,
      feedSourceFromText(
        'dos.csv',
        shopFeed('2002', [
          { id: 'gal-s23-verde', title: 'Samsung Galaxy S23 SM-S911B 128 GB verde', brand: 'SAMSUNG' },
          { id: 'gal-s23-256', title: 'Samsung Galaxy S23 SM-S911B 256GB Verde', brand: 'Samsung' },
          {
            id: 'funda-ip15',
            title: 'Funda de silicona para iPhone 15, negra',
            ean: IPHONE_GTIN,
            brand: 'Apple',
          },
        ]),
      ),
    );

    const review = await reviewCatalog(db);
    // Only products with a GTIN are read: the iPhone's.
    expect(review.productsRead).toBe(1);
    expect(review.gtinConflicts).toEqual([
      {
        productId: expect.stringMatching(/^[0-9a-z]{12}$/),
        // GTINs are kept as GTIN-14.
        gtin: `0${IPHONE_GTIN}`,
        reason: 'accessory',
        offers: expect.arrayContaining([
          { shop: 'Tienda Uno', title: 'Apple iPhone 15 128GB Negro' },
          { shop: 'Tienda Dos', title: 'Funda de silicona para iPhone 15, negra' },
        ]),
      },
    ]);
  });
});
