import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { queryRows } from '../catalogue/queries';
import type { StorefrontModel } from '../storefront/directory';

/** The content tables kept per storefront and language. */
type ContentTable = 'blog_categories' | 'landing_pages' | 'helpdesk_topics';

/**
 * The language a storefront's content of one kind is read in: the visitor's when the storefront has
 * that content in it, else its default language, else any (null: none at all). Blog, landing pages and
 * helpdesk choose alike.
 */
export async function contentLanguage(db: Database, table: ContentTable, store: StorefrontModel, language: string): Promise<string | null> {
  const [row] = await queryRows<{ language: string }>(
    db,
    sql`select language from ${sql.identifier(table)} where storefront_key = ${store.key}
      order by (language = ${language}) desc, (language = ${store.defaultLanguage}) desc, language limit 1`,
  );
  return row?.language ?? null;
}
