import { describe, expect, it } from 'vitest';
import { isSiteLocalPath, judgePagePath } from './page-paths.ts';

describe('isSiteLocalPath', () => {
  it('accepts paths on this site and refuses anything a browser would read as another site', () => {
    for (const path of [
      '/',
      '/es',
      '/product/abc/slug?x=1',
      '/search?q=port%C3%A1til',
      '/alerts/pending?lang=es',
    ])
      expect(isSiteLocalPath(path)).toBe(true);
    for (const path of [
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      'es/product',
      '/ /evil.example',
      '/\u0000/evil.example',
    ])
      expect(isSiteLocalPath(path)).toBe(false);
  });
});

describe('judgePagePath', () => {
  it('renders ordinary page paths', () => {
    expect(judgePagePath('/')).toEqual({ kind: 'render' });
    expect(judgePagePath('/es/search?q=tv%20oled')).toEqual({ kind: 'render' });
  });

  it('treats encoded slashes, backslashes, tabs and empty segments as not found', () => {
    for (const url of [
      '/%2Fevil.example%2Fphish.html%3F/product/abc/x',
      '/%5Cevil.example/product/abc/x',
      '/%09%2Fevil.example/product/abc/x',
      '//evil.example/',
      '/es//evil.example',
      '/%E0%A4%A',
    ])
      expect(judgePagePath(url)).toEqual({ kind: 'not-found' });
  });

  it('redirects a trailing slash to the same page, keeping the query', () => {
    expect(judgePagePath('/about/')).toEqual({ kind: 'redirect', location: '/about' });
    expect(judgePagePath('/en/search/?q=tv')).toEqual({ kind: 'redirect', location: '/en/search?q=tv' });
    expect(judgePagePath('/about///')).toEqual({ kind: 'not-found' });
  });
});
