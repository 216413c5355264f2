import type { Kysely } from 'kysely';

// Sponsored banners carry the language they are written in, so a visitor sees the banners of the
// page's language (banners/banner.repository.ts). Every banner stored so far was written for the
// Spanish site, which is also what a banner without a language means on import.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('banner')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('es'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banner').dropColumn('language').execute();
}
