import type { Language } from '../../shared/i18n/languages.ts';
import { escapeHtml } from './alert-mails.ts';
import { ALERT_TEXTS } from './mail-texts.ts';

// The few pages the links in alert e-mails lead to (confirm, unsubscribe) and the answer to a
// subscription form posted without JavaScript. They are plain HTML from the server, with no
// scripts and no cookies, so they work from any mail client and under the site's strict CSP.

export type AlertPage = {
  language: Language;
  title: string;
  text: string;
  // A button that POSTs back to the same URL (confirm, unsubscribe): links in e-mails are GET
  // requests that mail scanners follow too, so a GET never changes anything.
  action?: { url: string; label: string; oneClickUnsubscribe?: boolean };
};

export function renderAlertPage(page: AlertPage): string {
  const t = ALERT_TEXTS[page.language];
  const form = page.action
    ? `<form method="post" action="${escapeHtml(page.action.url)}">
${page.action.oneClickUnsubscribe ? '<input type="hidden" name="List-Unsubscribe" value="One-Click">\n' : ''}<button type="submit">${escapeHtml(page.action.label)}</button>
</form>`
    : '';
  return `<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · PrecioClaro</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;padding:48px 16px;background:#f8fafc;font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#0f172a;line-height:1.5}
main{max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 1px 3px rgba(15,23,42,.1)}
h1{margin:0 0 12px;font-size:24px}
p{margin:0 0 16px;color:#334155}
button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:8px;padding:10px 18px;cursor:pointer}
button:hover,button:focus-visible{background:#1e40af}
a{color:#1d4ed8}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.text)}</p>
${form}
<p style="margin-top:24px"><a href="/${page.language}">${escapeHtml(t.backToSite)}</a></p>
</main>
</body>
</html>`;
}
