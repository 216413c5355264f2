// Which product image URLs a page may show. Pages set img-src 'self' data: https: in their
// Content-Security-Policy (server/http/security-headers.ts) and are served over https in production, so:
// - https URLs are kept;
// - http URLs are upgraded to https: the browser would block them as mixed content (or the CSP
//   would), and shop image hosts practically all answer on https; one that does not shows the
//   "image unavailable" placeholder, as any broken image does;
// - root-relative paths are the site's own images (the demo catalog's /demo-media/...);
// - everything else is refused: "//host/x" (protocol-relative) and "/\host/x" load from any host
//   nobody checked, javascript: and data: are not images a feed should choose.
// Used when a feed is imported and again when products are served, for rows stored earlier.

// The common case without URL parsing: scheme, host, optional port, then a path of ordinary characters.
const PLAIN_WEB_URL = /^https?:\/\/[\w.-]+(?::\d+)?(?:[/?#][\w\-./?#&=%+~:@!$,;*()'[\]]*)?$/i;
// A slash and a first character that is not another slash or a backslash.
const OWN_IMAGE_PATH = /^\/[\w\-.][\w\-./]*$/;

function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  if (PLAIN_WEB_URL.test(value)) return true;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

export function toSafeImageUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  if (isWebUrl(trimmed)) return /^https:/i.test(trimmed) ? trimmed : `https:${trimmed.slice('http:'.length)}`;
  if (OWN_IMAGE_PATH.test(trimmed)) return trimmed;
  return null;
}
