import { clearRedeemToken, leaveSiteWarning, redeemTokenStore, setRedeemToken } from '@shop/shared';
import { answer, answerNotYet, callsOf, currentLocation, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { redeemBasket, redeemProduct, webShopBrand } from '../testing/fixtures';
import { REDEEM_BASKET_QUERY, REDEEM_PRODUCTS_QUERY } from '../common/redeem-documents';
import { expectRedeemSkeleton } from '../testing/skeleton';
import RedeemShopPage, { REDEEM_PRODUCTS_PER_PAGE } from './RedeemShopPage';

const products = (items = [redeemProduct(), redeemProduct({ id: 'cbde-xbox', title: 'Xbox Geschenkkarte', fixedValues: [{ value: 25, currency: 'EUR', cents: 2500 }, { value: 50, currency: 'EUR', cents: 5000 }] })]) => ({
  redeemProducts: { total: 40, pageNumber: 1, itemsPerPage: 16, items },
});

function renderShop(options: { basket?: ReturnType<typeof redeemBasket> | null; afterAdd?: ReturnType<typeof redeemBasket>; addErrors?: { code: number; message: string; referencedRequestParameter: string | null }[]; routeKey?: 'redeemShop' | 'redeemBusinessShop'; params?: Record<string, string>; path?: string; items?: ReturnType<typeof redeemProduct>[] } = {}) {
  return renderRemotePage(
    RedeemShopPage,
    { routeKey: options.routeKey ?? 'redeemShop', params: options.params ?? {} },
    {
      path: options.path ?? '/guthaben-pruefen/ergebnisse/',
      config: testStorefront('de'),
      answers: {
        RedeemProducts: products(options.items),
        RedeemCategories: { categories: [{ id: 'c1', title: 'Mode', term: 'mode' }, { id: 'c2', title: 'Essen', term: 'essen' }] },
        RedeemBasket: { redeemBasket: options.basket ? { data: options.basket, errors: [] } : { data: null, errors: [{ code: 2050, message: 'x', referencedRequestParameter: null }] } },
        RedeemAddPackage: { addOrUpdateRedeemPackage: { basket: options.addErrors ? null : (options.afterAdd ?? null), errors: options.addErrors ?? [] } },
        RedeemPage: {
          redeemPage: { pageId: 'nordlicht', companyName: 'Nordlicht Energie', title: 'Dein Dankeschön von Nordlicht Energie', intro: 'Danke!', info: 'So geht es.', logo: { url: { href: '/media/logo.svg' }, alt: 'Nordlicht Energie', width: 200, height: 80 } },
        },
      },
    },
  );
}

beforeEach(() => {
  clearRedeemToken();
  leaveSiteWarning.detach();
});

describe('redeem shop', () => {
  it('while the cards are on their way: a page of tiles in the product grid, busy, with one polite status', () => {
    renderRemotePage(RedeemShopPage, { routeKey: 'redeemShop', params: {} }, {
      path: '/guthaben-pruefen/ergebnisse/',
      config: testStorefront('de'),
      answers: { ...answerNotYet(REDEEM_PRODUCTS_QUERY), RedeemCategories: { categories: [] }, RedeemBasket: { redeemBasket: { data: null, errors: [{ code: 2050, message: 'x', referencedRequestParameter: null }] } } },
    });
    const skeleton = expectRedeemSkeleton('redeem-products-skeleton');
    expect(skeleton.querySelectorAll('.redeem-products .shop-skeleton-tile')).toHaveLength(REDEEM_PRODUCTS_PER_PAGE);
  });

  it('asks for a balance check first when there is no redeem, and pages through the cards', async () => {
    renderShop();
    expect(await screen.findByTestId('redeem-no-redeem')).toHaveTextContent('Prüfe zuerst das Guthaben deiner Karte');
    expect(await screen.findByRole('button', { name: 'Audible Geschenkkarte wählen' })).toBeDisabled();
    expect(screen.getByText('40 Geschenkkarten')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/guthaben-pruefen/ergebnisse/2/');
    expect(screen.getByRole('link', { name: /Guthaben prüfen & einlösen/ })).toHaveAttribute('href', '/guthaben-pruefen/');
  });

  it('adds a chosen card: the amount is validated like the API does, the split is shown, and leaving asks first', async () => {
    setRedeemToken('T'.repeat(43));
    const afterAdd = redeemBasket({ balance: 200, packages: [{ id: 'p1', amounts: [150, 25] }] });
    const { user, client } = renderShop({ basket: redeemBasket({ balance: 200 }), afterAdd });
    await user.click(await screen.findByRole('button', { name: 'Audible Geschenkkarte wählen' }));
    const dialog = screen.getByRole('dialog', { name: 'Audible Geschenkkarte' });
    const amount = within(dialog).getByRole('textbox', { name: /^Betrag \(5\s€ bis 1\.000\s€\)$/ });
    await user.type(amount, '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Zur Auswahl hinzufügen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Wähle einen Betrag zwischen 5\s€ und 1\.000\s€/);
    await user.clear(amount);
    await user.type(amount, '175');
    expect(within(dialog).getByTestId('redeem-split-note')).toHaveTextContent('Dieser Betrag wird auf 2 Karten aufgeteilt.');
    await user.click(within(dialog).getByRole('button', { name: 'Zur Auswahl hinzufügen' }));
    expect(callsOf(client, 'RedeemAddPackage')).toEqual([{ input: { productId: 'cbde-audible', amountCents: 17_500, variationType: 'DIGITAL' } }]);
    const basket = screen.getByTestId('redeem-basket');
    expect(within(basket).getByTestId('redeem-basket-split')).toHaveTextContent(/Aufgeteilt auf 2 Karten: 150,00\s€ \+ 25,00\s€/);
    expect(within(basket).getByTestId('redeem-total-left')).toHaveTextContent(/25,00\s€/);
    expect(within(basket).getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/guthaben-pruefen/kasse/');
    // The phone's bar: what was added (a status), what is left, the way on (issue 35).
    const bar = screen.getByTestId('redeem-shop-bar');
    expect(within(bar).getByRole('status')).toHaveTextContent('Hinzugefügt: Audible Geschenkkarte');
    expect(bar).toHaveTextContent(/1 Karte gewählt · noch 25,00\s€/);
    expect(within(bar).getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/guthaben-pruefen/kasse/');
    expect(leaveSiteWarning.isAttached).toBe(true);
    expect(leaveSiteWarning.message).toBe('Seite verlassen? Deine Änderungen werden möglicherweise nicht gespeichert.');
  });

  it('says which card of the redeem has expired since its check, with its last valid day and the way on', async () => {
    setRedeemToken('T'.repeat(43));
    renderShop({ basket: redeemBasket({ balance: 0, card: { expired: true, lastValidDay: '2026-05-14' } }) });
    const card = await screen.findByTestId('redeem-card');
    expect(card).toHaveTextContent('Gültig bis 14.05.2026');
    const problem = within(card).getByTestId('redeem-card-problem');
    expect(problem).toHaveTextContent('Diese Geschenkkarte ist abgelaufen.');
    expect(problem).toHaveTextContent('Endziffern 4321');
    expect(within(problem).getByRole('link', { name: 'Kundenservice kontaktieren' })).toHaveAttribute('href', '/kontakt/');
    expect(within(problem).getByRole('link', { name: 'Wie lange eine Karte gültig ist: unsere AGB' })).toHaveAttribute('href', '/geschaeftsbedingungen/');
  });

  it('offers the fixed values of a card and says why the API refused one', async () => {
    setRedeemToken('T'.repeat(43));
    const { user } = renderShop({ basket: redeemBasket({ balance: 5 }), addErrors: [{ code: 2051, message: 'x', referencedRequestParameter: 'input.productId' }] });
    await user.click(await screen.findByRole('button', { name: 'Xbox Geschenkkarte wählen' }));
    const dialog = screen.getByRole('dialog', { name: 'Xbox Geschenkkarte' });
    await user.click(within(dialog).getByRole('radio', { name: /^50\s€$/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Zur Auswahl hinzufügen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Das verbleibende Guthaben reicht für diese Geschenkkarte nicht aus.');
  });

  it("shows the web shop of a brand that redeems on its own site in a modal over the card's, and back", async () => {
    setRedeemToken('T'.repeat(43));
    const kleiderschrank = redeemProduct({ id: 'cbde-modeversand-kleiderschrank', title: 'Modeversand Kleiderschrank Geschenkkarte', brand: webShopBrand() });
    const { user } = renderShop({ basket: redeemBasket({ balance: 200 }), items: [redeemProduct(), kleiderschrank] });
    await user.click(await screen.findByRole('button', { name: 'Audible Geschenkkarte wählen' }));
    const audible = screen.getByRole('dialog', { name: 'Audible Geschenkkarte' });
    expect(within(audible).queryByRole('button', { name: /Webshop/ })).not.toBeInTheDocument();
    await user.click(within(audible).getByRole('button', { name: 'Schließen' }));

    await user.click(screen.getByRole('button', { name: 'Modeversand Kleiderschrank Geschenkkarte wählen' }));
    const card = screen.getByRole('dialog', { name: 'Modeversand Kleiderschrank Geschenkkarte' });
    expect(within(card).getByRole('link', { name: 'www.modeversand-kleiderschrank.example' })).toHaveAttribute('href', 'https://www.modeversand-kleiderschrank.example/');
    await user.click(within(card).getByRole('button', { name: 'Im Webshop von Modeversand Kleiderschrank umschauen' }));
    const shop = screen.getByRole('dialog', { name: 'Der Webshop von Modeversand Kleiderschrank' });
    expect(within(shop).getByTitle('Der Webshop von Modeversand Kleiderschrank')).toHaveAttribute('src', 'https://www.modeversand-kleiderschrank.example/shop/');
    await user.click(within(shop).getByRole('button', { name: /Zurück zur Karte/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Der Webshop von Modeversand Kleiderschrank' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Modeversand Kleiderschrank Geschenkkarte' })).toBeInTheDocument();
  });

  it('offers a card by post with its own amounts', async () => {
    setRedeemToken('T'.repeat(43));
    const post = redeemProduct({
      id: 'cbde-jeanswerk',
      title: 'Jeanswerk Geschenkkarte',
      physical: { fixedValues: [{ value: 20, currency: 'EUR', cents: 2000 }], minimumAvailableCustomAmount: { value: 20, currency: 'EUR', cents: 2000 }, maximumAvailableCustomAmount: { value: 20, currency: 'EUR', cents: 2000 } },
    });
    const { user, client } = renderRemotePage(
      RedeemShopPage,
      { routeKey: 'redeemShop', params: {} },
      {
        path: '/guthaben-pruefen/ergebnisse/',
        answers: {
          RedeemProducts: products([post]),
          RedeemBasket: { redeemBasket: { data: redeemBasket(), errors: [] } },
          RedeemAddPackage: { addOrUpdateRedeemPackage: { basket: redeemBasket({ shipping: 4.95, packages: [{ id: 'p1', amounts: [20], byPost: true }] }), errors: [] } },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Jeanswerk Geschenkkarte wählen' }));
    const dialog = screen.getByRole('dialog', { name: 'Jeanswerk Geschenkkarte' });
    await user.click(within(dialog).getByRole('radio', { name: 'Per Post (zzgl. Versand)' }));
    await user.click(within(dialog).getByRole('radio', { name: /^20\s€$/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Zur Auswahl hinzufügen' }));
    expect(callsOf(client, 'RedeemAddPackage')).toEqual([{ input: { productId: 'cbde-jeanswerk', amountCents: 2000, variationType: 'PHYSICAL' } }]);
    expect(screen.getByTestId('redeem-total-shipping')).toHaveTextContent(/4,95\s€/);
    expect(within(screen.getByTestId('redeem-basket')).getByText('Per Post')).toBeInTheDocument();
  });

  it('filters by category from the first page', async () => {
    const { user, client } = renderShop({ path: '/guthaben-pruefen/ergebnisse/3/', params: { page: '3' } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Kategorie' }), 'Essen');
    const last = callsOf(client, 'RedeemProducts').at(-1);
    expect(last).toMatchObject({ filterByTaxonomy: [{ collection: 'cb_api_giftcard_categories', terms: ['essen'] }], paging: { pageNumber: 1 } });
  });

  it("shows a company's page: its logo, title, introduction and the link to its info page", async () => {
    renderShop({ routeKey: 'redeemBusinessShop', params: { pageId: 'nordlicht' }, path: '/guthaben-pruefen/ergebnisse/nordlicht/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dein Dankeschön von Nordlicht Energie' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nordlicht Energie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mehr Informationen' })).toHaveAttribute('href', '/guthaben-pruefen/info/nordlicht/');
  });

  describe('a redeem link (spec §2 ?redeemToken=) and a redeem that is gone (spec §8 redeem data unavailable)', () => {
    const LINKED = 'Lk9_-abcdefghijklmnopqrstuvwxyzABCDEFGHIJKL';
    /** The API knows only the linked redeem: a basket for its token, 2050 for any other. */
    const answersFor = (known: string | null) => ({
      RedeemProducts: products(),
      RedeemCategories: { categories: [] },
      ...answer(REDEEM_BASKET_QUERY, () => ({
        redeemBasket:
          known && redeemTokenStore.getState().token === known
            ? { data: redeemBasket({ balance: 80 }), errors: [] }
            : { data: null, errors: [{ code: 2050, message: 'Your redeem has expired or ended: please check your card balance again', referencedRequestParameter: 'userData.redeemToken' }] },
      })),
    });

    it('resumes the linked redeem in this tab and takes the token out of the address at once', async () => {
      expect(LINKED).toHaveLength(43);
      const { client } = renderRemotePage(RedeemShopPage, { routeKey: 'redeemShop', params: {} }, {
        path: `/guthaben-pruefen/ergebnisse/2/?redeemToken=${LINKED}&utm_source=mail`,
        answers: answersFor(LINKED),
      });
      expect(await screen.findByTestId('redeem-basket')).toBeInTheDocument();
      expect(redeemTokenStore.getState().token).toBe(LINKED);
      expect(window.sessionStorage.getItem('shop:redeem-token')).toBe(LINKED);
      // Replaced, not pushed: the other parameters stay, the token is in no address of the history.
      expect(currentLocation()).toBe('/guthaben-pruefen/ergebnisse/2/?utm_source=mail');
      expect(window.location.href).not.toContain(LINKED);
      // The basket was read once, for the linked redeem.
      expect(callsOf(client, 'RedeemBasket')).toHaveLength(1);
      expect(screen.queryByTestId('redeem-unavailable')).not.toBeInTheDocument();
    });

    it('an unknown or expired linked redeem: the spec’s “redeem data unavailable”, not an empty shop, and the way to check again', async () => {
      renderRemotePage(RedeemShopPage, { routeKey: 'redeemShop', params: {} }, { path: `/guthaben-pruefen/ergebnisse/?redeemToken=${LINKED}`, answers: answersFor(null) });
      const unavailable = await screen.findByTestId('redeem-unavailable');
      expect(unavailable).toHaveTextContent('Deine Einlösedaten sind nicht mehr verfügbar. Bitte prüfe dein Guthaben erneut.');
      expect(within(unavailable).getByRole('link', { name: 'Guthaben erneut prüfen' })).toHaveAttribute('href', '/guthaben-pruefen/');
      expect(screen.queryByTestId('redeem-products')).not.toBeInTheDocument();
      expect(redeemTokenStore.getState().token).toBeNull();
      expect(window.sessionStorage.getItem('shop:redeem-token')).toBeNull();
      expect(currentLocation()).toBe('/guthaben-pruefen/ergebnisse/');
    });

    it('a malformed token is no token: nothing kept, nothing asked, the same state', async () => {
      const { client } = renderRemotePage(RedeemShopPage, { routeKey: 'redeemShop', params: {} }, {
        path: '/guthaben-pruefen/ergebnisse/?redeemToken=%3Cscript%3E',
        answers: answersFor(LINKED),
      });
      expect(await screen.findByTestId('redeem-unavailable')).toBeInTheDocument();
      expect(redeemTokenStore.getState().token).toBeNull();
      expect(callsOf(client, 'RedeemBasket')).toEqual([]);
      expect(currentLocation()).toBe('/guthaben-pruefen/ergebnisse/');
    });

    it('a redeem that expired while the tab kept its token says so too (in Dutch on the Dutch storefront)', async () => {
      setRedeemToken('E'.repeat(43));
      renderRemotePage(RedeemShopPage, { routeKey: 'redeemShop', params: {} }, { path: '/saldocheck/inwisselen/', config: testStorefront('nl'), answers: answersFor(null) });
      const unavailable = await screen.findByTestId('redeem-unavailable');
      expect(unavailable).toHaveTextContent('Je inwisselgegevens zijn niet meer beschikbaar. Check je saldo opnieuw.');
      expect(within(unavailable).getByRole('link', { name: 'Saldo opnieuw checken' })).toHaveAttribute('href', '/saldocheck/');
      expect(redeemTokenStore.getState().token).toBeNull();
    });

    it('without any redeem the shop still asks for a balance check first (nothing was lost)', async () => {
      renderRemotePage(RedeemShopPage, { routeKey: 'redeemShop', params: {} }, { path: '/guthaben-pruefen/ergebnisse/', answers: answersFor(null) });
      expect(await screen.findByTestId('redeem-no-redeem')).toBeInTheDocument();
      expect(screen.queryByTestId('redeem-unavailable')).not.toBeInTheDocument();
    });
  });

  it('refuses in place a choice that would leave less than the card’s minimum remaining balance (spec §5)', async () => {
    setRedeemToken('T'.repeat(43));
    const asksTen = redeemProduct({
      id: 'cbde-neu',
      title: 'Neu Geschenkkarte',
      redeemData: { ...redeemProduct().redeemData, minimumRemainingBalance: { value: 10, currency: 'EUR', cents: 1000 } },
    });
    const { user, client } = renderShop({ basket: redeemBasket({ balance: 15 }), items: [asksTen] });
    await user.click(await screen.findByRole('button', { name: 'Neu Geschenkkarte wählen' }));
    const dialog = screen.getByRole('dialog', { name: 'Neu Geschenkkarte' });
    expect(dialog).toHaveTextContent(/Nach deiner Auswahl müssen mindestens 10,00\s€ deines Guthabens auf deiner Geschenkkarte bleiben\./);
    // 15 € on the card, 10 € chosen: 5 € would remain, where 10 € must.
    await user.type(within(dialog).getByRole('textbox', { name: /^Betrag/ }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Zur Auswahl hinzufügen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Nach dieser Auswahl blieben weniger als 10,00\s€ auf deiner Geschenkkarte/);
    expect(callsOf(client, 'RedeemAddPackage')).toEqual([]);
  });

  it('resets with confirmation: the redeem ends and the token is forgotten', async () => {
    setRedeemToken('T'.repeat(43));
    const { user, client } = renderRemotePage(
      RedeemShopPage,
      { routeKey: 'redeemShop', params: {} },
      {
        path: '/guthaben-pruefen/ergebnisse/',
        answers: { RedeemProducts: products(), RedeemBasket: { redeemBasket: { data: redeemBasket(), errors: [] } }, RedeemReset: { resetRedeem: { errors: [] } } },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Neu beginnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Neu beginnen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja, neu beginnen' }));
    expect(callsOf(client, 'RedeemReset')).toHaveLength(1);
    expect(window.sessionStorage.getItem('shop:redeem-token')).toBeNull();
    expect(await screen.findByTestId('redeem-no-redeem')).toBeInTheDocument();
    expect(leaveSiteWarning.isAttached).toBe(false);
  });
});
