import type { ProductListItem } from '../../shared/product.ts';
import { ProductCard } from './product-card.tsx';

export function ProductGrid({ products }: { products: readonly ProductListItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id_c10} className="flex">
          <div className="w-full">
            <ProductCard product={product} />
          </div>
        </li>
      ))}
    </ul>
  );
}
