// Which page paths the site answers, and where its redirects may point. Browsers read a Location of
// "//host/...", "/\host/..." or "/<TAB>/host/..." as another site, and proxies and React Router
// decode "%2F" and "%5C" in a path segment back into such characters, so every path a redirect is
// built from is checked here first and every Location the pages send is checked again on the way out.

// A path on this site: one "/", then anything that cannot turn it into a protocol-relative URL or a
// scheme. Control characters and whitespace are refused outright (browsers strip some of them).
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const SITE_LOCAL_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;

export function isSiteLocalPath(location: string): boolean {
  return SITE_LOCAL_PATH.test(location);
}

export type PagePathVerdict =
  | { kind: 'render' }
  // The same page without a trailing slash: one URL per page for people and search engines.
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

// Decides what a page request gets before React Router sees it. `url` is the raw request target
// (path and query, still percent-encoded).
export function judgePagePath(url: string): PagePathVerdict {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'not-found' };
  }
  // Empty segments and backslashes are never part of a page address; decoded, they are the raw
  // material of open redirects ("/%2Fevil.example/..." reaches a loader as the segment "/evil.example").
  if (!isSiteLocalPath(path) || path.includes('//') || rawPath.includes('//')) return { kind: 'not-found' };
  if (path.length > 1 && path.endsWith('/')) {
    const location = `${rawPath.replace(/\/+$/, '')}${query}`;
    return isSiteLocalPath(location) ? { kind: 'redirect', location } : { kind: 'not-found' };
  }
  return { kind: 'render' };
}
