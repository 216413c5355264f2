import { data, Link } from 'react-router';
import type { AlertPageView } from '../../server/alerts/alert-pages.service.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { pageLanguage } from '../i18n/page-language.server.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import type { Route } from './+types/alert-page';

// The pages under /alerts/ (src/server/alerts/alert-pages.service.ts says what they show):
//   GET  /alerts/pending?lang=               after a subscription form posted without JavaScript
//   GET  /alerts/error?lang=&reason=         after such a form post failed
//   GET  /alerts/confirm?token=              the link in a confirmation e-mail: a button, nothing changes
//   POST /alerts/confirm?token=              confirms (the token is single-use and lasts 48 h)
//   GET  /alerts/unsubscribe?token=          the link in a digest or price alert: a button
//   POST /alerts/unsubscribe?token=          unsubscribes: the button, and RFC 8058 one-click
//                                            unsubscribe from mail providers (no cookies, any body)
// The buttons are plain forms, so they work without JavaScript and from any mail client's browser.

type AlertPageName = 'pending' | 'error' | 'confirm' | 'unsubscribe';

type AlertPageData = { view: AlertPageView; language: Language; formAction?: string };

function pageNameOf(url: URL): AlertPageName {
  return url.pathname.split('/').at(-1) as AlertPageName;
}

function answer(page: AlertPageData) {
  const headers: Record<string, string> = {
    // Token links are personal: no shared cache keeps them, and no search engine lists them.
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  };
  if (page.view.retryAfterSeconds !== undefined) headers['Retry-After'] = String(page.view.retryAfterSeconds);
  // The status is always explicit: after a POST React Router runs the loaders again, and an action's
  // status only takes precedence over theirs when it has one (see the action).
  return data(page, { status: page.view.status, headers });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await pageLanguage(request, params.lang, context);
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  // The buttons post back here, keeping only the token.
  const formAction = `${url.pathname}?token=${encodeURIComponent(token)}`;
  const pages = context.alertPages;
  switch (pageNameOf(url)) {
    case 'pending':
      return answer({ view: pages.pending(language), language });
    case 'error': {
      const view = pages.problem(url.searchParams.get('reason'), language);
      if (view === null) throw data(null, { status: 404 });
      return answer({ view, language });
    }
    case 'confirm':
      return answer({ view: await pages.showConfirm(token, language), language, formAction });
    case 'unsubscribe':
      return answer({ view: await pages.showUnsubscribe(token, language), language, formAction });
  }
}

// The body is not read: the token in the URL is all a POST needs, whatever a mail provider sends.
// After the action React Router runs the loaders for the page around the answer; this page then
// shows the action's view (the loader's would be the button again, or "invalid link" for a
// confirmation token just used).
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await pageLanguage(request, params.lang, context);
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  switch (pageNameOf(url)) {
    case 'confirm':
      return answer({ view: await context.alertPages.confirm(token, language), language });
    case 'unsubscribe':
      return answer({ view: await context.alertPages.unsubscribe(token, language), language });
    default:
      throw data(null, { status: 405 });
  }
}

// The page's own headers (no-store, noindex, Retry-After) on top of the layout's (its language
// cookie): the action's after a POST, the loader's otherwise.
export function headers({ parentHeaders, loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  const own = [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
  for (const [name, value] of own) merged.set(name, value);
  return merged;
}

export default function AlertPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view, language, formAction } = actionData ?? loaderData;
  return (
    <article className="max-w-2xl rounded-xl bg-white p-6 shadow-sm sm:p-10">
      {/* Rendered here rather than by meta(), which sees the loader's data only, not the action's.
          React puts both into <head>. */}
      <title>{`${view.title} | ${t('site.name')}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-slate-900">{view.title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{view.text}</p>
      {view.button && formAction && (
        <form method="post" action={formAction} className="mt-8">
          {view.button.oneClickUnsubscribe && (
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          )}
          <button
            type="submit"
            className="rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {view.button.label}
          </button>
        </form>
      )}
      <p className="mt-8">
        <Link to={`/${language}`} className="font-semibold text-blue-700 hover:underline">
          {view.backToSite}
        </Link>
      </p>
    </article>
  );
}
