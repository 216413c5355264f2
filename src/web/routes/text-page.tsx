import { useEffect } from 'react';
import { Link } from 'react-router';
import { Icon } from '../components/icon.tsx';
import { loadPageTexts, type PagesTexts } from '../i18n/page-texts.server.ts';
import { requestLanguage } from '../i18n/request-language.server.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { operatorTextValues } from '../lib/operator-values.server.ts';
import { pageTitleAndDescription } from '../lib/page-meta.ts';
import type { Route } from './+types/text-page';

// The static text pages: about, add-business, privacy, terms and cookies (spec sections 1 and 2),
// and how-we-rank, the ranking and earnings disclosure every result list links to (issue 12).
// Their texts live in locales/*/pages.json and arrive filled in with the operator's details and
// the figures the rules run on (operator-values.server.ts).

const PAGE_KEYS = {
  about: 'about',
  'add-business': 'addBusiness',
  privacy: 'privacy',
  terms: 'terms',
  cookies: 'cookies',
  'how-we-rank': 'howWeRank',
} as const;
type TextPageKey = (typeof PAGE_KEYS)[keyof typeof PAGE_KEYS];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split('/').filter(Boolean).at(-1) as keyof typeof PAGE_KEYS;
  const key: TextPageKey = PAGE_KEYS[segment];
  const language = requestLanguage(request, params.lang);
  const values = operatorTextValues(context.config);
  return key === 'addBusiness'
    ? { key, addBusiness: loadPageTexts(language, 'addBusiness', values) }
    : { key, document: loadPageTexts(language, key, values) as DocumentTexts };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const texts = loaderData.key === 'addBusiness' ? loaderData.addBusiness : loaderData.document;
  return pageTitleAndDescription(matches, texts!.title, texts!.metaDescription);
}

type DocumentTexts = {
  title: string;
  metaDescription: string;
  intro: string;
  lastUpdated?: string;
  // `items`: terms explained one by one after the paragraphs (each sort order, on how-we-rank).
  sections: { heading: string; paragraphs: string[]; items?: { term: string; text: string }[] }[];
};

function DocumentPage({ texts, scrollToTop }: { texts: DocumentTexts; scrollToTop: boolean }) {
  // Spec: the terms open scrolled to the top, whatever the previous page's scroll position.
  useEffect(() => {
    if (scrollToTop) window.scrollTo({ top: 0 });
  }, [scrollToTop]);
  return (
    <article className="max-w-3xl rounded-xl bg-white p-6 shadow-sm sm:p-10">
      <h1 className="text-3xl font-bold text-slate-900">{texts.title}</h1>
      {texts.lastUpdated && <p className="mt-2 text-sm text-slate-500">{texts.lastUpdated}</p>}
      <p className="mt-6 text-lg leading-relaxed text-slate-700">{texts.intro}</p>
      {texts.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <dl className="mt-4 space-y-4">
              {section.items.map((item) => (
                <div key={item.term} className="border-l-4 border-blue-100 pl-4">
                  <dt className="font-semibold text-slate-900">{item.term}</dt>
                  <dd className="mt-1 leading-relaxed text-slate-700">{item.text}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </article>
  );
}

function AddBusinessPage({ texts }: { texts: PagesTexts['addBusiness'] }) {
  const localized = useLocalizedPath();
  return (
    <article className="max-w-3xl rounded-xl bg-white p-6 shadow-sm sm:p-10">
      <h1 className="text-3xl font-bold text-slate-900">{texts.title}</h1>
      <p className="mt-6 text-lg leading-relaxed text-slate-700">{texts.intro}</p>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{texts.stepsTitle}</h2>
      <ol className="mt-4 space-y-4">
        {texts.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 leading-relaxed text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <h2 className="mt-10 text-xl font-semibold text-slate-900">{texts.benefitsTitle}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {texts.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2 text-slate-700">
            <Icon name="check-circle-2" className="mt-0.5 size-5 shrink-0 text-green-700" />
            {benefit}
          </li>
        ))}
      </ul>
      <div className="mt-10 rounded-lg bg-blue-50 p-6">
        <p className="text-slate-800">{texts.cta}</p>
        <Link
          to={localized('/contact')}
          className="mt-4 inline-flex items-center gap-1.5 rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
        >
          {texts.ctaButton}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

export default function TextPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.key === 'addBusiness') return <AddBusinessPage texts={loaderData.addBusiness!} />;
  return <DocumentPage texts={loaderData.document!} scrollToTop={loaderData.key === 'terms'} />;
}
