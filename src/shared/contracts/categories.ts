// GET /api/db/categories/hierarchy (the tree) and GET /api/categories (the same, flat): spec section 7.

export const CATEGORY_HIERARCHY_ROUTE = '/api/db/categories/hierarchy';
export const CATEGORIES_ROUTE = '/api/categories';
