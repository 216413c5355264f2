import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { openPage } from './support/open-page.ts';

const baseUrl = inject('baseUrl');

// Issue 12 item 10: what the rankings are based on, whether payment changes them and that links
// are affiliate links, on a page one step from every result list (sort bars) and every page (footer).
describe('how we rank and how we earn', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const sectionHeadings = (page: Page) => page.locator('main article h2').allTextContents();
  const sortTerms = (page: Page) => page.locator('main article dt').allTextContents();
  const articleText = async (page: Page) => (await page.locator('main article').textContent()) ?? '';

  it('explains in Spanish each order, the 30-day deal rule, grouping and the commissions', async () => {
    const { page, errors, status, context } = await openPage(browser, baseUrl, '/how-we-rank');
    expect(status).toBe(200);
    expect(await page.title()).toBe('Cómo ordenamos y cómo ganamos dinero | PrecioClaro');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /nunca cambian el orden/,
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Cómo ordenamos y cómo ganamos dinero',
    );
    expect(await sectionHeadings(page)).toEqual([
      'Ningún pago cambia el orden',
      'Qué significa cada orden',
      'Cómo detectamos las ofertas',
      'Cómo agrupamos las ofertas de las tiendas',
      'Cómo ganamos dinero',
    ]);
    // Every sort the lists and the search offer, under the name their sort bars give it.
    expect(await sortTerms(page)).toEqual([
      'Valoración',
      'Popularidad',
      'Recientes',
      'Precio',
      'Descuento',
      'Relevancia',
    ]);
    const text = await articleText(page);
    expect(text).toContain('Ninguna tienda puede pagar para aparecer más arriba');
    expect(text).toContain('enlaces de afiliado de la red Awin');
    expect(text).toContain('la tienda nos paga una comisión');
    expect(text).toContain('La comisión nunca cambia el orden de los productos ni el de las ofertas');
    // The deal threshold and the featured bar are the ones the site runs with, filled in.
    // A no-break space keeps the figure and its sign together.
    expect(text).toContain('al menos un 10\u00a0% más bajo que el precio más bajo que esa misma oferta');
    expect(text).toContain('al menos 4 sobre 5 y al menos 5 opiniones');
    expect(text).toContain('mismo código de barras (GTIN o EAN)');
    expect(text).toContain('«Patrocinado»');
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the same in English under /en/how-we-rank', async () => {
    const { page, errors, status, context } = await openPage(browser, baseUrl, '/en/how-we-rank', {
      locale: 'en-US',
    });
    expect(status).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.title()).toBe('How we rank and how we make money | PrecioClaro');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'How we rank and how we make money',
    );
    expect(await sectionHeadings(page)).toEqual([
      'No payment changes the order',
      'What each order means',
      'How we spot deals',
      "How we group shops' offers",
      'How we make money',
    ]);
    expect(await sortTerms(page)).toEqual([
      'Rating',
      'Popularity',
      'Recent',
      'Price',
      'Discount',
      'Relevance',
    ]);
    const text = await articleText(page);
    expect(text).toContain('No shop can pay to appear higher');
    expect(text).toContain('Links to shops are affiliate links from the Awin network');
    expect(text).toContain('the shop pays us a commission');
    expect(text).toContain('at least 10% below the lowest price that same offer');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('links the page from the sort bar of the deals, category and search result lists', async () => {
    for (const path of ['/deals', '/category/computers/popular', '/search?q=portatil']) {
      const { page, errors, context } = await openPage(browser, baseUrl, path);
      const link = page
        .getByRole('navigation', { name: 'Ordenar por:' })
        .getByRole('link', { name: 'Cómo ordenamos' });
      expect(await link.getAttribute('href'), path).toBe('/how-we-rank');
      await link.click();
      await page.waitForURL(`${baseUrl}/how-we-rank`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Cómo ordenamos y cómo ganamos dinero');
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it('keeps the /en prefix from English lists, searches and the all-products list', async () => {
    for (const path of ['/en/deals', '/en/subcategory/laptops/featured', '/en/search?q=laptop']) {
      const { page, errors, context } = await openPage(browser, baseUrl, path, { locale: 'en-US' });
      const link = page
        .getByRole('navigation', { name: 'Sort by:' })
        .getByRole('link', { name: 'How we rank' });
      expect(await link.getAttribute('href'), path).toBe('/en/how-we-rank');
      expect(errors, path).toEqual([]);
      await context.close();
    }
    // The all-products list offers no choice of order, but says what its order is based on.
    const all = await openPage(browser, baseUrl, '/en/category/computers/all', { locale: 'en-US' });
    const allLink = all.page.locator('main').getByRole('link', { name: 'How we rank', exact: true });
    expect(await allLink.getAttribute('href')).toBe('/en/how-we-rank');
    expect(all.errors).toEqual([]);
    await all.context.close();
  });

  it('links the page from the footer of every page', async () => {
    const spanish = await openPage(browser, baseUrl, '/');
    const footerLink = spanish.page
      .getByRole('navigation', { name: 'Enlaces del pie de página' })
      .getByRole('link', { name: 'Cómo ordenamos y cómo ganamos dinero' });
    expect(await footerLink.getAttribute('href')).toBe('/how-we-rank');
    await footerLink.click();
    await spanish.page.waitForURL(`${baseUrl}/how-we-rank`);
    expect(spanish.errors).toEqual([]);
    await spanish.context.close();

    const english = await openPage(browser, baseUrl, '/en/stores', { locale: 'en-US' });
    expect(
      await english.page
        .getByRole('navigation', { name: 'Footer links' })
        .getByRole('link', { name: 'How we rank and how we make money' })
        .getAttribute('href'),
    ).toBe('/en/how-we-rank');
    await english.context.close();
  });

  it('on a 390 px phone the sort bar link stays on one line inside the screen', async () => {
    for (const path of ['/deals', '/search?q=portatil']) {
      const { page, context } = await openPage(browser, baseUrl, path, { width: 390, height: 844 });
      const link = page
        .getByRole('navigation', { name: 'Ordenar por:' })
        .getByRole('link', { name: 'Cómo ordenamos' });
      const box = (await link.boundingBox())!;
      const chip = (await page
        .getByRole('navigation', { name: 'Ordenar por:' })
        .getByRole('link', { name: 'Popularidad' })
        .boundingBox())!;
      // One line of text: no taller than a sort chip, and wholly on screen.
      expect(box.height, path).toBeLessThanOrEqual(chip.height);
      expect(box.x, path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, path).toBeLessThanOrEqual(390);
      await context.close();
    }
  });
});
