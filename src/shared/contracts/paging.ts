// Paging shared by every list and the search: page sizes, and how deep a list can be paged.

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
// Page numbers beyond this are refused outright, before the limit below is even worked out.
export const MAX_PAGE = 10_000;

// Lists and searches can be paged through their first MAX_PAGED_RESULTS products, no further. A
// deep page costs the database every row before it (page 10,000 of a price-sorted list took 1.3 s
// on 200,000 products and let one client stall everyone), and nobody browses a thousand products
// one by one: past this a shopper narrows the list (category, sort, search) instead.
export const MAX_PAGED_RESULTS = 1_000;

// Whether a page of `limit` products starting on `page` begins within the pageable results.
export function isPageWithinLimit(page: number, limit: number): boolean {
  return (page - 1) * limit < MAX_PAGED_RESULTS;
}

export const PAGE_LIMIT_MESSAGE = `page and limit go past the first ${MAX_PAGED_RESULTS.toLocaleString('en-US')} results; narrow the list (category, sort or search) instead`;
