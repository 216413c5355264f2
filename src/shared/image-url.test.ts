import { describe, expect, it } from 'vitest';
import { toSafeImageUrl } from './image-url.ts';

describe('toSafeImageUrl', () => {
  it.each([
    'https://img.example/a.jpg',
    'https://img.example/a b.jpg?size=400&v=2',
    'HTTPS://IMG.EXAMPLE/A.JPG',
    '/demo-media/laptop-210-portatil-nebula-15-pro-1.svg',
    '/images/placeholder-product.svg',
  ])('keeps %s', (url) => {
    expect(toSafeImageUrl(url)).toBe(url);
  });

  it('upgrades http to https, which the Content-Security-Policy and https pages allow', () => {
    expect(toSafeImageUrl('http://img.example/a.jpg')).toBe('https://img.example/a.jpg');
    expect(toSafeImageUrl('HTTP://img.example/a.jpg')).toBe('https://img.example/a.jpg');
    expect(toSafeImageUrl('  https://img.example/a.jpg ')).toBe('https://img.example/a.jpg');
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/pixel.png'],
    ['a protocol-relative URL with a backslash', '/\\evil.example/pixel.png'],
    ['a backslash URL', '\\\\evil.example\\pixel.png'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['an ftp URL', 'ftp://img.example/a.jpg'],
    ['a relative path', 'img/a.jpg'],
    ['https without a host', 'https://'],
    ['an empty value', '   '],
    ['nothing', null],
  ])('refuses %s', (_case, url) => {
    expect(toSafeImageUrl(url)).toBeNull();
  });
});
