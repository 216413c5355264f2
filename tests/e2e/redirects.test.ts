import { beforeAll, describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

// Open redirects found by an outside attack run (issue 11): the wrong-slug 301 of product pages
// reused an unchecked language prefix, so "/%2Fevil.example%2Fphish.html%3F/product/ID/x" sent
// visitors to //evil.example. Every redirect the site makes must stay on the site.

async function get(path: string, headers: Record<string, string> = {}) {
  // fetch() would normalise some of these paths; the raw request target is what an attacker sends.
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', headers });
  return { status: response.status, location: response.headers.get('location') };
}

function staysOnSite(location: string | null): boolean {
  if (location === null) return true;
  return /^\/(?![/\\])/.test(location) && !/[\s\\]/.test(location);
}

describe('redirects stay on the site', () => {
  let productId: string;
  beforeAll(async () => {
    const response = await fetch(`${baseUrl}/api/products/featured?limit=1`);
    const body = (await response.json()) as { products: Array<{ id_c10: string }> };
    productId = body.products[0]!.id_c10;
  });

  it('answers product URLs whose prefix is not a language with 404, never a redirect', async () => {
    const attacks = [
      `/%2Fevil.example%2Fphish.html%3F/product/${productId}/x`,
      `/%5Cevil.example/product/${productId}/x`,
      `/%09%2Fevil.example/product/${productId}/x`,
      `/%2F%2Fevil.example/product/${productId}/x`,
      `/xx/product/${productId}/x`,
      `/ES/product/${productId}/x`,
      `/es-ES/product/${productId}/x`,
    ];
    for (const path of attacks) {
      const { status, location } = await get(path);
      expect({ path, status, location }).toEqual({ path, status: 404, location: null });
    }
  });

  it('still corrects a wrong slug under each language and without one', async () => {
    for (const prefix of ['', '/es', '/en', '/pt', '/de', '/fr', '/ja']) {
      const { status, location } = await get(`${prefix}/product/${productId}/wrong-name?utm_source=x`);
      expect(status).toBe(301);
      expect(location).toMatch(new RegExp(`^${prefix}/product/${productId}/[a-z0-9-]+\\?utm_source=x$`));
    }
  });

  it('answers paths with empty segments, backslashes or control characters with 404', async () => {
    for (const path of [
      '//evil.example/',
      '//evil.example/about',
      '/%5Cevil.example/',
      '/es//evil.example',
      '/about%0d%0aSet-Cookie:x=1',
    ]) {
      const { status, location } = await get(path);
      expect({ path, status, location }).toEqual({ path, status: 404, location: null });
    }
  });

  it('drops a trailing slash with a redirect that keeps the query and stays on the site', async () => {
    expect(await get('/about/')).toEqual({ status: 301, location: '/about' });
    expect(await get('/en/search/?q=tv')).toEqual({ status: 301, location: '/en/search?q=tv' });
    expect(await get(`/es/product/${productId}/`)).toEqual({
      status: 301,
      location: `/es/product/${productId}`,
    });
    // Trailing slashes after an attacker's path never turn into a protocol-relative Location.
    for (const path of ['//evil.example/', '/%2Fevil.example/', '/%5Cevil.example//', '/\\evil.example/']) {
      const { status, location } = await get(path);
      expect(staysOnSite(location)).toBe(true);
      expect({ path, status }).toEqual({ path, status: 404 });
    }
  });

  it('keeps every redirect of the language selector and the alert forms on the site', async () => {
    // The selector links to the same page under another prefix; those pages answer directly.
    const home = await fetch(`${baseUrl}/en/deals`);
    const html = await home.text();
    const languageLinks = [...html.matchAll(/hrefLang="(\w+)" href="([^"]+)"/g)].map((match) => match[2]!);
    expect(languageLinks.length).toBeGreaterThanOrEqual(6);
    for (const link of languageLinks) {
      const { status } = await get(new URL(link).pathname);
      expect(status).toBe(200);
    }
    // A subscription form posted without JavaScript is answered with a redirect to a result page.
    const form = await fetch(`${baseUrl}/api/alerts/subscribe`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.77' },
      body: 'email=redirect-check%40example.com&language=%2F%2Fevil.example',
    });
    expect(staysOnSite(form.headers.get('location'))).toBe(true);
  });
});
