import sanitizeHtml from 'sanitize-html';

// Feed descriptions are untrusted: shops paste HTML from their CMS, sometimes with scripts, styles
// and tracking pixels. We keep a small set of formatting tags and drop everything else, once, at
// import time; pages render the stored result as is.

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'h3',
    'h4',
    'h5',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  // Headings inside a product card must not outrank the page's own.
  transformTags: { h1: 'h3', h2: 'h3' },
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

// Most feeds send plain text; turning it into paragraphs is far cheaper than running the sanitiser.
export function descriptionToSafeHtml(text: string | null): string | null {
  if (!text) return null;
  if (!/<[a-z!/]/i.test(text)) {
    const paragraphs = text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
    return paragraphs.length > 0 ? paragraphs.join('') : null;
  }
  const html = sanitizeHtml(text, SANITIZE_OPTIONS).trim();
  return html === '' ? null : html;
}

export function htmlToPlainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

const SHORT_DESCRIPTION_LENGTH = 160;

// The feed's short description, else the first ~160 characters of the description as plain text.
export function shortDescriptionOf(
  shortDescription: string | null,
  description: string | null,
  descriptionHtml: string | null,
): string | null {
  if (shortDescription) return shortDescription;
  if (!descriptionHtml || !description) return null;
  // Plain-text descriptions need no HTML parsing (the common, cheap case).
  const plain = /<[a-z!/]/i.test(description)
    ? htmlToPlainText(descriptionHtml)
    : description.replace(/\s+/g, ' ').trim();
  if (plain.length <= SHORT_DESCRIPTION_LENGTH) return plain || null;
  const cut = plain.slice(0, SHORT_DESCRIPTION_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120)).trimEnd()}…`;
}
