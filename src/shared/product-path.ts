// The product page's path: /product/{id_c10}/{slug}. The id finds the product; the slug only
// makes the URL readable and is corrected by a redirect when it does not match the name.

export function productSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'producto';
}

export function productPath(product: { id_c10: string; c10_product_name: string }): string {
  return `/product/${product.id_c10}/${productSlug(product.c10_product_name)}`;
}
