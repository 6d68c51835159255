import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Spec §3 "Page metadata", as a page tells the shell (which owns <head>). */
export interface PageMeta {
  title?: string;
  description?: string;
  keywords?: string;
  noindex?: boolean;
  nofollow?: boolean;
  /** Structured data of the page (e.g. a Product), serialised JSON-LD. */
  jsonLd?: string;
  /** Set when the page's path differs from the canonical one (e.g. filtered lists). */
  canonicalPath?: string;
}

export const pageMetaStore = createStore<{ meta: PageMeta; owner: string | null }>(() => ({ meta: {}, owner: null }));

export function usePageMetaState(): PageMeta {
  return useStore(pageMetaStore, (s) => s.meta);
}

/**
 * A page declares its title, description, robots and structured data; the shell renders the one set
 * of head tags (title, meta, canonical, hreflang). Cleared when the page unmounts.
 */
export function usePageMeta(meta: PageMeta, owner: string): void {
  const serialised = JSON.stringify(meta);
  useEffect(() => {
    pageMetaStore.setState({ meta: JSON.parse(serialised) as PageMeta, owner });
    return () => {
      if (pageMetaStore.getState().owner === owner) pageMetaStore.setState({ meta: {}, owner: null });
    };
  }, [serialised, owner]);
}
