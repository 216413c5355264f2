import type { SearchSql } from './search-engine.ts';
import { toIndexText } from './search-text.ts';

// PostgreSQL folds a product's text for its search document with search_text(), SQL regular
// expressions that cost 17 µs for the 74 characters of a product's brand, model and categories: a
// third of a first load's search stage. An import folds the texts of the products it creates with
// the JavaScript twin (toIndexText, which SQLite's index uses) as it writes them, into a temporary
// table the search stage reads; the server folds the rest (products an import only touched, a
// whole catalog re-indexed) as before. The two folds are the same rules, compared by the search
// tests on both databases.

export const FOLDED_TEXT_TABLE = 'search_folded_text';
export const FOLDED_TEXT_COLUMNS = ['product_id', 'name', 'meta', 'short'] as const;

export async function createFoldedTextTable(sql: Pick<SearchSql, 'run'>): Promise<void> {
  await sql.run(
    `CREATE TEMP TABLE IF NOT EXISTS ${FOLDED_TEXT_TABLE} (product_id integer NOT NULL, name text NOT NULL, meta text NOT NULL, short text NOT NULL) ON COMMIT DROP`,
  );
}

// The parts of a product's text as the search document's SQL has them (postgres-search.ts
// DOCUMENT): its name; brand, model, category, subcategory, shop category and keywords, in that
// order, absent ones left out (concat_ws); its short description.
export type ProductTexts = {
  name: string | null;
  meta: ReadonlyArray<string | null | undefined>;
  shortDescription: string | null;
};

export function foldedTextRow(productId: number, texts: ProductTexts): unknown[] {
  const meta = texts.meta.filter((part) => part !== null && part !== undefined).join(' ');
  return [productId, toIndexText(texts.name), toIndexText(meta), toIndexText(texts.shortDescription)];
}
