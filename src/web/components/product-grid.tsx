import type { ProductCard as ProductCardData } from '../../shared/contracts/product-card.ts';
import { ProductCard } from './product-card.tsx';

// headingLevel: 3 under a section's h2 (home, category previews), 2 right under a page's h1.
export function ProductGrid({
  products,
  headingLevel = 3,
}: {
  products: readonly ProductCardData[];
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id_c10} className="flex">
          <div className="w-full">
            <ProductCard product={product} headingLevel={headingLevel} />
          </div>
        </li>
      ))}
    </ul>
  );
}
