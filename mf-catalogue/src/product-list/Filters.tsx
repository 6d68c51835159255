import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { Modal } from '@shop/shared';
import { graphql } from '../graphql/__generated__';
import { FILTER_COLLECTIONS, toTaxonomyFilter, type FilterCollection, type ListFilters } from '../common/product-list/list-params';
import type { TaxonomyTermData } from './product-list-query';

export type FilterVocabularies = Record<FilterCollection, TaxonomyTermData[]>;

const COLLECTION_LABELS = {
  cb_api_giftcard_categories: { id: 'catalogue.filters.categories', defaultMessage: 'Categories' },
  cb_api_giftcard_types: { id: 'catalogue.filters.types', defaultMessage: 'Card type' },
} as const;

export function toggleTerm(filters: ListFilters, collection: FilterCollection, term: string): ListFilters {
  const current = new Set(filters[collection] ?? []);
  if (current.has(term)) current.delete(term);
  else current.add(term);
  const next: ListFilters = { ...filters };
  if (current.size) next[collection] = [...current].sort();
  else delete next[collection];
  return next;
}

/** The checkbox groups of both vocabularies (spec §2 cb_api_giftcard_categories / _types). */
export function FilterGroups({
  vocabularies,
  filters,
  onToggle,
}: {
  vocabularies: FilterVocabularies;
  filters: ListFilters;
  onToggle(collection: FilterCollection, term: string): void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="catalogue-filter-groups">
      {FILTER_COLLECTIONS.map((collection) =>
        vocabularies[collection].length === 0 ? null : (
          <fieldset key={collection} className="shop-fieldset catalogue-filter-group">
            <legend>{intl.formatMessage(COLLECTION_LABELS[collection])}</legend>
            <ul>
              {vocabularies[collection].map((term) => {
                const inputId = `${id}-${collection}-${term.term}`;
                return (
                  <li key={term.id} className="shop-field is-check catalogue-filter-option">
                    <input
                      type="checkbox"
                      id={inputId}
                      name={collection}
                      value={term.term}
                      checked={filters[collection]?.includes(term.term) ?? false}
                      onChange={() => onToggle(collection, term.term)}
                    />
                    <label htmlFor={inputId}>{term.label}</label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ),
      )}
    </div>
  );
}

export const FILTER_COUNT_QUERY = graphql(/* GraphQL */ `
  query CatalogueFilterCount($filters: ProductFilters) {
    products(filters: $filters, paging: { itemsPerPage: 1, pageNumber: 1 }) { total }
  }
`).toString();

/**
 * The filter modal of small screens (spec §2 "filter" modal): the choices are a draft until
 * "Show N gift cards" applies them; the count follows the draft.
 */
export function FilterModal({
  open,
  onClose,
  vocabularies,
  filters,
  onApply,
}: {
  open: boolean;
  onClose(): void;
  vocabularies: FilterVocabularies;
  filters: ListFilters;
  onApply(filters: ListFilters): void;
}) {
  const intl = useIntl();
  // The parent remounts the modal (a new key) each time it opens, so the draft starts from the filters.
  const [draft, setDraft] = useState<ListFilters>(filters);
  const variables = useMemo(() => {
    const taxonomy = toTaxonomyFilter(draft);
    return { filters: taxonomy.length ? { filterByTaxonomy: taxonomy } : null };
  }, [draft]);
  const [count] = useQuery({ query: FILTER_COUNT_QUERY, variables, pause: !open });
  const total = count.data?.products.total;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'catalogue.filters.title', defaultMessage: 'Filter' })}
      closeLabel={intl.formatMessage({ id: 'shop.modal.close', defaultMessage: 'Close' })}
      className="catalogue-filter-modal"
      testId="catalogue-filter-modal"
    >
      <FilterGroups vocabularies={vocabularies} filters={draft} onToggle={(collection, term) => setDraft((d) => toggleTerm(d, collection, term))} />
      <div className="catalogue-modal-actions">
        <button type="button" className="shop-button is-secondary" onClick={() => setDraft({})}>
          <FormattedMessage id="catalogue.filters.reset" defaultMessage="Reset filters" />
        </button>
        <button type="button" className="shop-button" onClick={() => onApply(draft)} disabled={count.fetching && total === undefined}>
          {total === undefined ? (
            <FormattedMessage id="catalogue.filters.apply" defaultMessage="Show gift cards" />
          ) : (
            <FormattedMessage
              id="catalogue.filters.applyCount"
              defaultMessage="{count, plural, =0 {No gift cards} one {Show # gift card} other {Show # gift cards}}"
              values={{ count: total }}
            />
          )}
        </button>
      </div>
    </Modal>
  );
}

/** The chosen filters as removable chips. */
export function ActiveFilters({
  vocabularies,
  filters,
  onRemove,
  onClear,
}: {
  vocabularies: FilterVocabularies;
  filters: ListFilters;
  onRemove(collection: FilterCollection, term: string): void;
  onClear(): void;
}) {
  const intl = useIntl();
  const chips = FILTER_COLLECTIONS.flatMap((collection) =>
    (filters[collection] ?? []).map((term) => ({
      collection,
      term,
      label: vocabularies[collection].find((t) => t.term === term)?.label ?? term,
    })),
  );
  if (chips.length === 0) return null;
  return (
    <ul className="catalogue-chips" aria-label={intl.formatMessage({ id: 'catalogue.filters.active', defaultMessage: 'Active filters' })}>
      {chips.map((chip) => (
        <li key={`${chip.collection}:${chip.term}`}>
          <button
            type="button"
            className="catalogue-chip"
            onClick={() => onRemove(chip.collection, chip.term)}
            aria-label={intl.formatMessage({ id: 'catalogue.filters.remove', defaultMessage: 'Remove filter {label}' }, { label: chip.label })}
          >
            {chip.label} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="shop-button is-link" onClick={onClear}>
          <FormattedMessage id="catalogue.filters.clear" defaultMessage="Clear all" />
        </button>
      </li>
    </ul>
  );
}
