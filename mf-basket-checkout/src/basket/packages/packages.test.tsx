import { eventBus } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { basketOrder, payload, withDigitalQuantity } from '../../testing/cart-fixtures';
import { callsOf, openDialog, renderBasket } from '../testing/render';
import { DELETE_PACKAGE_GROUP_MUTATION, UPDATE_PACKAGE_MUTATION } from '../../common/cart-query';
import { answer } from '@shop/shared/testing';

beforeEach(() => {
  window.dataLayer = [];
});

async function applePackage() {
  return within(await screen.findByTestId('package-p1'));
}

describe('basket packages', () => {
  it('changes the quantity with updateGiftCardPackage, shows the returned totals and tells the badge', async () => {
    const changed = jest.fn();
    const off = eventBus.on('checkout:cart-changed', changed);
    const { user, client } = renderBasket(basketOrder(), {
      ...answer(UPDATE_PACKAGE_MUTATION, { updateGiftCardPackage: { ...payload(withDigitalQuantity(basketOrder(), 3)), packageId: 'p1' } }),
    });
    const apple = await applePackage();
    await user.click(apple.getByRole('combobox', { name: /Anzahl/ }));
    // Limits: 10 per package, 20 per order, 25 Apple cards, Apple sum 500 € / 25 € = 20 → 10 options.
    expect(apple.getAllByRole('option')).toHaveLength(10);
    await user.click(apple.getByRole('option', { name: '3' }));

    expect(callsOf(client, 'UpdateGiftCardPackage')).toEqual([{ input: { packageId: 'p1', quantity: 3 } }]);
    await waitFor(() => expect(screen.getByTestId('grand-total')).toHaveTextContent('134,20 €'));
    expect(screen.getByTestId('totals')).toHaveTextContent('3 digitale Geschenkkarten75,00 €');
    expect(apple.getByRole('combobox', { name: /Anzahl/ })).toHaveTextContent('3');
    expect(changed).toHaveBeenCalledWith({ cart: withDigitalQuantity(basketOrder(), 3).slimCart, reason: 'basket:quantity' });
    expect(screen.getByTestId('basket-announcer')).toHaveTextContent('Warenkorb aktualisiert. Neue Gesamtsumme: 134,20 €');
    off();
  });

  it('keeps the quantity options within the order limits', async () => {
    const order = basketOrder({ limits: { maxCardsPerOrder: 4, maxQuantityPerPackage: 10 } });
    const { user } = renderBasket(order);
    const apple = await applePackage();
    await user.click(apple.getByRole('combobox', { name: /Anzahl/ }));
    // 4 cards per order, 1 of them in the other package.
    expect(apple.getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3']);
  });

  it('deletes a package only after the confirmation, with deleteGiftCardPackageGroup(shipmentTag, packageId)', async () => {
    const changed = jest.fn();
    const off = eventBus.on('checkout:cart-changed', changed);
    const remaining = basketOrder();
    remaining.shipments = remaining.shipments.slice(1);
    remaining.packagesGroups = remaining.packagesGroups.slice(1);
    const { user, client } = renderBasket(basketOrder(), { ...answer(DELETE_PACKAGE_GROUP_MUTATION, { deleteGiftCardPackageGroup: payload(remaining) }) });
    const apple = await applePackage();

    await user.click(apple.getByRole('button', { name: 'Entfernen: Apple Geschenkkarte' }));
    const modal = openDialog('checkout-delete-item-modal');
    expect(modal).toHaveAttribute('open');
    expect(within(modal).getByText('2 × Apple Geschenkkarte (25,00 €) wird aus deinem Warenkorb entfernt.')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Abbrechen' }));
    expect(callsOf(client, 'DeleteGiftCardPackageGroup')).toEqual([]);

    await user.click(apple.getByRole('button', { name: 'Entfernen: Apple Geschenkkarte' }));
    await user.click(within(openDialog('checkout-delete-item-modal')).getByRole('button', { name: 'Ja, entfernen' }));
    expect(callsOf(client, 'DeleteGiftCardPackageGroup')).toEqual([{ shipmentTag: 'r1', packageId: 'p1' }]);
    await waitFor(() => expect(screen.queryByTestId('package-p1')).toBeNull());
    expect(changed).toHaveBeenCalledWith({ cart: remaining.slimCart, reason: 'basket:delete-package' });
    expect(window.dataLayer).toContainEqual({
      event: 'remove_from_cart',
      ecommerce: { currency: 'EUR', value: 50, items: [{ item_id: 'cbde-apple', item_name: 'Apple Geschenkkarte', item_variant: 'digital', price: 25, quantity: 2 }] },
    });
    off();
  });

  it('switches gift packing and the wrapper of a physical card', async () => {
    const { user, client } = renderBasket(basketOrder(), { ...answer(UPDATE_PACKAGE_MUTATION, { updateGiftCardPackage: { ...payload(basketOrder()), packageId: 'p2' } }) });
    const amazon = within(await screen.findByTestId('package-p2'));
    await user.click(amazon.getByRole('checkbox', { name: 'Geschenkverpackung' }));
    await user.click(amazon.getByRole('checkbox', { name: 'Grußkarte als Umschlag' }));
    expect(callsOf(client, 'UpdateGiftCardPackage')).toEqual([
      { input: { packageId: 'p2', giftPacking: false } },
      { input: { packageId: 'p2', wrapper: 'PHYSICAL' } },
    ]);
  });

  it('removes a wrapper with wrapper: null', async () => {
    const order = basketOrder();
    const pkg = order.shipments[0]?.packages[0];
    if (pkg) pkg.wrapper = { kind: 'DIGITAL_WRAPPER' };
    const { user, client } = renderBasket(order, { ...answer(UPDATE_PACKAGE_MUTATION, { updateGiftCardPackage: { ...payload(basketOrder()), packageId: 'p1' } }) });
    await user.click((await applePackage()).getByRole('checkbox', { name: 'Festliches E-Mail-Design' }));
    expect(callsOf(client, 'UpdateGiftCardPackage')).toEqual([{ input: { packageId: 'p1', wrapper: null } }]);
  });

  it('adds a personal message with the shared rule, and removes it with null', async () => {
    const withMessage = basketOrder();
    const pkg = withMessage.shipments[0]?.packages[0];
    if (pkg) pkg.personalMessage = 'Alles Gute!';
    const { user, client } = renderBasket(basketOrder(), { ...answer(UPDATE_PACKAGE_MUTATION, { updateGiftCardPackage: { ...payload(withMessage), packageId: 'p1' } }) });
    const apple = await applePackage();
    await user.click(apple.getByRole('button', { name: 'Persönliche Nachricht hinzufügen: Apple Geschenkkarte' }));
    const field = apple.getByRole('textbox', { name: 'Deine persönliche Nachricht zu Apple Geschenkkarte' });
    expect(apple.getByText('150 Zeichen übrig')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'Alles Gute 🎂' } });
    await user.click(apple.getByRole('button', { name: 'Nachricht speichern' }));
    expect(apple.getByText('Emojis können nicht gedruckt werden: Bitte entferne sie')).toBeInTheDocument();
    expect(callsOf(client, 'UpdateGiftCardPackage')).toEqual([]);
    fireEvent.change(field, { target: { value: 'x'.repeat(151) } });
    expect(apple.getByText('-1 Zeichen übrig')).toHaveClass('is-over');

    await user.clear(field);
    await user.type(field, '  Alles Gute!  ');
    await user.click(apple.getByRole('button', { name: 'Nachricht speichern' }));
    expect(callsOf(client, 'UpdateGiftCardPackage')).toEqual([{ input: { packageId: 'p1', personalMessage: 'Alles Gute!' } }]);
    expect(await apple.findByText('Alles Gute!')).toBeInTheDocument();

    await user.click(apple.getByRole('button', { name: 'Nachricht entfernen: Apple Geschenkkarte' }));
    expect(callsOf(client, 'UpdateGiftCardPackage')[1]).toEqual({ input: { packageId: 'p1', personalMessage: null } });
  });

  it('changes a custom amount within the product range (shared amount rule)', async () => {
    const { user, client } = renderBasket(basketOrder(), { ...answer(UPDATE_PACKAGE_MUTATION, { updateGiftCardPackage: { ...payload(basketOrder()), packageId: 'p1' } }) });
    const apple = await applePackage();
    await user.click(apple.getByRole('button', { name: 'Ändern: Apple Geschenkkarte' }));
    const input = apple.getByRole('textbox', { name: /^Betrag pro Karte \(10,00\s€ – 250,00\s€\)$/ });
    await user.clear(input);
    await user.type(input, '9');
    await user.click(apple.getByRole('button', { name: 'Betrag speichern' }));
    expect(apple.getByText('Wähle einen Betrag zwischen 10,00 € und 250,00 €')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf(client, 'UpdateGiftCardPackage')).toEqual([]);
    await user.clear(input);
    await user.type(input, '40');
    await user.click(apple.getByRole('button', { name: 'Betrag speichern' }));
    expect(callsOf(client, 'UpdateGiftCardPackage')).toEqual([{ input: { packageId: 'p1', amountCents: 4000 } }]);
  });

  it('offers the fixed prices of a fixed-price card', async () => {
    const { user, client } = renderBasket(basketOrder(), { ...answer(UPDATE_PACKAGE_MUTATION, { updateGiftCardPackage: { ...payload(basketOrder()), packageId: 'p2' } }) });
    const amazon = within(await screen.findByTestId('package-p2'));
    await user.click(amazon.getByRole('combobox', { name: /Betrag pro Karte/ }));
    await user.click(amazon.getByRole('option', { name: /^25,00\s€$/ }));
    expect(callsOf(client, 'UpdateGiftCardPackage')).toEqual([{ input: { packageId: 'p2', amountCents: 2500 } }]);
  });

  it('re-reads the cart without an error modal when the package is gone (2003)', async () => {
    const errors = jest.fn();
    const off = eventBus.on('shell:error-requested', errors);
    const { user, client } = renderBasket(basketOrder(), {
      ...answer(UPDATE_PACKAGE_MUTATION, { updateGiftCardPackage: { order: null, packageId: null, errors: [{ message: 'Unknown package', code: 2003, referencedRequestParameter: 'input.packageId' }] } }),
    });
    const amazon = within(await screen.findByTestId('package-p2'));
    await user.click(amazon.getByRole('checkbox', { name: 'Geschenkverpackung' }));
    await waitFor(() => expect(callsOf(client, 'BasketCart')).toHaveLength(2));
    expect(errors).not.toHaveBeenCalled();
    off();
  });

  it('hands other API errors to the general error modal and keeps the screen as it was', async () => {
    const errors = jest.fn();
    const changed = jest.fn();
    const error = { message: 'Exceeding of gift card limit in the order', code: 2030, referencedRequestParameter: 'input.quantity' };
    const { user } = renderBasket(basketOrder(), { ...answer(UPDATE_PACKAGE_MUTATION, { updateGiftCardPackage: { order: null, packageId: null, errors: [error] } }) });
    const apple = await applePackage();
    const offErrors = eventBus.on('shell:error-requested', errors);
    const offChanged = eventBus.on('checkout:cart-changed', changed);
    await user.click(apple.getByRole('combobox', { name: /Anzahl/ }));
    await user.click(apple.getByRole('option', { name: '5' }));
    await waitFor(() => expect(errors).toHaveBeenCalledWith({ error }));
    expect(changed).not.toHaveBeenCalled();
    expect(screen.getByTestId('grand-total')).toHaveTextContent('109,20 €');
    offErrors();
    offChanged();
  });

  it('previews the card with amount and message, and the gift packing', async () => {
    const { user } = renderBasket(basketOrder());
    const amazon = within(await screen.findByTestId('package-p2'));
    await user.click(amazon.getByRole('button', { name: 'Vorschau der Karte: Amazon Geschenkkarte' }));
    const item = openDialog('checkout-item-preview');
    expect(item).toHaveAttribute('open');
    expect(within(item).getByText('50,00 €')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Schließen' }));
    await user.click(amazon.getByRole('button', { name: 'Vorschau der Geschenkverpackung' }));
    expect(within(openDialog('checkout-packing-preview')).getByRole('heading', { name: 'Vorschau der Geschenkverpackung' })).toBeInTheDocument();
  });
});
