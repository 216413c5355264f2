import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { openPage } from './support/open-page.ts';

const baseUrl = inject('baseUrl');

// Filters as a shopper uses them (issue 16): the panel in the left column on a desktop, the
// "Filtros" sheet on a phone, chips that remove one value or all, and the form without JavaScript.

function resultCount(page: Page): Promise<number> {
  return page
    .getByTestId('result-count')
    .first()
    .textContent()
    .then((text) => Number(text!.replace(/\D/g, '')));
}

// The count a value shows beside its label in a panel.
async function countBeside(page: Page, panel: string, label: RegExp): Promise<number> {
  const option = page.getByTestId(panel).locator('label').filter({ hasText: label }).first();
  return Number((await option.locator('span').last().textContent())!.replace(/\D/g, ''));
}

describe('filters', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('narrows a list from the left column and removes chips one by one or all (1440 px, Spanish)', async () => {
    const { page, errors, context } = await openPage(browser, baseUrl, '/subcategory/laptops/featured');
    const panel = page.getByTestId('filters-panel');
    expect(await panel.isVisible()).toBe(true);
    // The left column holds the filters, not the category tree.
    expect(await page.getByRole('complementary', { name: 'Filtros' }).isVisible()).toBe(true);
    const before = await resultCount(page);
    const lenovo = await countBeside(page, 'filters-panel', /^Lenovo/);
    expect(lenovo).toBeGreaterThan(0);
    expect(lenovo).toBeLessThan(before);

    await panel.getByRole('checkbox', { name: /^Lenovo/ }).check();
    await page.waitForURL(/brand=Lenovo/);
    await expect.poll(() => resultCount(page)).toBe(lenovo);
    const names = await page.locator('main article h2').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /Lenovo/i.test(name))).toBe(true);

    // A second brand adds its products (OR); what the panel promised is what the list has.
    const hp = await countBeside(page, 'filters-panel', /^HP/);
    await panel.getByRole('checkbox', { name: /^HP/ }).check();
    await page.waitForURL(/brand=Lenovo&brand=HP/);
    await expect.poll(() => resultCount(page)).toBe(lenovo + hp);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,follow');

    // Another filter (AND): the first shop offered.
    const shopLabel = panel.getByRole('group', { name: 'Tienda' }).locator('label').first();
    const shop = (await shopLabel.locator('span').first().textContent())!;
    const inShop = Number((await shopLabel.locator('span').last().textContent())!.replace(/\D/g, ''));
    expect(inShop).toBeLessThanOrEqual(lenovo + hp);
    await shopLabel.click();
    await page.waitForURL(/shop=/);
    await expect.poll(() => resultCount(page)).toBe(inShop);

    const chips = page.getByTestId('active-filters');
    expect(await chips.getByRole('link').allTextContents()).toEqual(['Lenovo', 'HP', shop, 'Quitar todos']);
    await chips.getByRole('link', { name: 'Quitar el filtro Lenovo' }).click();
    await page.waitForURL((url) => !url.search.includes('Lenovo'));
    expect(new URL(page.url()).searchParams.getAll('brand')).toEqual(['HP']);
    expect(await panel.getByRole('checkbox', { name: /^Lenovo/ }).isChecked()).toBe(false);
    await chips.getByRole('link', { name: 'Quitar todos' }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => resultCount(page)).toBe(before);
    expect(await page.getByTestId('active-filters').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a sheet of filters on a phone, applies a shop and closes with Escape (390 px, English)', async () => {
    const { page, errors, context } = await openPage(browser, baseUrl, '/en/search?q=portatil', {
      locale: 'en-US',
      width: 390,
      height: 844,
    });
    expect(await page.getByTestId('filters-panel').isVisible()).toBe(false);
    const open = page.getByRole('button', { name: 'Filters' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    const shopLabel = sheet.getByRole('group', { name: 'Shop' }).locator('label').first();
    const shop = (await shopLabel.locator('span').first().textContent())!;
    const expected = Number((await shopLabel.locator('span').last().textContent())!.replace(/\D/g, ''));
    await shopLabel.click();
    await page.waitForURL(/shop=/);
    expect(new URL(page.url()).searchParams.get('shop')).toBe(shop);
    // The sheet stays open to choose more; its button shows what the list now has.
    await expect
      .poll(() => sheet.getByRole('button', { name: /^Show \d+ product/ }).textContent())
      .toBe(`Show ${expected} product${expected === 1 ? '' : 's'}`);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Filters (1)' }).isVisible()).toBe(true);
    await expect.poll(() => resultCount(page)).toBe(expected);
    await page
      .getByTestId('active-filters')
      .getByRole('link', { name: `Remove the filter ${shop}` })
      .click();
    await page.waitForURL((url) => !url.searchParams.has('shop'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the form applies filters and chips remove them', async () => {
    const { page, context } = await openPage(browser, baseUrl, '/subcategory/laptops/featured', {
      javaScriptEnabled: false,
    });
    const panel = page.getByTestId('filters-panel');
    await panel.getByRole('checkbox', { name: /^ASUS/ }).check();
    await panel.getByLabel('Precio mínimo (€)').fill('500');
    await panel.getByRole('button', { name: 'Aplicar filtros' }).click();
    await page.waitForURL(/brand=ASUS/);
    const url = new URL(page.url());
    expect(url.searchParams.get('min_price')).toBe('500');
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(0);
    const chips = page.getByTestId('active-filters');
    const chipTexts = (await chips.getByRole('link').allTextContents()).map((text) =>
      text.replace(/\s+/g, ' '),
    );
    expect(chipTexts).toEqual(['ASUS', 'Desde 500,00 €', 'Quitar todos']);
    await chips.getByRole('link', { name: 'Quitar el filtro ASUS' }).click();
    await page.waitForURL((next) => !next.searchParams.has('brand'));
    expect(new URL(page.url()).searchParams.get('min_price')).toBe('500');
    expect(await resultCount(page)).toBeGreaterThanOrEqual(total);
    await context.close();
  });

  it('ignores a malformed filter with a notice, and keeps the text when a brand is chosen', async () => {
    const { page, errors, context } = await openPage(browser, baseUrl, '/search?q=portatil&min_price=barato');
    expect(await page.getByRole('status').filter({ hasText: 'min_price' }).isVisible()).toBe(true);
    expect(await resultCount(page)).toBeGreaterThan(0);
    const brandBox = page.getByRole('combobox', { name: 'Buscar por marca' });
    await brandBox.fill('Lenovo');
    await brandBox.press('Enter');
    await page.waitForURL(/brand=Lenovo/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('portatil');
    expect(errors).toEqual([]);
    await context.close();
  });
});
