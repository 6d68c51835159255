import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@shop/shared';
import { answer, answerNotYet, answerWithErrors, answeringClient, renderInShop, testStorefront } from '@shop/shared/testing';
import { image, preloadMessages } from '../testing/fixtures';
import { expectCatalogueSkeleton } from '../testing/skeleton';
import { LocationProbe } from '../testing/LocationProbe';
import type { LocationMapProps } from './LocationMap';
import LocationPage from './LocationPage';
import LocationsPage from './LocationsPage';
import { locationMessages } from './messages';
import { ADDRESS_SUGGESTIONS_QUERY, LOCATION_QUERY, LOCATIONS_QUERY } from './locations-query';

// Leaflet needs a real layout engine: the map is replaced by a stub that reports what it was given.
let lastMap: LocationMapProps | null = null;
jest.mock('./LocationMap', () => ({
  LocationMap: (props: LocationMapProps) => {
    lastMap = props;
    return <div data-testid="location-map">{props.locations.length} markers</div>;
  },
}));

const location = (i: number, city: string, lat: number, lon: number) => ({
  id: `loc-${i}`, slug: `${city.toLowerCase()}-${i}`, name: `Apple ${city}`, street: 'Hauptstraße', houseNumber: String(i), postcode: '10115', city,
  administrativeArea: 'Berlin', countryCode: 'DE', latitude: lat, longitude: lon,
});
const ALL = [location(1, 'Berlin', 52.52, 13.4), location(2, 'München', 48.14, 11.58), location(3, 'Hamburg', 53.55, 9.99)];

const locationsAnswer = (v: Record<string, unknown>) => {
  const inside =
    v.latmin === undefined
      ? ALL
      : ALL.filter((l) => l.latitude >= (v.latmin as number) && l.latitude <= (v.latmax as number) && l.longitude >= (v.lonmin as number) && l.longitude <= (v.lonmax as number));
  return {
    product: { id: 'cbde-apple', title: 'Apple Geschenkkarte', slug: 'apple-geschenkkarte', path: '/geschenkkarten/apple-geschenkkarte/', backgroundColor: '#000', showShadow: true, hasLocations: true, image: image('apple'), brand: { id: 'apple', name: 'Apple' } },
    locations: { total: inside.length, pageCount: 1, items: inside },
  };
};

const suggestionsAnswer = ({ inputText }: Record<string, unknown>) => ({
  getLocationAddressSuggestions: String(inputText).toLowerCase().startsWith('mü')
    ? [{ label: 'München, Bayern', countryCode: 'DE', administrativeArea: 'Bayern', locality: 'München', latitude: 48.14, longitude: 11.58, locationCount: 1 }]
    : [],
});

function renderLocations(path = '/geschenkkarten/apple-geschenkkarte/standorte/') {
  const client = answeringClient({
    ...answer(LOCATIONS_QUERY, locationsAnswer),
    ...answer(ADDRESS_SUGGESTIONS_QUERY, suggestionsAnswer),
  });
  const view = renderInShop(
    <>
      <LocationsPage routeKey="locations" params={{ product: 'apple-geschenkkarte' }} />
      <LocationProbe />
    </>,
    { client, path, config: testStorefront('de') },
  );
  return { ...view, client };
}

beforeAll(() => preloadMessages(locationMessages));

describe('LocationsPage (spec §2 locations, map rectangle in the query)', () => {
  it('says the card does not exist when the API knows no such product, without the error modal', async () => {
    const modal = jest.fn();
    const off = eventBus.on('shell:error-requested', modal);
    const client = answeringClient(
      answerWithErrors(LOCATIONS_QUERY, [
        { message: 'Storefront CBDE has no product "no-such-card"', extensions: { code: 1101, referencedRequestParameter: 'filters.product' } },
      ]),
    );
    renderInShop(<LocationsPage routeKey="locations" params={{ product: 'no-such-card' }} />, {
      client, path: '/geschenkkarten/no-such-card/standorte/', config: testStorefront('de'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Diese Geschenkkarte gibt es nicht' })).toBeInTheDocument();
    expect(modal).not.toHaveBeenCalled();
    off();
  });

  it('hands any other error to the general error modal', async () => {
    const modal = jest.fn();
    const off = eventBus.on('shell:error-requested', modal);
    const client = answeringClient(answerWithErrors(LOCATIONS_QUERY, [{ message: 'Too many requests', extensions: { code: 1301, referencedRequestParameter: null } }]));
    renderInShop(<LocationsPage routeKey="locations" params={{ product: 'apple-geschenkkarte' }} />, {
      client, path: '/geschenkkarten/apple-geschenkkarte/standorte/', config: testStorefront('de'),
    });
    await act(async () => {});
    expect(modal).toHaveBeenCalledWith({ error: expect.objectContaining({ code: 1301 }) });
    off();
  });

  it('while the locations are on their way: the list is busy, its heading says so (politely) above placeholder rows', () => {
    renderInShop(<LocationsPage routeKey="locations" params={{ product: 'apple-geschenkkarte' }} />, {
      client: answeringClient({ ...answerNotYet(LOCATIONS_QUERY) }),
      path: '/geschenkkarten/apple-geschenkkarte/standorte/',
      config: testStorefront('de'),
    });
    const count = screen.getByRole('heading', { level: 2 });
    expect(count).toHaveTextContent('Wird geladen …');
    expect(count).toHaveAttribute('aria-live', 'polite');
    const list = count.closest('section') as HTMLElement;
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list.querySelectorAll('.shop-skeleton-row')).toHaveLength(5);
  });

  it('lists the locations of the product with links to each location page', async () => {
    renderLocations();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hier kannst du die Apple Geschenkkarte einlösen' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '3 Standorte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apple Berlin' })).toHaveAttribute('href', '/geschenkkarten/apple-geschenkkarte/standorte/berlin-1/');
    expect(lastMap?.locations).toHaveLength(3);
    expect(lastMap?.bounds).toBeNull();
    expect(screen.getByRole('heading', { name: '3 Standorte' }).closest('section')).toHaveAttribute('aria-busy', 'false');
    expect(document.querySelector('.shop-skeleton')).toBeNull();
  });

  it('reads the rectangle from the query and asks only for the locations inside', async () => {
    const { client } = renderLocations('/geschenkkarten/apple-geschenkkarte/standorte/?latmin=48.00000&latmax=48.30000&lonmin=11.40000&lonmax=11.80000');
    expect(await screen.findByRole('heading', { name: '1 Standort in diesem Gebiet' })).toBeInTheDocument();
    expect(client.calls[0]?.variables).toMatchObject({ product: 'apple-geschenkkarte', latmin: 48, latmax: 48.3, lonmin: 11.4, lonmax: 11.8 });
    expect(lastMap?.bounds).toEqual({ latmin: 48, latmax: 48.3, lonmin: 11.4, lonmax: 11.8 });
  });

  it('keeps a moved map in latmin/latmax/lonmin/lonmax with five decimals', async () => {
    renderLocations();
    await screen.findByRole('heading', { name: '3 Standorte' });
    act(() => lastMap?.onMove?.({ latmin: 52.4, latmax: 52.612345678, lonmin: 13.2, lonmax: 13.6 }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/geschenkkarten/apple-geschenkkarte/standorte/?latmin=52.40000&latmax=52.61235&lonmin=13.20000&lonmax=13.60000',
    );
    expect(await screen.findByRole('heading', { name: '1 Standort in diesem Gebiet' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Alle Standorte anzeigen' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/standorte\/$/);
  });

  it('moves the map to an address chosen from the suggestions (keyboard)', async () => {
    const user = userEvent.setup();
    const { client } = renderLocations();
    const search = await screen.findByRole('combobox', { name: 'Nach Ort oder Postleitzahl suchen' });
    await user.type(search, 'Mü');
    const option = await screen.findByRole('option', { name: /München, Bayern/ });
    expect(option).toHaveTextContent('1 Standort');
    expect(client.calls.find((c) => c.name === 'CatalogueLocationSuggestions')?.variables).toEqual(
      expect.objectContaining({ inputText: 'Mü', product: 'apple-geschenkkarte' }),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(search).toHaveValue('München, Bayern');
    expect(screen.getByTestId('location').textContent).toMatch(/latmin=48\.06000&latmax=48\.22000&lonmin=11\.\d{5}&lonmax=11\.\d{5}$/);
  });

  it('selecting a marker highlights its entry in the list', async () => {
    renderLocations();
    await screen.findByRole('heading', { name: '3 Standorte' });
    act(() => lastMap?.onSelect?.('loc-2'));
    expect(screen.getByRole('link', { name: 'Apple München' }).closest('li')).toHaveClass('is-selected');
    expect(lastMap?.selectedId).toBe('loc-2');
  });
});

describe('LocationPage (spec §2 one location)', () => {
  it('while the location is on its way: breadcrumbs, its card and the map\'s place, busy, with one polite status', () => {
    renderInShop(<LocationPage routeKey="location" params={{ product: 'apple-geschenkkarte', location: 'berlin-1' }} />, {
      client: answeringClient({ ...answerNotYet(LOCATION_QUERY) }),
      path: '/geschenkkarten/apple-geschenkkarte/standorte/berlin-1/',
      config: testStorefront('de'),
    });
    const skeleton = expectCatalogueSkeleton('location-skeleton');
    expect(skeleton.querySelector('.catalogue-location-main .catalogue-location-card')).not.toBeNull();
    expect(screen.queryByTestId('location-map')).toBeNull();
  });
});
