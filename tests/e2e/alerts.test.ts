import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

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
