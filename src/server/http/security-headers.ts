import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The security headers of every response: helmet's set with the site's Content-Security-Policy,
// plus a Permissions-Policy, which helmet does not send.

// Powerful features no page of the site uses, denied to the pages and to every frame in them.
// Fullscreen keeps the browsers' default (this origin, and frames it delegates to with `allow`),
// so a map embed on the contact page (components/shop-map.tsx) may still offer it; the
// OpenStreetMap embed needs none of the features below. Only names Chromium recognises are listed:
// it warns in the console about each one it does not know (bluetooth, ambient-light-sensor,
// join-ad-interest-group... on Debian's build), and interest-cohort is obsolete (browsing-topics).
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

// As an onRequest hook, like helmet's own: every later answer carries it (pages, API, errors, assets).
export async function sendPermissionsPolicy(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('permissions-policy', PERMISSIONS_POLICY);
}

// The site's Content-Security-Policy. Pages allow their own inline scripts (React Router's
// hydration data and module loader) by the scripts' hashes (pageContentSecurityPolicy), not by a
// nonce: a page kept in the page cache, or by a proxy or CDN, is sent to many visitors, and a nonce
// sent twice is no nonce (decision 014). Every other answer allows no inline script at all.
const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // No 'unsafe-inline': <style> elements are refused (every style is in the site's CSS files);
  // style attributes (fades, window positions) are allowed by style-src-attr.
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'https:', 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'https://www.openstreetmap.org', 'https://www.google.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'script-src-attr': ["'none'"],
} as const;

function policyOf(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export const CONTENT_SECURITY_POLICY = policyOf(CSP_DIRECTIVES);

// A page's policy: its inline scripts by their SHA-256 hashes ('sha256-...', see page-scripts.ts).
export function pageContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return policyOf({ ...CSP_DIRECTIVES, 'script-src': [...CSP_DIRECTIVES['script-src'], ...scriptHashes] });
}

export function helmetOptions(options: { publicOrigin: string }): FastifyHelmetOptions {
  // A browser that got Strict-Transport-Security from a site served over plain http (a local or
  // test install on http://127.0.0.1) would refuse http on that host for a year; browsers ignore
  // it over http anyway, so it is sent only where the public address is https.
  const https = new URL(options.publicOrigin).protocol === 'https:';
  return {
    // Sent by sendContentSecurityPolicy (pages replace it with their own); Vite's dev server
    // injects inline scripts of its own, so `npm run dev` sends none.
    contentSecurityPolicy: false,
    // Helmet's default when https: max-age of a year, subdomains included.
    ...(https ? {} : { strictTransportSecurity: false }),
    // Helmet's default, no-referrer, also makes browsers send "Origin: null" with the site's own
    // form posts, which React Router refuses as a possible cross-site request (the alert pages'
    // buttons). same-origin sends the real origin to this site and still nothing to shops or maps.
    referrerPolicy: { policy: 'same-origin' },
    // Shop images and the map on the contact page come from other origins.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

// As an onRequest hook: every answer carries the strict policy unless a page sets its own.
export function contentSecurityPolicyHook(dev: boolean) {
  return async (_request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!dev) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  };
}
