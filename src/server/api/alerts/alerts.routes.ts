import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATEGORY_TREE } from '../../../shared/categories.ts';
import { detectLanguage, isLanguage, LANGUAGES, type Language } from '../../../shared/i18n/languages.ts';
import { PublicIdSchema } from '../../../shared/product.ts';
import type { AlertFormProblem } from '../../alerts/alert-pages.service.ts';
import type { AlertSignupService } from '../../alerts/alerts.service.ts';
import { EmailAddressSchema } from '../../alerts/email-address.ts';
import { ALERT_TEXTS } from '../../alerts/mail-texts.ts';
import { anonymizeIp } from '../../lib/anonymize-ip.ts';
import type { MailQueue } from '../../mail/mail-queue.ts';

// POST /api/alerts/subscribe (deal alerts) and POST /api/alerts/price (one product's price alert).
// Both answer 202 with the same body whatever the address's state (new, pending, confirmed,
// unsubscribed or over its daily mail limit), so the endpoints cannot tell who is subscribed; the
// confirmation e-mail is sent after the answer (mail/mail-queue.ts). The forms post here without
// JavaScript too (form-encoded): those requests get a redirect to a result page instead of JSON,
// and their errors a redirect to a page naming the problem.

// Per network (anonymizeIp), on top of the stored per-address limit of 3 confirmation mails a day.
export const ALERT_REQUESTS_PER_HOUR = 20;

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

const LanguageSchema = z.enum(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` });

const TOP_CATEGORY_SLUGS = CATEGORY_TREE.map((category) => category.slug) as [string, ...string[]];

// A form sends a repeated field once per ticked box, so one category arrives as a plain string.
const CategoriesSchema = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : typeof value === 'string' ? [value] : value),
  z
    .array(
      z.enum(TOP_CATEGORY_SLUGS, {
        message: 'categories must be top-level category slugs such as computers',
      }),
    )
    .max(TOP_CATEGORY_SLUGS.length, 'categories lists a category more than once'),
);

// Checkboxes post "on"; JSON clients send true.
const ConsentSchema = z.preprocess(
  (value) => (value === 'on' || value === 'true' || value === '1' ? true : value),
  z.literal(true, { message: 'consent must be true: the visitor has to accept the privacy policy' }),
);

// Euros as typed ("199", "199.99", "199,99", "1.299,99") or as a JSON number; stored as cents.
const TargetPriceSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().replace(/\s|€/g, '');
    const normalized = text.includes(',') ? text.replaceAll('.', '').replace(',', '.') : text;
    return normalized === '' ? undefined : Number(normalized);
  },
  z
    .number({ message: 'target_price must be a price in euros such as 199.99' })
    .positive('target_price must be more than 0')
    .max(1_000_000, 'target_price must be at most 1000000')
    .transform((euros) => Math.round(euros * 100)),
);

export const SubscribeBodySchema = z.object({
  email: EmailAddressSchema,
  language: LanguageSchema,
  categories: CategoriesSchema.optional(),
  consent: ConsentSchema,
});

export const PriceAlertBodySchema = z.object({
  email: EmailAddressSchema,
  language: LanguageSchema,
  id_c10: PublicIdSchema,
  target_price: TargetPriceSchema,
  consent: ConsentSchema,
});

const PendingResponseSchema = z.object({ status: z.literal('pending'), message: z.string() });

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_CONTENT_TYPE);
}

function formLanguage(request: FastifyRequest): Language {
  const language = (request.body as { language?: unknown } | undefined)?.language;
  return isLanguage(language) ? language : detectLanguage(null, request.headers['accept-language']);
}

function parseForm(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const previous = fields[name];
    fields[name] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return fields;
}

// `queue` sends the confirmation mails after the answer (the services' one, emptied at shutdown).
export function alertRoutes(signup: AlertSignupService, queue: MailQueue): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) =>
      done(null, parseForm(body as string)),
    );

    // Form posts (no JavaScript) are sent to a page in the site's layout that names the problem in
    // the visitor's language (web/routes/alert-page.tsx), as a successful one is sent to
    // /alerts/pending; JSON clients get the API's usual error body from the app's handler.
    app.setErrorHandler((error, request, reply) => {
      if (!isFormPost(request)) throw error;
      const status = hasZodFastifySchemaValidationErrors(error)
        ? 400
        : ((error as { statusCode?: number }).statusCode ?? 500);
      if (status >= 500) request.log.error({ err: error }, 'alert form failed');
      const problem: AlertFormProblem =
        status === 429 ? 'too-many' : status >= 500 ? 'failed' : 'invalid-form';
      return reply.redirect(`/alerts/error?lang=${formLanguage(request)}&reason=${problem}`, 303);
    });

    const rateLimit = {
      max: ALERT_REQUESTS_PER_HOUR,
      timeWindow: '1 hour',
      keyGenerator: (request: FastifyRequest) => anonymizeIp(request.ip),
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
        Object.assign(new Error(`Too many alert requests from your network; try again in ${context.after}`), {
          statusCode: 429,
          code: 'RATE_LIMITED',
          name: 'Too Many Requests',
        }),
    };

    const answer = (request: FastifyRequest, reply: FastifyReply, language: Language) => {
      if (isFormPost(request)) return reply.redirect(`/alerts/pending?lang=${language}`, 303);
      return reply
        .status(202)
        .send({ status: 'pending' as const, message: ALERT_TEXTS[language].pendingMessage });
    };

    app.post(
      '/api/alerts/subscribe',
      {
        config: { rateLimit },
        schema: {
          summary: 'Subscribe an e-mail address to deal alerts (double opt-in)',
          description:
            'Sends a confirmation e-mail with a single-use link valid for 48 hours (at most 3 a day per address). ' +
            'The answer is the same whether or not the address is already known. Form posts are answered with a redirect.',
          tags: ['alerts'],
          body: SubscribeBodySchema,
          response: { 202: PendingResponseSchema },
        },
      },
      async (request, reply) => {
        const { email, language, categories } = request.body;
        const mail = await signup.requestDealAlerts(
          { email, language, categories: categories ?? [] },
          request.ip,
        );
        if (mail) queue.enqueue(mail);
        return answer(request, reply, language);
      },
    );

    app.post(
      '/api/alerts/price',
      {
        config: { rateLimit },
        schema: {
          summary: "Ask for one e-mail when a product's best price falls to a target (double opt-in)",
          description:
            'target_price in euros, below the current best price. Same confirmation rules as /api/alerts/subscribe.',
          tags: ['alerts'],
          body: PriceAlertBodySchema,
          response: { 202: PendingResponseSchema },
        },
      },
      async (request, reply) => {
        const { email, language, id_c10, target_price } = request.body;
        const mail = await signup.requestPriceAlert(
          { email, language, idC10: id_c10, targetCents: target_price },
          request.ip,
        );
        if (mail) queue.enqueue(mail);
        return answer(request, reply, language);
      },
    );
  };
}
