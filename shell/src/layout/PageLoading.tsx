import { useIntl } from 'react-intl';

/**
 * While a page's code loads: a thin progress bar along the top of the screen (the navigation is under
 * way) and the page's shape in placeholders (a title, lines of text), not a spinner in an empty screen
 * (issue 35). The placeholders are the design system's (shop-skeleton).
 */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className="shell-page-loading" role="status" aria-live="polite" data-testid="page-loading">
      <div className="shell-progress" aria-hidden="true" />
      <span className="shop-skeleton is-title" aria-hidden="true" />
      <span className="shop-skeleton is-line" aria-hidden="true" />
      <span className="shop-skeleton is-line" aria-hidden="true" />
      <span className="shop-skeleton is-line shell-skeleton-short" aria-hidden="true" />
      <span className="shell-visually-hidden">{intl.formatMessage({ id: 'shell.loading', defaultMessage: 'Loading…' })}</span>
    </div>
  );
}
