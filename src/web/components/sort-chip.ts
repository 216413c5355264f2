import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

// The look of a sort option ("Valoración", "Precio ↑") on list and search screens.
const BASE =
  'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export function sortChipClass(active: boolean): string {
  return active
    ? `${BASE} border-blue-700 bg-blue-700 text-white`
    : `${BASE} border-slate-300 bg-white text-slate-700 hover:border-blue-700 hover:text-blue-700`;
}

// The price toggle's icon and accessible name key for its current state.
export function priceToggleState(sort: string | undefined) {
  if (sort === 'price_asc') return { Icon: ArrowUp, labelKey: 'lists.sort.priceAsc' } as const;
  if (sort === 'price_desc') return { Icon: ArrowDown, labelKey: 'lists.sort.priceDesc' } as const;
  return { Icon: ArrowUpDown, labelKey: 'lists.sort.price' } as const;
}
