import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteTestDatabasePath } from '../../../tests/support/test-databases.ts';
import { buildApp } from '../app.ts';
import { loadConfig, parseDatabaseUrl } from '../config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { prepareDatabase } from '../prepare-database.ts';

// The headers an outside security test looks at, on the answers a visitor or a client gets.

describe('security headers', () => {
  let file: ReturnType<typeof createSqliteTestDatabasePath>;
  let db: Db;
  const apps: FastifyInstance[] = [];

  beforeEach(async () => {
    file = createSqliteTestDatabasePath();
    db = openDatabase(parseDatabaseUrl(file.url));
    await prepareDatabase(db);
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await db.destroy();
    await file.drop();
  });

  async function appServing(env: Record<string, string>): Promise<FastifyInstance> {
    const app = await buildApp({ config: { ...loadConfig(env), database: parseDatabaseUrl(file.url) }, db });
    apps.push(app);
    return app;
  }

  // A JSON answer, an API 404, a validation error, a non-API 404 and a demo image.
  const requests = [
    { url: '/api/health' },
    { url: '/api/nothing-here' },
    { method: 'POST' as const, url: '/api/alerts/subscribe', payload: { email: 'x' } },
    { url: '/no-such-page' },
    { url: '/demo-media/missing.svg' },
  ];

  it('sends Strict-Transport-Security only when PUBLIC_ORIGIN is https', async () => {
    const http = await appServing({});
    const local = await appServing({ PUBLIC_ORIGIN: 'http://192.168.1.20:3000' });
    const https = await appServing({ PUBLIC_ORIGIN: 'https://precioclaro.example' });
    const shouting = await appServing({ PUBLIC_ORIGIN: 'HTTPS://PRECIOCLARO.EXAMPLE' });
    for (const request of requests) {
      expect((await http.inject(request)).headers['strict-transport-security'], request.url).toBeUndefined();
      expect((await local.inject(request)).headers['strict-transport-security'], request.url).toBeUndefined();
      for (const app of [https, shouting]) {
        expect((await app.inject(request)).headers['strict-transport-security'], request.url).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    }
  });

  it('denies powerful features the site never uses on every answer, and leaves fullscreen to frames', async () => {
    const app = await appServing({});
    for (const request of requests) {
      const response = await app.inject(request);
      const policy = String(response.headers['permissions-policy'] ?? '');
      const directives = new Set(policy.split(/,\s*/));
      for (const denied of [
        'camera=()',
        'microphone=()',
        'geolocation=()',
        'payment=()',
        'usb=()',
        'serial=()',
        'hid=()',
        'browsing-topics=()',
        'display-capture=()',
        'publickey-credentials-get=()',
      ])
        expect(directives.has(denied), `${denied} on ${request.url}`).toBe(true);
      // Obsolete (FLoC), and fullscreen stays available to a map frame that is allowed it.
      expect(policy).not.toMatch(/interest-cohort|fullscreen/);
    }
  });

  it('allows no <style> element and no inline script, and sends the real origin with form posts', async () => {
    const app = await appServing({});
    const response = await app.inject({ url: '/no-such-page' });
    const directives = new Map(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values] as const),
    );
    // No 'unsafe-inline' and no nonce: the site's CSS files only. Pages allow their own inline
    // scripts by hash (pages.test.ts); any other answer allows none.
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    // no-referrer would make browsers post the site's own forms with "Origin: null" (security-headers.ts).
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });
});
