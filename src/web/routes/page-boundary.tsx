import { data, isRouteErrorResponse, Link, Outlet, useRouteError } from 'react-router';
import { isLanguage } from '../../shared/i18n/languages.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import type { Route } from './+types/page-boundary';

// Between the site layout and every page: a page that is not found (an unknown path, product or
// category, a malformed path, a prefix that is not one of the six languages) or fails is shown
// here, inside the layout's header, navigation and footer and in the visitor's language, instead
// of replacing the whole layout as the root's boundary would.

// Only the six language codes are a prefix; "/xx/about" is a 404 like any unknown path. The root
// loader serves such a URL in the visitor's language rather than throwing, so that the layout
// around this answer can render.
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLanguage(params.lang)) throw data(null, { status: 404 });
  return null;
}

// Nothing to reload on a client navigation: the prefix of a link the site made is always valid.
export function shouldRevalidate() {
  return false;
}

export default function PageBoundary() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t('notFound.title') : t('errors.title');
  return (
    <article className="max-w-2xl rounded-xl bg-white p-6 shadow-sm sm:p-10" data-testid="page-error">
      {/* React puts it into <head>; the failed page's own meta() never ran. */}
      <title>{`${title} | ${t('site.name')}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        {notFound ? t('notFound.text') : t('errors.generic')}
      </p>
      <p className="mt-8">
        <Link to={localized('/')} className="font-semibold text-blue-700 hover:underline">
          {t('notFound.backHome')}
        </Link>
      </p>
    </article>
  );
}
