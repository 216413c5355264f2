import { useEffect, useRef, useState } from 'react';
import type { PartnerShop } from '../../server/catalog/shop.repository.ts';
import { Icon } from '../components/icon.tsx';
import { loadPageTexts } from '../i18n/page-texts.server.ts';
import { requestLanguage } from '../i18n/request-language.server.ts';
import { operatorTextValues } from '../lib/operator-values.server.ts';
import { pageTitleAndDescription } from '../lib/page-meta.ts';
import type { Route } from './+types/stores';

// /stores: the partner shops of the directory (spec "Stores"), each linking through its affiliate
// tracking link. A logo that fails to load is hidden, leaving the shop's name.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const texts = loadPageTexts(
    requestLanguage(request, params.lang),
    'stores',
    operatorTextValues(context.config),
  );
  let shops: PartnerShop[] = [];
  try {
    shops = await context.catalog.listPartnerShops();
  } catch (error) {
    // Spec section 8: a failure to read the shops is logged and the page shows the empty message.
    console.error('stores page: could not read the partner shops', error);
  }
  return { texts, shops };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData
    ? pageTitleAndDescription(matches, loaderData.texts.title, loaderData.texts.metaDescription)
    : [];
}

function ShopLogo({ shop, alt }: { shop: PartnerShop; alt: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A logo that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth === 0) setFailed(true);
  }, []);
  if (!shop.logoUrl || failed) {
    return <Icon name="store" className="size-10 text-slate-400" />;
  }
  return (
    <img
      ref={image}
      src={shop.logoUrl}
      alt={alt}
      width={160}
      height={64}
      loading="lazy"
      className="h-16 w-40 object-contain object-left"
      onError={() => setFailed(true)}
    />
  );
}

export default function Stores({ loaderData }: Route.ComponentProps) {
  const { texts, shops } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{texts.title}</h1>
      <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">{texts.intro}</p>
      {shops.length === 0 ? (
        <p className="mt-8 rounded-lg bg-white p-6 text-center text-slate-600">{texts.empty}</p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="partner-shops">
          {shops.map((shop) => (
            <li
              key={shop.advertiserId}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <div className="flex h-16 items-center">
                <ShopLogo shop={shop} alt={texts.logoAlt.replace('{{name}}', shop.programmeName)} />
              </div>
              <h2 className="text-lg font-semibold text-slate-900">{shop.programmeName}</h2>
              {shop.descriptionShort && <p className="text-sm text-slate-600">{shop.descriptionShort}</p>}
              {shop.trackingUrl && (
                <a
                  href={shop.trackingUrl}
                  target="_blank"
                  rel="sponsored noopener"
                  className="mt-auto inline-flex items-center gap-1.5 self-start font-semibold text-blue-700 hover:underline"
                >
                  {texts.visit}
                  <span className="sr-only">: {shop.programmeName}</span>
                  <Icon name="external-link" className="size-4" />
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
