import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { openPage, parseEuros } from './support/open-page.ts';

const baseUrl = inject('baseUrl');

// The product page: every shop's offer compared by total price, the 30-day lowest price, the
// price-history chart and the structured data search engines read.
describe('product page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('writes every price one way on cards, the product page and the demo windows, in every language', async () => {
    // Euros the Spanish way with thousands grouped (decision 012): "1.362,88 €", never "1362,88 €".
    const amounts = (text: string) => text.match(/\d[\d.,]*\s€/g) ?? [];
    const wellWritten = /^\d{1,3}(?:\.\d{3})*,\d{2}\s€$/;
    const deals = await openPage(browser, baseUrl, '/deals');
    const productPath = await deals.page
      .locator('main article a[href*="/product/"]')
      .first()
      .getAttribute('href');
    await deals.context.close();
    let aboveThousand = 0;
    for (const [path, locale] of [
      ['/deals', 'es-ES'],
      ['/ja/deals', 'ja-JP'],
      [productPath!, 'es-ES'],
      ['/en/demo-windows', 'en-US'],
    ] as const) {
      const { page, context } = await openPage(browser, baseUrl, path, { locale });
      const shown = amounts((await page.locator('main').textContent()) ?? '');
      expect(shown.length, path).toBeGreaterThan(0);
      for (const amount of shown) expect(amount, path).toMatch(wellWritten);
      aboveThousand += shown.filter((amount) => amount.includes('.')).length;
      await context.close();
    }
    expect(aboveThousand).toBeGreaterThan(0);
  });

  it('is reached from a card and compares the offers with a price chart', async () => {
    const { page, errors, context } = await openPage(browser, baseUrl, '/deals');
    // Clicks go to the API; keep the demo's counters untouched.
    await page.route('**/api/products/*/click', (route) => route.fulfill({ json: { recorded: false } }));
    const card = page.locator('main article').first();
    // The struck-out price on a deal card is labelled as the shop's 30-day reference price (EU
    // Directive 98/6 art. 6a), visibly and for screen readers.
    const struck = card.locator('.line-through');
    expect(await struck.getAttribute('title')).toMatch(/^Precio de referencia: el más bajo de esta tienda/);
    expect(await struck.locator('.sr-only').textContent()).toMatch(/^Precio de referencia/);
    expect(
      await page
        .locator('main article')
        .first()
        .getByText('Tachado: mínimo de la tienda en los 30 días previos')
        .isVisible(),
    ).toBe(true);
    const cardPrice = parseEuros((await card.locator('.text-xl.font-bold').textContent())!);
    await card.getByRole('link', { name: /Comparar \d+ tiendas|Ver historial de precios/ }).click();
    await page.waitForURL(/\/product\/[0-9a-z]{12}\/[a-z0-9-]+$/);
    await page.getByTestId('best-price').waitFor();
    expect(parseEuros((await page.getByTestId('best-price').textContent())!)).toBe(cardPrice);

    const offers = page.getByTestId('offer-list').locator('li');
    const count = await offers.count();
    expect(count).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { level: 2, name: /Compara \d+ oferta/ }).count()).toBe(1);
    // Cheapest first (the demo's offers have free delivery, so price = total).
    const prices = (await offers.locator('.text-xl.font-bold').allTextContents()).map(parseEuros);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(
      await offers
        .first()
        .getByText(/actualizado/)
        .count(),
    ).toBe(1);
    const link = offers.first().getByRole('link', { name: /Ver oferta/ });
    expect(await link.getAttribute('rel')).toBe('sponsored noopener');
    expect(await link.getAttribute('target')).toBe('_blank');

    // A deal states its reference price once: this shop's lowest of the 30 days before the drop.
    // The lowest price across all shops belongs to the history, named as what it is.
    const priceBox = (await page.getByTestId('price-box').textContent()) ?? '';
    expect(priceBox.match(/30 días/g)).toHaveLength(1);
    expect(priceBox).toMatch(/el precio más bajo de esta tienda en los 30 días anteriores/);
    const history = page.locator('section[aria-labelledby="history-heading"]');
    expect(await history.getByTestId('lowest-30').textContent()).toMatch(
      /^Mínimo de todas las tiendas en los últimos 30 días: .+€$/,
    );

    // The chart library arrives on this page only, and draws a canvas; its legend speaks Spanish.
    await page.getByTestId('price-chart').locator('canvas').waitFor();
    const legend = await page.getByTestId('price-chart').locator('.u-legend').textContent();
    expect(legend).toContain('Fecha');
    expect(legend).toContain('Precio más bajo');
    expect(legend).not.toContain('Time');
    await page.getByRole('button', { name: '30 días' }).click();
    expect(await page.getByRole('button', { name: '30 días' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('price-chart').locator('canvas').waitFor();

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      offerCount: count,
    });
    expect(Number(jsonLd.offers.lowPrice)).toBe(cardPrice);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('redirects a wrong slug to the canonical URL and answers unknown ids with 404', async () => {
    const { page, context } = await openPage(browser, baseUrl, '/en/deals', { locale: 'en-US' });
    const href = await page.locator('main article a[href*="/product/"]').first().getAttribute('href');
    const id = /\/product\/([0-9a-z]{12})\//.exec(href!)![1];
    const response = await page.goto(`${baseUrl}/en/product/${id}/wrong-name`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${baseUrl}${href}`);
    expect(await page.getByRole('heading', { level: 2, name: /Compare \d+ offer/ }).count()).toBe(1);
    const missing = await page.goto(`${baseUrl}/product/zzzzzzzzzzzz/nada`);
    expect(missing?.status()).toBe(404);
    await context.close();
  });
});
