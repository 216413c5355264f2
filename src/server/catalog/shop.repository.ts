import { toSafeImageUrl } from '../../shared/image-url.ts';
import type { Db } from '../db/database.ts';

// The partner-shop directory as the stores page shows it (spec section 3, "Partner shop"),
// sorted by name; shops that only appear through feeds are not in the directory.
export type PartnerShop = {
  advertiserId: string;
  programmeName: string;
  descriptionShort: string | null;
  logoUrl: string | null;
  displayUrl: string | null;
  trackingUrl: string | null;
};

export async function findPartnerShops(db: Db): Promise<PartnerShop[]> {
  const rows = await db
    .selectFrom('shop')
    .select(['advertiser_id', 'name', 'description', 'logo_url', 'display_url', 'tracking_url'])
    .where('in_directory', '=', 1)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    advertiserId: row.advertiser_id,
    programmeName: row.name,
    descriptionShort: row.description,
    // Stored by an earlier import, which let protocol-relative and http logos through.
    logoUrl: toSafeImageUrl(row.logo_url),
    displayUrl: row.display_url,
    trackingUrl: row.tracking_url,
  }));
}
