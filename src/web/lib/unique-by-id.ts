// The pages of an infinite list as one list. A product can reach two pages when the catalog
// changes between requests; it is shown once, where it came first.
export function uniqueById<P extends { id_c10: string }>(pages: readonly { products: readonly P[] }[]): P[] {
  const seen = new Set<string>();
  const products: P[] = [];
  for (const page of pages) {
    for (const product of page.products) {
      if (seen.has(product.id_c10)) continue;
      seen.add(product.id_c10);
      products.push(product);
    }
  }
  return products;
}
