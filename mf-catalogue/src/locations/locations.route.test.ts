import type { Client } from '@urql/core';
import { answer, answeringClient, answerWithErrors, offlineClient } from '@shop/shared/testing';
import { image } from '../testing/fixtures';
import { LOCATIONS_QUERY, LOCATIONS_QUERY_CONTEXT, locationsPageVariables } from './locations-query';
import route from './locations.route';

const PRODUCT = 'apple-geschenkkarte';
const RECTANGLE = '?latmin=52.4&latmax=52.6&lonmin=13.2&lonmax=13.6';

/** The loader as the shell runs it for the product's locations page, with `client` and `search`. */
const load = (client: Client, search = '') =>
  route.loader?.({ client, params: { product: PRODUCT }, pathname: `/geschenkkarten/${PRODUCT}/standorte/`, search, language: 'de' });

/** A client whose every request fails on the way (no answer from the API at all). */

const apple = {
  id: 'cbde-apple', title: 'Apple Geschenkkarte', slug: PRODUCT, path: `/geschenkkarten/${PRODUCT}/`, backgroundColor: '#000', showShadow: true, hasLocations: true,
  image: image('apple'), brand: { id: 'apple', name: 'Apple' },
};
const berlin = {
  id: 'loc-1', slug: 'berlin-1', name: 'Apple Berlin', street: 'Hauptstraße', houseNumber: '1', postcode: '10115', city: 'Berlin',
  administrativeArea: 'Berlin', countryCode: 'DE', latitude: 52.52, longitude: 13.4,
};

describe('locations loader (issue 34)', () => {
  it('looks the product up with the page’s own query, context included: 200 when it exists', async () => {
    const client = answeringClient(answer(LOCATIONS_QUERY, { product: apple, locations: { total: 1, pageCount: 1, items: [berlin] } }));
    const query = jest.spyOn(client, 'query');
    expect(await load(client)).toEqual({ status: 200 });
    // What LocationsPage asks with (it reads its own errors): the page reads this answer instead of asking again.
    expect(query).toHaveBeenCalledTimes(1);
    expect(query).toHaveBeenCalledWith(LOCATIONS_QUERY, locationsPageVariables(PRODUCT, ''), LOCATIONS_QUERY_CONTEXT);
    expect(query.mock.calls[0]?.[1]).toEqual({ product: PRODUCT, paging: { itemsPerPage: 100, pageNumber: 1 } });
    expect(query.mock.calls[0]?.[2]).toEqual({ handleErrors: false });
  });

  it('asks for the map rectangle of the query string, as the page does', async () => {
    const client = answeringClient(answer(LOCATIONS_QUERY, { product: apple, locations: { total: 1, pageCount: 1, items: [berlin] } }));
    const query = jest.spyOn(client, 'query');
    expect(await load(client, RECTANGLE)).toEqual({ status: 200 });
    expect(query).toHaveBeenCalledWith(LOCATIONS_QUERY, locationsPageVariables(PRODUCT, RECTANGLE), LOCATIONS_QUERY_CONTEXT);
    expect(query.mock.calls[0]?.[1]).toEqual({ product: PRODUCT, latmin: 52.4, latmax: 52.6, lonmin: 13.2, lonmax: 13.6, paging: { itemsPerPage: 100, pageNumber: 1 } });
  });

  it('is 404 when the query answers no product', async () => {
    expect(await load(answeringClient(answer(LOCATIONS_QUERY, null)))).toEqual({ status: 404 });
  });

  it('is 404 when the API refuses the product as an unknown or malformed filter (GraphQL errors, no data)', async () => {
    const client = answeringClient(
      answerWithErrors(LOCATIONS_QUERY, [{ message: 'Storefront CBDE has no product "apple-geschenkkarte"', extensions: { code: 1101, referencedRequestParameter: 'filters.product' } }]),
    );
    expect(await load(client)).toEqual({ status: 404 });
  });

  it('is 200 on a network error: no answer says nothing about the product, the page shows its error state', async () => {
    expect(await load(offlineClient())).toEqual({ status: 200 });
  });
});
