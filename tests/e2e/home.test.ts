import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

describe('home page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openHome(options: { javaScriptEnabled: boolean; locale?: string }) {
    const context = await browser.newContext({
      javaScriptEnabled: options.javaScriptEnabled,
      locale: options.locale ?? 'es-ES',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
    });
    const response = await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    return { page, context, errors, apiRequests, status: response?.status() };
  }

  async function dealAndFeaturedCards(page: Page) {
    const deals = page.locator('section[aria-labelledby="deals-heading"] article');
    const featured = page.locator('section[aria-labelledby="featured-heading"] article');
    return { deals: await deals.count(), featured: await featured.count() };
  }

  it('renders the Spanish sections with real cards and the category tree without JavaScript', async () => {
    const { page, context, status } = await openHome({ javaScriptEnabled: false });
    expect(status).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await expect.poll(() => page.getByRole('heading', { name: 'Ofertas' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Productos destacados' }).count()).toBe(1);
    const cards = await dealAndFeaturedCards(page);
    expect(cards.deals).toBe(12);
    expect(cards.featured).toBe(12);
    // Deal cards show the badge, a struck-out 30-day reference price and a sponsored shop link.
    const firstDeal = page.locator('section[aria-labelledby="deals-heading"] article').first();
    expect(await firstDeal.getByText(/^Oferta/).count()).toBe(1);
    expect(await firstDeal.locator('.line-through').textContent()).toMatch(/€/);
    const link = firstDeal.getByRole('link', { name: /Ver oferta/ });
    expect(await link.getAttribute('rel')).toBe('sponsored noopener');
    expect(await link.getAttribute('target')).toBe('_blank');
    // The category tree, all expanded, with translated names.
    const tree = page.getByRole('navigation', { name: 'Categorías' });
    expect(await tree.getByRole('link', { name: 'Informática', exact: true }).count()).toBe(1);
    expect(await tree.getByRole('link', { name: 'Portátiles' }).isVisible()).toBe(true);
    await context.close();
  });

  it('hydrates with JavaScript without fetching again what the server rendered', async () => {
    const { page, context, errors, apiRequests } = await openHome({ javaScriptEnabled: true });
    const cards = await dealAndFeaturedCards(page);
    expect(cards).toEqual({ deals: 12, featured: 12 });
    // Hydration is done when React attached its handlers; a re-render would have refetched by now.
    await page.waitForFunction(
      () =>
        (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !==
        undefined,
    );
    expect(apiRequests).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not download the layout’s data again on a client-side navigation', async () => {
    const { page, context, errors } = await openHome({ javaScriptEnabled: true });
    await page.waitForFunction(
      () =>
        (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !==
        undefined,
    );
    const dataAnswers: string[] = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname.endsWith('.data')) dataAnswers.push(await response.text());
    });
    await page
      .locator('section[aria-labelledby="deals-heading"]')
      .getByRole('link', { name: /Ver todo/ })
      .click();
    await page.waitForURL(`${baseUrl}/deals`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Ofertas' }).count()).toBe(1);
    // The deals page’s own data came; the layout’s (translations, category tree...) did not.
    await expect.poll(() => dataAnswers.length).toBeGreaterThan(0);
    expect(dataAnswers.join('')).not.toContain('"texts"');
    // A list page gives its left column to the filters; back home, the category tree is drawn
    // again from the layout's data the browser kept, still without downloading it.
    await page.getByRole('link', { name: 'Inicio' }).first().click();
    await page.waitForURL(`${baseUrl}/`);
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Categorías' })
          .getByRole('link', { name: 'Informática', exact: true })
          .count(),
      )
      .toBe(1);
    expect(dataAnswers.join('')).not.toContain('"texts"');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks the browser language on the unprefixed URL, and the prefix fixes it', async () => {
    const english = await openHome({ javaScriptEnabled: false, locale: 'en-GB' });
    expect(await english.page.getByRole('heading', { name: 'Deals' }).count()).toBe(1);
    // The selector links to the prefixed page, which fixes the language and remembers it.
    await english.page.getByTestId('language-selector').locator('summary').click();
    await english.page.getByRole('link', { name: 'Español', exact: true }).click();
    await english.page.waitForURL(`${baseUrl}/es`);
    expect(await english.page.getByRole('heading', { name: 'Ofertas' }).count()).toBe(1);
    await english.page.goto(`${baseUrl}/`);
    expect(await english.page.getByRole('heading', { name: 'Ofertas' }).count()).toBe(1);
    await english.context.close();
  });

  it('shows the 404 screen inside the layout, in the visitor’s language, for every kind of unknown page', async () => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    const spanish = { title: 'Página no encontrada', text: /No hemos encontrado esta página/ };
    const english = { title: '404 Page Not Found', text: /Did you forget to add the page to the router\?/ };
    const japanese = { title: 'ページが見つかりません', text: /お探しのページは見つかりませんでした/ };
    for (const [path, expected, home] of [
      ['/no-such-page', spanish, '/'],
      ['/xx', spanish, '/'],
      ['/xx/about', spanish, '/'],
      ['/%2Fevil.example/product/x', spanish, '/'],
      ['/category/nope', spanish, '/'],
      ['/en/no-such-page', english, '/en'],
      ['/ja/product/000000000000/nada', japanese, '/ja'],
    ] as const) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(expected.title);
      expect(await page.getByTestId('page-error').textContent(), path).toMatch(expected.text);
      expect(await page.title(), path).toBe(`${expected.title} | PrecioClaro`);
      // The site around it: header with its navigation, footer, a way home.
      expect(await page.locator('header nav').count(), path).toBeGreaterThan(0);
      expect(await page.locator('footer').count(), path).toBe(1);
      expect(await page.getByTestId('page-error').getByRole('link').getAttribute('href'), path).toBe(home);
    }
    await context.close();
  });
});
