import type { ProductCard as ProductCardData } from '../../shared/contracts/product-card.ts';
import { ProductCard } from './product-card.tsx';

// The images of the first cards load at once, the first one first: on a phone the first card's
// picture is the largest thing on the screen (Lighthouse's "largest contentful paint"), and a lazy
// image waits for the layout before it even starts. The rest load as they scroll into view.
const EAGER_IMAGES = 2;

// headingLevel: 3 under a section's h2 (home, category previews), 2 right under a page's h1.
export function ProductGrid({
  products,
  headingLevel = 3,
  leadImages = true,
}: {
  products: readonly ProductCardData[];
  headingLevel?: 2 | 3;
  // False for a grid further down the page (the second preview section).
  leadImages?: boolean;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id_c10} className="flex">
          <div className="w-full">
            <ProductCard
              product={product}
              headingLevel={headingLevel}
              image={!leadImages ? 'lazy' : index === 0 ? 'first' : index < EAGER_IMAGES ? 'eager' : 'lazy'}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
