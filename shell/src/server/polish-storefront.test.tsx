/**
 * @jest-environment node
 */
import { Writable } from 'node:stream';
import { createIntl } from 'react-intl';
import { loadMessages } from '@shop/shared';
import { testStorefront } from '@shop/shared/testing';
import { shellMessages } from '../messages';
import { renderShellPage } from './index';

/**
 * Issue 36: a Polish storefront (its only language `pl`, locale pl-pl) is a Polish page from the server's
 * first byte on: the chrome's texts and a remote page's own texts, whose catalogue loads as a chunk of
 * its own, are in the HTML in Polish (the server waits for the catalogue; nothing in English to be
 * replaced after hydration). And Polish plurals take CLDR's few and many forms.
 */
const POLISH = testStorefront('nl', {
  key: 'CBPL', storeId: 50, name: 'CardBon Polska', countryCode: 'PL', timeZone: 'Europe/Warsaw', locale: 'pl-pl',
  defaultLanguage: 'pl', currency: 'PLN', languages: [{ code: 'pl', isDefault: true, currency: 'PLN' }], hosts: ['cbpl.localhost'],
});

/** A remote's server build (CommonJS, requiring only the shared modules): the home page, its texts in a lazily loaded catalogue. */
const REMOTE_BUILD = `
const React = require('react');
const { IntlScope } = require('@shop/shared');
const { FormattedMessage } = require('react-intl');
const polish = {
  'test.home.title': 'Karta podarunkowa na każdą okazję',
  'test.home.count': '{count, plural, one {# karta podarunkowa} few {# karty podarunkowe} many {# kart podarunkowych} other {# karty podarunkowej}}',
};
// Like a webpack chunk: the catalogue arrives a moment later.
const catalogs = { pl: () => new Promise((resolve) => setTimeout(() => resolve({ default: polish }), 20)), en: {} };
function HomePage() {
  return React.createElement(IntlScope, { catalogs },
    React.createElement('h1', null, React.createElement(FormattedMessage, { id: 'test.home.title', defaultMessage: 'The gift card for every occasion' })),
    React.createElement('p', { 'data-count': '' }, React.createElement(FormattedMessage, { id: 'test.home.count', defaultMessage: '{count, plural, one {# gift card} other {# gift cards}}', values: { count: 24 } })));
}
module.exports = { remote: 'catalogue', routes: { home: { component: HomePage } } };
`;

async function renderPolish(path: string): Promise<string> {
  const graphqlFetch = (async () => Response.json({ data: null })) as typeof fetch;
  let html = '';
  let ready = false;
  await new Promise<void>((resolve, reject) => {
    renderShellPage(
      {
        url: path,
        origin: 'http://cbpl.localhost',
        storefrontConfig: POLISH,
        boot: {},
        nonce: 'n',
        assets: { bootstrapScripts: [], stylesheets: [], scripts: [] },
        graphqlFetch,
        requestHeaders: {},
        visitorHeaders: {},
        remotes: { catalogue: { key: `catalogue-polish-${path}`, code: async () => REMOTE_BUILD, assets: async () => ({ base: '/r/', chunks: {} }) } },
        remoteBudgetMs: 5_000,
        renderBudgetMs: 10_000,
        completeWithinMs: 5_000,
        onError: () => undefined,
      },
      { onShellReady: () => { ready = true; }, onShellError: reject },
    ).then((handle) => {
      const sink = new Writable({
        write(chunk, _encoding, done) {
          html += chunk.toString();
          done();
        },
      });
      sink.on('finish', () => resolve());
      const wait = setInterval(() => {
        if (ready) {
          clearInterval(wait);
          handle.pipe(sink);
        }
      }, 5);
    }, reject);
  });
  return html;
}

describe('a Polish storefront', () => {
  it('is rendered in Polish on the server: the chrome and the page, none of their English', async () => {
    const html = await renderPolish('/');
    expect(html).toContain('<html lang="pl"');
    // The page's own texts, from its lazily loaded catalogue, with Polish plurals (24 → few).
    expect(html).toContain('<h1>Karta podarunkowa na każdą okazję</h1>');
    expect(html).toContain('24 karty podarunkowe');
    // The chrome's: navigation, skip link, top strip.
    for (const polish of ['Karty podarunkowe', 'Sprawdź saldo', 'Obsługa klienta', 'Przejdź do treści']) expect(html).toContain(polish);
    const text = html.replace(/<script[\s\S]*?<\/script>/g, '');
    for (const english of ['The gift card for every occasion', 'gift cards', 'Gift cards', 'Check balance', 'Customer support', 'Skip to content', 'Ordered on working days']) {
      expect([english, text.includes(english)]).toEqual([english, false]);
    }
  });

  it('paints the cookie banner with the page, hidden before the first paint for a visitor who has chosen (issue 37)', async () => {
    const html = await renderPolish('/');
    // In the page for every visitor (a CDN may keep it), in Polish, with its equal choices.
    expect(html).toMatch(/<section class="shell-consent" role="dialog"[^>]*data-testid="consent-banner">/);
    for (const polish of ['Używamy plików cookie', 'Odrzuć wszystkie', 'Zaakceptuj wszystkie']) expect(html).toContain(polish);
    // The first thing in <head>: the script that hides it when the consent cookie says the visitor chose.
    expect(html).toMatch(/<head><script nonce="[^"]+">[^<]*cookie_consent[^<]*shell-consent-chosen[^<]*document\.currentScript\.remove\(\)<\/script>/);
  });

  it('formats plurals with the Polish categories one, few, many and other', async () => {
    expect(new Intl.PluralRules('pl-PL').resolvedOptions().pluralCategories).toEqual(expect.arrayContaining(['one', 'few', 'many', 'other']));
    const intl = createIntl({ locale: 'pl-PL', messages: await loadMessages(shellMessages, 'pl') });
    const items = (count: number) => intl.formatMessage({ id: 'shell.nav.basketItems' }, { count });
    expect([1, 2, 4, 5, 12, 22, 25, 1.5].map(items)).toEqual(['produkt', 'produkty', 'produkty', 'produktów', 'produktów', 'produkty', 'produktów', 'produktu']);
  });
});
