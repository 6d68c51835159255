import type { Client } from '@urql/core';
import { answer, answeringClient, answerWithErrors, offlineClient } from '@shop/shared/testing';
import { image } from '../testing/fixtures';
import { LOCATION_QUERY, locationPageVariables } from './locations-query';
import route from './location.route';

const PRODUCT = 'apple-geschenkkarte';
const SLUG = 'berlin-1';

/** The loader as the shell runs it for one location page, with `client`. */
const load = (client: Client, location = SLUG) =>
  route.loader?.({ client, params: { product: PRODUCT, location }, pathname: `/geschenkkarten/${PRODUCT}/standorte/${location}/`, search: '', language: 'de' });

/** A client whose every request fails on the way (no answer from the API at all). */

const apple = {
  id: 'cbde-apple', title: 'Apple Geschenkkarte', slug: PRODUCT, path: `/geschenkkarten/${PRODUCT}/`, backgroundColor: '#000', showShadow: true, hasLocations: true,
  image: image('apple'), brand: { id: 'apple', name: 'Apple' },
};
const berlin = {
  id: 'loc-1', slug: SLUG, name: 'Apple Berlin', street: 'Hauptstraße', houseNumber: '1', postcode: '10115', city: 'Berlin',
  administrativeArea: 'Berlin', countryCode: 'DE', latitude: 52.52, longitude: 13.4,
};

describe('location loader (issue 34)', () => {
  it('looks the location up with the page’s own query: 200 when it is one of the product’s shops', async () => {
    const client = answeringClient(answer(LOCATION_QUERY, { product: apple, location: berlin }));
    const query = jest.spyOn(client, 'query');
    expect(await load(client)).toEqual({ status: 200 });
    // What LocationPage asks with: the page reads this answer instead of asking again.
    expect(query).toHaveBeenCalledTimes(1);
    expect(query).toHaveBeenCalledWith(LOCATION_QUERY, locationPageVariables(PRODUCT, SLUG));
    expect(query.mock.calls[0]?.[1]).toEqual({ product: PRODUCT, slug: SLUG });
  });

  it('is 404 when the product exists but the location is not one of its brand’s shops', async () => {
    expect(await load(answeringClient(answer(LOCATION_QUERY, { product: apple, location: null })))).toEqual({ status: 404 });
  });

  it('is 404 when the product does not exist (no location either)', async () => {
    expect(await load(answeringClient(answer(LOCATION_QUERY, { product: null, location: null })))).toEqual({ status: 404 });
  });

  it('is 404 when the API refuses the slug as malformed (GraphQL errors, no data)', async () => {
    const client = answeringClient(answerWithErrors(LOCATION_QUERY, [{ message: '"Berlin 1" is not a location slug', extensions: { code: 1101, referencedRequestParameter: 'slug' } }]));
    expect(await load(client, 'Berlin 1')).toEqual({ status: 404 });
  });

  it('is 200 on a network error: no answer says nothing about the location, the page shows its error state', async () => {
    expect(await load(offlineClient())).toEqual({ status: 200 });
  });
});
