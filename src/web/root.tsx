import { useMemo, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from 'react-router';
import { initialDataOf } from '../server/http/readers.ts';
import { isLanguage } from '../shared/i18n/languages.ts';
import type { Route } from './+types/root';
import { ToastProvider } from './components/toaster.tsx';
import { ApiCacheContext } from './hooks/use-api-query.ts';
import './app.css';
import { pageLanguage } from './i18n/page-language.server.ts';
import { translatorForPage } from './i18n/page-translator.ts';
import { localeTexts } from './i18n/resources.server.ts';
import { TranslatorContext } from './i18n/use-translation.ts';
import { ApiCache } from './lib/api-cache.ts';
import { PathPrefixContext, prefixFor } from './lib/localized-path.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // A prefix that is not a language is answered with 404 by routes/page-boundary.tsx, inside the
  // layout this loader feeds; here it is only never used.
  const urlLanguage = isLanguage(params.lang) ? params.lang : undefined;
  const languageRead = pageLanguage(request, urlLanguage, context);
  const [language, categories, banners, popularSearches, popularBrands] = await Promise.all([
    languageRead,
    context.read.categoryHierarchy(),
    // The page's language picks the banners; the other reads need not wait for it.
    languageRead.then((chosen) => context.catalog.listBanners(chosen)),
    // Every page's side panels: a list read in the last 30 s will do (the browser asks every 30 s).
    context.read.popularSearches({ recent: true }),
    context.read.popularBrands({ recent: true }),
  ]);
  return {
    language,
    prefixed: urlLanguage !== undefined,
    texts: localeTexts(language),
    origin: context.config.publicOrigin,
    dealMinDropPercent: context.config.dealMinDropPercent,
    year: new Date().getFullYear(),
    banners,
    // The side panels' lists are rendered on the server too; the browser refreshes them every 30 s.
    initialData: initialDataOf(categories, popularSearches, popularBrands),
  };
}

// The layout's data (category tree, translations, banners, popular lists) is not downloaded again
// on each client-side navigation (spec section 9: fresh for 5 minutes; the popular lists refresh
// themselves every 30 s): only when the language changes, or after a form post.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  const prefix = (url: URL) => /^\/([a-z]{2})(?=\/|$)/.exec(url.pathname)?.[1] ?? '';
  return prefix(currentUrl) !== prefix(nextUrl);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={root?.language ?? 'es'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [apiCache] = useState(() => new ApiCache());
  // A new language brings new texts (the root's data is loaded again): a new translator.
  const translator = useMemo(
    () => translatorForPage(loaderData.language, loaderData.texts),
    [loaderData.language, loaderData.texts],
  );
  apiCache.seed(loaderData.initialData);
  return (
    <ApiCacheContext.Provider value={apiCache}>
      <TranslatorContext.Provider value={translator}>
        <PathPrefixContext.Provider value={loaderData.prefixed ? prefixFor(loaderData.language) : ''}>
          <ToastProvider>
            <Outlet />
          </ToastProvider>
        </PathPrefixContext.Provider>
      </TranslatorContext.Provider>
    </ApiCacheContext.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{notFound ? '404 Page Not Found' : 'Error'}</h1>
      <p className="mt-4 text-slate-600">
        {notFound
          ? 'Did you forget to add the page to the router?'
          : 'Something went wrong. Please try again in a few minutes.'}
      </p>
      <a href="/" className="mt-6 inline-block text-blue-700 underline">
        PrecioClaro
      </a>
    </main>
  );
}
