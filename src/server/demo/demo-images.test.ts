import { describe, expect, it } from 'vitest';
import {
  buildDemoBannerName,
  buildDemoImageName,
  buildDemoLogoName,
  DEMO_IMAGE_KINDS,
  renderDemoImage,
  slugifyLabel,
} from './demo-images.ts';

describe('slugifyLabel', () => {
  it('makes lower-case ASCII words joined by hyphens', () => {
    expect(slugifyLabel('Portátil Lenovo IdeaPad')).toBe('portatil-lenovo-ideapad');
    expect(slugifyLabel('  RTX 4070 / VENTUS 2X  ')).toBe('rtx-4070-ventus-2x');
    expect(slugifyLabel('Marvel’s Spider-Man 2')).toBe('marvel-s-spider-man-2');
  });

  it('cuts long labels at a word boundary and never returns an empty label', () => {
    const label = slugifyLabel('The Legend of Zelda: Tears of the Kingdom Collector Edition');
    expect(label.length).toBeLessThanOrEqual(28);
    expect(label).toBe('the-legend-of-zelda-tears-of');
    expect(slugifyLabel('¡¿!?')).toBe('demo');
  });
});

describe('buildDemoImageName', () => {
  it('puts kind, hue, label and variant in the file name', () => {
    expect(buildDemoImageName('laptop', 215, 'IdeaPad Slim 5', 1)).toBe('laptop-215-ideapad-slim-5-1.svg');
  });

  it('normalises the hue and clamps the variant', () => {
    expect(buildDemoImageName('tv', -30, 'x', 0)).toBe('tv-330-x-1.svg');
    expect(buildDemoImageName('tv', 725, 'x', 9)).toBe('tv-5-x-4.svg');
  });

  it('names logos after the shop', () => {
    expect(buildDemoLogoName(48, 'Ofertrónica')).toBe('logo-48-ofertronica.svg');
  });
});

describe('renderDemoImage', () => {
  it('draws every kind in four different views', () => {
    for (const kind of DEMO_IMAGE_KINDS) {
      const views = [1, 2, 3, 4].map((variant) =>
        renderDemoImage(buildDemoImageName(kind, 120, 'Demo 1', variant)),
      );
      for (const svg of views) {
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(svg).toContain('DEMO 1');
        expect(svg).toMatch(/<\/svg>$/);
      }
      expect(new Set(views).size).toBe(4);
    }
  });

  it('returns the same bytes for the same name', () => {
    const name = buildDemoImageName('gpu', 300, 'RTX 4070 VENTUS 2X', 2);
    expect(renderDemoImage(name)).toBe(renderDemoImage(name));
    expect(renderDemoImage(name)).not.toBe(renderDemoImage(name.replace('-2.svg', '-3.svg')));
  });

  it('draws shop logos with the shop initials', () => {
    const svg = renderDemoImage(buildDemoLogoName(212, 'Bitstore Iberia'));
    expect(svg).toContain('>BI</text>');
    expect(svg).toContain('BITSTORE IBERIA');
  });

  it('refuses names it did not make', () => {
    for (const junk of [
      '',
      '../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd',
      'laptop-215-ideapad-1.svg/../../x',
      'laptop-215-ideapad-1.svg?size=9999',
      'laptop-215-ideapad-1.png',
      'Laptop-215-ideapad-1.svg',
      'laptop-215-IdeaPad-1.svg',
      'laptop-360-ideapad-1.svg',
      'laptop-1000-ideapad-1.svg',
      'laptop-215-ideapad-5.svg',
      'laptop-215--1.svg',
      'toaster-215-ideapad-1.svg',
      `laptop-215-${'a'.repeat(29)}-1.svg`,
      'logo-400-shop.svg',
      'logo-12-.svg',
      'logo-12-<script>.svg',
      'banner-12-shop-0-it.svg',
      'banner-12-shop-0-es.svg',
      'banner-12-shop-7-en.svg',
    ]) {
      expect(renderDemoImage(junk), junk).toBeNull();
    }
  });

  it("writes a banner's slogan and button in the banner's language, Spanish under its old name", () => {
    expect(buildDemoBannerName(210, 'PixelPlaza', 1)).toBe('banner-210-pixelplaza-1.svg');
    expect(buildDemoBannerName(210, 'PixelPlaza', 1, 'es')).toBe('banner-210-pixelplaza-1.svg');
    expect(buildDemoBannerName(210, 'PixelPlaza', 1, 'en')).toBe('banner-210-pixelplaza-1-en.svg');
    const spanish = renderDemoImage('banner-210-pixelplaza-1.svg');
    expect(spanish).toContain('Los mejores precios en tecnología');
    expect(spanish).toContain('Ver tienda ›');
    const english = renderDemoImage('banner-210-pixelplaza-1-en.svg');
    expect(english).toContain('PIXELPLAZA');
    expect(english).toContain('The best prices in tech');
    expect(english).toContain('Visit shop ›');
    expect(renderDemoImage('banner-210-pixelplaza-0-ja.svg')).toContain('50 €以上で送料無料');
    expect(renderDemoImage('banner-210-pixelplaza-0-fr.svg')).toContain('Voir la boutique ›');
  });
});
