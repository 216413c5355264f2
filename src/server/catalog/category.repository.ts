import { CATEGORY_TREE } from '../../shared/categories.ts';
import type { Db } from '../db/database.ts';

export type CategoryRecord = { id: number; slug: string; name: string; position: number };
export type SubcategoryRecord = CategoryRecord & { category_id: number };

// The tree is defined in code (shared/categories.ts); the database holds a copy so products can
// reference categories by id. This keeps the copy in step, adding and renaming, never deleting.
export async function syncCategoryTree(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [position, category] of CATEGORY_TREE.entries()) {
      const row = await trx
        .insertInto('category')
        .values({ slug: category.slug, name: category.name, position })
        .onConflict((oc) => oc.column('slug').doUpdateSet({ name: category.name, position }))
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [subPosition, sub] of category.subcategories.entries()) {
        await trx
          .insertInto('subcategory')
          .values({ category_id: row.id, slug: sub.slug, name: sub.name, position: subPosition })
          .onConflict((oc) =>
            oc.column('slug').doUpdateSet({ category_id: row.id, name: sub.name, position: subPosition }),
          )
          .execute();
      }
    }
  });
}

export async function findAllCategories(db: Db): Promise<CategoryRecord[]> {
  return db.selectFrom('category').select(['id', 'slug', 'name', 'position']).orderBy('position').execute();
}

export async function findAllSubcategories(db: Db): Promise<SubcategoryRecord[]> {
  return db
    .selectFrom('subcategory')
    .select(['id', 'slug', 'name', 'position', 'category_id'])
    .orderBy('category_id')
    .orderBy('position')
    .execute();
}

// Slugs of the categories and subcategories that have at least one listed product: the sitemap
// leaves empty ones out, as they would only be thin pages to a search engine.
export async function findPopulatedCategorySlugs(
  db: Db,
): Promise<{ categories: Set<string>; subcategories: Set<string> }> {
  const [categories, subcategories] = await Promise.all([
    db
      .selectFrom('category')
      .select('slug')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('product')
            .select('product.id')
            .whereRef('product.category_id', '=', 'category.id')
            .where('product.is_listed', '=', 1),
        ),
      )
      .execute(),
    db
      .selectFrom('subcategory')
      .select('slug')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('product')
            .select('product.id')
            // Through the category's list indexes, which end with subcategory_id (migration 0005).
            .whereRef('product.category_id', '=', 'subcategory.category_id')
            .whereRef('product.subcategory_id', '=', 'subcategory.id')
            .where('product.is_listed', '=', 1),
        ),
      )
      .execute(),
  ]);
  return {
    categories: new Set(categories.map((row) => row.slug)),
    subcategories: new Set(subcategories.map((row) => row.slug)),
  };
}
