import { IntlScope, RemoteRoot, type SearchFragmentProps, toTrackedItem, trackSelectItem, useLocation, useNavigate, useStorefront } from '@shop/shared';
import { SkeletonBlock } from '@shop/shared/skeleton';
import { type CSSProperties, type ReactNode, Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { useApiLinkResolver } from '../common/api-link';
import { listHref, readListParams } from '../common/product-list/list-params';
import { pushEvent } from '../common/tracking/data-layer';
import { useDebouncedValue } from '../common/use-debounced-value';
import type { SearchGroupType } from '../graphql/__generated__/graphql';
import { searchMessages } from './messages';
import { LIVE_SEARCH_QUERY, POPULAR_SEARCH_QUERY } from './search-query';
import './search.css';

/** Spec §4/§9: the search input is debounced by 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200;
const SEARCH_LIST = { id: 'search_results', name: 'Search results' };
const POPULAR_LIST = { id: 'search_popular', name: 'Search popular coupons' };
const NO_ERROR_MODAL = { handleErrors: false };

interface Option {
  id: string;
  href: string;
  group: string;
  label: string;
  /** What to track when chosen. */
  track?: () => void;
  render: ReactNode;
}

interface Section {
  id: string;
  title: ReactNode;
  options: Option[];
  layout: 'chips' | 'rows' | 'blocks';
}

/**
 * The header search (exposed as `catalogue/SearchOverlay`, spec §1, §4): the input and its overlay.
 * Opens on focus or key press (the first show is tracked), shows popular terms, coupons and highlighted
 * blocks for an empty input, otherwise live results grouped by type; closes on navigation, a click
 * outside or Escape; arrow keys and Enter choose; Enter on the input opens the list filtered by `s`.
 */
export default function SearchOverlay(props: SearchFragmentProps) {
  return (
    <RemoteRoot remote="catalogue" className="catalogue-search-root">
      <Suspense fallback={null}>
        <IntlScope catalogs={searchMessages}>
          <SearchBox {...props} />
        </IntlScope>
      </Suspense>
    </RemoteRoot>
  );
}

export function SearchBox({ initialQuery, autoFocus }: SearchFragmentProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { config, href, router } = useStorefront();
  const resolve = useApiLinkResolver();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  // On a search result page the field holds its term: each new one (a search from elsewhere, back and
  // forward) shows it; leaving the results keeps what the field holds.
  const searched = searchedTerm(router.match(location.pathname.endsWith('/') ? location.pathname : `${location.pathname}/`)?.key, location.search);
  const [shownTerm, setShownTerm] = useState(searched);
  if (searched !== shownTerm) {
    setShownTerm(searched);
    if (searched) setQuery(searched);
  }
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  // The highlighted option belongs to the term it was chosen for: typing resets it.
  const [highlight, setHighlight] = useState({ term: initialQuery.trim(), index: -1 });
  const shownTracked = useRef(false);
  const analytics = config.featureToggles.searchAnalytics;

  const term = query.trim();
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const [popular] = useQuery({ query: POPULAR_SEARCH_QUERY, pause: !everOpened });
  const [live] = useQuery({
    query: LIVE_SEARCH_QUERY,
    variables: { inputText: debounced },
    pause: debounced === '' || !everOpened,
    context: useMemo(() => NO_ERROR_MODAL, []),
  });
  const loading = term !== '' && (debounced !== term || live.fetching || !live.data);

  const show = useCallback(() => {
    setOpen(true);
    setEverOpened(true);
    if (!shownTracked.current) {
      shownTracked.current = true;
      if (analytics) pushEvent({ event: 'search_overlay_open' });
    }
  }, [analytics]);
  const close = useCallback(() => {
    setOpen(false);
    setHighlight((h) => ({ ...h, index: -1 }));
  }, []);

  // The shell mounts us on the first focus or key press: take over the focus and open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when mounted
  useLayoutEffect(() => {
    if (!autoFocus || !input.current) return;
    input.current.focus();
    const end = input.current.value.length;
    input.current.setSelectionRange(end, end);
    show();
  }, []);

  // Spec §4: closes on URL change.
  const locationKey = `${location.pathname}${location.search}`;
  const lastLocation = useRef(locationKey);
  useEffect(() => {
    if (lastLocation.current === locationKey) return;
    lastLocation.current = locationKey;
    close();
  }, [locationKey, close]);

  // Spec §4: closes on a click (or touch) outside.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent | MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown as unknown as EventListener, { passive: true });
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown as unknown as EventListener);
    };
  }, [open, close]);

  const listPathFor = (text: string) => listHref(href, 'productList', {}, { page: 1, search: text }) ?? '/';

  const sections: Section[] = (() => {
    const result: Section[] = [];
    if (term === '') {
      const data = popular.data?.popularSearchResults;
      if (!data) return result;
      const terms = data.terms.flatMap((t, i) => {
        const target = resolve(t.url);
        return target
          ? [{ id: `${id}-term-${i}`, href: target.href, group: 'terms', label: t.title, render: <span className="catalogue-search-chip">{t.title}</span> }]
          : [];
      });
      if (terms.length) {
        result.push({ id: 'terms', layout: 'chips', title: <FormattedMessage id="catalogue.search.popularTerms" defaultMessage="Popular search terms" />, options: terms });
      }
      const coupons = data.entities.flatMap((product, i) => {
        const target = resolve(product.path);
        return target
          ? [
              {
                id: `${id}-coupon-${i}`,
                href: target.href,
                group: 'coupons',
                label: product.title,
                track: () => trackSelectItem(POPULAR_LIST, toTrackedItem(product, { index: i })),
                render: <ResultRow image={product.image.url.href} color={product.backgroundColor} title={product.title} />,
              },
            ]
          : [];
      });
      if (coupons.length) {
        result.push({ id: 'coupons', layout: 'rows', title: <FormattedMessage id="catalogue.search.popularCoupons" defaultMessage="Popular coupons" />, options: coupons });
      }
      const blocks = data.highlightedBlocks.flatMap((block, i) => {
        const target = resolve(block.link ?? block.referencedPath);
        return target
          ? [
              {
                id: `${id}-block-${i}`,
                href: target.href,
                group: 'blocks',
                label: block.title,
                render: (
                  <span className="catalogue-search-block" style={block.backgroundImage ? ({ backgroundImage: `url("${block.backgroundImage.url.href}")` } as CSSProperties) : undefined}>
                    <span className="catalogue-search-block-text">
                      <strong>{block.title}</strong>
                      <span>{block.description}</span>
                    </span>
                    {block.cardImage && <img src={block.cardImage.url.href} alt="" width={80} height={50} loading="lazy" />}
                  </span>
                ),
              },
            ]
          : [];
      });
      if (blocks.length) {
        result.push({ id: 'blocks', layout: 'blocks', title: <FormattedMessage id="catalogue.search.discover" defaultMessage="Discover" />, options: blocks });
      }
      return result;
    }
    if (loading || !live.data) return result;
    for (const group of live.data.search_v1.body) {
      const options = group.items.flatMap((item, i) => {
        const target = resolve(item.path);
        if (!target) return [];
        const title = item.__typename === 'Occasion' ? item.heroTitle : item.title;
        return [
          {
            id: `${id}-${group.groupType}-${i}`,
            href: target.href,
            group: group.groupType,
            label: title,
            track: item.__typename === 'Product' ? () => trackSelectItem(SEARCH_LIST, toTrackedItem(item, { index: i })) : undefined,
            render: <ResultRow image={item.image.url.href} color={item.backgroundColor} title={title} sub={item.__typename === 'Occasion' ? item.title : undefined} />,
          },
        ];
      });
      if (options.length) result.push({ id: group.groupType, layout: 'rows', title: <GroupTitle type={group.groupType} />, options });
    }
    if (result.length) {
      result.push({
        id: 'all',
        layout: 'rows',
        title: null,
        options: [
          {
            id: `${id}-all`,
            href: listPathFor(term),
            group: 'all',
            label: term,
            render: (
              <span className="catalogue-search-all">
                <FormattedMessage id="catalogue.search.showAll" defaultMessage="Show all gift cards for “{term}”" values={{ term }} />
              </span>
            ),
          },
        ],
      });
    }
    return result;
  })();

  const options = sections.flatMap((s) => s.options);
  const resultCount = live.data && !loading ? live.data.search_v1.body.reduce((n, g) => n + g.items.length, 0) : null;
  const active = highlight.term === term ? highlight.index : -1;
  const activeOption = active >= 0 ? options[active] : undefined;
  const setActive = (update: (current: number) => number) => setHighlight({ term, index: update(active) });
  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  const go = (option: Option) => {
    option.track?.();
    if (option.group !== 'all') setQuery('');
    if (option.group === 'all' && analytics) pushEvent({ event: 'search', search_term: term });
    close();
    input.current?.blur();
    navigate(option.href);
  };

  const submit = () => {
    if (activeOption) {
      go(activeOption);
      return;
    }
    if (term && analytics) pushEvent({ event: 'search', search_term: term });
    close();
    navigate(listPathFor(term));
  };

  const listboxId = `${id}-listbox`;
  const expanded = open && (sections.length > 0 || loading || resultCount === 0);

  return (
    <search className={`catalogue-search${open ? ' is-open' : ''}`} ref={root}>
      <form
        className="catalogue-search-form"
        action={href('productList') ?? undefined}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${id}-input`} className="catalogue-visually-hidden">
          {intl.formatMessage({ id: 'catalogue.search.label', defaultMessage: 'Search gift cards' })}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          className="catalogue-search-input"
          name="s"
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption?.id}
          value={query}
          placeholder={intl.formatMessage({ id: 'catalogue.search.placeholder', defaultMessage: 'What are you looking for?' })}
          onFocus={show}
          onChange={(event) => {
            setQuery(event.target.value);
            show();
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              if (!open) {
                show();
                return;
              }
              if (options.length === 0) return;
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((current) => (current < 0 ? (step === 1 ? 0 : options.length - 1) : (current + step + options.length) % options.length));
            } else if (event.key === 'Escape') {
              if (open) {
                event.preventDefault();
                close();
              }
            } else if (event.key === 'Tab') {
              close();
            } else if (event.key !== 'Enter') {
              show();
            }
          }}
        />
        {query !== '' && (
          <button
            type="button"
            className="catalogue-search-clear"
            aria-label={intl.formatMessage({ id: 'catalogue.search.clear', defaultMessage: 'Clear search' })}
            onClick={() => {
              setQuery('');
              input.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <button type="submit" className="catalogue-search-submit" aria-label={intl.formatMessage({ id: 'catalogue.search.submit', defaultMessage: 'Search' })}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
          </svg>
        </button>
      </form>
      <div className="catalogue-search-overlay" hidden={!expanded} data-testid="search-overlay">
        <p className="catalogue-search-count" aria-live="polite" hidden={term === '' || resultCount === null}>
          {term !== '' && resultCount === 0 && (
            <FormattedMessage id="catalogue.search.noResults" defaultMessage="Oh no! No results found. Check the spelling or try a different search term." />
          )}
          {term !== '' && resultCount !== null && resultCount > 0 && (
            <FormattedMessage id="catalogue.search.count" defaultMessage="{count, plural, one {# result} other {# results}}" values={{ count: resultCount }} />
          )}
        </p>
        <div
          id={listboxId}
          role="listbox"
          aria-label={intl.formatMessage({ id: 'catalogue.search.suggestions', defaultMessage: 'Suggestions' })}
          aria-busy={term !== '' && loading}
        >
          {term !== '' && loading && (
            // Result rows on their way (thumbnail and title), where the results will be: no spinner.
            <div className="catalogue-search-section is-rows catalogue-search-loading" role="presentation" data-testid="search-skeleton">
              {[0, 1, 2].map((i) => (
                <span key={i} className="catalogue-search-row" aria-hidden="true">
                  <SkeletonBlock width="64px" aspectRatio="16 / 10" radius="6px" />
                  <SkeletonBlock width={i === 1 ? '45%' : '60%'} height="16px" />
                </span>
              ))}
              <span className="catalogue-visually-hidden">{intl.formatMessage({ id: 'catalogue.search.loading', defaultMessage: 'Searching…' })}</span>
            </div>
          )}
          {sections.map((section) => (
            // biome-ignore lint/a11y/useSemanticElements: an ARIA listbox group, not a group of form controls
            <div key={section.id} role="group" aria-labelledby={section.title ? `${id}-${section.id}-title` : undefined} className={`catalogue-search-section is-${section.layout} is-${section.id}`}>
              {section.title && (
                <p id={`${id}-${section.id}-title`} className="catalogue-search-section-title" role="presentation">
                  {section.title}
                </p>
              )}
              <div className="catalogue-search-options">
                {section.options.map((option) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keyboard (ARIA combobox)
                  <div
                    key={option.id}
                    id={option.id}
                    role="option"
                    tabIndex={-1}
                    aria-selected={option.id === activeOption?.id}
                    className={`catalogue-search-option${option.id === activeOption?.id ? ' is-active' : ''}`}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActive(() => options.indexOf(option))}
                    onClick={() => go(option)}
                  >
                    {option.render}
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
    </search>
  );
}

/** The term of a search result page (the product list with `s`, as the list reads it); '' elsewhere. */
function searchedTerm(routeKey: string | undefined, search: string): string {
  return routeKey === 'productList' ? readListParams(undefined, search).search : '';
}

function GroupTitle({ type }: { type: SearchGroupType }) {
  return type === 'GIFT_CARDS' ? (
    <FormattedMessage id="catalogue.search.groupCards" defaultMessage="Gift cards" />
  ) : (
    <FormattedMessage id="catalogue.search.groupOccasions" defaultMessage="Occasions" />
  );
}

function ResultRow({ image, color, title, sub }: { image: string; color: string; title: string; sub?: string }) {
  return (
    <span className="catalogue-search-row">
      <span className="catalogue-search-thumb" style={{ '--catalogue-card-color': color } as CSSProperties}>
        <img src={image} alt="" width={64} height={40} loading="lazy" />
      </span>
      <span className="catalogue-search-row-text">
        <span className="catalogue-search-row-title">{title}</span>
        {sub && <span className="catalogue-search-row-sub">{sub}</span>}
      </span>
    </span>
  );
}
