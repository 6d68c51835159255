import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link, useStorefront } from '@shop/shared';

/** Page numbers to show: first, last, and a window around the current page; null is a gap. */
export function pageWindow(page: number, pageCount: number, around = 1): (number | null)[] {
  if (pageCount <= 1) return [1];
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) result.push(null);
    result.push(p);
  });
  return result;
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page number (real paths, so search engines follow them). */
  hrefFor(page: number): string;
}

/** Paging with plain links: previous, numbers (with gaps), next; the current page is marked. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className="catalogue-pagination" aria-label={intl.formatMessage({ id: 'catalogue.paging.label', defaultMessage: 'Pages' })}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" className="catalogue-page-step">
              <span aria-hidden="true">‹ </span>
              {intl.formatMessage({ id: 'catalogue.paging.previous', defaultMessage: 'Previous' })}
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} className="catalogue-page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                className={`catalogue-page-number${p === page ? ' is-current' : ''}`}
                aria-current={p === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'catalogue.paging.page', defaultMessage: 'Page {page}' }, { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={hrefFor(page + 1)} rel="next" className="catalogue-page-step">
              {intl.formatMessage({ id: 'catalogue.paging.next', defaultMessage: 'Next' })}
              <span aria-hidden="true"> ›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

const noSubscription = () => () => undefined;

/**
 * rel=prev/next in the head (React hoists <link> elements there), absolute like the canonical.
 * Added once the page runs in the browser, not in the server's HTML: React 19 does not adopt a
 * server-rendered head link of a page that hydrates after the shell (it would add a second one).
 */
export function PagingHeadLinks({ page, pageCount, hrefFor }: PaginationProps) {
  const { origin } = useStorefront();
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!inBrowser) return null;
  return (
    <>
      {page > 1 && <link rel="prev" href={origin + hrefFor(page - 1)} />}
      {page < pageCount && <link rel="next" href={origin + hrefFor(page + 1)} />}
    </>
  );
}
