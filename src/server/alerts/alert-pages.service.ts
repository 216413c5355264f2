import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../shared/i18n/languages.ts';
import { formatCents } from '../../shared/price-format.ts';
import { DatabaseBusyError } from '../db/busy.ts';
import type { Db } from '../db/database.ts';
import {
  type AlertSubject,
  confirmAlert,
  inspectConfirmToken,
  inspectUnsubscribeToken,
  languageOfToken,
  unsubscribeAlert,
} from './alerts.service.ts';
import { ALERT_TEXTS } from './mail-texts.ts';

// What the pages under /alerts/ say: the ones the links in alert e-mails open (confirm,
// unsubscribe) and the answers to a subscription form posted without JavaScript (pending, error).
// The page route (src/web/routes/alert-page.tsx) shows it in the site's layout; the texts stay with
// the e-mails' in mail-texts.ts. Mail scanners follow links with GET, so only confirm() and
// unsubscribe(), which the pages' buttons and RFC 8058 one-click unsubscribe POST, change anything.

// A form post's failure, named in the URL of the page it is redirected to (api/alerts/alerts.routes.ts).
const ALERT_FORM_PROBLEMS = ['invalid-form', 'too-many', 'failed'] as const;
export type AlertFormProblem = (typeof ALERT_FORM_PROBLEMS)[number];

export type AlertPageView = {
  status: number;
  title: string;
  text: string;
  backToSite: string;
  // A button that POSTs back to the page's own URL; the unsubscribe button posts the RFC 8058 field
  // too, so it is the same request a mail provider makes.
  button?: { label: string; oneClickUnsubscribe: boolean };
  // With status 503: an import held the database longer than a visitor's write waits (db/busy.ts).
  retryAfterSeconds?: number;
};

export type AlertPageService = {
  languageOfToken(token: string): Promise<Language | undefined>;
  pending(language: Language): AlertPageView;
  // null for a problem this service does not know (a made-up URL).
  problem(problem: string | null, language: Language): AlertPageView | null;
  showConfirm(token: string, language: Language): Promise<AlertPageView>;
  confirm(token: string, language: Language): Promise<AlertPageView>;
  showUnsubscribe(token: string, language: Language): Promise<AlertPageView>;
  unsubscribe(token: string, language: Language): Promise<AlertPageView>;
};

// The page says what went wrong with the status the form post would have had.
const PROBLEM_STATUS: Record<AlertFormProblem, number> = {
  'invalid-form': 400,
  'too-many': 429,
  failed: 500,
};

function isAlertFormProblem(value: string | null): value is AlertFormProblem {
  return (ALERT_FORM_PROBLEMS as readonly (string | null)[]).includes(value);
}

export function createAlertPageService(
  db: Db,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  now: () => Date = () => new Date(),
): AlertPageService {
  // The page speaks the language it is given (the URL's, else the subscriber's: web/i18n/page-language.server.ts),
  // which is the language of the layout around it.
  const view = (language: Language, status: number, texts: { title: string; text: string }) => ({
    status,
    ...texts,
    backToSite: ALERT_TEXTS[language].backToSite,
  });
  const invalid = (language: Language) => {
    const t = ALERT_TEXTS[language];
    return view(language, 404, { title: t.invalidTitle, text: t.invalidText });
  };

  // People open these pages from an e-mail: a failure is a page too, in their language, and the
  // link keeps working once the import is over.
  async function answer(
    language: Language,
    page: string,
    work: () => Promise<AlertPageView>,
  ): Promise<AlertPageView> {
    try {
      return await work();
    } catch (error) {
      const t = ALERT_TEXTS[language];
      const failed = { title: t.errorTitle, text: t.failedText };
      if (error instanceof DatabaseBusyError) {
        log.warn({ page }, 'write gave up waiting for an import');
        return { ...view(language, 503, failed), retryAfterSeconds: error.retryAfterSeconds };
      }
      log.error({ err: error, page }, 'alert page failed');
      return view(language, 500, failed);
    }
  }

  return {
    languageOfToken: (token) => languageOfToken(db, token),

    pending(language) {
      const t = ALERT_TEXTS[language];
      return view(language, 200, { title: t.pendingTitle, text: t.pendingText });
    },

    problem(problem, language) {
      if (!isAlertFormProblem(problem)) return null;
      const t = ALERT_TEXTS[language];
      const text = { 'invalid-form': t.invalidFormText, 'too-many': t.tooManyText, failed: t.failedText }[
        problem
      ];
      return view(language, PROBLEM_STATUS[problem], { title: t.errorTitle, text });
    },

    showConfirm: (token, language) =>
      answer(language, 'confirm', async () => {
        const subject = await inspectConfirmToken(db, token, now());
        if (!subject) return invalid(language);
        const t = ALERT_TEXTS[language];
        return {
          ...view(language, 200, {
            title: t.confirmPageTitle,
            text:
              subject.kind === 'deals'
                ? t.confirmPageText
                : t.pricePageText(subject.productName, formatCents(subject.targetCents)),
          }),
          button: {
            label: subject.kind === 'deals' ? t.confirmAction : t.priceConfirmAction,
            oneClickUnsubscribe: false,
          },
        };
      }),

    confirm: (token, language) =>
      answer(language, 'confirm', async () => {
        const subject = await confirmAlert(db, token, now());
        if (!subject) return invalid(language);
        const t = ALERT_TEXTS[language];
        return view(language, 200, { title: t.confirmedTitle, text: confirmedText(subject, language) });
      }),

    showUnsubscribe: (token, language) =>
      answer(language, 'unsubscribe', async () => {
        const subject = await inspectUnsubscribeToken(db, token, now());
        if (!subject) return invalid(language);
        const t = ALERT_TEXTS[language];
        return {
          ...view(language, 200, {
            title: t.unsubscribePageTitle,
            text:
              subject.kind === 'deals'
                ? t.unsubscribePageText
                : t.priceUnsubscribePageText(subject.productName),
          }),
          button: { label: t.unsubscribeAction, oneClickUnsubscribe: true },
        };
      }),

    unsubscribe: (token, language) =>
      answer(language, 'unsubscribe', async () => {
        const subject = await unsubscribeAlert(db, token, now());
        if (!subject) return invalid(language);
        const t = ALERT_TEXTS[language];
        return view(language, 200, {
          title: t.unsubscribedTitle,
          text: subject.kind === 'deals' ? t.unsubscribedText : t.priceUnsubscribedText(subject.productName),
        });
      }),
  };
}

function confirmedText(subject: AlertSubject, language: Language): string {
  const t = ALERT_TEXTS[language];
  return subject.kind === 'deals'
    ? t.confirmedText
    : t.priceConfirmedText(subject.productName, formatCents(subject.targetCents));
}
