import { useFieldChangeBeforeHydration } from '@shop/shared';
import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIST_SORTS, type ListSort } from './list-params';

/**
 * The order of a product list (issue 35): the list's own (popularity), price up or down, name. The
 * choice is the page's URL (`?sort=price-asc`), so it survives a reload and a shared link; `onChange`
 * navigates there.
 */
export function SortSelect({ value, onChange }: { value: ListSort; onChange(sort: ListSort): void }) {
  const intl = useIntl();
  const id = useId();
  // An order chosen in the server-rendered page before it was interactive is followed (issue 36).
  const select = useRef<HTMLSelectElement>(null);
  useFieldChangeBeforeHydration(select, (chosen) => {
    if (typeof chosen === 'string' && (LIST_SORTS as readonly string[]).includes(chosen)) onChange(chosen as ListSort);
  });
  const labels: Record<ListSort, string> = {
    relevance: intl.formatMessage({ id: 'catalogue.sort.relevance', defaultMessage: 'Popularity' }),
    'price-asc': intl.formatMessage({ id: 'catalogue.sort.priceAsc', defaultMessage: 'Price: low to high' }),
    'price-desc': intl.formatMessage({ id: 'catalogue.sort.priceDesc', defaultMessage: 'Price: high to low' }),
    'name-asc': intl.formatMessage({ id: 'catalogue.sort.nameAsc', defaultMessage: 'Name: A to Z' }),
  };
  return (
    <div className="shop-field is-inline catalogue-sort">
      <label htmlFor={id}>
        <FormattedMessage id="catalogue.sort.label" defaultMessage="Sort by" />
      </label>
      <select ref={select} id={id} value={value} onChange={(event) => onChange(event.target.value as ListSort)}>
        {LIST_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
