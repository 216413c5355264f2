import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { openPage, parseEuros } from './support/open-page.ts';

const baseUrl = inject('baseUrl');

// The catalog screens of the spec's route table: global lists, category and subcategory pages,
// their sort bars, price toggle, infinite scroll and the no-JavaScript pagination.
describe('catalog pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const cardPrices = async (page: Page) =>
    (await page.locator('main article .text-xl.font-bold').allTextContents()).map(parseEuros);
  const countLine = async (page: Page) =>
    Number((await page.getByTestId('result-count').textContent())!.replace(/\D/g, ''));

  it('shows the deals list with its count, sorts in place and toggles the price order', async () => {
    const { page, errors, context } = await openPage(browser, baseUrl, '/deals');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ofertas');
    expect(await page.getByTestId('result-count').textContent()).toMatch(/^\d+ productos encontrados$/);
    expect(await page.title()).toBe('Ofertas | PrecioClaro');
    const sortBar = page.getByRole('navigation', { name: 'Ordenar por:' });
    for (const label of ['Valoración', 'Popularidad', 'Recientes', 'Precio']) {
      expect(await sortBar.getByRole('link', { name: new RegExp(label) }).count()).toBe(1);
    }
    expect(await sortBar.locator('[aria-current="true"]').textContent()).toBe('Valoración');

    await sortBar.getByRole('link', { name: /Precio/ }).click();
    await page.waitForURL(/sort=price_asc/);
    await expect.poll(async () => (await cardPrices(page)).length).toBe(12);
    const ascending = await cardPrices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await sortBar.getByRole('link', { name: /Precio/ }).click();
    await page.waitForURL(/sort=price_desc/);
    await expect.poll(async () => (await cardPrices(page))[0]! >= (await cardPrices(page))[1]!).toBe(true);
    const descending = await cardPrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    // Another sort resets the price toggle; the deals screen stays on /deals (in place).
    await sortBar.getByRole('link', { name: 'Recientes' }).click();
    await page.waitForURL(/\/deals\?sort=recent$/);
    await expect.poll(() => sortBar.locator('[aria-current="true"]').textContent()).toBe('Recientes');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('links the featured / popular / recent sort tabs to their screens', async () => {
    const { page, errors, context } = await openPage(browser, baseUrl, '/featured');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Productos Destacados');
    const sortBar = page.getByRole('navigation', { name: 'Ordenar por:' });
    expect(await sortBar.getByRole('link', { name: 'Popularidad' }).getAttribute('href')).toBe('/popular');
    await sortBar.getByRole('link', { name: 'Recientes' }).click();
    await page.waitForURL(`${baseUrl}/recent`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Productos Recientes');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the next pages near the bottom until the end line, without duplicates', async () => {
    const { page, errors, context } = await openPage(browser, baseUrl, '/category/computers/laptops/deals');
    const total = await countLine(page);
    expect(total).toBeGreaterThan(12);
    const cards = page.locator('main article');
    expect(await cards.count()).toBe(12);
    for (let attempt = 0; attempt < 40; attempt++) {
      if ((await page.getByText('Has visto todas las ofertas disponibles').count()) > 0) break;
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
    }
    expect(await page.getByText('Has visto todas las ofertas disponibles').count()).toBe(1);
    const names = await page.locator('main article h2').allTextContents();
    expect(names.length).toBe(total);
    const links = await page
      .locator('main article a[rel="sponsored noopener"]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    expect(new Set(links).size).toBe(links.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages through a list with ordinary links when JavaScript is off', async () => {
    const { page, context } = await openPage(browser, baseUrl, '/popular', { javaScriptEnabled: false });
    expect(await page.locator('main article').count()).toBe(12);
    await page.getByRole('link', { name: 'Página siguiente' }).click();
    await page.waitForURL(/page=2/);
    expect(await page.locator('main article').count()).toBe(12);
    expect(await page.getByRole('link', { name: 'Página anterior' }).count()).toBe(1);
    await context.close();
  });

  it('pages through the first 1,000 products and says so past them, with a 400', async () => {
    // The attack run's page: /recent?page=10000&sort=price_desc cost 0.8 s each, without limit.
    const deep = await openPage(browser, baseUrl, '/recent?page=10000&sort=price_desc');
    expect(deep.status).toBe(400);
    const notice = deep.page.getByRole('alert');
    expect(await notice.textContent()).toMatch(/como mucho los primeros 1000 productos/);
    expect(await deep.page.locator('main article').count()).toBe(0);
    await notice.getByRole('link', { name: 'Ir a la primera página' }).click();
    await deep.page.waitForURL(`${baseUrl}/recent?sort=price_desc`);
    await expect.poll(() => deep.page.locator('main article').count()).toBe(12);
    await deep.context.close();

    // (es-ES writes four-digit numbers without a thousands separator.)
    // Without JavaScript the last page within the limit holds the products up to the 1,000th, and
    // offers no next page.
    const last = await openPage(browser, baseUrl, '/recent?page=84', { javaScriptEnabled: false });
    expect(last.status).toBe(200);
    expect(
      Number((await last.page.getByTestId('result-count').textContent())!.replace(/\D/g, '')),
    ).toBeGreaterThan(1000);
    expect(await last.page.locator('main article').count()).toBe(4);
    expect(await last.page.getByRole('link', { name: 'Página siguiente' }).count()).toBe(0);
    expect(await last.page.getByText(/Has visto los primeros 1000 productos/).count()).toBe(1);
    await last.context.close();
  });

  it('shows a category with its previews, subcategories and lists, in English', async () => {
    const { page, errors, context } = await openPage(browser, baseUrl, '/en/category/computers', {
      locale: 'en-US',
    });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Computers');
    expect(await page.getByRole('heading', { name: 'Deals', level: 2 }).count()).toBe(1);
    expect(await page.locator('section[aria-labelledby="deals-heading"] article').count()).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: 'Subcategories' })
      .getByRole('link', { name: 'Laptops' })
      .click();
    await page.waitForURL(`${baseUrl}/en/category/computers/laptops`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Laptops');
    // /category/{c}/{s} has no recent list.
    const lists = page.getByRole('navigation', { name: 'Lists in this category' });
    expect(await lists.getByRole('link').allTextContents()).toEqual([
      'Deals',
      'Featured',
      'Popular',
      'All products',
    ]);
    await lists.getByRole('link', { name: 'All products' }).click();
    await page.waitForURL(/\/en\/category\/computers\/laptops\/all$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('All products in Laptops');
    // The all-products list has no sort bar.
    expect(await page.getByRole('navigation', { name: 'Sort by:' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers unknown categories and missing lists with the 404 screen', async () => {
    for (const path of [
      '/category/nope',
      '/category/computers/laptops/recent',
      '/subcategory/laptops/cheap',
    ]) {
      const { page, status, context } = await openPage(browser, baseUrl, path);
      expect(status).toBe(404);
      expect(await page.getByRole('heading', { name: 'Página no encontrada' }).count()).toBe(1);
      expect(await page.getByText(/No hemos encontrado esta página/).count()).toBe(1);
      await context.close();
    }
  });
});
