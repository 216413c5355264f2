import type { Language } from '../../shared/i18n/languages.ts';
import { formatCents } from '../../shared/price-format.ts';
import { productPath } from '../../shared/product-path.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { DigestDealRow } from './alerts.repository.ts';
import { ALERT_TEXTS, categoryName } from './mail-texts.ts';

// The alert e-mails, each as HTML and plain text. Product names come from shop feeds, so every
// value is escaped. Mails that go out repeatedly (digests, price alerts) carry the RFC 8058
// one-click unsubscribe headers; mail providers then show their own "unsubscribe" button, which
// POSTs to the same link without cookies.

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export const confirmUrl = (origin: string, token: string) =>
  `${origin}/alerts/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribeUrl = (origin: string, token: string) =>
  `${origin}/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
const productUrl = (origin: string, language: Language, product: { id_c10: string; name: string }) =>
  `${origin}/${language}${productPath({ id_c10: product.id_c10, c10_product_name: product.name })}`;

function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function layout(language: Language, body: string, footer: string): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1d4ed8">PrecioClaro</p>
${body}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">
<p style="margin:0;font-size:12px;color:#64748b">${footer}</p>
</div>
</body>
</html>`;
}

function button(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>`;
}

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

export function buildSubscriptionConfirmationMail(options: {
  origin: string;
  to: string;
  language: Language;
  categories: readonly string[];
  token: string;
}): MailMessage {
  const t = ALERT_TEXTS[options.language];
  const link = confirmUrl(options.origin, options.token);
  const categories = t.confirmCategories(
    options.categories.length === 0
      ? t.allCategories
      : options.categories.map((slug) => categoryName(options.language, slug)).join(', '),
  );
  return {
    to: options.to,
    subject: t.confirmSubject,
    text: [t.confirmIntro, categories, `${t.confirmAction}: ${link}`, t.confirmExpiry, t.confirmIgnore].join(
      '\n\n',
    ),
    html: layout(
      options.language,
      `${paragraph(t.confirmIntro)}${paragraph(categories)}${button(link, t.confirmAction)}${paragraph(t.confirmExpiry)}`,
      escapeHtml(t.confirmIgnore),
    ),
  };
}

export function buildPriceAlertConfirmationMail(options: {
  origin: string;
  to: string;
  language: Language;
  product: { id_c10: string; name: string };
  targetCents: number;
  token: string;
}): MailMessage {
  const t = ALERT_TEXTS[options.language];
  const link = confirmUrl(options.origin, options.token);
  const intro = t.priceConfirmIntro(options.product.name, formatCents(options.targetCents));
  return {
    to: options.to,
    subject: t.priceConfirmSubject(options.product.name),
    text: [intro, `${t.priceConfirmAction}: ${link}`, t.confirmExpiry, t.confirmIgnore].join('\n\n'),
    html: layout(
      options.language,
      `${paragraph(intro)}${button(link, t.priceConfirmAction)}${paragraph(t.confirmExpiry)}`,
      escapeHtml(t.confirmIgnore),
    ),
  };
}

export function buildDigestMail(options: {
  origin: string;
  to: string;
  language: Language;
  deals: readonly DigestDealRow[];
  unsubscribeToken: string;
}): MailMessage {
  const { language, origin } = options;
  const t = ALERT_TEXTS[language];
  const unsubscribe = unsubscribeUrl(origin, options.unsubscribeToken);
  const textDeals = options.deals.map((deal) => {
    const lines = [`* ${deal.name}`, `  ${formatCents(deal.price_cents)}${discountText(t, deal)}`];
    if (deal.reference_price_cents !== null)
      lines.push(`  ${t.digestReference(formatCents(deal.reference_price_cents))}`);
    lines.push(`  ${productUrl(origin, language, deal)}`);
    return lines.join('\n');
  });
  const htmlDeals = options.deals
    .map((deal) => {
      const url = productUrl(origin, language, deal);
      const reference =
        deal.reference_price_cents === null
          ? ''
          : ` <s style="color:#64748b" title="${escapeHtml(t.digestReference(formatCents(deal.reference_price_cents)))}">${escapeHtml(formatCents(deal.reference_price_cents))}</s>`;
      const discount =
        deal.discount_percent === null
          ? ''
          : ` <span style="background:#dc2626;color:#ffffff;font-weight:bold;font-size:12px;padding:2px 6px;border-radius:4px">${escapeHtml(t.digestDiscount(deal.discount_percent))}</span>`;
      return `<tr><td style="padding:12px 0;border-bottom:1px solid #e2e8f0">
<a href="${escapeHtml(url)}" style="color:#0f172a;font-weight:bold;text-decoration:none">${escapeHtml(deal.name)}</a><br>
<span style="font-size:18px;font-weight:bold">${escapeHtml(formatCents(deal.price_cents))}</span>${reference}${discount}<br>
<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(t.viewOffer)}</a>
</td></tr>`;
    })
    .join('\n');
  return {
    to: options.to,
    subject: t.digestSubject(options.deals.length),
    text: [t.digestIntro, ...textDeals, `${t.digestWhy}\n${t.unsubscribe}: ${unsubscribe}`].join('\n\n'),
    html: layout(
      language,
      `${paragraph(t.digestIntro)}<table role="presentation" style="width:100%;border-collapse:collapse">${htmlDeals}</table>`,
      `${escapeHtml(t.digestWhy)} <a href="${escapeHtml(unsubscribe)}" style="color:#64748b">${escapeHtml(t.unsubscribe)}</a>`,
    ),
    headers: unsubscribeHeaders(unsubscribe),
  };
}

function discountText(t: (typeof ALERT_TEXTS)[Language], deal: DigestDealRow): string {
  return deal.discount_percent === null ? '' : ` (${t.digestDiscount(deal.discount_percent)})`;
}

export function buildPriceAlertMail(options: {
  origin: string;
  to: string;
  language: Language;
  product: { id_c10: string; name: string; price_cents: number };
  targetCents: number;
  unsubscribeToken: string;
}): MailMessage {
  const { language, origin, product } = options;
  const t = ALERT_TEXTS[language];
  const price = formatCents(product.price_cents);
  const intro = t.priceIntro(product.name, price, formatCents(options.targetCents));
  const url = productUrl(origin, language, product);
  const unsubscribe = unsubscribeUrl(origin, options.unsubscribeToken);
  return {
    to: options.to,
    subject: t.priceSubject(product.name, price),
    text: [
      intro,
      `${t.viewOffer}: ${url}`,
      t.priceDone,
      `${t.priceWhy}\n${t.unsubscribe}: ${unsubscribe}`,
    ].join('\n\n'),
    html: layout(
      language,
      `${paragraph(intro)}${button(url, t.viewOffer)}${paragraph(t.priceDone)}`,
      `${escapeHtml(t.priceWhy)} <a href="${escapeHtml(unsubscribe)}" style="color:#64748b">${escapeHtml(t.unsubscribe)}</a>`,
    ),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
