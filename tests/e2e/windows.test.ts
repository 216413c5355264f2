import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

type Box = { x: number; y: number; width: number; height: number };

describe('floating windows and the details dialog', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });

  async function openPage(
    path: string,
    options: { locale?: string; width?: number; height?: number; javaScriptEnabled?: boolean } = {},
  ) {
    const context = await browser.newContext({
      locale: options.locale ?? 'es-ES',
      viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      // A failed request is logged by the browser as an error too; those belong to other tests.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text());
      }
      // React reports hydration mismatches as warnings in some versions.
      if (message.type() === 'warning' && /hydrat/i.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Clicks are recorded with keepalive requests; answer them here so no test writes to the catalog.
    await page.route('**/api/products/*/click', (route) => route.fulfill({ status: 204 }));
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    return { page, errors };
  }

  // The expand and details buttons appear once the page has hydrated.
  async function waitForCards(page: Page) {
    await page
      .locator('main article')
      .first()
      .getByRole('button', { name: /ventana flotante/ })
      .waitFor();
  }

  async function productName(card: Locator): Promise<string> {
    const alt = await card.locator('img').first().getAttribute('alt');
    if (!alt) throw new Error('card image without alt text');
    return alt;
  }

  const opacityOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).opacity);

  // The expand button shows on hover (mouse) or on focus (keyboard); both open the window.
  async function openProductWindow(
    page: Page,
    index: number,
    how: 'mouse' | 'keyboard',
  ): Promise<{ name: string; window: Locator; expand: Locator }> {
    const card = page.locator('main article').nth(index);
    const name = await productName(card);
    const expand = card.getByRole('button', { name: `Abrir ${name} en una ventana flotante` });
    if (how === 'mouse') {
      await card.hover();
      await expect.poll(() => opacityOf(expand)).toBe('1');
      await expand.click();
    } else {
      await expand.focus();
      await expect.poll(() => opacityOf(expand)).toBe('1');
      await page.keyboard.press('Enter');
    }
    const window = page.getByRole('dialog', { name, exact: true });
    await window.waitFor();
    return { name, window, expand };
  }

  async function boxOf(locator: Locator): Promise<Box> {
    const box = await locator.boundingBox();
    if (!box) throw new Error('element not visible');
    return box;
  }

  const zIndexOf = (locator: Locator) =>
    locator.evaluate((element) => Number(getComputedStyle(element).zIndex));
  const hasFocus = (locator: Locator) => locator.evaluate((element) => document.activeElement === element);

  it('opens, drags, maximises, restores, stacks and closes product windows from the cards', async () => {
    const { page, errors } = await openPage('/deals');
    await waitForCards(page);

    const first = await openProductWindow(page, 0, 'mouse');
    expect(await boxOf(first.window)).toMatchObject({ x: 100, y: 100, width: 600 });
    expect(await zIndexOf(first.window)).toBe(1000);
    expect(await hasFocus(first.window)).toBe(true);
    expect(await first.window.getAttribute('aria-modal')).toBeNull();
    // The window's own content: the product heading and the shop link in a new tab.
    expect(await first.window.getByRole('heading', { name: first.name }).count()).toBe(1);
    const shopLink = first.window.getByRole('link', { name: /Ir a la tienda/ });
    expect(await shopLink.getAttribute('target')).toBe('_blank');
    expect(await shopLink.getAttribute('rel')).toBe('sponsored noopener');

    // Drag by the title bar.
    const titleBar = first.window.getByText(first.name, { exact: true }).first();
    const start = await boxOf(titleBar);
    await page.mouse.move(start.x + 20, start.y + 10);
    await page.mouse.down();
    await page.mouse.move(start.x + 120, start.y + 70, { steps: 5 });
    await page.mouse.move(start.x + 220, start.y + 130, { steps: 5 });
    await page.mouse.up();
    expect(await boxOf(first.window)).toMatchObject({ x: 300, y: 220 });

    // Maximise fills the viewport; a second press puts it back where it was.
    await first.window.getByRole('button', { name: 'Maximizar ventana' }).click();
    const viewport = await page.evaluate(() => ({
      width: document.documentElement.clientWidth,
      height: document.documentElement.clientHeight,
    }));
    expect(await boxOf(first.window)).toEqual({ x: 0, y: 0, ...viewport });
    await first.window.getByRole('button', { name: 'Restaurar tamaño de la ventana' }).click();
    expect(await boxOf(first.window)).toMatchObject({ x: 300, y: 220, width: 600 });

    // A second window: 30 px further along the cascade, above the first.
    const second = await openProductWindow(page, 1, 'keyboard');
    expect(second.name).not.toBe(first.name);
    expect(await boxOf(second.window)).toMatchObject({ x: 130, y: 130 });
    expect(await zIndexOf(second.window)).toBeGreaterThan(await zIndexOf(first.window));
    expect(await hasFocus(second.window)).toBe(true);

    // Clicking the first's title bar (where the second does not cover it) brings it to the front.
    await first.window.click({ position: { x: 480, y: 22 } });
    expect(await zIndexOf(first.window)).toBeGreaterThan(await zIndexOf(second.window));

    // Opening an open product again (here from the keyboard) makes no duplicate, only brings it forward.
    await second.window.click({ position: { x: 40, y: 22 } });
    expect(await zIndexOf(second.window)).toBeGreaterThan(await zIndexOf(first.window));
    const firstExpand = first.expand;
    await firstExpand.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(first.window)).toBe(true);
    expect(await page.locator('[data-window-id]').count()).toBe(2);
    expect(await zIndexOf(first.window)).toBeGreaterThan(await zIndexOf(second.window));
    expect(await boxOf(first.window)).toMatchObject({ x: 300, y: 220 });

    // Escape closes the focused window and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect.poll(() => first.window.count()).toBe(0);
    expect(await hasFocus(firstExpand)).toBe(true);
    await second.window.getByRole('button', { name: 'Cerrar ventana' }).click();
    await expect.poll(() => page.locator('[data-window-id]').count()).toBe(0);
    expect(errors.join('\n')).toBe('');
  });

  it('shows a card’s details in a modal dialog whose carousel wraps and starts again at the first image', async () => {
    const { page, errors } = await openPage('/deals');
    await waitForCards(page);
    // The page's data holds cards only (view=card); the dialog loads the whole record.
    const pageData = await page.evaluate(() =>
      [...document.querySelectorAll('script')].map((script) => script.textContent).join(''),
    );
    expect(pageData).toContain('short_description_c10');
    expect(pageData).not.toContain('descripcion_c10');
    expect(pageData).not.toContain('alternate_image');
    const cards = page.locator('main article');
    // Not every product has alternate images: use the first card whose carousel has several.
    let dialog: Locator | null = null;
    let nameButton: Locator | null = null;
    let total = 0;
    for (let index = 0; index < (await cards.count()) && dialog === null; index += 1) {
      const name = await productName(cards.nth(index));
      const button = cards.nth(index).getByRole('button', { name: `Ver detalles de ${name}`, exact: true });
      await button.click();
      const candidate = page.getByRole('dialog', { name, exact: true });
      await candidate.waitFor();
      expect(await candidate.evaluate((element) => element.matches(':modal'))).toBe(true);
      // Name, price and offer at once; descriptions, facts and every image once the record is in.
      await candidate.getByRole('heading', { name: 'Características', exact: true }).waitFor();
      expect(await candidate.getByText('Cargando los detalles...').count()).toBe(0);
      const position = candidate.getByTestId('image-position');
      if ((await position.count()) > 0) {
        total = Number(/de (\d+)$/.exec((await position.textContent()) ?? '')?.[1]);
        dialog = candidate;
        nameButton = button;
      } else {
        await page.keyboard.press('Escape');
        await candidate.waitFor({ state: 'detached' });
      }
    }
    if (!dialog || !nameButton) throw new Error('no deal with several images');
    expect(total).toBeGreaterThanOrEqual(2);
    const position = dialog.getByTestId('image-position');
    expect(await position.textContent()).toBe(`Imagen 1 de ${total}`);

    // The breadcrumb links to the category and subcategory pages.
    const breadcrumb = dialog.getByRole('navigation', { name: 'Categoría del producto' });
    const hrefs = await breadcrumb
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs[0]).toMatch(/^\/category\/[a-z0-9-]+$/);
    expect(hrefs[1]).toMatch(/^\/category\/[a-z0-9-]+\/[a-z0-9-]+$/);

    // Forward past the last image wraps to the first; back from the first wraps to the last.
    for (let step = 0; step < total; step += 1)
      await dialog.getByRole('button', { name: 'Imagen siguiente' }).click();
    expect(await position.textContent()).toBe(`Imagen 1 de ${total}`);
    await dialog.getByRole('button', { name: 'Imagen anterior' }).click();
    expect(await position.textContent()).toBe(`Imagen ${total} de ${total}`);

    // Escape closes it and the focus goes back to the product name that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await hasFocus(nameButton)).toBe(true);

    // Reopened, the carousel is back at the first image.
    await nameButton.click();
    await dialog.waitFor();
    expect(await position.textContent()).toBe(`Imagen 1 de ${total}`);
    expect(await hasFocus(dialog.getByRole('button', { name: 'Cerrar detalles' }))).toBe(true);
    await dialog.getByRole('button', { name: 'Cerrar detalles' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors.join('\n')).toBe('');
  });

  it('keeps a window inside a phone screen', async () => {
    const { page, errors } = await openPage('/deals', { width: 375, height: 740 });
    await waitForCards(page);
    const card = page.locator('main article').first();
    const name = await productName(card);
    await card.getByRole('button', { name: `Abrir ${name} en una ventana flotante` }).click();
    const box = await boxOf(page.getByRole('dialog', { name, exact: true }));
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y).toBe(100);
    expect(box.height).toBeLessThanOrEqual(740 * 0.8 + 1);
    expect(errors.join('\n')).toBe('');
  });

  it('server-renders the cards without the window controls when scripts are off', async () => {
    const { page } = await openPage('/deals', { javaScriptEnabled: false });
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /ventana flotante/ }).count()).toBe(0);
    const demo = await openPage('/demo-windows', { javaScriptEnabled: false });
    expect(await demo.page.locator('main article').count()).toBe(4);
  });

  it('demonstrates four sample cards whose windows stack', async () => {
    const { page, errors } = await openPage('/demo-windows');
    expect(await page.getByRole('heading', { level: 1, name: 'Ventanas flotantes' }).count()).toBe(1);
    expect(await page.locator('main article').count()).toBe(4);
    expect(await page.locator('main article').getByText('Más vendido').count()).toBe(1);

    const openAll = page.getByRole('button', { name: 'Abrir las cuatro ventanas' });
    await expect.poll(() => openAll.isEnabled()).toBe(true);
    await openAll.click();
    const windows = page.locator('[data-window-id]');
    await expect.poll(() => windows.count()).toBe(4);
    const placed = await windows.evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        return [rect.x, rect.y, Number(getComputedStyle(element).zIndex)];
      }),
    );
    expect(placed).toEqual([
      [100, 100, 1000],
      [130, 130, 1001],
      [160, 160, 1002],
      [190, 190, 1003],
    ]);
    const consoleWindow = page.getByRole('dialog', { name: 'Consola Vórtex X 1 TB' });
    expect(await hasFocus(consoleWindow)).toBe(true);
    expect(await consoleWindow.getByText('Chollo').count()).toBe(1);
    const offer = consoleWindow.getByRole('link', { name: /Ver oferta/ });
    expect(await offer.getAttribute('href')).toMatch(/^https:\/\/www\.example\.com\//);
    expect(await offer.getAttribute('rel')).toBe('sponsored noopener');

    // Full screen and close from a demo window's own buttons.
    await consoleWindow.getByRole('button', { name: 'Maximizar ventana' }).click();
    expect(await boxOf(consoleWindow)).toMatchObject({ x: 0, y: 0 });
    await consoleWindow.getByRole('button', { name: 'Cerrar ventana' }).click();
    await expect.poll(() => windows.count()).toBe(3);
    expect(errors.join('\n')).toBe('');
  });

  it('speaks English under /en/', async () => {
    const { page, errors } = await openPage('/en/demo-windows', { locale: 'en-GB' });
    expect(await page.getByRole('heading', { level: 1, name: 'Floating windows' }).count()).toBe(1);
    const open = page.getByRole('button', { name: 'Open Nebula 15 Pro laptop in a floating window' });
    await expect.poll(() => open.isEnabled()).toBe(true);
    await open.click();
    const window = page.getByRole('dialog', { name: 'Nebula 15 Pro laptop' });
    await window.waitFor();
    expect(await window.getByText('Best seller').count()).toBe(1);
    expect(await window.getByRole('button', { name: 'Maximise window' }).count()).toBe(1);
    await window.getByRole('button', { name: 'Close window' }).click();
    await expect.poll(() => window.count()).toBe(0);
    expect(errors.join('\n')).toBe('');
  });
});
