import { describe, expect, it } from 'vitest';
import { offerAttributes } from './offer-attributes.ts';
import { bestMatch, decideMatch, groupOffersInOrder, type MatchTarget } from './product-matcher.ts';

// Offers as shops write them, matched one at a time as an import meets them.

const offer = (shop: string, title: string, brand?: string) => ({
  shop,
  attributes: offerAttributes({ title, brand }),
});
const product = (shop: string, title: string, brand?: string): MatchTarget => ({
  attributes: offerAttributes({ title, brand }),
  shops: new Set([shop]),
});

describe('decideMatch', () => {
  it('joins one model written with and without a region suffix or series letters', () => {
    expect(
      decideMatch(
        offer('a', 'TV LED 55" - Samsung UE55CU7105KXXC, UHD 4K, Smart TV'),
        product('b', 'TV LED 139 cm (55") Samsung UE55CU7105 Crystal UHD 4K'),
      )?.reason,
    ).toBe('model');
    expect(
      decideMatch(
        offer('a', 'LG OLED evo 55C34LA 55" 4K Smart TV 120Hz'),
        product('b', 'TV OLED 55" - LG OLED55C34LA, 4K, Smart TV'),
      )?.reason,
    ).toBe('model');
    expect(
      decideMatch(
        offer('a', 'Portátil ASUS TUF Gaming A15 FA507NV-LP023W 15,6" RTX 4060'),
        product('b', 'ASUS TUF Gaming A15 FA507NV - Portátil gaming 15.6" RTX 4060 6GB'),
      )?.reason,
    ).toBe('model');
  });

  it('never joins 55" and 65" of one series, nor a phone and its case', () => {
    expect(
      decideMatch(
        offer('a', 'TV LED 65" - Samsung UE65CU7105KXXC, UHD 4K'),
        product('b', 'TV LED 55" Samsung UE55CU7105 Crystal UHD 4K'),
      ),
    ).toBeNull();
    expect(
      decideMatch(
        offer('a', 'Funda de silicona Samsung para Galaxy S23 SM-S911B'),
        product('b', 'Samsung Galaxy S23 SM-S911B 128GB Negro'),
      ),
    ).toBeNull();
  });
});

describe('bestMatch', () => {
  it('prefers the product with the same code and colour to one with another suffix', () => {
    const silver = product('a', 'Sony Cyber-shot DSC-W120 Digital Camera Silver - DSCW120');
    const pink = product('a', 'Sony Cyber-shot DSC-W120 Digital Camera Pink - DSCW120P');
    const found = bestMatch(offer('b', 'Sony DSC-W120 compact camera - Pink - DSCW120/P'), [
      [1, silver],
      [2, pink],
    ]);
    expect(found?.key).toBe(2);
  });
});

describe('groupOffersInOrder', () => {
  it('groups one model from three shops and keeps its other sizes apart', () => {
    const groups = groupOffersInOrder([
      offer('a', 'Samsung UE65CU7105KXXC 65" LED UltraHD 4K HDR10+'),
      offer('b', "TV SAMSUNG UE65CU7105 (LED - 65'' - 165 cm - 4K Ultra HD - Smart TV)"),
      offer('c', 'TV LED 55" - Samsung UE55CU7105KXXC, UHD 4K, Smart TV'),
      offer('c', 'TV LED 65" - Samsung UE65CU7105KXXC, UHD 4K, Smart TV'),
    ]);
    expect(groups).toEqual([0, 0, 2, 0]);
  });
});
