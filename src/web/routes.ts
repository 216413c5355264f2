import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Every page lives twice: at the spec's path (language detected from cookie or browser) and under
// /{lang}/ (language fixed by the URL; the canonical form). The route ids differ, the modules don't.

const CATALOG_PATHS = [
  'deals',
  'featured',
  'popular',
  'recent',
  'category/:category',
  // /category/{c}/{list} or /category/{c}/{subcategory}: catalog-view.ts tells them apart.
  'category/:category/:segment',
  'category/:category/:subcategory/:list',
  'subcategory/:subcategory',
  'subcategory/:subcategory/:list',
];

const TEXT_PAGES = ['about', 'add-business', 'privacy', 'terms', 'cookies', 'how-we-rank'];

// Behind the links in alert e-mails and the alert forms posted without JavaScript.
const ALERT_PAGES = ['pending', 'error', 'confirm', 'unsubscribe'];

function pages(prefix: '' | ':lang/') {
  const id = (name: string) => (prefix === '' ? name : `${name}-lang`);
  return [
    prefix === ''
      ? index('routes/home.tsx', { id: id('home') })
      : route(':lang', 'routes/home.tsx', { id: id('home') }),
    ...TEXT_PAGES.map((path) => route(`${prefix}${path}`, 'routes/text-page.tsx', { id: id(path) })),
    route(`${prefix}stores`, 'routes/stores.tsx', { id: id('stores') }),
    route(`${prefix}contact`, 'routes/contact.tsx', { id: id('contact') }),
    route(`${prefix}search`, 'routes/search-page.tsx', { id: id('search') }),
    route(`${prefix}product/:id/:slug?`, 'routes/product-page.tsx', { id: id('product') }),
    ...CATALOG_PATHS.map((path) =>
      route(`${prefix}${path}`, 'routes/catalog-page.tsx', { id: id(`catalog:${path}`) }),
    ),
    ...ALERT_PAGES.map((path) =>
      route(`${prefix}alerts/${path}`, 'routes/alert-page.tsx', { id: id(`alerts/${path}`) }),
    ),
    route(`${prefix}demo-windows`, 'routes/demo-windows.tsx', { id: id('demo-windows') }),
  ];
}

export default [
  layout('routes/site-layout.tsx', [
    // Not found and failed pages are answered inside the layout (page-boundary.tsx).
    layout('routes/page-boundary.tsx', [
      ...pages(''),
      ...pages(':lang/'),
      // An unknown path under a language prefix is answered in that language.
      route(':lang/*', 'routes/not-found.tsx', { id: 'not-found-lang' }),
      route('*', 'routes/not-found.tsx', { id: 'not-found' }),
    ]),
  ]),
] satisfies RouteConfig;
