// TEMPORARY placeholder so the importer can be exercised; the real mapper replaces this file.
export type CategoryInput = { merchantCategory?: string | null; categoryName?: string | null; categoryPath?: string | null; productName?: string | null };
export type CategoryMatch = { category: string; subcategory: string | null };
export function mapCategory(input: CategoryInput): CategoryMatch | null {
  const text = `${input.merchantCategory ?? ''} ${input.categoryName ?? ''}`.toLowerCase();
  if (text.includes('auriculares') || text.includes('headphones')) return { category: 'electronics', subcategory: 'headphones' };
  if (text.includes('portátiles') || text.includes('laptops')) return { category: 'computers', subcategory: 'laptops' };
  return null;
}
export function createCategoryMapper() {
  return mapCategory;
}
