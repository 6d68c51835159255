import { Suspense, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_FRAGMENT_MODULE, type SearchFragmentProps, useChangesBeforeHydration, useStartedBeforeHydration, useStorefront } from '@shop/shared';
import { FragmentBoundary } from '../remotes/FragmentBoundary';
import { forgetFragment, loadFragment } from '../remotes/fragment-loader';

/**
 * The header search box (spec §1: placeholder "What are you looking for?"). The catalogue team's search
 * fragment (input + live results overlay) takes over on the first focus or key press; until then, or
 * when the catalogue is off, unreachable, slow (the loader's timeout) or its fragment crashes, this plain
 * form submits to the product list with `s`. On the search result page (the list with `s`) the field
 * holds what was searched, from the server's HTML on.
 */
export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { href, isRemoteEnabled, router } = useStorefront();
  const location = useLocation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const searched = searchedTerm(router.match(withSlash(location.pathname))?.key, location.search);
  const [query, setQuery] = useState(searched);
  // A new search result page (another term, back and forward) shows its term; elsewhere the field keeps
  // what it holds.
  const [shownTerm, setShownTerm] = useState(searched);
  if (searched !== shownTerm) {
    setShownTerm(searched);
    if (searched) setQuery(searched);
  }
  const [Fragment, setFragment] = useState<ComponentType<SearchFragmentProps> | null>(null);
  const [wanted, setWanted] = useState(false);
  // A fragment that crashed is not offered again on this page: the plain form stays.
  const [crashed, setCrashed] = useState(false);
  const listPath = href('productList');
  // What was typed into the server-rendered field before the page was interactive stays (issue 36), and
  // a field still being typed into brings the live search as a focus would.
  const form = useRef<HTMLFormElement>(null);
  useChangesBeforeHydration(form, (changes) => {
    const typed = changes.get('s');
    if (typeof typed !== 'string') return;
    setQuery(typed);
  });
  // A field focused (tapped) before the page was interactive gave its focus event to no handler, and a
  // shopper who then waits gives no other: the live search comes as the focus would have brought it.
  useStartedBeforeHydration(form, () => {
    if (document.activeElement === input.current) setWanted(true);
  });

  useEffect(() => {
    if (!wanted || crashed || !isRemoteEnabled('catalogue')) return;
    let active = true;
    loadFragment<SearchFragmentProps>(SEARCH_FRAGMENT_MODULE).then((component) => {
      if (active && component) setFragment(() => component);
    });
    return () => {
      active = false;
    };
  }, [wanted, crashed, isRemoteEnabled]);

  if (!listPath) return null;
  const plainForm = (
    <search className="shell-search" data-search-fallback="">
      <form
        ref={form}
        action={listPath}
        onSubmit={(event) => {
          event.preventDefault();
          const term = query.trim();
          navigate(term ? `${listPath}?s=${encodeURIComponent(term)}` : listPath);
        }}
      >
        <label htmlFor={inputId} className="shell-visually-hidden">
          {intl.formatMessage({ id: 'shell.search.label', defaultMessage: 'Search gift cards' })}
        </label>
        <input
          ref={input}
          id={inputId}
          name="s"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onFocus={() => setWanted(true)}
          onKeyDown={() => setWanted(true)}
          placeholder={intl.formatMessage({ id: 'shell.search.placeholder', defaultMessage: 'What are you looking for?' })}
        />
        <button type="submit" aria-label={intl.formatMessage({ id: 'shell.search.submit', defaultMessage: 'Search' })}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
          </svg>
        </button>
      </form>
    </search>
  );
  if (!Fragment) return plainForm;
  return (
    <div className="shell-search">
      <FragmentBoundary
        fragment={SEARCH_FRAGMENT_MODULE}
        fallback={plainForm}
        onCrash={() => {
          forgetFragment(SEARCH_FRAGMENT_MODULE);
          setCrashed(true);
          setFragment(null);
        }}
      >
        <Suspense fallback={plainForm}>
          <Fragment initialQuery={query} autoFocus={document.activeElement === input.current} />
        </Suspense>
      </FragmentBoundary>
    </div>
  );
}

const withSlash = (pathname: string) => (pathname.endsWith('/') ? pathname : `${pathname}/`);

/** The term of a search result page (the product list with `s`, as the list reads it); '' elsewhere. */
function searchedTerm(routeKey: string | undefined, search: string): string {
  return routeKey === 'productList' ? (new URLSearchParams(search).get('s') ?? '').trim().slice(0, 100) : '';
}
