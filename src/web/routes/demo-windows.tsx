import { LANGUAGE_INFO } from '../../shared/i18n/languages.ts';
import { Icon } from '../components/icon.tsx';
import { ProductImage } from '../components/product-image.tsx';
import { RatingBadge } from '../components/rating-badge.tsx';
import { StarRating } from '../components/star-rating.tsx';
import { DEMO_CARDS, type DemoCard, type DemoCardBadge } from '../demo/demo-cards.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { pageTitleAndDescription, translateForMeta } from '../lib/page-meta.ts';
import { useWindowActions } from '../windows/use-window-actions.ts';
import type { WindowActions } from '../windows/window-manager-context.ts';
import type { Route } from './+types/demo-windows';

// /demo-windows: the floating windows with four made-up products, for trying dragging, stacking,
// full screen and closing without touching the catalog.

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageTitleAndDescription(
      matches,
      translateForMeta(matches, 'windows:demo.metaTitle'),
      translateForMeta(matches, 'windows:demo.metaDescription'),
    ),
    // Fictional products with example.com links have no place in search results.
    { name: 'robots', content: 'noindex' },
  ];
}

const BADGE_KEYS: Record<DemoCardBadge, string> = {
  'Best Seller': 'windows:demo.badges.bestSeller',
  Sale: 'windows:demo.badges.sale',
  New: 'windows:demo.badges.new',
  'Hot Deal': 'windows:demo.badges.hotDeal',
};

const BADGE_COLOURS: Record<DemoCardBadge, string> = {
  'Best Seller': 'bg-amber-500 text-slate-950',
  Sale: 'bg-red-600 text-white',
  New: 'bg-emerald-600 text-white',
  'Hot Deal': 'bg-orange-600 text-white',
};

function useDemoCardText(card: DemoCard) {
  const { t } = useTranslation();
  return {
    title: t(`windows:demo.cards.${card.id}.title`, { defaultValue: card.title }),
    description: t(`windows:demo.cards.${card.id}.description`, { defaultValue: card.description }),
    badge: t(BADGE_KEYS[card.badge]),
    place: `${t(`categories:${card.category}`)} › ${t(`categories:${card.subcategory}`)}`,
  };
}

function openDemoWindow(actions: WindowActions, card: DemoCard, title: string) {
  actions.openWindow(`demo:${card.id}`, {
    kind: 'generic',
    title,
    body: <DemoCardDetails card={card} />,
  });
}

function DemoOfferLink({ card }: { card: DemoCard }) {
  const { t } = useTranslation();
  return (
    <a
      href={card.affiliateLink}
      target="_blank"
      rel="sponsored noopener"
      className="inline-flex items-center justify-center gap-1.5 rounded-lg bg-blue-700 px-3 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      {t('windows:product.viewOffer')}
      <Icon name="external-link" className="size-4" />
      <span className="sr-only">{t('windows:product.opensInNewTab')}</span>
    </a>
  );
}

// The body of a demo card's floating window.
function DemoCardDetails({ card }: { card: DemoCard }) {
  const { t, language } = useTranslation();
  const text = useDemoCardText(card);
  const locale = LANGUAGE_INFO[language].locale;
  const added = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(card.createdAt));
  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex flex-col gap-4 min-[480px]:flex-row">
        <ProductImage
          src={card.imageUrl}
          alt={text.title}
          className="aspect-square w-full shrink-0 rounded-lg border border-slate-200 min-[480px]:w-40"
        />
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap gap-1.5">
            <span
              className={`rounded-md px-2 py-0.5 text-xs font-bold uppercase ${BADGE_COLOURS[card.badge]}`}
            >
              {text.badge}
            </span>
            {card.featured && (
              <span className="inline-flex items-center gap-1 rounded-md bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800 ring-1 ring-blue-200">
                <Icon name="star-filled" className="size-3" />
                {t('windows:demo.featured')}
              </span>
            )}
          </div>
          <p className="text-xs text-slate-500">{text.place}</p>
          <div>
            <RatingBadge rating={Number(card.rating)} />
          </div>
          <p className="text-xs text-slate-600">{t('windows:demo.reviews', { count: card.reviewCount })}</p>
          <DemoPrice
            card={card}
            className="flex flex-wrap items-baseline gap-x-3"
            priceClassName="text-2xl font-bold text-slate-900"
          />
        </div>
      </div>
      <p className="text-sm leading-relaxed text-slate-700">{text.description}</p>
      <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="font-medium text-slate-500">{t('windows:product.merchant')}</dt>
        <dd>{card.source}</dd>
        <dt className="font-medium text-slate-500">{t('windows:demo.added')}</dt>
        <dd>
          <time dateTime={card.createdAt}>{added}</time>
        </dd>
      </dl>
      <DemoOfferLink card={card} />
    </div>
  );
}

// The card's price and the struck-out original one, in its window and on its tile.
function DemoPrice({
  card,
  className,
  priceClassName,
}: {
  card: DemoCard;
  className: string;
  priceClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <span className={priceClassName}>{card.price}</span>
      {card.originalPrice && (
        <span className="text-sm text-slate-500 line-through">
          <span className="sr-only">{t('windows:product.oldPrice')}: </span>
          {card.originalPrice}
        </span>
      )}
    </div>
  );
}

function DemoCardTile({ card, enabled }: { card: DemoCard; enabled: boolean }) {
  const { t } = useTranslation();
  const actions = useWindowActions();
  const text = useDemoCardText(card);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-square bg-slate-50">
        <img
          src={card.imageUrl}
          alt={text.title}
          width={400}
          height={400}
          decoding="async"
          className="size-full object-contain p-3"
        />
        <span
          className={`absolute top-2 left-2 rounded-md px-2 py-0.5 text-xs font-bold uppercase ${BADGE_COLOURS[card.badge]}`}
        >
          {text.badge}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs text-slate-500">{text.place}</p>
        <h2 className="text-sm font-semibold text-slate-900">{text.title}</h2>
        <p className="line-clamp-3 text-xs text-slate-600">{text.description}</p>
        <StarRating rating={Number(card.rating)} reviewCount={card.reviewCount} />
        <DemoPrice
          card={card}
          className="mt-auto flex flex-wrap items-baseline gap-x-2"
          priceClassName="text-xl font-bold text-slate-900"
        />
        <p className="text-xs text-slate-600">{t('windows:product.soldBy', { name: card.source })}</p>
        <div className="mt-1 grid gap-2">
          <button
            type="button"
            disabled={!enabled}
            onClick={() => openDemoWindow(actions, card, text.title)}
            aria-label={t('windows:card.openWindow', { name: text.title })}
            className="inline-flex items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
          >
            <Icon name="app-window" className="size-4" />
            {t('windows:demo.openWindow')}
          </button>
          <DemoOfferLink card={card} />
        </div>
      </div>
    </article>
  );
}

export default function DemoWindows() {
  const { t } = useTranslation();
  const actions = useWindowActions();
  // The buttons need scripts; until they run (or without them) they show but are disabled.
  const hydrated = useHydrated();
  function openAll() {
    for (const card of DEMO_CARDS) {
      openDemoWindow(actions, card, t(`windows:demo.cards.${card.id}.title`, { defaultValue: card.title }));
    }
  }
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('windows:demo.title')}</h1>
          <p className="text-sm text-slate-600">{t('windows:demo.intro')}</p>
        </div>
        <button
          type="button"
          disabled={!hydrated}
          onClick={openAll}
          className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
        >
          <Icon name="layers" className="size-4" />
          {t('windows:demo.openAll')}
        </button>
      </div>
      <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 2xl:grid-cols-4">
        {DEMO_CARDS.map((card) => (
          <li key={card.id}>
            <DemoCardTile card={card} enabled={hydrated} />
          </li>
        ))}
      </ul>
    </>
  );
}
