import type { Db } from '../db/database.ts';
import { isUsableBanner, sanitizeBannerHtml } from './banner-html.ts';

// Sponsored banners (spec section 3, "Banner: id, html"), in two groups: "top", shown in the top
// bar, and "bottom", shown in the footer. ("header" exists in the schema as an alias of "top".)

export type Banner = { id: number; html: string };
export type BannerGroups = { top: Banner[]; bottom: Banner[] };
export type BannerInput = { placement: 'top' | 'bottom'; html: string };

// Spec section 2: the top group holds 4 banners, the bottom group 5.
export const BANNER_GROUP_SIZES = { top: 4, bottom: 5 } as const;

export async function findBannerGroups(db: Db): Promise<BannerGroups> {
  const rows = await db
    .selectFrom('banner')
    .select(['id', 'placement', 'html'])
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const groups: BannerGroups = { top: [], bottom: [] };
  for (const row of rows) {
    const group = row.placement === 'bottom' ? groups.bottom : groups.top;
    // Stored HTML was sanitised on the way in; sanitising again on the way out costs little for a
    // handful of banners and protects against rows written by hand into the database.
    const html = sanitizeBannerHtml(row.html);
    if (
      isUsableBanner(html) &&
      group.length < BANNER_GROUP_SIZES[row.placement === 'bottom' ? 'bottom' : 'top']
    ) {
      group.push({ id: row.id, html });
    }
  }
  return groups;
}

// Replaces every banner with the given list, in one transaction. Returns how many were kept and
// which (1-based) entries were refused because nothing usable was left after sanitising.
export async function replaceBanners(
  db: Db,
  banners: readonly BannerInput[],
  now: Date = new Date(),
): Promise<{ stored: number; refused: number[] }> {
  const refused: number[] = [];
  const rows = banners.flatMap((banner, index) => {
    const html = sanitizeBannerHtml(banner.html);
    if (!isUsableBanner(html)) {
      refused.push(index + 1);
      return [];
    }
    return [{ placement: banner.placement, html, position: index, created_at: now.toISOString() }];
  });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('banner').execute();
    if (rows.length > 0) await trx.insertInto('banner').values(rows).execute();
  });
  return { stored: rows.length, refused };
}
