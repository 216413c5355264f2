import { describe, expect, it } from 'vitest';
import { DEMO_MEDIA_PREFIX, renderDemoImage } from '../../server/demo/demo-images.ts';
import { CATEGORY_TREE } from '../../shared/categories.ts';
import { DEMO_CARDS } from './demo-cards.ts';

describe('demo cards', () => {
  it('are four, with unique ids', () => {
    expect(DEMO_CARDS).toHaveLength(4);
    expect(new Set(DEMO_CARDS.map((card) => card.id)).size).toBe(4);
  });

  it('use pictures the demo media route draws', () => {
    for (const card of DEMO_CARDS) {
      expect(card.imageUrl.startsWith(DEMO_MEDIA_PREFIX), card.id).toBe(true);
      expect(renderDemoImage(card.imageUrl.slice(DEMO_MEDIA_PREFIX.length)), card.id).toMatch(/^<svg /);
    }
  });

  it('sit in existing categories and link to made-up shop pages', () => {
    for (const card of DEMO_CARDS) {
      const category = CATEGORY_TREE.find((candidate) => candidate.slug === card.category);
      expect(
        category?.subcategories.map((sub) => sub.slug),
        card.id,
      ).toContain(card.subcategory);
      expect(card.affiliateLink, card.id).toMatch(/^https:\/\/www\.example\.com\//);
      expect(Number.isFinite(Number(card.rating)), card.id).toBe(true);
      expect(Number.isNaN(Date.parse(card.createdAt)), card.id).toBe(false);
    }
  });
});
