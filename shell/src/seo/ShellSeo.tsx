import { useLocation } from 'react-router';
import { usePageMetaState, useStorefront } from '@shop/shared';
import type { StoreData } from '../store-data/store-data-query';
import { alternatesFor } from './alternates';

/**
 * The head of every page (issue: SEO): title, description, keywords, robots, canonical and hreflang
 * (both ways, with x-default), and the organization's structured data. React 19 hoists <title>,
 * <meta> and <link> into <head>.
 */
export function ShellSeo({ storeData }: { storeData: StoreData | null }) {
  const location = useLocation();
  const { config, router, match } = useStorefront();
  const meta = usePageMetaState();
  const current = storeData?.countriesCombinations.find((c) => c.isCurrent);
  const origin = typeof window === 'undefined' ? (current?.url ?? '') : window.location.origin;
  const title = meta.title ? `${meta.title} | ${config.name}` : config.name;
  const robots = [meta.noindex || match?.key === 'notFound' || !match ? 'noindex' : 'index', meta.nofollow ? 'nofollow' : 'follow'].join(', ');
  const canonical = origin + (meta.canonicalPath ?? location.pathname);
  const alternates = alternatesFor(match, config, router, origin, storeData?.countriesCombinations ?? []);
  return (
    <>
      <title>{title}</title>
      {meta.description && <meta name="description" content={meta.description} />}
      {meta.keywords && <meta name="keywords" content={meta.keywords} />}
      <meta name="robots" content={robots} />
      <link rel="canonical" href={canonical} />
      {alternates.map((alternate) => (
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
