import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { openPage, parseEuros } from './support/open-page.ts';

const baseUrl = inject('baseUrl');

// Search as a shopper uses it: the box with suggestions and keys, the results page with its sort
// buttons, "load more" and empty states, and the popular panels.
describe('search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('suggests from two characters, moves with the arrow keys and searches with Enter', async () => {
    const { page, errors, context } = await openPage(browser, baseUrl, '/');
    const box = page.getByRole('combobox', { name: 'Buscar productos' }).first();
    await box.fill('p');
    await page.waitForTimeout(400);
    expect(await page.getByRole('option').count()).toBe(0);
    await box.fill('port');
    await page.getByRole('option').first().waitFor();
    expect(await page.getByRole('option').count()).toBeGreaterThan(0);
    await box.press('Escape');
    expect(await page.getByRole('option').count()).toBe(0);
    // Enter on a blank box does nothing.
    await box.fill('   ');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');
    await box.fill('portatil');
    await page.getByRole('option').first().waitFor();
    await box.press('ArrowDown');
    const chosen = await page.getByRole('option', { selected: true }).textContent();
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(chosen);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds "portatil" without the accent, sorts by price both ways and loads more', async () => {
    const { page, errors, context } = await openPage(browser, baseUrl, '/search?q=portatil');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Resultados para «portatil»');
    const total = Number((await page.getByTestId('result-count').textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(20);
    const names = await page.locator('main article h2').allTextContents();
    expect(names).toHaveLength(20);
    expect(names.some((name) => /Portátil/i.test(name))).toBe(true);

    const sortBar = page.getByRole('navigation', { name: 'Ordenar por:' });
    await sortBar.getByRole('link', { name: /Precio/ }).click();
    await page.waitForURL(/sort=price_asc/);
    await expect
      .poll(async () => {
        const prices = (await page.locator('main article .text-xl.font-bold').allTextContents()).map(
          parseEuros,
        );
        return (
          prices.length === 20 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price)
        );
      })
      .toBe(true);
    await sortBar.getByRole('link', { name: /Precio/ }).click();
    await page.waitForURL(/sort=price_desc/);
    await sortBar.getByRole('link', { name: 'Popularidad' }).click();
    await page.waitForURL(/sort=popularity/);

    await page.getByRole('button', { name: 'Cargar más productos' }).click();
    await expect.poll(() => page.locator('main article').count()).toBe(Math.min(40, total));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the empty states, a correction for a misspelling, and works in English', async () => {
    const empty = await openPage(browser, baseUrl, '/search');
    expect(
      await empty.page.getByText('Introduce un término de búsqueda para encontrar productos').count(),
    ).toBe(1);
    await empty.context.close();

    const none = await openPage(browser, baseUrl, '/search?q=qwxzyv');
    expect(await none.page.getByText('No se encontraron productos para «qwxzyv»').count()).toBe(1);
    await none.context.close();

    const typo = await openPage(browser, baseUrl, '/search?q=samsumg');
    const total = Number((await typo.page.getByTestId('result-count').textContent())!.replace(/\D/g, ''));
    const corrected = await typo.page.getByTestId('did-you-mean').count();
    expect(total > 0 || corrected === 1).toBe(true);
    await typo.context.close();

    const english = await openPage(browser, baseUrl, '/en/search?brand=Samsung', { locale: 'en-US' });
    expect(await english.page.getByRole('heading', { level: 1 }).textContent()).toBe('Samsung products');
    expect(await english.page.getByTestId('result-count').textContent()).toMatch(/products found/);
    expect(english.errors).toEqual([]);
    await english.context.close();
  });

  it('says when it corrected a misspelt search and offers the text as typed', async () => {
    for (const [path, expected] of [
      [
        '/search?q=portatl',
        { heading: 'Mostrando resultados de «portatil»', instead: 'Buscar «portatl» en su lugar' },
      ],
      [
        '/en/search?q=portatl',
        { heading: 'Showing results for “portatil”', instead: 'Search instead for “portatl”' },
      ],
    ] as const) {
      const { page, errors, context } = await openPage(browser, baseUrl, path);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(expected.heading);
      expect(
        await page
          .locator('main')
          .getByText(/Quizás|Did you mean/)
          .count(),
      ).toBe(0);
      expect(await page.locator('main article').count()).toBeGreaterThan(0);
      // The link runs the text as typed, uncorrected: nothing is found.
      await page.getByRole('link', { name: expected.instead }).click();
      await page.waitForURL(/exact=1/);
      expect(new URL(page.url()).searchParams.get('q')).toBe('portatl');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/portatl/);
      expect(
        await page
          .locator('main')
          .getByText(/No se encontraron productos|No products found/)
          .count(),
      ).toBe(1);
      expect(await page.locator('main article').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('records a click on a popular brand and runs its search', async () => {
    const { page, errors, context } = await openPage(browser, baseUrl, '/about');
    const clicks: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/brands\/\d+\/click$/.test(new URL(request.url()).pathname)) clicks.push(request.method());
    });
    const brand = page.getByTestId('popular-brands').getByRole('link').first();
    const name = (await brand.textContent())!;
    await brand.click();
    await page.waitForURL(/\/search\?brand=/);
    expect(new URL(page.url()).searchParams.get('brand')).toBe(name);
    await expect.poll(() => clicks).toEqual(['POST']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
