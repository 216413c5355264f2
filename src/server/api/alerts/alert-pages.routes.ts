import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { detectLanguage, isLanguage, type Language } from '../../../shared/i18n/languages.ts';
import { type AlertPage, renderAlertPage } from '../../alerts/alert-pages.ts';
import {
  type AlertSubject,
  confirmAlert,
  inspectConfirmToken,
  inspectUnsubscribeToken,
  unsubscribeAlert,
} from '../../alerts/alerts.service.ts';
import { ALERT_TEXTS, formatCents } from '../../alerts/mail-texts.ts';
import { DatabaseBusyError } from '../../db/busy.ts';
import type { Db } from '../../db/database.ts';

// The pages behind the links in alert e-mails, outside /api because people open them:
//   GET  /alerts/pending                  after a subscription form posted without JavaScript
//   GET  /alerts/confirm?token=...        shows a confirm button; changes nothing
//   POST /alerts/confirm?token=...        confirms (the token is single-use and lasts 48 h)
//   GET  /alerts/unsubscribe?token=...    shows an unsubscribe button; changes nothing
//   POST /alerts/unsubscribe?token=...    unsubscribes: the button, and RFC 8058 one-click
//                                         unsubscribe from mail providers (no cookies needed)
// Mail scanners follow links with GET, so only POST changes anything.

type TokenQuery = { token?: string | string[] };

function tokenOf(request: FastifyRequest): string {
  const token = (request.query as TokenQuery).token;
  return typeof token === 'string' ? token : '';
}

function fallbackLanguage(request: FastifyRequest): Language {
  const lang = (request.query as { lang?: unknown }).lang;
  return isLanguage(lang) ? lang : detectLanguage(null, request.headers['accept-language']);
}

function send(reply: FastifyReply, page: AlertPage, status = 200): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(renderAlertPage(page));
}

function invalidPage(language: Language): AlertPage {
  const t = ALERT_TEXTS[language];
  return { language, title: t.invalidTitle, text: t.invalidText };
}

function currentUrl(request: FastifyRequest): string {
  return `${request.url.split('?')[0]}?token=${encodeURIComponent(tokenOf(request))}`;
}

function confirmedText(subject: AlertSubject): string {
  const t = ALERT_TEXTS[subject.language];
  return subject.kind === 'deals'
    ? t.confirmedText
    : t.priceConfirmedText(subject.productName, formatCents(subject.targetCents));
}

export function alertPageRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    // Browsers post the buttons form-encoded; RFC 8058 one-click requests may also come as
    // multipart/form-data. The token is in the URL, so the body is not needed.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      app.addContentTypeParser(type, { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
    }
    const hidden = { schema: { hide: true } };
    // People open these pages from an e-mail: a failure is a page too, in their language, and the
    // link keeps working (a confirmation during a long import: db/busy.ts).
    app.setErrorHandler((error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status < 500) throw error;
      if (error instanceof DatabaseBusyError) {
        request.log.warn({ url: request.routeOptions.url }, 'write gave up waiting for an import');
        reply.header('retry-after', String(error.retryAfterSeconds));
      } else request.log.error({ err: error }, 'alert page failed');
      const language = fallbackLanguage(request);
      const t = ALERT_TEXTS[language];
      return send(reply, { language, title: t.errorTitle, text: t.failedText }, status);
    });

    app.get('/alerts/pending', hidden, async (request, reply) => {
      const language = fallbackLanguage(request);
      const t = ALERT_TEXTS[language];
      return send(reply, { language, title: t.pendingTitle, text: t.pendingText });
    });

    app.get('/alerts/confirm', hidden, async (request, reply) => {
      const subject = await inspectConfirmToken(db, tokenOf(request), new Date());
      if (!subject) return send(reply, invalidPage(fallbackLanguage(request)), 404);
      const t = ALERT_TEXTS[subject.language];
      return send(reply, {
        language: subject.language,
        title: t.confirmPageTitle,
        text:
          subject.kind === 'deals'
            ? t.confirmPageText
            : t.pricePageText(subject.productName, formatCents(subject.targetCents)),
        action: {
          url: currentUrl(request),
          label: subject.kind === 'deals' ? t.confirmAction : t.priceConfirmAction,
        },
      });
    });

    app.post('/alerts/confirm', hidden, async (request, reply) => {
      const subject = await confirmAlert(db, tokenOf(request), new Date());
      if (!subject) return send(reply, invalidPage(fallbackLanguage(request)), 404);
      const t = ALERT_TEXTS[subject.language];
      return send(reply, {
        language: subject.language,
        title: t.confirmedTitle,
        text: confirmedText(subject),
      });
    });

    app.get('/alerts/unsubscribe', hidden, async (request, reply) => {
      const subject = await inspectUnsubscribeToken(db, tokenOf(request), new Date());
      if (!subject) return send(reply, invalidPage(fallbackLanguage(request)), 404);
      const t = ALERT_TEXTS[subject.language];
      return send(reply, {
        language: subject.language,
        title: t.unsubscribePageTitle,
        text:
          subject.kind === 'deals' ? t.unsubscribePageText : t.priceUnsubscribePageText(subject.productName),
        action: { url: currentUrl(request), label: t.unsubscribeAction, oneClickUnsubscribe: true },
      });
    });

    app.post('/alerts/unsubscribe', hidden, async (request, reply) => {
      const subject = await unsubscribeAlert(db, tokenOf(request), new Date());
      if (!subject) return send(reply, invalidPage(fallbackLanguage(request)), 404);
      const t = ALERT_TEXTS[subject.language];
      return send(reply, {
        language: subject.language,
        title: t.unsubscribedTitle,
        text: subject.kind === 'deals' ? t.unsubscribedText : t.priceUnsubscribedText(subject.productName),
      });
    });
  };
}
