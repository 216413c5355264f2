import { describe, expect, it } from 'vitest';
import { offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { indexColumns } from './awin-columns.ts';
import { normalizeAwinRow, type RowResult } from './awin-row.ts';

const COLUMNS = [...STANDARD_COLUMNS, 'large_image', 'alternate_image'];
const columns = indexColumns(COLUMNS);

function normalize(overrides: Record<string, string>): Extract<RowResult, { ok: true }> {
  const row = offerRow({ merchant_product_id: 'IMG1', ...overrides });
  const result = normalizeAwinRow(
    COLUMNS.map((column) => String(row[column] ?? '')),
    2,
    columns,
    COLUMNS.length,
  );
  if (!result.ok) throw new Error(`row quarantined: ${result.reason}`);
  return result;
}

describe('feed row image URLs', () => {
  it('drops a protocol-relative image, which would load from any host, with a warning', () => {
    const { offer, warnings } = normalize({
      merchant_image_url: '//evil.example/pixel.png',
      large_image: '//evil.example/large.png',
      alternate_image: '//evil.example/alt.png',
    });
    expect(offer).toMatchObject({ merchantImageUrl: null, largeImage: null, alternateImage: null });
    expect(warnings).toEqual(['invalid_image_url']);
  });

  it('upgrades http images to https, so https pages show them (no mixed content)', () => {
    const { offer, warnings } = normalize({
      merchant_image_url: 'http://img.example/a.jpg',
      alternate_image: 'https://img.example/b.jpg',
    });
    expect(offer).toMatchObject({
      merchantImageUrl: 'https://img.example/a.jpg',
      alternateImage: 'https://img.example/b.jpg',
    });
    expect(warnings).toEqual([]);
  });

  it('keeps the site’s own root-relative images, as the demo catalog uses', () => {
    const { offer, warnings } = normalize({ merchant_image_url: '/demo-media/monitor-150-monitor-1.svg' });
    expect(offer.merchantImageUrl).toBe('/demo-media/monitor-150-monitor-1.svg');
    expect(warnings).toEqual([]);
  });
});
