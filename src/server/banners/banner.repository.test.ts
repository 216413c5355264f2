import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
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
    const groups = await findBannerGroups(db);
    expect(groups.top).toHaveLength(4);
    expect(groups.bottom).toHaveLength(5);
    expect(groups.top[0]!.html).toContain('rel="sponsored noopener"');
    expect(groups.bottom.map((b) => b.html).join('')).toContain('shop6.example');
  });

  it('replaces every banner on each import', async () => {
    const { db } = context();
    await replaceBanners(db, [{ placement: 'top', html: banner(1) }]);
    await replaceBanners(db, [{ placement: 'bottom', html: banner(2) }]);
    const groups = await findBannerGroups(db);
    expect(groups.top).toEqual([]);
    expect(groups.bottom).toHaveLength(1);
  });
});
