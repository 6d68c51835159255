import type { Client } from '@urql/core';
import { answer, answeringClient, answerWithErrors, offlineClient } from '@shop/shared/testing';
import { category, productCards } from '../testing/fixtures';
import { CATEGORY_QUERY, categoryPageVariables } from './category-query';
import route from './category.route';

/** The loader as the shell runs it for the category page of `url`, with `client`. */
const load = (client: Client, url = 'wein') => route.loader?.({ client, params: { url }, pathname: `/kategorie/${url}/`, search: '', language: 'de' });

/** A client whose every request fails on the way (no answer from the API at all). */

const categories = [category('wein'), category('restaurants')];

describe('category loader (issue 34)', () => {
  it('looks the category up with the page’s own query: 200 when it exists', async () => {
    const client = answeringClient(answer(CATEGORY_QUERY, { category: { ...category('wein'), topList: productCards(4), metadata: null }, categories }));
    const query = jest.spyOn(client, 'query');
    expect(await load(client)).toEqual({ status: 200 });
    // What CategoryPage asks with: the page reads this answer instead of asking again.
    expect(query).toHaveBeenCalledTimes(1);
    expect(query).toHaveBeenCalledWith(CATEGORY_QUERY, categoryPageVariables('wein'));
    expect(query.mock.calls[0]?.[1]).toEqual({ path: 'wein' });
  });

  it('is 404 when the API knows no category of that slug', async () => {
    expect(await load(answeringClient(answer(CATEGORY_QUERY, { category: null, categories })), 'gibt-es-nicht')).toEqual({ status: 404 });
  });

  it('is 404 when the API refuses the slug as malformed (GraphQL errors, no data)', async () => {
    const client = answeringClient(answerWithErrors(CATEGORY_QUERY, [{ message: '"wein!" is not a product id, slug or path', extensions: { code: 1101, referencedRequestParameter: 'path' } }]));
    expect(await load(client, 'wein!')).toEqual({ status: 404 });
  });

  it('is 200 on a network error: no answer says nothing about the category, the page shows its error state', async () => {
    expect(await load(offlineClient())).toEqual({ status: 200 });
  });
});
