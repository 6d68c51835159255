import { useFieldChangeBeforeHydration } from '@shop/shared';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { useDebouncedValue } from '../common/use-debounced-value';
import { ADDRESS_SUGGESTIONS_QUERY, type LocationSuggestionData } from './locations-query';

/** Same rhythm as the header search (spec §9: 200 ms). */
export const ADDRESS_DEBOUNCE_MS = 200;
const NO_ERROR_MODAL = { handleErrors: false };

/**
 * The address search of the locations page: places with shops as suggestions while typing
 * (getLocationAddressSuggestions), an ARIA combobox navigable with the arrow keys and Enter.
 */
export function AddressSearch({ product, onPlace }: { product: string; onPlace(place: LocationSuggestionData): void }) {
  const intl = useIntl();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // A place typed into the server-rendered field before the page was interactive is searched (issue 36).
  const input = useRef<HTMLInputElement>(null);
  useFieldChangeBeforeHydration(input, (typed) => {
    if (typeof typed !== 'string') return;
    setText(typed);
    if (document.activeElement === input.current) setOpen(true);
  });
  const [highlight, setHighlight] = useState({ term: '', index: -1 });
  const term = useDebouncedValue(text.trim(), ADDRESS_DEBOUNCE_MS);
  const [result] = useQuery({
    query: ADDRESS_SUGGESTIONS_QUERY,
    variables: { inputText: term, product },
    pause: term.length < 2,
    context: useMemo(() => NO_ERROR_MODAL, []),
  });
  const suggestions = term.length >= 2 ? (result.data?.getLocationAddressSuggestions ?? []) : [];
  const expanded = open && term.length >= 2 && (suggestions.length > 0 || !result.fetching);

  const active = highlight.term === term ? highlight.index : -1;
  const setActive = (update: (current: number) => number) => setHighlight({ term, index: update(active) });
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const choose = (place: LocationSuggestionData | undefined) => {
    if (!place) return;
    setText(place.label);
    setOpen(false);
    onPlace(place);
  };

  return (
    <div className="shop-field catalogue-address-search" ref={root}>
      <label htmlFor={`${id}-input`}>
        {intl.formatMessage({ id: 'catalogue.locations.searchLabel', defaultMessage: 'Search by place or postcode' })}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        value={text}
        placeholder={intl.formatMessage({ id: 'catalogue.locations.searchPlaceholder', defaultMessage: 'e.g. Berlin or 10115' })}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && suggestions.length) {
            event.preventDefault();
            setOpen(true);
            setActive((a) => (a + 1) % suggestions.length);
          } else if (event.key === 'ArrowUp' && suggestions.length) {
            event.preventDefault();
            setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
          } else if (event.key === 'Enter') {
            event.preventDefault();
            choose(suggestions[Math.max(active, 0)]);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      <div id={`${id}-list`} role="listbox" className="catalogue-suggestions" hidden={!expanded} aria-label={intl.formatMessage({ id: 'catalogue.locations.suggestions', defaultMessage: 'Places' })}>
        {suggestions.length === 0 && !result.fetching ? (
          <div className="catalogue-suggestion is-empty" role="presentation">
            {intl.formatMessage({ id: 'catalogue.locations.noPlaces', defaultMessage: 'No place with shops found' })}
          </div>
        ) : (
          suggestions.map((place, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard (combobox pattern)
            <div
              key={`${place.label}-${place.latitude}`}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={`catalogue-suggestion${index === active ? ' is-active' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
            >
              <span>{place.label}</span>
              <span className="catalogue-suggestion-count">
                {intl.formatMessage(
                  { id: 'catalogue.locations.count', defaultMessage: '{count, plural, one {# location} other {# locations}}' },
                  { count: place.locationCount },
                )}
              </span>
            </div>
          ))
        )}
      </div>
    </div>
  );
}
