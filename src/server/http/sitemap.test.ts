import { describe, expect, it } from 'vitest';
import {
  renderSitemapFile,
  renderSitemapIndex,
  SITEMAP_MAX_URLS,
  sitemapFileCount,
  sitemapPaths,
} from './sitemap.ts';

const ORIGIN = 'https://precioclaro.example';

describe('sitemap', () => {
  it('lists static pages, lists and only categories that have products', () => {
    const paths = sitemapPaths({ categories: new Set(['computers']), subcategories: new Set(['laptops']) });
    expect(paths).toContain('/terms');
    expect(paths).toContain('/how-we-rank');
    expect(paths).toContain('/category/computers/recent');
    expect(paths).toContain('/category/computers/laptops/all');
    expect(paths).not.toContain('/category/computers/laptops/recent');
    expect(paths).toContain('/subcategory/laptops/recent');
    expect(paths.some((path) => path.includes('monitors') || path.includes('electronics'))).toBe(false);
  });

  it('writes each page once per language with hreflang alternates and x-default', () => {
    const xml = renderSitemapFile(ORIGIN, ['/', '/deals'], 1)!;
    expect(xml.match(/<url>/g)).toHaveLength(12);
    expect(xml).toContain('<loc>https://precioclaro.example/es</loc>');
    expect(xml).toContain('<loc>https://precioclaro.example/ja/deals</loc>');
    // The Spanish page: an unprefixed URL is no hreflang location, as its canonical is a prefixed one.
    expect(xml).toContain('hreflang="x-default" href="https://precioclaro.example/es/deals"');
    expect(renderSitemapFile(ORIGIN, ['/'], 2)).toBeNull();
  });

  it('splits into numbered files below the protocol limit', () => {
    const many = Array.from({ length: 20_000 }, (_, index) => `/p/${index}`);
    const files = sitemapFileCount(many.length);
    expect(files).toBeGreaterThan(1);
    let urls = 0;
    for (let file = 1; file <= files; file++) {
      const count = renderSitemapFile(ORIGIN, many, file)!.match(/<url>/g)!.length;
      expect(count).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      urls += count;
    }
    expect(urls).toBe(many.length * 6);
    expect(renderSitemapIndex(ORIGIN, files).match(/<sitemap>/g)).toHaveLength(files);
  });
});
