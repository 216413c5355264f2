import { LANGUAGES, type Language } from '../../shared/i18n/languages.ts';
import { BANNER_GROUP_SIZES, type BannerInput } from '../banners/banner.repository.ts';
import type { Db } from '../db/database.ts';
import type { DemoShop } from './demo-catalog.ts';
import { buildDemoBannerName, DEMO_MEDIA_PREFIX } from './demo-images.ts';

// The demo's sponsored banners: full groups (4 on top, 5 at the bottom) of image links to the demo
// shops through their affiliate tracking links, as an advertiser's banner code would be, in every
// language of the site, so each language's pages show banners written in it.
export async function buildDemoBanners(db: Db, shops: readonly DemoShop[]): Promise<BannerInput[]> {
  const tracking = new Map(
    (await db.selectFrom('shop').select(['advertiser_id', 'tracking_url']).execute()).map((row) => [
      row.advertiser_id,
      row.tracking_url,
    ]),
  );
  const banner = (
    shop: DemoShop,
    slogan: number,
    placement: BannerInput['placement'],
    language: Language,
  ): BannerInput => {
    const image = `${DEMO_MEDIA_PREFIX}${buildDemoBannerName(shop.hue, shop.name, slogan, language)}`;
    const href = tracking.get(shop.advertiserId) ?? `https://${shop.displayUrl}/`;
    return {
      placement,
      language,
      html: `<a href="${href.replace(/&/g, '&amp;')}"><img src="${image}" alt="${shop.name}" width="728" height="90"></a>`,
    };
  };
  return LANGUAGES.flatMap((language) => [
    ...shops.slice(0, BANNER_GROUP_SIZES.top).map((shop, index) => banner(shop, index, 'top', language)),
    ...shops
      .slice(-BANNER_GROUP_SIZES.bottom)
      .map((shop, index) => banner(shop, index + 1, 'bottom', language)),
  ]);
}
