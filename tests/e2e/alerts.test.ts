import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const mailOutboxDir = inject('mailOutboxDir');
const databaseUrl = inject('databaseUrl');

// The deal-alert form in the footer, in Spanish: inline answer with JavaScript, a result page
// without it. (The confirmation e-mail goes to the test server's outbox; the API tests check mail.)
describe('deal alert form', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openFooterForm(javaScriptEnabled: boolean) {
    const context = await browser.newContext({ javaScriptEnabled, locale: 'es-ES' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/es/about`, { waitUntil: 'networkidle' });
    const form = page.locator('footer').getByTestId('deal-alert-form');
    await form.getByLabel('Correo electrónico').fill('lectora@example.com');
    await form.getByRole('checkbox', { name: 'Informática' }).check();
    await form.getByRole('checkbox', { name: /Acepto recibir estos correos/ }).check();
    return { context, page, form, errors };
  }

  it('subscribes from the footer and shows the confirmation message in Spanish', async () => {
    const { context, page, form, errors } = await openFooterForm(true);
    // Hydrated: React attached its handlers, so the submit goes through fetch.
    await page.waitForFunction(
      () =>
        (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !==
        undefined,
    );
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/alerts/subscribe'));
    await form.getByRole('button', { name: 'Suscribirme' }).click();
    expect((await answer).status()).toBe(202);
    const status = form.getByRole('status');
    await expect.poll(() => status.textContent()).toContain('Revisa tu correo');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    expect(page.url()).toBe(`${baseUrl}/es/about`);
    expect(await form.getByLabel('Correo electrónico').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the form post leads to a result page', async () => {
    const { context, page, form } = await openFooterForm(false);
    await Promise.all([
      page.waitForURL(/\/alerts\/pending\?lang=es$/),
      form.getByRole('button', { name: 'Suscribirme' }).click(),
    ]);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.getByRole('heading', { name: 'Revisa tu correo' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Volver a PrecioClaro' }).getAttribute('href')).toBe('/es');
    await context.close();
  });
});

type Mail = { raw: string; parsed: ParsedMail };

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

// The site writes each e-mail as an .eml file (MAIL_OUTBOX_DIR); waits for one to `address`.
async function waitForMail(address: string, matches: (mail: Mail) => boolean = () => true): Promise<Mail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const names = await fs.readdir(mailOutboxDir).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.eml')).sort()) {
      const raw = await fs.readFile(path.join(mailOutboxDir, name), 'utf8');
      if (!new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'm').test(raw)) continue;
      const mail = { raw, parsed: await simpleParser(raw) };
      if (matches(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} in ${mailOutboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function subscribe(email: string, language: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/alerts/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, language, consent: true }),
  });
  expect(response.status).toBe(202);
  const mail = await waitForMail(email);
  const link = /https?:\/\/\S+\/alerts\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.parsed.text ?? '')?.[0];
  if (!link) throw new Error(`no confirmation link in the e-mail to ${email}`);
  // The site's public address is the one the tests reach it at (PUBLIC_ORIGIN unset).
  expect(link.startsWith(`${baseUrl}/alerts/confirm?token=`)).toBe(true);
  return link;
}

// Everything the browser reports about the Content-Security-Policy (and the Permissions-Policy):
// violation events, recorded from the first script on, and console messages.
async function watchPolicies(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content.Security.Policy|Permissions-Policy/i.test(message.text()))
      reports.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => reports.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`),
    );
  });
  return reports;
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

// Computed styles that only the site's CSS gives: browsers draw an unstyled <h1> at 24 or 32 px and
// a <button> grey, black-on-grey and square.
async function expectSiteStyles(page: Page, heading: string, button?: string): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  expect(await h1.textContent()).toBe(heading);
  expect(await h1.evaluate((element) => getComputedStyle(element).fontSize)).toBe('30px');
  expect(await h1.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700');
  expect(
    await page.locator('body').evaluate((element) => getComputedStyle(element).backgroundColor),
  ).not.toBe('rgba(0, 0, 0, 0)');
  if (button !== undefined) {
    const style = await page.getByRole('button', { name: button }).evaluate((element) => {
      const computed = getComputedStyle(element);
      return { color: computed.color, borderRadius: computed.borderRadius };
    });
    expect(style).toEqual({ color: 'rgb(255, 255, 255)', borderRadius: '8px' });
  }
}

// The site's header (with its search box) and footer around the page.
async function expectSiteLayout(page: Page): Promise<void> {
  expect(await page.getByRole('banner').isVisible()).toBe(true);
  expect(await page.getByRole('banner').getByRole('search').count()).toBeGreaterThan(0);
  expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
}

// The pages the links in alert e-mails open: the site's layout and CSS, under its
// Content-Security-Policy, in the subscription's language whatever the browser's.
describe('alert e-mail pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    {
      language: 'es',
      browserLocale: 'en-US',
      email: 'confirma-es@example.com',
      title: 'Confirma tu suscripción',
      button: 'Confirmar la suscripción',
      done: '¡Listo!',
    },
    {
      language: 'en',
      browserLocale: 'es-ES',
      email: 'confirm-en@example.com',
      title: 'Confirm your subscription',
      button: 'Confirm my subscription',
      done: 'All set!',
    },
  ])(
    'opens the confirmation link of an e-mail in $language, styled, in the layout, and confirms',
    async ({ language, browserLocale, email, title, button, done }) => {
      const link = await subscribe(email, language);
      const context = await browser.newContext({
        locale: browserLocale,
        viewport: { width: 1440, height: 900 },
      });
      const page = await context.newPage();
      const reports = await watchPolicies(page);

      const opened = await page.goto(link, { waitUntil: 'networkidle' });
      expect(opened?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      await expectSiteLayout(page);
      await expectSiteStyles(page, title, button);
      expect(await page.title()).toBe(`${title} | PrecioClaro`);
      expect(await cspViolations(page)).toEqual([]);

      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page.getByRole('button', { name: button }).click(),
      ]);
      expect(answer.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      await expectSiteLayout(page);
      await expectSiteStyles(page, done);
      expect(await cspViolations(page)).toEqual([]);
      expect(reports).toEqual([]);
      await context.close();
    },
  );

  it('unsubscribes on the one-click POST of a digest, form-encoded or multipart, without cookies', async () => {
    const email = 'baja-un-clic@example.com';
    const confirmed = await fetch(await subscribe(email, 'es'), { method: 'POST' });
    expect(confirmed.status).toBe(200);

    // The digest job once, as `npm run alerts:digest` runs it, over a month of the demo's deals.
    const job = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/alerts-digest.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        MAIL_OUTBOX_DIR: mailOutboxDir,
        PUBLIC_ORIGIN: baseUrl,
        ALERT_DIGEST_HOURS: '720',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    expect(await new Promise((resolve) => job.on('exit', resolve))).toBe(0);
    const digest = await waitForMail(email, (mail) => /^List-Unsubscribe:/m.test(mail.raw));
    // Long header lines are folded onto the next line.
    const headers = digest.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const unsubscribeUrl = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1] ?? '';
    expect(unsubscribeUrl.startsWith(`${baseUrl}/alerts/unsubscribe?token=`)).toBe(true);

    // What a mail provider sends: no cookies, no Origin, no JavaScript.
    const formEncoded = await fetch(unsubscribeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(formEncoded.status).toBe(200);
    expect(formEncoded.headers.get('cache-control')).toBe('no-store');
    expect(await formEncoded.text()).toContain('Baja completada');
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const multipart = await fetch(unsubscribeUrl, { method: 'POST', body: form });
    expect(multipart.status).toBe(200);
    expect(await multipart.text()).toContain('Baja completada');

    const db = new Database(databaseUrl.slice('sqlite:'.length), { readonly: true });
    try {
      expect(db.prepare('SELECT status FROM subscription WHERE email = ?').get(email)).toEqual({
        status: 'unsubscribed',
      });
    } finally {
      db.close();
    }
  });

  it('serves no page whose styles the Content-Security-Policy refuses, and the map frame still loads', async () => {
    const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1440, height: 900 } });
    // OpenStreetMap, which the tests cannot reach: a tile for the contact page's probe and a stand-in
    // embed, so the map frame is created under the site's policies.
    await context.route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: Buffer.from(ONE_PIXEL_PNG, 'base64') }),
    );
    await context.route('https://www.openstreetmap.org/export/embed.html**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
    );
    const page = await context.newPage();
    const reports = await watchPolicies(page);
    await page.goto(`${baseUrl}/es/deals`, { waitUntil: 'networkidle' });
    const product = await page.locator('a[href*="/product/"]').first().getAttribute('href');
    for (const pagePath of ['/es', '/es/contact', '/es/deals', product ?? '/es', '/alerts/pending?lang=es']) {
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      // Lazy parts (the price chart) load as they scroll into view.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(await page.locator('style:not([nonce])').count(), pagePath).toBe(0);
      expect(await cspViolations(page), pagePath).toEqual([]);
      if (pagePath === '/es/contact') {
        const map = page.frameLocator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]');
        expect(await map.locator('p').textContent()).toBe('map');
      }
    }
    expect(reports).toEqual([]);
    await context.close();
  });
});
