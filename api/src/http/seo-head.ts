/**
 * Server-rendered SEO head of a page: what a crawler that does not run JavaScript needs (title,
 * description, robots, canonical, hreflang both ways with x-default, the organization's structured
 * data). Read through our own GraphQL schema, so storefront scoping and page metadata have one source.
 */
import type { IncomingMessage } from 'node:http';
import { requestUrl } from './request-url';
import { serializeForScript } from './shell';
import { escapeHtml } from '../text/escape-html';
import { log } from '../observability/log';

const HEAD_QUERY = /* GraphQL */ `
  query ServerHead($path: String!) {
    storefrontConfig { name }
    storeData { organization { jsonLd } }
    pageMetadata(path: $path) { title description keywords noindex nofollow canonical hreflangTags { hreflang href } }
  }
`;

interface HeadData {
  storefrontConfig: { name: string };
  storeData: { organization: { jsonLd: string } };
  pageMetadata: {
    title: string;
    description: string;
    keywords: string;
    noindex: boolean;
    nofollow: boolean;
    canonical: string;
    hreflangTags: { hreflang: string; href: string }[];
  } | null;
}

/** The query parameters a page's head depends on (pageMetadata reads them): a list's page, the blog's category. */
export const HEAD_PARAMETERS = ['page', 'category'] as const;

export type GraphQLFetch = (request: Request) => Promise<Response>;

export function createSeoHead(fetchGraphQL: GraphQLFetch) {
  /**
   * `indexable` false (the server answers 404 or 503): robots noindex whatever the metadata says, and
   * no canonical or alternates, which would name a page that does not exist as the real one.
   */
  return async function headFor(req: IncomingMessage, pathname: string, { indexable }: { indexable: boolean }): Promise<string> {
    try {
      const host = req.headers.host ?? 'localhost';
      // A list's page and the blog's category are the page's own (its title and canonical URL say so).
      const known = new URLSearchParams(requestUrl(req.url).search);
      const query = new URLSearchParams();
      for (const name of HEAD_PARAMETERS) {
        const value = known.get(name);
        if (value && value.length <= 128) query.set(name, value);
      }
      const response = await fetchGraphQL(
        new Request(`http://${host}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', host },
          body: JSON.stringify({ query: HEAD_QUERY, variables: { path: query.size ? `${pathname}?${query}` : pathname } }),
        }),
      );
      const body = (await response.json()) as { data?: HeadData | null };
      const data = body.data;
      if (!data?.storefrontConfig) return '';
      const page = data.pageMetadata;
      const name = data.storefrontConfig.name;
      // Page titles from the metadata already carry the storefront name.
      const title = page?.title || name;
      const robots = `${page?.noindex || !indexable ? 'noindex' : 'index'}, ${page?.nofollow ? 'nofollow' : 'follow'}`;
      const canonical = page?.canonical ?? `http://${host}${pathname}`;
      const tags = [
        `<title data-shop-ssr>${escapeHtml(title)}</title>`,
        page?.description ? `<meta data-shop-ssr name="description" content="${escapeHtml(page.description)}">` : '',
        page?.keywords ? `<meta data-shop-ssr name="keywords" content="${escapeHtml(page.keywords)}">` : '',
        `<meta data-shop-ssr name="robots" content="${robots}">`,
        indexable ? `<link data-shop-ssr rel="canonical" href="${escapeHtml(canonical)}">` : '',
        ...(indexable ? (page?.hreflangTags ?? []) : []).map(
          (tag) => `<link data-shop-ssr rel="alternate" hreflang="${escapeHtml(tag.hreflang)}" href="${escapeHtml(tag.href)}">`,
        ),
        data.storeData?.organization.jsonLd
          ? `<script data-shop-ssr type="application/ld+json">${serializeForScript(JSON.parse(data.storeData.organization.jsonLd))}</script>`
          : '',
      ];
      return tags.join('');
    } catch (error) {
      log.error({ err: error }, '[server] could not build the SEO head');
      return '';
    }
  };
}
