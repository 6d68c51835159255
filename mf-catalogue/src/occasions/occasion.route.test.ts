import type { Client } from '@urql/core';
import { answer, answeringClient, answerWithErrors, offlineClient } from '@shop/shared/testing';
import { occasion, productCards } from '../testing/fixtures';
import { OCCASION_QUERY, occasionPageVariables } from './occasion-query';
import route from './occasion.route';

/** The loader as the shell runs it for the occasion page of `slug` (the path's `{product}`), with `client`. */
const load = (client: Client, slug = 'geburtstag', search = '') => route.loader?.({ client, params: { product: slug }, pathname: `/anlaesse/${slug}/`, search, language: 'de' });

/** A client whose every request fails on the way (no answer from the API at all). */

const occasions = [occasion('geburtstag'), occasion('hochzeit')];

describe('occasion loader (issue 34)', () => {
  it('looks the occasion up with the page’s own query: 200 when it exists', async () => {
    const client = answeringClient(answer(OCCASION_QUERY, { occasion: { ...occasion('geburtstag'), products: productCards(2), metadata: null }, occasions }));
    const query = jest.spyOn(client, 'query');
    expect(await load(client)).toEqual({ status: 200 });
    // What OccasionPage asks with: the page reads this answer instead of asking again.
    expect(query).toHaveBeenCalledTimes(1);
    expect(query).toHaveBeenCalledWith(OCCASION_QUERY, occasionPageVariables('geburtstag'));
    expect(query.mock.calls[0]?.[1]).toEqual({ path: 'geburtstag', limit: 48 });
  });

  it('asks in the order of the link (?sort=price-asc), as the page does: the server renders the sorted list', async () => {
    const client = answeringClient(answer(OCCASION_QUERY, { occasion: { ...occasion('geburtstag'), products: productCards(2), metadata: null }, occasions }));
    const query = jest.spyOn(client, 'query');
    expect(await load(client, 'geburtstag', '?sort=price-asc&utm_source=x')).toEqual({ status: 200 });
    expect(query.mock.calls[0]?.[1]).toEqual({ path: 'geburtstag', limit: 48, sort: 'PRICE_ASC' });
    expect(query.mock.calls[0]?.[1]).toEqual(occasionPageVariables('geburtstag', 'price-asc'));
    // An unknown order is the occasion's own.
    await load(client, 'geburtstag', '?sort=cheapest');
    expect(query.mock.calls[1]?.[1]).toEqual({ path: 'geburtstag', limit: 48 });
  });

  it('is 404 when the API knows no occasion of that slug', async () => {
    expect(await load(answeringClient(answer(OCCASION_QUERY, { occasion: null, occasions })), 'gibt-es-nicht')).toEqual({ status: 404 });
  });

  it('is 404 when the API refuses the slug as malformed (GraphQL errors, no data)', async () => {
    const client = answeringClient(answerWithErrors(OCCASION_QUERY, [{ message: '"geburtstag!" is not a product id, slug or path', extensions: { code: 1101, referencedRequestParameter: 'path' } }]));
    expect(await load(client, 'geburtstag!')).toEqual({ status: 404 });
  });

  it('is 200 on a network error: no answer says nothing about the occasion, the page shows its error state', async () => {
    expect(await load(offlineClient())).toEqual({ status: 200 });
  });
});
