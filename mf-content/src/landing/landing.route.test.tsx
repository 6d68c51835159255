import { answer, answerWithErrors, answeringClient, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import type { ContentLandingPageQuery } from '../graphql/__generated__/graphql';
import { askedWith, offlineClient, runLoader } from '@shop/shared/testing';
import LandingPage from './LandingPage';
import landing from './landing.route';
import { LANDING_PAGE_QUERY } from './landing-query';

type Landing = NonNullable<ContentLandingPageQuery['landingPage']['data']>;

// The loader only asks whether there is data: the rest of the answer is the page's business.
const PAGE = { id: 'l-muttertag', slug: 'muttertag', path: '/muttertag/' } as Landing;

describe('the landing page’s loader', () => {
  it('answers 200 where the path names a landing page of the storefront', async () => {
    const client = answeringClient(answer(LANDING_PAGE_QUERY, { landingPage: { data: PAGE, errors: [] } }));
    expect(await runLoader(landing, { client, path: '/muttertag/' })).toEqual({ status: 200 });
  });

  it('answers 404 for any other path, a malformed one included (data null with the error entry, or a GraphQL error)', async () => {
    const none = answeringClient(answer(LANDING_PAGE_QUERY, { landingPage: { data: null, errors: [] } }));
    expect(await runLoader(landing, { client: none, path: '/gibts-nicht/' })).toEqual({ status: 404 });
    const refused = answeringClient(
      answer(LANDING_PAGE_QUERY, { landingPage: { data: null, errors: [{ message: '"/%%/" is not a path or slug', code: 1103, referencedRequestParameter: 'path' }] } }),
    );
    expect(await runLoader(landing, { client: refused, path: '/%%/' })).toEqual({ status: 404 });
    const failed = answeringClient(answerWithErrors(LANDING_PAGE_QUERY, [{ message: 'The path is too long', extensions: { code: 1103, referencedRequestParameter: 'path' } }]));
    expect(await runLoader(landing, { client: failed, path: `/${'a'.repeat(1100)}/` })).toEqual({ status: 404 });
  });

  it('answers 200 on a network error: the page shows its own error state', async () => {
    expect(await runLoader(landing, { client: offlineClient(), path: '/muttertag/' })).toEqual({ status: 200 });
  });

  it('asks what the page asks: the same document with the same variables', async () => {
    const answers = answer(LANDING_PAGE_QUERY, { landingPage: { data: null, errors: [] } });
    const client = answeringClient(answers);
    const query = jest.spyOn(client, 'query');
    await runLoader(landing, { client, path: '/muttertag/' });
    expect(query.mock.calls[0]?.[0]).toBe(LANDING_PAGE_QUERY);

    const page = renderRemotePage(LandingPage, { routeKey: 'landing', params: {} }, { path: '/muttertag/', config: testStorefront('de'), answers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoppla, diese Seite gibt es nicht' })).toBeInTheDocument();
    expect(askedWith(client, 'ContentLandingPage')).toEqual([{ path: '/muttertag/' }]);
    expect(askedWith(page.client, 'ContentLandingPage')).toEqual(askedWith(client, 'ContentLandingPage'));
  });
});
