import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { entryFromGraphQLError, eventBus, type RemotePageProps, ShopLink, useLocation, useNavigate, useStorefront } from '@shop/shared';
import { SkeletonBlock, SkeletonRows } from '@shop/shared/skeleton';
import { CatalogueRoot } from '../CatalogueRoot';
import { useCatalogueMeta } from '../common/page-meta';
import { CardArt } from '../common/ProductCard';
import { AddressSearch } from './AddressSearch';
import { LocationMap } from './LocationMap';
import { boundsAround, readBounds, writeBounds } from './map-bounds';
import { LOCATIONS_QUERY, LOCATIONS_QUERY_CONTEXT, type LocationData, locationsPageVariables } from './locations-query';
import { locationMessages } from './messages';
import './locations.css';

/** The API's INVALID_FILTER (1101): a filter names something that does not exist (here: the product). */
const INVALID_FILTER = 1101;

/** How many locations the list shows before "show more". */
export const LIST_STEP = 20;

/** Spec §2 locations `/geschenkkarten/{product}/standorte/`: map, address search and list. */
export default function LocationsPage({ params }: RemotePageProps) {
  return (
    <CatalogueRoot messages={locationMessages}>
      <Locations product={params.product ?? ''} />
    </CatalogueRoot>
  );
}

function Locations({ product }: { product: string }) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const { href } = useStorefront();
  const bounds = useMemo(() => readBounds(location.search), [location.search]);
  const [selected, setSelected] = useState<string | null>(null);
  const [shown, setShown] = useState(LIST_STEP);
  const list = useRef<HTMLOListElement>(null);
  const variables = useMemo(() => locationsPageVariables(product, location.search), [product, location.search]);
  // The page reads its own errors (LOCATIONS_QUERY_CONTEXT): an unknown product is "does not exist" here.
  const [result] = useQuery({ query: LOCATIONS_QUERY, variables, context: LOCATIONS_QUERY_CONTEXT });
  const productMissing = Boolean(
    result.error?.graphQLErrors.some((e) => e.extensions?.code === INVALID_FILTER && e.extensions?.referencedRequestParameter === 'filters.product'),
  );
  useEffect(() => {
    if (!result.error || productMissing) return;
    eventBus.emit('shell:error-requested', {
      error: entryFromGraphQLError(result.error.graphQLErrors[0] ?? { message: '', extensions: { code: -1 } }),
    });
  }, [result.error, productMissing]);
  const [items, setItems] = useState<LocationData[]>([]);
  // Keep the last markers while the next rectangle loads: the map does not flicker empty.
  useEffect(() => {
    if (result.data) setItems(result.data.locations.items);
  }, [result.data]);
  // A new rectangle starts the list from the top again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the rectangle changes
  useEffect(() => setShown(LIST_STEP), [bounds]);

  const productData = result.data?.product ?? null;
  const basePath = href('locations', { product }) ?? location.pathname;
  const title = productData
    ? intl.formatMessage({ id: 'catalogue.locations.title', defaultMessage: 'Where to use the {title}' }, { title: productData.title })
    : intl.formatMessage({ id: 'catalogue.locations.titleGeneric', defaultMessage: 'Locations' });
  useCatalogueMeta(
    {
      title,
      description: productData
        ? intl.formatMessage(
            { id: 'catalogue.locations.description', defaultMessage: 'All {count, plural, one {# location} other {# locations}} where you can pay with the {title}, on a map and in a list.' },
            { count: result.data?.locations.total ?? 0, title: productData.title },
          )
        : undefined,
      canonicalPath: basePath,
      noindex: productMissing || (result.data !== undefined && !productData),
    },
    'locations',
  );

  const setBounds = (next: Parameters<typeof writeBounds>[1]) => {
    navigate({ pathname: location.pathname, search: writeBounds(location.search, next) }, { replace: true, preventScrollReset: true });
  };

  const select = (id: string) => {
    setSelected(id);
    const index = items.findIndex((l) => l.id === id);
    if (index >= shown) setShown(index + 1);
    requestAnimationFrame(() => list.current?.querySelector(`[data-location-id="${id}"]`)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
  };

  if (productMissing || (result.data && !productData)) {
    return (
      <div className="catalogue-empty">
        <h1>
          <FormattedMessage id="catalogue.product.notFound" defaultMessage="This gift card does not exist" />
        </h1>
        <ShopLink to="productList" className="shop-button">
          <FormattedMessage id="catalogue.home.viewAllShort" defaultMessage="View all gift cards" />
        </ShopLink>
      </div>
    );
  }

  const total = result.data?.locations.total;
  return (
    <div className="catalogue-locations">
      <header className="catalogue-locations-header">
        {productData && <CardArt product={productData} size="thumb" priority />}
        <div>
          <h1>{title}</h1>
          {productData && (
            <ShopLink to="productDetail" params={{ product: productData.slug }} className="catalogue-link">
              <FormattedMessage id="catalogue.locations.toProduct" defaultMessage="Order the {title}" values={{ title: productData.title }} />
            </ShopLink>
          )}
        </div>
      </header>
      <div className="catalogue-locations-tools">
        <AddressSearch product={product} onPlace={(place) => setBounds(boundsAround(place.latitude, place.longitude))} />
        {bounds && (
          <button type="button" className="shop-button is-secondary" onClick={() => setBounds(null)}>
            <FormattedMessage id="catalogue.locations.showAll" defaultMessage="Show all locations" />
          </button>
        )}
      </div>
      <div className="catalogue-locations-body">
        <LocationMap locations={items} bounds={bounds} onMove={setBounds} selectedId={selected} onSelect={select} />
        <section className="catalogue-locations-list" aria-labelledby="catalogue-locations-count" aria-busy={result.fetching}>
          <h2 id="catalogue-locations-count" aria-live="polite">
            {total === undefined ? (
              // The count on its way: the heading (a polite live region) says so, its bar holds the place.
              <>
                <span className="catalogue-visually-hidden">{intl.formatMessage({ id: 'catalogue.loading', defaultMessage: 'Loading…' })}</span>
                <SkeletonBlock width="45%" height="22px" />
              </>
            ) : (
              bounds ? (
                <FormattedMessage
                  id="catalogue.locations.countInArea"
                  defaultMessage="{count, plural, =0 {No locations in this area} one {# location in this area} other {# locations in this area}}"
                  values={{ count: total }}
                />
              ) : (
                <FormattedMessage
                  id="catalogue.locations.countAll"
                  defaultMessage="{count, plural, =0 {No locations} one {# location} other {# locations}}"
                  values={{ count: total }}
                />
              )
            )}
          </h2>
          {total === undefined && items.length === 0 && <SkeletonRows count={5} lines={3} className="catalogue-locations-skeleton" />}
          <ol ref={list}>
            {items.slice(0, shown).map((item) => (
              <li key={item.id} data-location-id={item.id} className={item.id === selected ? 'is-selected' : undefined}>
                <ShopLink to="location" params={{ product, location: item.slug }} className="catalogue-location-name">
                  {item.name}
                </ShopLink>
                <address>
                  {item.street} {item.houseNumber}, {item.postcode} {item.city}
                </address>
                <button type="button" className="shop-button is-link" onClick={() => setSelected(item.id)} aria-pressed={item.id === selected}>
                  <FormattedMessage id="catalogue.locations.showOnMap" defaultMessage="Show on the map" />
                </button>
              </li>
            ))}
          </ol>
          {items.length > shown && (
            <button type="button" className="shop-button is-secondary" onClick={() => setShown((n) => n + LIST_STEP)}>
              <FormattedMessage id="catalogue.locations.more" defaultMessage="Show more locations" />
            </button>
          )}
        </section>
      </div>
    </div>
  );
}
