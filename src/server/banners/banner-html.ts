import sanitizeHtml from 'sanitize-html';

// Banner HTML comes from advertisers' affiliate programmes and is untrusted. A banner is an image
// link and nothing else: links open in a new tab and are marked sponsored (spec: "each an
// affiliate image link marked sponsored"); scripts, styles, tracking pixels outside the link and
// non-http(s) URLs are dropped.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'img'],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['https', 'http'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'sponsored noopener' },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { alt: '', ...attribs, loading: 'lazy' } }),
  },
  // transformTags adds these; they must survive the attribute filter that runs afterwards.
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

const ALLOWED_AFTER_TRANSFORM: sanitizeHtml.IOptions['allowedAttributes'] = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
};

export function sanitizeBannerHtml(html: string): string {
  return sanitizeHtml(html, { ...OPTIONS, allowedAttributes: ALLOWED_AFTER_TRANSFORM }).trim();
}

// A banner is worth showing only if something clickable or visible is left after sanitising.
export function isUsableBanner(html: string): boolean {
  return /<a\s[^>]*href=/.test(html) && /<img\s[^>]*src=/.test(html);
}
