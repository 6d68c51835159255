import { type RemotePageProps, ShopLink, useLocation, useNavigate, usePageMeta } from '@shop/shared';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { ContentRoot } from '../ContentRoot';
import { FaqSkeleton } from '../common/ContentSkeleton';
import { faqPageJsonLd } from '../common/structured-data';
import { HELPDESK_QUERY } from './helpdesk-query';

/** Spec §9: search input is debounced by 200 ms. */
const SEARCH_DEBOUNCE_MS = 200;
/** The API's longest helpdesk search (helpdesk.ts MAX_HELPDESK_SEARCH). */
const MAX_SEARCH = 100;

/**
 * The helpdesk (spec §2: the Dutch /helpdesk/; the German one forwards to contact): frequently asked
 * questions by topic with a search (`?s=`, spec query parameter) that narrows them as the visitor
 * types, and the way to customer service for everything else.
 */
export default function HelpdeskPage(_props: RemotePageProps) {
  return (
    <ContentRoot>
      <Helpdesk />
    </ContentRoot>
  );
}

function Helpdesk() {
  const intl = useIntl();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const applied = new URLSearchParams(location.search).get('s') ?? '';
  const [typed, setTyped] = useState(applied);
  // The URL can change without typing (back button, a link to another search): the box follows it.
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    if (typed.trim() !== applied.trim()) setTyped(applied);
  }
  const [result] = useQuery({ query: HELPDESK_QUERY, variables: { search: applied || null } });
  const data = result.data?.helpdesk.data ?? null;
  const errors = result.data?.helpdesk.errors ?? [];

  // The URL follows the typing (debounced, replacing the entry), so a search can be shared and reloaded.
  useEffect(() => {
    if (typed.trim() === applied.trim()) return;
    const timer = setTimeout(() => {
      const query = typed.trim() ? `?s=${encodeURIComponent(typed.trim())}` : '';
      navigate(`${location.pathname}${query}`, { replace: true, preventScrollReset: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, applied, location.pathname, navigate]);

  const title = intl.formatMessage({ id: 'content.helpdesk.title', defaultMessage: 'Helpdesk: frequently asked questions' });
  usePageMeta(
    {
      title,
      description: intl.formatMessage({ id: 'content.helpdesk.description', defaultMessage: 'Answers about ordering, delivery, payment, balance, business orders and your account.' }),
      // Search results are not pages of their own.
      noindex: Boolean(applied),
      jsonLd: applied || !data ? undefined : faqPageJsonLd(data.topics.flatMap((topic) => topic.entries)),
    },
    'content:helpdesk',
  );

  return (
    <div className="content-helpdesk">
      <h1>{title}</h1>
      <div className="shop-field content-helpdesk-search">
        <label htmlFor={`${id}-search`}>
          <FormattedMessage id="content.helpdesk.searchLabel" defaultMessage="Search the questions" />
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={typed}
          maxLength={MAX_SEARCH}
          autoComplete="off"
          aria-describedby={`${id}-count`}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <p id={`${id}-count`} className="content-helpdesk-count" aria-live="polite">
        {data && applied ? (
          <FormattedMessage
            id="content.helpdesk.count"
            defaultMessage="{count, plural, =0 {No questions match “{search}”} one {One question matches “{search}”} other {# questions match “{search}”}}"
            values={{ count: data.total, search: applied }}
          />
        ) : null}
        {errors[0]?.message && !data ? errors[0].message : null}
      </p>
      {result.fetching && !result.data ? (
        <FaqSkeleton />
      ) : (
        data?.topics.map((topic) => (
          <section key={topic.key} className="content-faq" aria-labelledby={`${id}-${topic.key}`}>
            <h2 id={`${id}-${topic.key}`}>{topic.title}</h2>
            {topic.entries.map((entry) => (
              <details key={entry.id} className="content-faq-entry" open={Boolean(applied)}>
                <summary>{entry.question}</summary>
                <p>{entry.answer}</p>
              </details>
            ))}
          </section>
        ))
      )}
      <aside className="content-notice content-helpdesk-contact">
        <h2>
          <FormattedMessage id="content.helpdesk.moreTitle" defaultMessage="Your question is not here?" />
        </h2>
        <ShopLink to="contact" className="shop-button">
          <FormattedMessage id="content.helpdesk.contact" defaultMessage="Contact customer service" />
        </ShopLink>
      </aside>
    </div>
  );
}
