import crypto from 'node:crypto';

// The inline scripts of a rendered page (React Router's hydration data, module loader and scroll
// restoration), as the 'sha256-...' sources a Content-Security-Policy allows them by. JSON-LD and
// other data blocks are not run by browsers and need no source.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /\stype="application\/(?:ld\+)?json"/;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(attributes) || content === '') continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
