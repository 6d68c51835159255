import { answer, answeringClient, answerWithErrors, askedWith, offlineClient, runLoader } from '@shop/shared/testing';
import { REDEEM_PAGE_QUERY } from '../common/redeem-documents';
import route from './redeemInfo.route';

const PAGE = { pageId: 'acme', companyName: 'ACME', title: 'So löst du deine ACME-Karte ein', intro: 'Intro', info: 'Info', logo: { url: { href: '/media/logo/acme.svg' }, alt: 'ACME', width: 200, height: 80 } };

describe('redeemInfo loader (issue 36): an unknown company page is a 404', () => {
  it('answers 200 for a company page that exists, asking as the page asks', async () => {
    const client = answeringClient(answer(REDEEM_PAGE_QUERY, ({ pageId }: Record<string, unknown>) => ({ redeemPage: pageId === 'acme' ? PAGE : null })));
    expect(await runLoader(route, { client, path: '/guthaben-pruefen/info/acme/', params: { pageId: 'acme' } })).toEqual({ status: 200 });
    expect(askedWith(client, 'RedeemPage')).toEqual([{ pageId: 'acme' }]);
    expect(await runLoader(route, { client, path: '/guthaben-pruefen/info/gibt-es-nicht/', params: { pageId: 'gibt-es-nicht' } })).toEqual({ status: 404 });
  });

  it('answers 404 for a page id the API refuses, 200 on a network error', async () => {
    const refused = answeringClient(answerWithErrors(REDEEM_PAGE_QUERY, [{ message: 'not a page id', extensions: { code: 1101 } }]));
    expect(await runLoader(route, { client: refused, path: '/guthaben-pruefen/info/x!/', params: { pageId: 'x!' } })).toEqual({ status: 404 });
    expect(await runLoader(route, { client: offlineClient(), path: '/guthaben-pruefen/info/acme/', params: { pageId: 'acme' } })).toEqual({ status: 200 });
  });
});
