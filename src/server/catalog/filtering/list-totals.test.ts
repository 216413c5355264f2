import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../../tests/support/each-dialect.ts';
import {
  importFilterCatalog,
  importFilterCatalogChanges,
} from '../../../../tests/support/filter-catalog.fixture.ts';
import type { ProductListScope } from '../../../shared/contracts/product-lists.ts';
import { readCatalogGeneration } from '../../db/catalog-generation.ts';
import { type CatalogService, createCatalogService, type ProductListRequest } from '../catalog.service.ts';
import { FacetIndexHolder } from './facet-index-holder.ts';

// A list's total counted from the facet index (the first visitor after an import, once the process
// has read it) must be the total SQL counts, for every scope and level.

async function totals(catalog: CatalogService, requests: readonly ProductListRequest[]): Promise<number[]> {
  const found: number[] = [];
  for (const request of requests) found.push((await catalog.listProducts({ ...request, limit: 1 })).total);
  return found;
}

describeEachDialect('list totals from the facet index', (context) => {
  it('equal the SQL counts for every scope and level, and follow an import', async () => {
    const { db } = context();
    await importFilterCatalog(db);
    const { categories, subcategories } = await db
      .selectFrom('product')
      .select((eb) => [
        eb.fn.agg<string>('count', [eb.fn('distinct', ['category_id'])]).as('categories'),
        eb.fn.agg<string>('count', [eb.fn('distinct', ['subcategory_id'])]).as('subcategories'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(categories)).toBeGreaterThan(0);
    const category = await db.selectFrom('category').select('slug').orderBy('id').executeTakeFirstOrThrow();
    const listed = await db
      .selectFrom('subcategory')
      .innerJoin('product', 'product.subcategory_id', 'subcategory.id')
      .innerJoin('category', 'category.id', 'subcategory.category_id')
      .select(['subcategory.slug', 'category.slug as categorySlug'])
      .where('product.is_listed', '=', 1)
      .groupBy(['subcategory.slug', 'category.slug'])
      .execute();
    expect(listed.length).toBeGreaterThan(1);
    expect(Number(subcategories)).toBeGreaterThan(1);
    const other = await db
      .selectFrom('category')
      .select('slug')
      .where('slug', '!=', listed[0]!.categorySlug)
      .executeTakeFirstOrThrow();
    const scopes: ProductListScope[] = ['all', 'featured', 'deals', 'popular', 'recent'];
    const requests: ProductListRequest[] = [];
    for (const scope of scopes) {
      requests.push({ scope }, { scope, category: category.slug }, { scope, excludeDeals: true });
      for (const { slug, categorySlug } of listed) {
        requests.push({ scope, subcategory: slug }, { scope, category: categorySlug, subcategory: slug });
      }
    }
    // A subcategory asked with another category lists nothing.
    requests.push({ scope: 'all', category: other.slug, subcategory: listed[0]!.slug });

    const check = async () => {
      const holder = new FacetIndexHolder(db);
      await holder.forGeneration(await readCatalogGeneration(db));
      const fromIndex = createCatalogService(db, { facetIndex: holder });
      // A holder that never read an index: the totals are counted in SQL.
      const fromSql = createCatalogService(db, { facetIndex: new FacetIndexHolder(db) });
      const expected = await totals(fromSql, requests);
      expect(expected.some((total) => total > 0)).toBe(true);
      expect(expected.at(-1)).toBe(0);
      expect(await totals(fromIndex, requests)).toEqual(expected);
    };
    await check();
    // Deals appear, prices and listings change.
    await importFilterCatalogChanges(db);
    await check();
  });
});
