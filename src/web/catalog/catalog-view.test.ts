import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '../../shared/categories.ts';
import { catalogPath, listApiPath, pageFromSearch, sortFromSearch, viewFromParams } from './catalog-view.ts';

describe('viewFromParams', () => {
  it('reads the global lists', () => {
    expect(viewFromParams({ list: 'deals' }, CATEGORY_TREE)).toEqual({
      kind: 'list',
      scope: 'deals',
      filter: { kind: 'global' },
    });
    expect(viewFromParams({ list: 'all' }, CATEGORY_TREE)).toBeNull();
  });

  it('tells a category list from a subcategory under /category/{c}/{x}', () => {
    expect(viewFromParams({ category: 'computers', segment: 'popular' }, CATEGORY_TREE)).toEqual({
      kind: 'list',
      scope: 'popular',
      filter: { kind: 'category', category: 'computers' },
    });
    expect(viewFromParams({ category: 'computers', segment: 'laptops' }, CATEGORY_TREE)).toEqual({
      kind: 'overview',
      filter: { kind: 'category-subcategory', category: 'computers', subcategory: 'laptops' },
    });
    expect(viewFromParams({ category: 'computers', segment: 'products' }, CATEGORY_TREE)).toMatchObject({
      scope: 'all',
    });
  });

  it('refuses unknown slugs, a subcategory of another category and /category/{c}/{s}/recent', () => {
    expect(viewFromParams({ category: 'nope' }, CATEGORY_TREE)).toBeNull();
    expect(viewFromParams({ category: 'electronics', segment: 'laptops' }, CATEGORY_TREE)).toBeNull();
    expect(
      viewFromParams({ category: 'computers', subcategory: 'laptops', list: 'recent' }, CATEGORY_TREE),
    ).toBeNull();
    expect(viewFromParams({ subcategory: 'laptops', list: 'recent' }, CATEGORY_TREE)).toMatchObject({
      scope: 'recent',
    });
    expect(viewFromParams({ subcategory: 'laptops', list: 'cheap' }, CATEGORY_TREE)).toBeNull();
  });
});

describe('paths', () => {
  it('builds the spec API paths, previews included, asking for cards', () => {
    expect(listApiPath('deals', { kind: 'category', category: 'computers' })).toBe(
      '/api/products/deals/category/computers?limit=12&view=card',
    );
    expect(
      listApiPath('featured', { kind: 'subcategory', subcategory: 'laptops' }, { excludeDeals: true }),
    ).toBe('/api/products/featured/subcategory/laptops?limit=12&exclude_deals=true&view=card');
    expect(
      listApiPath(
        'all',
        { kind: 'category-subcategory', category: 'computers', subcategory: 'laptops' },
        { page: 2 },
      ),
    ).toBe('/api/products/subcategory/laptops?page=2&limit=12&view=card');
    expect(listApiPath('popular', { kind: 'global' }, { sort: 'price_asc', page: 3 })).toBe(
      '/api/products/popular?page=3&limit=12&sort=price_asc&view=card',
    );
  });

  it('builds page paths', () => {
    expect(
      catalogPath({ kind: 'category-subcategory', category: 'computers', subcategory: 'laptops' }, 'deals'),
    ).toBe('/category/computers/laptops/deals');
    expect(catalogPath({ kind: 'global' }, 'recent')).toBe('/recent');
  });

  it('ignores sorts a list does not accept and bad page numbers', () => {
    expect(sortFromSearch('recent', 'rating')).toBeUndefined();
    expect(sortFromSearch('deals', 'discount')).toBe('discount');
    expect(pageFromSearch('abc')).toBe(1);
    expect(pageFromSearch('0')).toBe(1);
    expect(pageFromSearch('4')).toBe(4);
  });
});
