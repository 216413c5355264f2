import type { FastifyInstance } from 'fastify';
import type { CatalogService } from '../catalog/catalog.service.ts';
import {
  renderRobotsTxt,
  renderSitemapFile,
  renderSitemapIndex,
  sitemapFileCount,
  sitemapPaths,
} from './sitemap.ts';

export function registerSitemap(app: FastifyInstance, catalog: CatalogService, origin: string): void {
  // Which categories list products is read once per catalog generation (catalog.service.ts).
  const paths = async () => sitemapPaths(await catalog.listPopulatedCategorySlugs());

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobotsTxt(origin)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderSitemapIndex(origin, sitemapFileCount((await paths()).length))),
  );

  app.get('/sitemap-:file', { schema: { hide: true } }, async (request, reply) => {
    const match = /^(\d{1,5})\.xml$/.exec((request.params as { file: string }).file);
    const xml = match ? renderSitemapFile(origin, await paths(), Number(match[1])) : null;
    if (xml === null) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
}
