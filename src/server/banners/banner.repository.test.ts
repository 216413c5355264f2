import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { readCatalogGeneration } from '../db/catalog-generation.ts';
import { findBannerGroups, replaceBanners } from './banner.repository.ts';

describeEachDialect('banner repository', (context) => {
  const banner = (n: number) =>
    `<a href="https://shop${n}.example/"><img src="https://cdn.example/${n}.png" alt="B${n}"></a>`;

  it('stores sanitised banners in two groups, at most 4 on top and 5 at the bottom', async () => {
    const { db } = context();
    const result = await replaceBanners(db, [
      ...[1, 2, 3, 4, 5].map((n) => ({ placement: 'top' as const, html: banner(n) })),
      ...[6, 7, 8, 9, 10, 11].map((n) => ({ placement: 'bottom' as const, html: banner(n) })),
      { placement: 'top', html: '<script>alert(1)</script>' },
    ]);
    expect(result).toEqual({ stored: 11, refused: [12] });
    const groups = await findBannerGroups(db, 'es');
    expect(groups.top).toHaveLength(4);
    expect(groups.bottom).toHaveLength(5);
    expect(groups.top[0]!.html).toContain('rel="sponsored noopener"');
    expect(groups.bottom.map((b) => b.html).join('')).toContain('shop6.example');
  });

  it('replaces every banner on each import, and makes pages kept before it unreachable', async () => {
    const { db } = context();
    const before = await readCatalogGeneration(db);
    await replaceBanners(db, [{ placement: 'top', html: banner(1) }]);
    expect(await readCatalogGeneration(db)).toBeGreaterThan(before);
    await replaceBanners(db, [{ placement: 'bottom', html: banner(2) }]);
    const groups = await findBannerGroups(db, 'es');
    expect(groups.top).toEqual([]);
    expect(groups.bottom).toHaveLength(1);
  });

  it("shows a visitor their language's banners, and the Spanish ones in a group that has none in it", async () => {
    const { db } = context();
    await replaceBanners(db, [
      { placement: 'top', html: banner(1) },
      { placement: 'top', html: banner(2), language: 'es' },
      { placement: 'bottom', html: banner(3), language: 'es' },
      { placement: 'top', html: banner(4), language: 'en' },
      { placement: 'bottom', html: banner(5), language: 'de' },
    ]);
    const shops = (banners: { html: string }[]) =>
      banners.map((b) => /shop(\d+)\.example/.exec(b.html)?.[1]).join(',');
    const english = await findBannerGroups(db, 'en');
    expect(shops(english.top)).toBe('4');
    expect(shops(english.bottom)).toBe('3');
    const german = await findBannerGroups(db, 'de');
    expect(shops(german.top)).toBe('1,2');
    expect(shops(german.bottom)).toBe('5');
    const spanish = await findBannerGroups(db, 'es');
    expect(shops(spanish.top)).toBe('1,2');
    expect(shops(spanish.bottom)).toBe('3');
    const portuguese = await findBannerGroups(db, 'pt');
    expect(portuguese).toEqual(spanish);
  });

  it('keeps groups of 4 and 5 in every language', async () => {
    const { db } = context();
    await replaceBanners(db, [
      ...[1, 2, 3, 4, 5, 6].map((n) => ({
        placement: 'top' as const,
        html: banner(n),
        language: 'fr' as const,
      })),
      ...[7, 8, 9, 10, 11, 12].map((n) => ({ placement: 'bottom' as const, html: banner(n) })),
      ...[13, 14, 15, 16, 17, 18].map((n) => ({
        placement: 'bottom' as const,
        html: banner(n),
        language: 'fr' as const,
      })),
    ]);
    const french = await findBannerGroups(db, 'fr');
    expect(french.top).toHaveLength(4);
    expect(french.bottom).toHaveLength(5);
    expect(french.bottom.map((b) => b.html).join('')).toContain('shop13.example');
    expect(french.bottom.map((b) => b.html).join('')).not.toContain('shop7.example');
    const spanish = await findBannerGroups(db, 'es');
    expect(spanish.top).toEqual([]);
    expect(spanish.bottom).toHaveLength(5);
    expect(spanish.bottom.map((b) => b.html).join('')).not.toContain('shop13.example');
  });
});
