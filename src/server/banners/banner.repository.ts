import { sql } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';
import { BUMP_CATALOG_GENERATION_SQL } from '../db/catalog-generation.ts';
import type { Db } from '../db/database.ts';
import { isUsableBanner, sanitizeBannerHtml } from './banner-html.ts';

// Sponsored banners (spec section 3, "Banner: id, html"), in two groups: "top", shown in the top
// bar, and "bottom", shown in the footer. ("header" exists in the schema as an alias of "top".)
// Each banner is written in one of the site's languages; a visitor sees the banners of the page's
// language, and in a group with none of those, the Spanish ones (the site's own language).

export type Banner = { id: number; html: string };
export type BannerGroups = { top: Banner[]; bottom: Banner[] };
// No language means Spanish, as for every banner stored before banners had one.
export type BannerInput = { placement: 'top' | 'bottom'; html: string; language?: Language };
type Placement = keyof BannerGroups;

// Spec section 2: the top group holds 4 banners, the bottom group 5.
export const BANNER_GROUP_SIZES = { top: 4, bottom: 5 } as const;

// One query for both languages, as the root loader reads banners for every page.
export async function findBannerGroups(db: Db, language: Language): Promise<BannerGroups> {
  const rows = await db
    .selectFrom('banner')
    .select(['id', 'placement', 'html', 'language'])
    .where('active', '=', 1)
    .where('language', 'in', [...new Set([language, DEFAULT_LANGUAGE])])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const own: BannerGroups = { top: [], bottom: [] };
  const spanish: BannerGroups = { top: [], bottom: [] };
  for (const row of rows) {
    const placement: Placement = row.placement === 'bottom' ? 'bottom' : 'top';
    const group = (row.language === language ? own : spanish)[placement];
    // Stored HTML was sanitised on the way in; sanitising again on the way out costs little for a
    // handful of banners and protects against rows written by hand into the database.
    const html = sanitizeBannerHtml(row.html);
    if (isUsableBanner(html) && group.length < BANNER_GROUP_SIZES[placement]) {
      group.push({ id: row.id, html });
    }
  }
  return {
    top: own.top.length > 0 ? own.top : spanish.top,
    bottom: own.bottom.length > 0 ? own.bottom : spanish.bottom,
  };
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
    return [
      {
        placement: banner.placement,
        html,
        language: banner.language ?? DEFAULT_LANGUAGE,
        position: index,
        created_at: now.toISOString(),
      },
    ];
  });
  await db.transaction().execute(async (trx) => {
    // Banners are on every page: kept pages (http/page-cache.ts) must not outlive them.
    await sql.raw(BUMP_CATALOG_GENERATION_SQL).execute(trx);
    await trx.deleteFrom('banner').execute();
    if (rows.length > 0) await trx.insertInto('banner').values(rows).execute();
  });
  return { stored: rows.length, refused };
}
