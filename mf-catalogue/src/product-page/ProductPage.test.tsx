import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, pageMetaStore } from '@shop/shared';
import { answer, answeringClient, answerNotYet, renderInShop, testStorefront } from '@shop/shared/testing';
import { OPTION_PRICES, preloadMessages, productDetail, variation } from '../testing/fixtures';
import { expectCatalogueSkeleton } from '../testing/skeleton';
import { productPageMessages } from './messages';
import ProductPage from './ProductPage';
import { ADD_GIFT_CARD_PACKAGE_MUTATION, PRODUCT_QUERY, type ProductData } from './product-query';

beforeAll(() => preloadMessages(productPageMessages));
beforeEach(() => {
  window.dataLayer = [];
});


function renderProduct(product: ProductData | null = productDetail(), addAnswer: unknown = null) {
  const client = answeringClient({
    ...answer(PRODUCT_QUERY, { product, cartPrices: OPTION_PRICES }),
    ...answer(ADD_GIFT_CARD_PACKAGE_MUTATION, addAnswer),
  });
  const view = renderInShop(<ProductPage routeKey="productDetail" params={{ product: 'apple-geschenkkarte' }} />, {
    client,
    path: '/geschenkkarten/apple-geschenkkarte/',
    config: testStorefront('de', { name: 'CardBon Deutschland' }),
  });
  return { ...view, client, user: userEvent.setup() };
}

const amountInput = () => screen.getByRole('textbox', { name: /Oder dein eigener Betrag/ });
const addButton = () => screen.getByRole('button', { name: 'In den Warenkorb' });

describe('ProductPage (issue 5 §3)', () => {
  it('while the card is on its way: the page\'s shape (the card art beside the purchase form), busy, with one polite status', async () => {
    renderInShop(<ProductPage routeKey="productDetail" params={{ product: 'apple-geschenkkarte' }} />, {
      client: answeringClient({ ...answerNotYet(PRODUCT_QUERY) }),
      path: '/geschenkkarten/apple-geschenkkarte/',
    });
    const skeleton = expectCatalogueSkeleton('product-skeleton');
    expect(skeleton.querySelector('.catalogue-product-main .catalogue-product-art .shop-skeleton')).not.toBeNull();
    expect(skeleton.querySelectorAll('.catalogue-pills .shop-skeleton')).toHaveLength(4);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the card, digital first, the amount prefilled and the digital delivery promise', async () => {
    const { client } = renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Apple Geschenkkarte' })).toBeInTheDocument();
    expect(client.calls[0]?.variables.path).toBe('/geschenkkarten/apple-geschenkkarte/');
    expect(screen.getByRole('img', { name: 'apple' })).toHaveAttribute('src', '/media/test/apple.svg');
    expect(screen.getByRole('radio', { name: /Digital/ })).toBeChecked();
    expect(amountInput()).toHaveValue('25');
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('25,00 €');
    expect(screen.getByTestId('delivery-info')).toHaveTextContent('Per E-Mail innerhalb von 1 Stunde');
    expect(screen.queryByRole('checkbox', { name: 'Geschenkverpackung' })).toBeNull();
  });

  it('physical cards: fixed amounts, post in 2–4 working days, same-day dispatch before 17:00, gift packing', async () => {
    const { user } = renderProduct();
    await user.click(await screen.findByRole('radio', { name: /Karte per Post/ }));
    const amounts = screen.getByRole('group', { name: 'Betrag' });
    expect(within(amounts).getAllByRole('radio').map((r) => r.parentElement?.textContent?.replace(/\s/g, ' '))).toEqual(['15 €', '25 €', '50 €']);
    expect(within(amounts).getByRole('radio', { name: /^25\s€$/ })).toBeChecked();
    await user.click(within(amounts).getByRole('radio', { name: /^50\s€$/ }));
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('50,00 €');
    const delivery = screen.getByTestId('delivery-info');
    expect(delivery).toHaveTextContent('Per Post in 2–4 Werktagen');
    expect(delivery).toHaveTextContent('An Werktagen vor 17:00 Uhr bestellt, am selben Tag verschickt');
    // The threshold comes with its currency (issue 35: 'Bestellungen über 300' said no currency).
    expect(delivery).toHaveTextContent(/Bestellungen über 300\s€ verschicken wir als Einschreiben/);
    expect(screen.getByRole('checkbox', { name: /^Geschenkverpackung \+ 2,95\s€$/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Grußkarte als Umschlag \+ 1,50\s€$/ })).toBeInTheDocument();
    // The message is free: no price shown.
    expect(screen.getByRole('checkbox', { name: 'Persönliche Nachricht' })).toBeInTheDocument();
  });

  it('adds the option prices per card to the total', async () => {
    const { user } = renderProduct();
    await user.click(await screen.findByRole('radio', { name: /Karte per Post/ }));
    await user.click(screen.getByRole('checkbox', { name: /Geschenkverpackung/ }));
    await user.click(screen.getByRole('checkbox', { name: /Grußkarte als Umschlag/ }));
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('29,45 €');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Anzahl' }), { target: { value: '2' } });
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('58,90 €');
  });

  it('validates the custom amount: whole numbers between minimum and maximum', async () => {
    const { user, client } = renderProduct();
    await screen.findByRole('heading', { level: 1 });
    await user.clear(amountInput());
    await user.type(amountInput(), '9');
    await user.tab();
    expect(screen.getByText('Wähle einen Betrag zwischen 10 € und 250 €')).toBeInTheDocument();
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amountInput());
    await user.type(amountInput(), '12.50');
    expect(screen.getByText('Bitte gib einen ganzen Betrag ohne Cent ein')).toBeInTheDocument();
    await user.click(addButton());
    expect(amountInput()).toHaveFocus();
    expect(client.calls.some((c) => c.name === 'AddGiftCardPackage')).toBe(false);
    await user.click(screen.getByRole('button', { name: /^100\s€$/ }));
    expect(amountInput()).toHaveValue('100');
    expect(screen.queryByText(/ganzen Betrag/)).toBeNull();
  });

  it('shows the maximum at the quantity field (max, "höchstens N"): the product’s own limit', async () => {
    renderProduct();
    await screen.findByRole('heading', { level: 1 });
    const quantity = screen.getByRole('spinbutton', { name: 'Anzahl' });
    expect(quantity).toHaveAttribute('max', '25');
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAccessibleDescription('höchstens 25 pro Bestellung');
    expect(screen.getByTestId('quantity-max')).toHaveTextContent('höchstens 25 pro Bestellung');
  });

  it('without a limit of its own: the basket line’s 99', async () => {
    renderProduct(productDetail({ orderLimits: { maxQuantity: null, maxTotal: null } }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('spinbutton', { name: 'Anzahl' })).toHaveAttribute('max', '99');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Anzahl' }), { target: { value: '150' } });
    expect(screen.getByRole('alert')).toHaveAttribute('data-error-code', '2030');
    expect(addButton()).toHaveAccessibleDescription(/höchstens 99 Stück/);
  });

  it('stops at the order limits with the reason beside the button, never a silently disabled one: 2030 too many cards, 2015 the Apple sum', async () => {
    const { user, client } = renderProduct();
    await screen.findByRole('heading', { level: 1 });
    const quantity = screen.getByRole('spinbutton', { name: 'Anzahl' });
    fireEvent.change(quantity, { target: { value: '30' } });
    const reason = 'Pro Bestellung kannst du höchstens 25 Stück dieser Karte kaufen. Verringere die Anzahl, um sie in den Warenkorb zu legen.';
    expect(screen.getByRole('alert')).toHaveAttribute('data-error-code', '2030');
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    // The reason stands right before the button and describes it; the button stays usable and leads to the field.
    expect(addButton().previousElementSibling).toBe(screen.getByRole('alert'));
    expect(addButton()).toHaveAccessibleDescription(reason);
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(addButton()).toBeEnabled();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await user.click(addButton());
    expect(quantity).toHaveFocus();
    expect(client.calls.some((c) => c.name === 'AddGiftCardPackage')).toBe(false);

    fireEvent.change(quantity, { target: { value: '3' } });
    await user.clear(amountInput());
    await user.type(amountInput(), '250');
    expect(screen.getByRole('alert')).toHaveAttribute('data-error-code', '2015');
    expect(screen.getByRole('alert')).toHaveTextContent(/Von dieser Karte gehen pro Bestellung höchstens 500,00\s€; deine Auswahl ergibt 750,00\s€\./);
    expect(addButton()).toHaveAccessibleDescription(/höchstens 500,00\s€/);
    await user.click(addButton());
    expect(quantity).toHaveFocus();
    expect(client.calls.some((c) => c.name === 'AddGiftCardPackage')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Eine weniger' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(addButton()).not.toHaveAttribute('aria-disabled');
    expect(addButton()).not.toHaveAttribute('aria-describedby');
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('500,00 €');
  });

  it('shows out of stock (2031) and offers nothing to buy', async () => {
    renderProduct(productDetail({ inStock: false, variations: [variation('DIGITAL', { inStock: false })] }));
    expect(await screen.findByRole('alert')).toHaveAttribute('data-error-code', '2031');
    expect(screen.getByRole('alert')).toHaveTextContent('derzeit nicht vorrätig');
    // Not silently: the reason is the button's description, and the button says it does nothing now.
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(addButton()).toHaveAccessibleDescription(/derzeit nicht vorrätig/);
    expect(screen.queryByRole('textbox', { name: /Betrag/ })).toBeNull();
  });

  it('offers only the variation in stock when the other is sold out', async () => {
    renderProduct(productDetail({ variations: [variation('DIGITAL'), variation('PHYSICAL', { inStock: false })] }));
    expect(await screen.findByRole('radio', { name: /Karte per Post/ })).toBeDisabled();
    expect(screen.getByText('Derzeit nicht vorrätig')).toBeInTheDocument();
    expect(addButton()).toBeEnabled();
  });

  it('counts the remaining characters of the personal message and refuses emoji and overlong text', async () => {
    const { user } = renderProduct();
    await user.click(await screen.findByRole('checkbox', { name: 'Persönliche Nachricht' }));
    const message = screen.getByRole('textbox', { name: 'Deine persönliche Nachricht' });
    expect(screen.getByText('150 Zeichen übrig')).toBeInTheDocument();
    await user.type(message, 'Alles Gute!');
    expect(screen.getByText('139 Zeichen übrig')).toBeInTheDocument();
    fireEvent.change(message, { target: { value: 'x'.repeat(152) } });
    expect(screen.getByText('-2 Zeichen übrig')).toHaveClass('is-over');
    expect(screen.getByText('Deine Nachricht darf höchstens 150 Zeichen haben')).toBeInTheDocument();
    fireEvent.change(message, { target: { value: 'Alles Gute 🎂' } });
    fireEvent.blur(message);
    expect(screen.getByText('Emojis können nicht gedruckt werden: Bitte entferne sie')).toBeInTheDocument();
    await user.click(addButton());
    expect(message).toHaveFocus();
  });

  it('previews the options in a modal', async () => {
    const { user } = renderProduct();
    await user.click(await screen.findByRole('button', { name: /Vorschau.*Festliches E-Mail-Design/ }));
    const modal = screen.getByTestId('catalogue-preview-modal');
    expect(modal).toHaveAttribute('open');
    expect(within(modal).getByRole('heading', { name: 'Vorschau des Umschlags' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Schließen' }));
  });

  it('adds to the basket through the shared client and hands the slim cart of its answer to the others', async () => {
    const added = jest.fn();
    const offAdded = eventBus.on('catalogue:cards-added', added);
    const slimCart = { id: 'o1', packageIds: ['p1'], cardQty: 2, variationQty: 1, totalQuantity: 2, packagesGroups: [{ packageIds: ['p1'] }] };
    const { user, client } = renderProduct(productDetail(), {
      addGiftCardPackage: { order: { id: 'o1', totals: { grandTotal: { value: 50, currency: 'EUR' } }, slimCart }, packageId: 'p1', errors: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Eine mehr' }));
    await user.click(screen.getByRole('checkbox', { name: 'Persönliche Nachricht' }));
    await user.type(screen.getByRole('textbox', { name: 'Deine persönliche Nachricht' }), '  Viel Spaß!  ');
    await user.click(addButton());
    const call = client.calls.find((c) => c.name === 'AddGiftCardPackage');
    expect(call?.variables.input).toEqual({
      productId: 'cbde-apple', variationId: 'v-digital', variationType: 'DIGITAL', amountCents: 2500, quantity: 2,
      giftPacking: false, wrapper: null, personalMessage: 'Viel Spaß!',
    });
    expect(await screen.findByText('2 Geschenkkarten liegen in deinem Warenkorb.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/warenkorb/');
    // The badge learns the new cart from the event: nobody needs to read cartQuantity again.
    expect(added).toHaveBeenCalledTimes(1);
    expect(added).toHaveBeenCalledWith({ productId: 'cbde-apple', quantity: 2, cart: slimCart });
    expect(window.dataLayer).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'add_to_cart', ecommerce: expect.objectContaining({ value: 50 }) })]));
    offAdded();
  });

  it('emits nothing when the basket refuses (the shared middleware shows the error modal)', async () => {
    const changed = jest.fn();
    const off = eventBus.on('catalogue:cards-added', changed);
    const { user } = renderProduct(productDetail(), {
      addGiftCardPackage: { order: null, packageId: null, errors: [{ message: 'Out of stock', code: 2031, referencedRequestParameter: 'input.variationId' }] },
    });
    await user.click(await screen.findByRole('button', { name: 'In den Warenkorb' }));
    await act(async () => {});
    expect(changed).not.toHaveBeenCalled();
    expect(screen.queryByText(/in deinem Warenkorb/)).toBeNull();
    off();
  });

  it('declares title and canonical path to the shell and renders the Product structured data in its HTML', async () => {
    const { container } = renderProduct();
    await screen.findByRole('heading', { level: 1 });
    const meta = pageMetaStore.getState().meta;
    expect(meta.title).toBe('Apple Geschenkkarte');
    expect(meta.canonicalPath).toBe('/geschenkkarten/apple-geschenkkarte/');
    // In the page, so the server-rendered HTML carries it (not a head tag written after an effect).
    expect(meta.jsonLd).toBeUndefined();
    const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Product', name: 'Apple Geschenkkarte', brand: { name: 'Apple' },
      offers: { '@type': 'AggregateOffer', priceCurrency: 'EUR', lowPrice: '10.00', highPrice: '250.00', availability: 'https://schema.org/InStock' },
    });
    expect(window.dataLayer).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'view_item' })]));
  });

  it('says when the product does not exist and keeps it out of the index', async () => {
    renderProduct(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Diese Geschenkkarte gibt es nicht' })).toBeInTheDocument();
    expect(pageMetaStore.getState().meta.noindex).toBe(true);
  });
});
