import { descriptionToSafeHtml, escapeHtml } from '../ingest/sanitize-description.ts';
import type { ProductSheet } from './product-sheet.ts';

// The texts every product gets without a model, and keeps while the model's are pending or have
// failed: made only of what the product sheet holds (the feed's data and what its title states),
// so it can never say more than the shop did. Deterministic: the same sheet, the same texts.

export type ProductTexts = { shortDescription: string | null; description: string | null };

export const SHORT_DESCRIPTION_MAX = 160;

// Cut at a word, with an ellipsis, when longer than the card has room for.
export function fitShortDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= SHORT_DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, SHORT_DESCRIPTION_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord >= 100 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.·-]+$/u, '')}…`;
}

export function writeRuleTexts(sheet: ProductSheet): ProductTexts {
  // "Apple iPhone 15 · 128 GB · 6,1 pulgadas · negro": only when the title has attributes to list;
  // the name alone would repeat the card's title, so the feed's own line is better then.
  const name = sheet.line?.toLocaleLowerCase('es') ?? '';
  // A value the name already says ("HP 305 Pack de 2 cartuchos") is not repeated after it.
  const values = sheet.values.filter((value) => !name.includes(value.toLocaleLowerCase('es')));
  const line = sheet.line && values.length > 0 ? [sheet.line, ...values].join(' · ') : null;
  const short = line ?? sheet.feedShortText;

  const parts: string[] = [];
  if (sheet.items.length > 0) {
    const rows = sheet.items.map(
      (item) => `<li><strong>${escapeHtml(item.label)}:</strong> ${escapeHtml(item.value)}</li>`,
    );
    parts.push(`<ul>${rows.join('')}</ul>`);
  }
  if (sheet.feedDescriptionHtml) parts.push(sheet.feedDescriptionHtml);
  else if (sheet.feedShortText) parts.push(`<p>${escapeHtml(sheet.feedShortText)}</p>`);
  // The feed's part was sanitised at import; the whole goes through the same sanitiser again, so
  // what is stored is exactly what the sanitiser allows whatever an older import stored.
  const description = parts.length > 0 ? descriptionToSafeHtml(parts.join('')) : null;

  return { shortDescription: short ? fitShortDescription(short) : null, description };
}
