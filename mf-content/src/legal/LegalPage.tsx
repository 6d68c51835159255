import { type RemotePageProps, usePageMeta } from '@shop/shared';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useQuery } from 'urql';
import { ContentRoot } from '../ContentRoot';
import { LegalSkeleton } from '../common/ContentSkeleton';
import { NotFoundContent } from '../common/NotFoundContent';
import { LEGAL_PAGE_QUERY, legalPageVariables } from './legal-query';

/**
 * The legal pages (spec §2 Impressum, AGB, Widerrufsbelehrung, Datenschutz, Cookie-Erklärung; Dutch
 * algemene voorwaarden, privacy, cookieverklaring, delivery, cancelation policy; the accessibility
 * statement): one screen for every key, the text of the storefront from the API. The body is HTML
 * the API sanitised (content-html.ts: text structure and safe links only).
 */
export default function LegalPage({ routeKey }: RemotePageProps) {
  return (
    <ContentRoot>
      <Legal pageKey={routeKey} />
    </ContentRoot>
  );
}

function Legal({ pageKey }: { pageKey: string }) {
  const [result] = useQuery({ query: LEGAL_PAGE_QUERY, variables: legalPageVariables(pageKey) });
  const page = result.data?.legalPage.data ?? null;
  usePageMeta(page ? { title: page.title, description: summaryOf(page.bodyHtml) } : {}, `content:legal:${pageKey}`);
  if (result.fetching && !result.data) return <LegalSkeleton />;
  if (!page) return <NotFoundContent />;
  return (
    <article className="content-legal" lang={page.language} aria-labelledby="content-legal-title">
      <h1 id="content-legal-title">{page.title}</h1>
      <p className="content-legal-updated">
        <FormattedMessage
          id="content.legal.updated"
          defaultMessage="Last updated: {date}"
          values={{ date: <FormattedDate value={page.updatedAt} dateStyle="long" /> }}
        />
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API to text structure and safe links (content-html.ts, ADR 0022) */}
      <div className="content-legal-body" data-testid="content-legal-body" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
    </article>
  );
}

/** The page's description for search results: the start of its text, without markup (at most 155 characters). */
function summaryOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 155 ? `${text.slice(0, 154).trimEnd()}…` : text;
}
