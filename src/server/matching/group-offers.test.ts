import { describe, expect, it } from 'vitest';
import { groupOffers } from './group-offers.ts';
import { offerAttributes } from './offer-attributes.ts';

const offer = (shop: string, title: string, brand?: string) => ({
  shop,
  title,
  attributes: offerAttributes({ title, brand }),
});

// Whether the offers at these positions ended in one group.
const together = (groups: number[], ...positions: number[]) =>
  new Set(positions.map((position) => groups[position])).size === 1;

describe('grouping offers', () => {
  it('groups by model number across shops, transitively, and never across a conflict', () => {
    const offers = [
      offer('uno', 'Samsung Galaxy S23 SM-S911B 128GB Verde', 'Samsung'),
      offer('dos', 'SAMSUNG Galaxy S23 5G S911B 128 GB Negro', 'SAMSUNG'),
      offer('tres', 'Smartphone Samsung SM-S911B/DS 128GB Lavanda', 'Samsung Electronics'),
      offer('dos', 'Samsung Galaxy S23 SM-S911B 256GB Verde', 'Samsung'),
      offer('tres', 'Funda para Samsung Galaxy S23 SM-S911B transparente', 'Samsung'),
    ];
    const groups = groupOffers(offers);
    expect(together(groups, 0, 1)).toBe(true);
    expect(together(groups, 3, 0)).toBe(false);
    expect(together(groups, 4, 0)).toBe(false);
  });

  it('never pairs two offers of one shop, and joins titles only when asked and close', () => {
    const offers = [
      offer('uno', 'Lowepro Rezo 15 funda cámara negra', 'Lowepro'),
      offer('dos', 'Funda para cámara Lowepro Rezo 15 negro', 'Lowepro'),
      offer('uno', 'Lowepro Edit 100 funda cámara negra', 'Lowepro'),
      offer('uno', 'Lowepro Rezo 15 funda cámara negra', 'Lowepro'),
    ];
    expect(together(groupOffers(offers), 0, 1)).toBe(false);
    const withTitles = groupOffers(offers, { closeTitles: 0.7 });
    expect(together(withTitles, 0, 1)).toBe(true);
    expect(together(withTitles, 2, 1)).toBe(false);
  });
});
