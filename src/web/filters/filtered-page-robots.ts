import type { MetaDescriptor } from 'react-router';
import { activeFilterCount, type ProductFilters } from '../../shared/contracts/filters.ts';

// A page filtered on more than one value is one of countless combinations: search engines may
// follow its links but not index it (its canonical, from the site layout, is the unfiltered list).
export function filteredPageRobots(filters: ProductFilters): MetaDescriptor[] {
  return activeFilterCount(filters) > 1 ? [{ name: 'robots', content: 'noindex,follow' }] : [];
}
