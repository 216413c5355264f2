import { describe, expect, it } from 'vitest';
import { isUsableBanner, sanitizeBannerHtml } from './banner-html.ts';

describe('sanitizeBannerHtml', () => {
  it('keeps an image link, opening in a new tab and marked sponsored', () => {
    const html = sanitizeBannerHtml(
      '<a href="https://www.awin1.com/cread.php?awinmid=1&amp;awinaffid=2" onclick="steal()"><img src="https://cdn.example.com/b.png" alt="Rebajas" width="728" height="90" onerror="x()"></a>',
    );
    expect(html).toBe(
      '<a href="https://www.awin1.com/cread.php?awinmid=1&amp;awinaffid=2" target="_blank" rel="sponsored noopener"><img alt="Rebajas" src="https://cdn.example.com/b.png" width="728" height="90" loading="lazy" /></a>',
    );
    expect(isUsableBanner(html)).toBe(true);
  });

  it('drops scripts, styles, iframes and javascript: links', () => {
    const html = sanitizeBannerHtml(
      '<script>alert(1)</script><style>a{}</style><iframe src="https://x"></iframe><a href="javascript:alert(1)"><img src="https://cdn.example.com/b.png"></a>',
    );
    expect(html).not.toMatch(/script|style|iframe|javascript/i);
    expect(isUsableBanner(html)).toBe(false);
  });

  it('overrides a rel or target the advertiser set', () => {
    const html = sanitizeBannerHtml(
      '<a href="https://shop.example" rel="follow" target="_self"><img src="/b.svg"></a>',
    );
    expect(html).toContain('rel="sponsored noopener"');
    expect(html).toContain('target="_blank"');
  });
});
