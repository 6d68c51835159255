import type { RouteModule } from '@shop/shared';
import { answer, answerWithErrors, answeringClient, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import type { ContentLegalPageQuery } from '../graphql/__generated__/graphql';
import { askedWith, offlineClient, runLoader } from '@shop/shared/testing';
import accessibility from './accessibility.route';
import cancelationPolicy from './cancelationPolicy.route';
import cookies from './cookies.route';
import delivery from './delivery.route';
import imprint from './imprint.route';
import LegalPage from './LegalPage';
import { LEGAL_PAGE_QUERY } from './legal-query';
import privacy from './privacy.route';
import terms from './terms.route';
import withdrawal from './withdrawal.route';

type Legal = NonNullable<ContentLegalPageQuery['legalPage']['data']>;

const LEGAL_ROUTES: readonly RouteModule[] = [imprint, terms, withdrawal, privacy, cookies, delivery, cancelationPolicy, accessibility];
const text = (key: string): Legal => ({ key, title: 'Impressum', bodyHtml: '<p>CardBon Deutschland GmbH</p>', language: 'de', updatedAt: '2026-06-19T00:00:00.000Z' });

describe('the legal pages’ loader', () => {
  it.each(LEGAL_ROUTES.map((route) => [route.key, route] as const))('%s: asks for the text of its own key and answers 200 where the storefront has it', async (key, route) => {
    const client = answeringClient(answer(LEGAL_PAGE_QUERY, (variables) => ({ legalPage: { data: text(variables.key), errors: [] } })));
    expect(await runLoader(route, { client, path: '/recht/' })).toEqual({ status: 200 });
    expect(askedWith(client, 'ContentLegalPage')).toEqual([{ key }]);
  });

  it('answers 404 where the storefront has no such text (data null, or a GraphQL error)', async () => {
    const none = answeringClient(answer(LEGAL_PAGE_QUERY, { legalPage: { data: null, errors: [] } }));
    expect(await runLoader(delivery, { client: none, path: '/lieferung/' })).toEqual({ status: 404 });
    const failed = answeringClient(answerWithErrors(LEGAL_PAGE_QUERY, [{ message: 'Unexpected error.' }]));
    expect(await runLoader(delivery, { client: failed, path: '/lieferung/' })).toEqual({ status: 404 });
  });

  it('answers 200 on a network error: the page shows its own error state', async () => {
    expect(await runLoader(imprint, { client: offlineClient(), path: '/impressum/' })).toEqual({ status: 200 });
  });

  it('asks what the page asks: the same document with the same variables', async () => {
    const answers = answer(LEGAL_PAGE_QUERY, { legalPage: { data: null, errors: [] } });
    const client = answeringClient(answers);
    const query = jest.spyOn(client, 'query');
    await runLoader(privacy, { client, path: '/datenschutz/' });
    expect(query.mock.calls[0]?.[0]).toBe(LEGAL_PAGE_QUERY);

    const page = renderRemotePage(LegalPage, { routeKey: 'privacy', params: {} }, { path: '/datenschutz/', config: testStorefront('de'), answers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoppla, diese Seite gibt es nicht' })).toBeInTheDocument();
    expect(askedWith(client, 'ContentLegalPage')).toEqual([{ key: 'privacy' }]);
    expect(askedWith(page.client, 'ContentLegalPage')).toEqual(askedWith(client, 'ContentLegalPage'));
  });
});
