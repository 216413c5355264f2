import { describe, expect, it } from 'vitest';
import type { ProductListItem } from '../../shared/product.ts';
import { uniqueById } from './unique-by-id.ts';

const product = (id: string, name = id) => ({ id_c10: id, c10_product_name: name }) as ProductListItem;

describe('uniqueById', () => {
  it('lists the pages in order, each product once where it came first', () => {
    const pages = [
      { products: [product('a'), product('b')] },
      { products: [product('b', 'later'), product('c')] },
    ];
    expect(uniqueById(pages).map((item) => [item.id_c10, item.c10_product_name])).toEqual([
      ['a', 'a'],
      ['b', 'b'],
      ['c', 'c'],
    ]);
  });
});
