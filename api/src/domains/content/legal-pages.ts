/**
 * Legal pages of a storefront (issue 17), read by the `legalPage` query and by the page status (a
 * storefront without the page answers 404, like its screen).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { LEGAL_PAGE_KEYS, type LegalPageKey, contentPages } from '../../db/content-schema';
import { sanitizeContentHtml } from '../../text/content-html';

export const isLegalPageKey = (key: string): key is LegalPageKey => (LEGAL_PAGE_KEYS as readonly string[]).includes(key);

export interface LegalPageModel {
  key: LegalPageKey;
  title: string;
  bodyHtml: string;
  language: string;
  updatedAt: string;
}

/** The page in the visitor's language, else in the storefront's other language; null when there is none. */
export async function legalPage(db: Database, storefrontKey: string, language: string, key: string): Promise<LegalPageModel | null> {
  if (!isLegalPageKey(key)) return null;
  const [page] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.storefrontKey, storefrontKey), eq(contentPages.pageKey, key)))
    .orderBy(sql`(${contentPages.language} = ${language}) desc`, contentPages.language)
    .limit(1);
  if (!page) return null;
  return { key: page.pageKey, title: page.title, bodyHtml: sanitizeContentHtml(page.bodyHtml), language: page.language, updatedAt: page.updatedAt.toISOString() };
}

export async function legalPageExists(db: Database, storefrontKey: string, key: string): Promise<boolean> {
  if (!isLegalPageKey(key)) return false;
  const [row] = await db
    .select({ key: contentPages.pageKey })
    .from(contentPages)
    .where(and(eq(contentPages.storefrontKey, storefrontKey), eq(contentPages.pageKey, key)))
    .limit(1);
  return Boolean(row);
}
