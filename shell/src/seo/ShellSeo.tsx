import { useLocation } from 'react-router';
import { useQuery } from 'urql';
import { useMemo } from 'react';
import { usePageMetaState, useStorefront } from '@shop/shared';
import { graphql } from '../graphql/__generated__';
import type { StoreData } from '../store-data/store-data-query';
import { usePageStatus } from '../routing/page-loader';
import { alternatesFor } from './alternates';

/**
 * The head of every page (issue: SEO): title, description, keywords, robots, canonical and hreflang
 * (both ways, with x-default), and the organization's structured data. React 19 hoists <title>,
 * <meta> and <link> into <head>.
 */
const PAGE_METADATA_QUERY = graphql(/* GraphQL */ `
  query ShellPageMetadata($path: String!) {
    pageMetadata(path: $path) { title description keywords noindex nofollow canonical hreflangTags { hreflang href } }
  }
`).toString();

/** The query parameters the API's head depends on (a list's page, the blog's category), as `?…` or ''. */
function headQuery(search: string): string {
  const known = new URLSearchParams(search);
  const query = new URLSearchParams();
  for (const name of ['page', 'category']) {
    const value = known.get(name);
    if (value && value.length <= 128) query.set(name, value);
  }
  return query.size ? `?${query}` : '';
}

export function ShellSeo({ storeData }: { storeData: StoreData | null }) {
  const location = useLocation();
  const { config, router, match, origin } = useStorefront();
  const verdict = usePageStatus();
  // What the page declares itself wins over what its loader's lookup said (ADR 0048).
  const meta = { ...verdict.meta, ...usePageMetaState() };
  // The page's loader found that what the path names does not exist (a 404): not indexed, and no
  // canonical or alternates, which would name a page that does not exist as the real one.
  const missing = verdict.status === 404;
  // The API's page metadata (the same the server put into the HTML); a page's own meta wins.
  const [metadataResult] = useQuery({
    query: PAGE_METADATA_QUERY,
    variables: { path: location.pathname + headQuery(location.search) },
    context: useMemo(() => ({ handleErrors: false }), []),
  });
  const api = metadataResult.data?.pageMetadata ?? null;
  const title = meta.title ? `${meta.title} | ${config.name}` : api?.title || config.name;
  const description = meta.description ?? (api?.description || undefined);
  const keywords = meta.keywords ?? (api?.keywords || undefined);
  const noindex = meta.noindex ?? api?.noindex ?? false;
  const nofollow = meta.nofollow ?? api?.nofollow ?? false;
  const robots = [noindex || missing || match?.key === 'notFound' || !match ? 'noindex' : 'index', nofollow ? 'nofollow' : 'follow'].join(', ');
  // The page's own canonical path, else the API's (a list's page, the blog's `?page=`), else the path.
  const canonical = meta.canonicalPath ? origin + meta.canonicalPath : (api?.canonical ?? origin + location.pathname);
  // The API knows this storefront's languages; the other storefronts of the brand come from the switcher data.
  const computed = alternatesFor(match, config, router, origin, storeData?.countriesCombinations ?? []);
  const fromApi = api?.hreflangTags ?? [];
  // Where the API has the page, its alternates in this storefront's languages are the true ones (an
  // article's slug is in its own language): the computed ones add only the other storefronts.
  const own = new Set([...config.languages.map((l) => `${l.code}-${config.countryCode}`), 'x-default']);
  const alternates = [...fromApi, ...computed.filter((c) => !fromApi.some((a) => a.hreflang === c.hreflang) && !(api && own.has(c.hreflang)))];
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {keywords && <meta name="keywords" content={keywords} />}
      <meta name="robots" content={robots} />
      {!missing && <link rel="canonical" href={canonical} />}
      {(missing ? [] : alternates).map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      {storeData && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from our API, serialised server-side
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: storeData.organization.jsonLd.replace(/</g, '\\u003c') }} />
      )}
      {meta.jsonLd && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD the page built from API data
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: meta.jsonLd.replace(/</g, '\\u003c') }} />
      )}
    </>
  );
}
