// The five page templates the speed targets are about (issue 13), as paths on a running server:
// home, a global list, a category list, search results and a product page (a deal's, by its
// canonical URL: the bare /product/{id} redirects there).

export type PageTemplate = { label: string; path: string };

export async function pageTemplates(origin: string): Promise<PageTemplate[]> {
  const { products } = (await (await fetch(`${origin}/api/products/deals?limit=1`)).json()) as {
    products: Array<{ id_c10: string }>;
  };
  const id = products[0]?.id_c10;
  if (!id) throw new Error('the catalog has no deals to take a product from');
  const redirect = await fetch(`${origin}/product/${id}`, { redirect: 'manual' });
  return [
    { label: 'home', path: '/' },
    { label: 'deals', path: '/deals' },
    { label: 'category list', path: '/category/computers/laptops/featured' },
    { label: 'search', path: '/search?q=portatil' },
    {
      label: 'product',
      path: new URL(redirect.headers.get('location') ?? `/product/${id}`, origin).pathname,
    },
  ];
}
