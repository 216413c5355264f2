import type { Browser, BrowserContext, Page } from 'playwright-core';

export type OpenedPage = {
  page: Page;
  context: BrowserContext;
  errors: string[];
  status: number | undefined;
};

// Opens `path` of the site under test in a fresh browser context and collects console errors and
// uncaught exceptions, which every page must be free of.
export async function openPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  options: { locale?: string; width?: number; height?: number; javaScriptEnabled?: boolean } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    locale: options.locale ?? 'es-ES',
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  return { page, context, errors, status: response?.status() };
}

// Euro amounts as es-ES writes them ("1362,88 €", "1.362,88 €") to numbers.
export function parseEuros(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}
