import { CATEGORY_TREE } from '../../shared/categories.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/i18n/languages.ts';

// /robots.txt and /sitemap.xml. The sitemap is an index of numbered files, so it keeps working when
// the catalog outgrows one file (the protocol's limit is 50,000 URLs per file). Every page appears
// once per language, under its /{lang}/ URL, with the other languages and x-default as alternates.

export const SITEMAP_MAX_URLS = 45_000;
// Each page path becomes one <url> per language.
const PATHS_PER_FILE = Math.floor(SITEMAP_MAX_URLS / LANGUAGES.length);

const STATIC_PATHS = [
  '/',
  '/deals',
  '/featured',
  '/popular',
  '/recent',
  '/about',
  '/stores',
  '/contact',
  '/add-business',
  '/privacy',
  '/terms',
  '/cookies',
  '/how-we-rank',
];

// Every indexable page path (no language prefix), given which categories have products.
export function sitemapPaths(populated: { categories: Set<string>; subcategories: Set<string> }): string[] {
  const paths = [...STATIC_PATHS];
  for (const category of CATEGORY_TREE) {
    if (!populated.categories.has(category.slug)) continue;
    const base = `/category/${category.slug}`;
    paths.push(base, `${base}/deals`, `${base}/featured`, `${base}/popular`, `${base}/recent`, `${base}/all`);
    for (const sub of category.subcategories) {
      if (!populated.subcategories.has(sub.slug)) continue;
      const nested = `${base}/${sub.slug}`;
      paths.push(nested, `${nested}/deals`, `${nested}/featured`, `${nested}/popular`, `${nested}/all`);
      const own = `/subcategory/${sub.slug}`;
      paths.push(own, `${own}/deals`, `${own}/featured`, `${own}/popular`, `${own}/recent`, `${own}/all`);
    }
  }
  return paths;
}

export function sitemapFileCount(pathCount: number): number {
  return Math.max(1, Math.ceil(pathCount / PATHS_PER_FILE));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function localized(origin: string, language: string, path: string): string {
  return `${origin}/${language}${path === '/' ? '' : path}`;
}

export function renderSitemapIndex(origin: string, fileCount: number): string {
  const entries = Array.from(
    { length: fileCount },
    (_, index) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
}

// File `fileNumber` (1-based) of the sitemap, or null when there is no such file.
export function renderSitemapFile(
  origin: string,
  paths: readonly string[],
  fileNumber: number,
): string | null {
  if (!Number.isInteger(fileNumber) || fileNumber < 1 || fileNumber > sitemapFileCount(paths.length))
    return null;
  const slice = paths.slice((fileNumber - 1) * PATHS_PER_FILE, fileNumber * PATHS_PER_FILE);
  const urls: string[] = [];
  for (const path of slice) {
    const alternates =
      LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(localized(origin, language, path))}"/>`,
      ).join('') +
      // x-default is the Spanish page, as on the pages themselves (site-layout.tsx).
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(localized(origin, DEFAULT_LANGUAGE, path))}"/>`;
    for (const language of LANGUAGES) {
      urls.push(`<url><loc>${escapeXml(localized(origin, language, path))}</loc>${alternates}</url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}

export function renderRobotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}
