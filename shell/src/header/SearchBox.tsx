import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useStorefront } from '@shop/shared';

/**
 * The header search box (spec §1: placeholder "What are you looking for?"). The catalogue team's search
 * overlay mounts into `data-search-overlay-slot`; without it, submitting goes to the product list with `s`.
 */
export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { href } = useStorefront();
  const inputId = useId();
  const listPath = href('productList');
  if (!listPath) return null;
  return (
    <search className="shell-search">
      <form
        action={listPath}
        onSubmit={(event) => {
          event.preventDefault();
          const term = new FormData(event.currentTarget).get('s')?.toString().trim();
          navigate(term ? `${listPath}?s=${encodeURIComponent(term)}` : listPath);
        }}
      >
        <label htmlFor={inputId} className="shell-visually-hidden">
          {intl.formatMessage({ id: 'shell.search.label', defaultMessage: 'Search gift cards' })}
        </label>
        <input
          id={inputId}
          name="s"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={intl.formatMessage({ id: 'shell.search.placeholder', defaultMessage: 'What are you looking for?' })}
        />
        <button type="submit" aria-label={intl.formatMessage({ id: 'shell.search.submit', defaultMessage: 'Search' })}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
          </svg>
        </button>
      </form>
      <div data-search-overlay-slot="" />
    </search>
  );
}
