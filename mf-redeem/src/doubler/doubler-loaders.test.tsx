import { answer, answerWithErrors, answeringClient, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import { DOUBLER_PAGE_QUERY, DOUBLER_PRODUCT_QUERY, DOUBLER_PROMOTION_QUERY, type DoublerPromotion } from '../common/doubler/doubler-documents';
import { askedWith, offlineClient, runLoader } from '@shop/shared/testing';
import DoublerPage from './DoublerPage';
import DoublerThanksPage from './DoublerThanksPage';
import doubler from './doubler.route';
import doublerThanks from './doublerThanks.route';

const promotion: DoublerPromotion = {
  month: '2026-11', timeZone: 'Europe/Berlin', entryDeadline: '2026-11-30T22:59:59.999Z', nextDrawDate: '2026-12-07',
  maxPrize: { value: 250, currency: 'EUR', cents: 25_000 },
} as DoublerPromotion;
const APPLE = { id: 'cbde-apple', title: 'Apple Geschenkkarte', path: '/geschenkkarten/apple-geschenkkarte/' };

/** The doubler page's answer: running (this month's promotion) or not (data null). */
const doublerPage = (running: boolean) =>
  answer(DOUBLER_PAGE_QUERY, { doublerPromotion: { data: running ? promotion : null, errors: [] }, doublerDraws: { data: [] }, storeData: { doubler: { heroCardImage: { url: { href: '/media/doubler.svg' }, alt: '', width: 320, height: 200 } } } });
const doublerPromotion = (running: boolean) => answer(DOUBLER_PROMOTION_QUERY, { doublerPromotion: { data: running ? promotion : null, errors: [] } });

describe('the doubler’s loader', () => {
  it('answers 200 where the storefront runs the doubler', async () => {
    const client = answeringClient(doublerPage(true));
    expect(await runLoader(doubler, { client, path: '/verdoppler/' })).toEqual({ status: 200 });
  });

  it('answers 404 where it does not (no promotion), or the query fails with a GraphQL error', async () => {
    expect(await runLoader(doubler, { client: answeringClient(doublerPage(false)), path: '/verdoppler/' })).toEqual({ status: 404 });
    const failed = answeringClient(answerWithErrors(DOUBLER_PAGE_QUERY, [{ message: 'Unexpected error.' }]));
    expect(await runLoader(doubler, { client: failed, path: '/verdoppler/' })).toEqual({ status: 404 });
  });

  it('answers 200 on a network error: the page shows its own error state', async () => {
    expect(await runLoader(doubler, { client: offlineClient(), path: '/verdoppler/' })).toEqual({ status: 200 });
  });

  it('asks what the page asks: the same document with the same variables', async () => {
    const answers = doublerPage(false);
    const client = answeringClient(answers);
    const query = jest.spyOn(client, 'query');
    await runLoader(doubler, { client, path: '/verdoppler/' });
    expect(query.mock.calls[0]?.[0]).toBe(DOUBLER_PAGE_QUERY);

    const page = renderRemotePage(DoublerPage, { routeKey: 'doubler', params: {} }, { path: '/verdoppler/', config: testStorefront('de'), answers });
    expect(await screen.findByTestId('doubler-closed')).toBeInTheDocument();
    expect(askedWith(client, 'DoublerPage')).toEqual([{}]);
    expect(askedWith(page.client, 'DoublerPage')).toEqual(askedWith(client, 'DoublerPage'));
  });
});

describe('the doubler thanks’ loader', () => {
  const thanks = (running: boolean, product: typeof APPLE | null) =>
    answeringClient({ ...doublerPromotion(running), ...answer(DOUBLER_PRODUCT_QUERY, { product }) });

  it('answers 200 where the storefront runs the doubler, without a product in the path (and asks for none)', async () => {
    const client = thanks(true, null);
    expect(await runLoader(doublerThanks, { client, path: '/verdoppler/danke/' })).toEqual({ status: 200 });
    expect(askedWith(client, 'DoublerProduct')).toEqual([]);
  });

  it('answers 200 with a product in the path that is one of the storefront’s', async () => {
    const client = thanks(true, APPLE);
    expect(await runLoader(doublerThanks, { client, path: '/verdoppler/danke/apple-geschenkkarte/', params: { product: 'apple-geschenkkarte' } })).toEqual({ status: 200 });
  });

  it('answers 404 where the storefront does not run the doubler, with or without a product', async () => {
    expect(await runLoader(doublerThanks, { client: thanks(false, null), path: '/verdoppler/danke/' })).toEqual({ status: 404 });
    expect(await runLoader(doublerThanks, { client: thanks(false, APPLE), path: '/verdoppler/danke/apple-geschenkkarte/', params: { product: 'apple-geschenkkarte' } })).toEqual({
      status: 404,
    });
  });

  it('answers 404 for a product that is not the storefront’s, or a malformed one (a GraphQL error, no data)', async () => {
    expect(await runLoader(doublerThanks, { client: thanks(true, null), path: '/verdoppler/danke/gibts-nicht/', params: { product: 'gibts-nicht' } })).toEqual({ status: 404 });
    const malformed = answeringClient({
      ...doublerPromotion(true),
      ...answerWithErrors(DOUBLER_PRODUCT_QUERY, [{ message: '"ä" is not a product id, slug or path', extensions: { code: 1101, referencedRequestParameter: 'path' } }]),
    });
    expect(await runLoader(doublerThanks, { client: malformed, path: '/verdoppler/danke/%C3%A4/', params: { product: 'ä' } })).toEqual({ status: 404 });
  });

  it('answers 200 on a network error: the page shows its own error state', async () => {
    expect(await runLoader(doublerThanks, { client: offlineClient(), path: '/verdoppler/danke/apple-geschenkkarte/', params: { product: 'apple-geschenkkarte' } })).toEqual({
      status: 200,
    });
  });

  it('asks what the page asks: the same documents with the same variables', async () => {
    const client = thanks(true, APPLE);
    const query = jest.spyOn(client, 'query');
    await runLoader(doublerThanks, { client, path: '/verdoppler/danke/apple-geschenkkarte/', params: { product: 'apple-geschenkkarte' } });
    expect(query.mock.calls.map(([document]) => document)).toEqual([DOUBLER_PROMOTION_QUERY, DOUBLER_PRODUCT_QUERY]);

    const page = renderRemotePage(
      DoublerThanksPage,
      { routeKey: 'doublerThanks', params: { product: 'apple-geschenkkarte' } },
      { path: '/verdoppler/danke/apple-geschenkkarte/', config: testStorefront('de'), answers: { ...doublerPromotion(true), ...answer(DOUBLER_PRODUCT_QUERY, { product: APPLE }) } },
    );
    expect(await screen.findByText('Apple Geschenkkarte')).toBeInTheDocument();
    expect(askedWith(client, 'DoublerProduct')).toEqual([{ path: 'apple-geschenkkarte' }]);
    for (const operation of ['DoublerPromotion', 'DoublerProduct']) expect(askedWith(page.client, operation)).toEqual(askedWith(client, operation));
  });
});
