// Placeholders while content loads (spec section 9: 8 cards, 10 category rows, 5 brand rows).
export const SKELETON_CARDS = 8;
export const SKELETON_CATEGORY_ROWS = 10;
export const SKELETON_BRAND_ROWS = 5;

const pulse = 'animate-pulse rounded bg-slate-200';

export function ProductGridSkeleton() {
  return (
    <ul
      aria-hidden="true"
      data-testid="product-grid-skeleton"
      className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
    >
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <div className={`${pulse} aspect-square w-full`} />
          <div className={`${pulse} h-4 w-4/5`} />
          <div className={`${pulse} h-3 w-3/5`} />
          <div className={`${pulse} h-6 w-1/3`} />
          <div className={`${pulse} h-9 w-full`} />
        </li>
      ))}
    </ul>
  );
}

export function RowsSkeleton({ rows }: { rows: number }) {
  return (
    <ul aria-hidden="true" className="space-y-2">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className={`${pulse} h-6`} />
      ))}
    </ul>
  );
}
