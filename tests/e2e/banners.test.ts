import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { openPage } from './support/open-page.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

// Sponsored banners in the page's language (issue 12, item 9): the demo's banners in each
// language, and, after an operator imports banners in Spanish and English only, English pages show
// the English ones and Portuguese pages the Spanish ones.

type BannerEntry = { placement: string; html: string; language?: string };

async function importBanners(entries: readonly BannerEntry[]): Promise<number | null> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-banners-'));
  const file = path.join(dir, 'banners.json');
  fs.writeFileSync(file, JSON.stringify(entries));
  try {
    const job = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/import-banners.ts', file], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return await new Promise<number | null>((resolve) => job.on('exit', resolve));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// The site's banners as an import file, to put them back for the other browser tests.
function currentBanners(): BannerEntry[] {
  const db = new Database(databaseUrl.slice('sqlite:'.length), { readonly: true });
  try {
    const rows = db.prepare('SELECT * FROM banner WHERE active = 1 ORDER BY position, id').all() as {
      placement: string;
      html: string;
      language?: string;
    }[];
    return rows.map(({ placement, html, language }) => ({
      placement: placement === 'bottom' ? 'bottom' : 'top',
      html,
      ...(language === undefined ? {} : { language }),
    }));
  } finally {
    db.close();
  }
}

const demoBanner = (slogan: number, language?: string) =>
  `<a href="https://pixelplaza.example/"><img src="/demo-media/banner-210-pixelplaza-${slogan}${language ? `-${language}` : ''}.svg" alt="PixelPlaza ${language ?? 'es'}" width="728" height="90"></a>`;

describe('sponsored banners in the page language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function shownBanners(pagePath: string) {
    const { page, errors, context } = await openPage(browser, baseUrl, pagePath);
    const image = (testId: string) => page.getByTestId(testId).locator('[data-banner-id] img');
    const shown = {
      header: {
        src: await image('header-banners').getAttribute('src'),
        alt: await image('header-banners').getAttribute('alt'),
      },
      footer: {
        src: await image('footer-banners').getAttribute('src'),
        alt: await image('footer-banners').getAttribute('alt'),
      },
    };
    await context.close();
    return { ...shown, errors };
  }

  it("shows the demo's banners written in each page's language", async () => {
    for (const [pagePath, suffix] of [
      ['/es', ''],
      ['/en', '-en'],
      ['/pt', '-pt'],
      ['/ja', '-ja'],
    ] as const) {
      const { header, footer } = await shownBanners(pagePath);
      for (const src of [header.src, footer.src])
        expect(src, pagePath).toMatch(new RegExp(`-\\d${suffix}\\.svg$`));
    }
    const { header } = await shownBanners('/en/about');
    const image = await fetch(`${baseUrl}${header.src}`);
    expect(image.status).toBe(200);
    const svg = await image.text();
    expect(svg).toContain('Visit shop ›');
    expect(svg).not.toContain('Ver tienda');
  });

  describe('after importing banners in Spanish and English only', () => {
    let before: BannerEntry[] = [];
    beforeAll(async () => {
      before = currentBanners();
      expect(
        // In mixed order: on top the English banner comes first in the file, at the bottom the
        // Spanish one, so the order of the file cannot decide which one a page shows.
        await importBanners([
          { placement: 'top', html: demoBanner(0, 'en'), language: 'en' },
          { placement: 'top', html: demoBanner(0) },
          { placement: 'bottom', html: demoBanner(1), language: 'es' },
          { placement: 'bottom', html: demoBanner(1, 'en'), language: 'en' },
        ]),
      ).toBe(0);
    });
    afterAll(async () => {
      expect(await importBanners(before)).toBe(0);
    });

    it('an English page shows the English banners', async () => {
      const { header, footer, errors } = await shownBanners('/en/about');
      expect([header.alt, footer.alt]).toEqual(['PixelPlaza en', 'PixelPlaza en']);
      expect([header.src, footer.src]).toEqual([
        '/demo-media/banner-210-pixelplaza-0-en.svg',
        '/demo-media/banner-210-pixelplaza-1-en.svg',
      ]);
      expect(errors).toEqual([]);
    });

    it('a Portuguese page, with no Portuguese banners, shows the Spanish ones', async () => {
      const { header, footer, errors } = await shownBanners('/pt/about');
      expect([header.alt, footer.alt]).toEqual(['PixelPlaza es', 'PixelPlaza es']);
      expect([header.src, footer.src]).toEqual([
        '/demo-media/banner-210-pixelplaza-0.svg',
        '/demo-media/banner-210-pixelplaza-1.svg',
      ]);
      expect(errors).toEqual([]);
    });
  });
});
