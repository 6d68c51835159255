import { usePageMeta, useStorefront, type PageMeta } from '@shop/shared';
import type { PageMetadataData } from './types';

/** The API's titles end with " | <storefront name>"; the shell appends the name itself. */
export function stripSiteName(title: string, siteName: string): string {
  const suffix = ` | ${siteName}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

export interface CatalogueMetaInput {
  metadata?: PageMetadataData | null;
  /** Used when the API has no metadata for the page (or to refine it, e.g. "page 2"). */
  title?: string;
  /** Appended to the title, e.g. " – page 2" so that every list page has its own title. */
  titleSuffix?: string;
  description?: string;
  canonicalPath?: string;
  jsonLd?: string;
  noindex?: boolean;
}

/** Declares the page's head (title, description, keywords, robots, canonical, JSON-LD) to the shell. */
export function useCatalogueMeta(input: CatalogueMetaInput, owner: string): void {
  const { config } = useStorefront();
  const meta: PageMeta = {};
  const apiTitle = input.metadata?.title ? stripSiteName(input.metadata.title, config.name) : undefined;
  const title = input.title ?? apiTitle;
  if (title) meta.title = `${title}${input.titleSuffix ?? ''}`;
  const description = input.description ?? (input.metadata?.description || undefined);
  if (description) meta.description = description;
  if (input.metadata?.keywords) meta.keywords = input.metadata.keywords;
  if (input.noindex || input.metadata?.noindex) meta.noindex = true;
  if (input.metadata?.nofollow) meta.nofollow = true;
  if (input.canonicalPath) meta.canonicalPath = input.canonicalPath;
  if (input.jsonLd) meta.jsonLd = input.jsonLd;
  usePageMeta(meta, `catalogue:${owner}`);
}
