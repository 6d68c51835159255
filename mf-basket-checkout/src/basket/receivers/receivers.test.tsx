import { eventBus, setUser } from '@shop/shared';
import { answer, testStorefront } from '@shop/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { type CartAddress, type CartOrder, DELETE_PACKAGE_GROUP_MUTATION, RESET_RECEIVER_MUTATION, SET_DELIVERY_DATE_MUTATION, SET_DELIVERY_MODE_MUTATION, UPDATE_RECEIVER_MUTATION } from '../../common/cart-query';
import { SAVED_RECEIVERS_QUERY } from '../../common/receivers/saved-receivers';
import { basketOrder, cartPackage, money, payload } from '../../testing/cart-fixtures';
import { callsOf, openDialog, renderBasket } from '../testing/render';
import { dayAfter } from './schedule';

const address: CartAddress = {
  firstName: 'Max', lastName: 'Muster', companyName: null, countryCode: 'DE', postCode: '10115', houseNumber: '5', suffix: null, street: 'Hauptstraße', city: 'Berlin', email: null,
};

/** Two physical packages (delivery mode applies), the post receiver with an address or not. */
function twoPhysical(withAddress: boolean): CartOrder {
  const order = basketOrder();
  const post = order.shipments[1];
  if (post) {
    post.packages = [...post.packages, cartPackage({ id: 'p3', shipmentTag: 'r2', variationType: 'PHYSICAL', amount: money(15) })];
    post.deliveryAddress = withAddress ? address : null;
  }
  return order;
}

/** Two physical receivers (split mode), both with an address. */
function splitWithAddresses(): CartOrder {
  const order = twoPhysical(true);
  const post = order.shipments[1];
  if (post) {
    const [first, second] = post.packages;
    post.packages = first ? [first] : [];
    if (second) order.shipments.push({ ...post, id: 's3', tag: 'r3', packages: [{ ...second, shipmentTag: 'r3' }] });
  }
  return { ...order, deliveryMode: 'SPLIT' };
}

describe('receivers', () => {
  it("offers a logged-in shopper the address book's receivers that fit, and fills the form with the one chosen", async () => {
    setUser({ mainProfile: { firstName: 'Lena', lastName: 'Lind', email: 'lena@example.com' }, subscribed: false });
    try {
      const saved = [
        { id: 'a1', firstName: 'Mia', lastName: 'Meyer', email: 'mia@example.com', address: null },
        { id: 'a2', firstName: 'Tom', lastName: 'Berg', email: null, address: { countryCode: 'DE', postCode: '10115', houseNumber: '12', suffix: 'b', street: 'Invalidenstraße', city: 'Berlin', companyName: null } },
      ];
      const { user, client } = renderBasket(basketOrder(), {
        ...answer(UPDATE_RECEIVER_MUTATION, { updateCartReceiver: payload(basketOrder()) }),
        ...answer(SAVED_RECEIVERS_QUERY, { addressBook: { data: saved } }),
      });
      const post = within(await screen.findByTestId('receiver-r2'));
      await user.click(post.getByRole('button', { name: 'Empfängerdaten eingeben' }));
      const modal = within(openDialog('checkout-receiver-modal'));
      await user.click(await modal.findByRole('combobox', { name: /Aus deinem Adressbuch/ }));
      // Cards by post: only receivers with a postal address.
      expect(modal.getAllByRole('option').map((o) => o.textContent)).toEqual(['Tom Berg · Invalidenstraße 12, Berlin']);
      await user.click(modal.getByRole('option', { name: /Tom Berg/ }));
      expect(modal.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Tom');
      expect(modal.getByRole('textbox', { name: 'Postleitzahl' })).toHaveValue('10115');
      await user.click(modal.getByRole('button', { name: 'Empfänger speichern' }));
      await waitFor(() =>
        expect(callsOf(client, 'UpdateCartReceiver')).toEqual([
          { input: { shipmentTag: 'r2', firstName: 'Tom', lastName: 'Berg', address: { countryCode: 'DE', postCode: '10115', houseNumber: '12', suffix: 'b', street: 'Invalidenstraße', city: 'Berlin' } } },
        ]),
      );
    } finally {
      setUser(null);
    }
  });

  it('asks a guest for no address book', async () => {
    const { client } = renderBasket(basketOrder());
    await screen.findByTestId('receiver-r2');
    expect(callsOf(client, 'CheckoutSavedReceivers')).toEqual([]);
  });

  it('refuses a bad German postcode at the field without calling the API, then saves a valid receiver', async () => {
    const { user, client } = renderBasket(basketOrder(), { ...answer(UPDATE_RECEIVER_MUTATION, { updateCartReceiver: payload(basketOrder()) }) });
    const post = within(await screen.findByTestId('receiver-r2'));
    await user.click(post.getByRole('button', { name: 'Empfängerdaten eingeben' }));
    const modal = within(openDialog('checkout-receiver-modal'));
    expect(modal.getByRole('combobox', { name: /Land/ })).toHaveTextContent('Deutschland');
    await user.type(modal.getByRole('textbox', { name: 'Vorname' }), 'Max');
    await user.type(modal.getByRole('textbox', { name: 'Nachname' }), 'Muster');
    await user.type(modal.getByRole('textbox', { name: 'Postleitzahl' }), '1234');
    await user.tab();
    expect(modal.getByText('Bitte gib eine gültige Postleitzahl ein')).toBeInTheDocument();
    expect(modal.getByRole('textbox', { name: 'Postleitzahl' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(modal.getByRole('textbox', { name: 'Hausnummer' }), '5');
    await user.type(modal.getByRole('textbox', { name: 'Straße' }), 'Hauptstraße');
    await user.type(modal.getByRole('textbox', { name: 'Ort' }), 'Berlin');
    await user.click(modal.getByRole('button', { name: 'Empfänger speichern' }));
    expect(modal.getByRole('textbox', { name: 'Postleitzahl' })).toHaveFocus();
    expect(callsOf(client, 'UpdateCartReceiver')).toEqual([]);

    await user.clear(modal.getByRole('textbox', { name: 'Postleitzahl' }));
    await user.type(modal.getByRole('textbox', { name: 'Postleitzahl' }), '10115');
    expect(modal.queryByText('Bitte gib eine gültige Postleitzahl ein')).toBeNull();
    await user.click(modal.getByRole('button', { name: 'Empfänger speichern' }));
    expect(callsOf(client, 'UpdateCartReceiver')).toEqual([
      { input: { shipmentTag: 'r2', firstName: 'Max', lastName: 'Muster', address: { countryCode: 'DE', postCode: '10115', houseNumber: '5', street: 'Hauptstraße', city: 'Berlin' } } },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('checkout-receiver-modal').some((d) => d.hasAttribute('open') && !d.classList.contains('is-closing'))).toBe(false));
  });

  it('checks a Dutch postcode on the Dutch storefront (NL default country)', async () => {
    const { user, client } = renderBasket(basketOrder(), { ...answer(UPDATE_RECEIVER_MUTATION, { updateCartReceiver: payload(basketOrder()) }) }, testStorefront('nl'));
    const post = within(await screen.findByTestId('receiver-r2'));
    await user.click(post.getByRole('button', { name: 'Gegevens ontvanger invullen' }));
    const modal = within(openDialog('checkout-receiver-modal'));
    expect(modal.getByRole('combobox', { name: /Land/ })).toHaveTextContent('Nederland');
    await user.type(modal.getByRole('textbox', { name: 'Voornaam' }), 'Sanne');
    await user.type(modal.getByRole('textbox', { name: 'Achternaam' }), 'de Vries');
    await user.type(modal.getByRole('textbox', { name: 'Postcode' }), '1234 SA');
    await user.type(modal.getByRole('textbox', { name: 'Huisnummer' }), '12');
    await user.type(modal.getByRole('textbox', { name: 'Straat' }), 'Kerkstraat');
    await user.type(modal.getByRole('textbox', { name: 'Plaats' }), 'Utrecht');
    await user.click(modal.getByRole('button', { name: 'Ontvanger opslaan' }));
    expect(modal.getByText('Vul een geldige postcode in')).toBeInTheDocument();
    expect(callsOf(client, 'UpdateCartReceiver')).toEqual([]);
    await user.clear(modal.getByRole('textbox', { name: 'Postcode' }));
    await user.type(modal.getByRole('textbox', { name: 'Postcode' }), '1234ab');
    await user.click(modal.getByRole('button', { name: 'Ontvanger opslaan' }));
    expect(callsOf(client, 'UpdateCartReceiver')[0]).toEqual({
      input: { shipmentTag: 'r2', firstName: 'Sanne', lastName: 'de Vries', address: { countryCode: 'NL', postCode: '1234 AB', houseNumber: '12', street: 'Kerkstraat', city: 'Utrecht' } },
    });
  });

  it('puts an API field error at its field and keeps the modal open', async () => {
    const errors = jest.fn();
    const off = eventBus.on('shell:error-requested', errors);
    const order = basketOrder();
    if (order.shipments[1]) order.shipments[1].deliveryAddress = address;
    const { user, client } = renderBasket(order, {
      ...answer(UPDATE_RECEIVER_MUTATION, { updateCartReceiver: payload(null, [{ message: 'Please enter a valid postcode', code: 2001, referencedRequestParameter: 'input.address.postCode' }]) }),
    });
    const post = within(await screen.findByTestId('receiver-r2'));
    await user.click(post.getByRole('button', { name: 'Empfänger bearbeiten' }));
    const modal = within(openDialog('checkout-receiver-modal'));
    expect(modal.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Max');
    await user.click(modal.getByRole('button', { name: 'Empfänger speichern' }));
    expect(callsOf(client, 'UpdateCartReceiver')).toHaveLength(1);
    expect(await modal.findByText('Bitte gib eine gültige Postleitzahl ein')).toBeInTheDocument();
    expect(modal.getByRole('textbox', { name: 'Postleitzahl' })).toHaveFocus();
    expect(openDialog('checkout-receiver-modal')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    off();
  });

  it('asks a digital receiver for name and e-mail', async () => {
    const { user, client } = renderBasket(basketOrder(), { ...answer(UPDATE_RECEIVER_MUTATION, { updateCartReceiver: payload(basketOrder()) }) });
    const digital = within(await screen.findByTestId('receiver-r1'));
    await user.click(digital.getByRole('button', { name: 'Empfängerdaten eingeben' }));
    const modal = within(openDialog('checkout-receiver-modal'));
    expect(modal.queryByRole('textbox', { name: 'Postleitzahl' })).toBeNull();
    await user.click(modal.getByRole('button', { name: 'Empfänger speichern' }));
    expect(modal.getByText('Vorname ist ein Pflichtfeld')).toBeInTheDocument();
    expect(modal.getByText('E-Mail ist ein Pflichtfeld')).toBeInTheDocument();
    await user.type(modal.getByRole('textbox', { name: 'Vorname' }), 'Anna');
    await user.type(modal.getByRole('textbox', { name: 'Nachname' }), 'Muster');
    await user.type(modal.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@');
    await user.click(modal.getByRole('button', { name: 'Empfänger speichern' }));
    expect(modal.getByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(callsOf(client, 'UpdateCartReceiver')).toEqual([]);
    await user.type(modal.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'example.com ');
    await user.click(modal.getByRole('button', { name: 'Empfänger speichern' }));
    expect(callsOf(client, 'UpdateCartReceiver')).toEqual([{ input: { shipmentTag: 'r1', firstName: 'Anna', lastName: 'Muster', email: 'anna@example.com' } }]);
  });

  it('deletes a receiver with all its packages after the confirmation', async () => {
    const changed = jest.fn();
    const remaining = basketOrder();
    remaining.shipments = remaining.shipments.slice(0, 1);
    remaining.packagesGroups = remaining.packagesGroups.slice(0, 1);
    const { user, client } = renderBasket(basketOrder(), { ...answer(DELETE_PACKAGE_GROUP_MUTATION, { deleteGiftCardPackageGroup: payload(remaining) }) });
    const post = within(await screen.findByTestId('receiver-r2'));
    const off = eventBus.on('checkout:cart-changed', changed);
    await user.click(post.getByRole('button', { name: 'Empfänger löschen: Empfänger 2 – per Post' }));
    const modal = within(openDialog('checkout-delete-receiver-modal'));
    expect(modal.getByText('Empfänger 2 – per Post und die zugehörige Geschenkkarte werden aus deinem Warenkorb entfernt.')).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Ja, löschen' }));
    expect(callsOf(client, 'DeleteGiftCardPackageGroup')).toEqual([{ shipmentTag: 'r2' }]);
    await waitFor(() => expect(screen.queryByTestId('receiver-r2')).toBeNull());
    expect(changed).toHaveBeenCalledWith({ cart: remaining.slimCart, reason: 'basket:delete-receiver' });
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'remove_from_cart' }));
    off();
  });

  it('resets a receiver after the confirmation', async () => {
    const { user, client } = renderBasket(twoPhysical(true), { ...answer(RESET_RECEIVER_MUTATION, { resetCartReceiver: payload(twoPhysical(false)) }) });
    const post = within(await screen.findByTestId('receiver-r2'));
    await user.click(post.getByRole('button', { name: 'Empfänger zurücksetzen' }));
    await user.click(within(openDialog('checkout-reset-receiver-modal')).getByRole('button', { name: 'Ja, zurücksetzen' }));
    expect(callsOf(client, 'ResetCartReceiver')).toEqual([{ shipmentTag: 'r2' }]);
    expect(await post.findByRole('button', { name: 'Empfängerdaten eingeben' })).toBeInTheDocument();
  });

  describe('delivery date and time (digital)', () => {
    const tomorrow = () => dayAfter(new Date(), 1, 'Europe/Berlin');

    it('sends a chosen moment as ISO 8601 with offset, refuses the past, and goes back to as soon as possible', async () => {
      const { user, client } = renderBasket(basketOrder(), { ...answer(SET_DELIVERY_DATE_MUTATION, { setShipmentDeliveryDate: payload(basketOrder()) }) });
      const digital = within(await screen.findByTestId('receiver-r1'));
      await user.click(digital.getByRole('button', { name: 'Lieferdatum und -uhrzeit' }));
      let modal = within(openDialog('checkout-date-modal'));
      expect(modal.getByRole('radio', { name: /So schnell wie möglich/ })).toBeChecked();
      await user.click(modal.getByRole('radio', { name: /An einem Datum/ }));
      await user.type(modal.getByLabelText('Datum'), '2020-01-01');
      await user.type(modal.getByLabelText('Uhrzeit'), '10:00');
      expect(modal.getByLabelText('Uhrzeit')).toHaveAccessibleDescription('Uhrzeit in Mitteleuropäische Zeit');
      await user.click(modal.getByRole('button', { name: 'Lieferzeitpunkt speichern' }));
      expect(modal.getByText('Bitte wähle einen Zeitpunkt in der Zukunft')).toBeInTheDocument();
      expect(callsOf(client, 'SetShipmentDeliveryDate')).toEqual([]);

      await user.clear(modal.getByLabelText('Datum'));
      await user.type(modal.getByLabelText('Datum'), tomorrow());
      await user.click(modal.getByRole('button', { name: 'Lieferzeitpunkt speichern' }));
      const [call] = callsOf(client, 'SetShipmentDeliveryDate');
      expect(call?.shipmentTag).toBe('r1');
      // Read in the storefront's zone (Berlin), whatever the zone of the machine running the browser.
      expect(call?.scheduledAt).toMatch(new RegExp(`^${tomorrow()}T10:00:00\\+0[12]:00$`));

      await waitFor(() => expect(screen.getAllByTestId('checkout-date-modal').every((d) => !d.hasAttribute('open') || d.classList.contains('is-closing'))).toBe(true));
      await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
      await user.click(digital.getByRole('button', { name: 'Lieferdatum und -uhrzeit' }));
      modal = within(openDialog('checkout-date-modal'));
      await user.click(modal.getByRole('radio', { name: /So schnell wie möglich/ }));
      await user.click(modal.getByRole('button', { name: 'Lieferzeitpunkt speichern' }));
      expect(callsOf(client, 'SetShipmentDeliveryDate')[1]).toEqual({ shipmentTag: 'r1', scheduledAt: null });
    });

    it('shows the API refusal (2001 on scheduledAt) at the field', async () => {
      const { user } = renderBasket(basketOrder(), {
        ...answer(SET_DELIVERY_DATE_MUTATION, { setShipmentDeliveryDate: payload(null, [{ message: 'The delivery date must be within 365 days', code: 2001, referencedRequestParameter: 'scheduledAt' }]) }),
      });
      const digital = within(await screen.findByTestId('receiver-r1'));
      await user.click(digital.getByRole('button', { name: 'Lieferdatum und -uhrzeit' }));
      const modal = within(openDialog('checkout-date-modal'));
      await user.click(modal.getByRole('radio', { name: /An einem Datum/ }));
      await user.type(modal.getByLabelText('Datum'), tomorrow());
      await user.type(modal.getByLabelText('Uhrzeit'), '09:30');
      await user.click(modal.getByRole('button', { name: 'Lieferzeitpunkt speichern' }));
      expect(await modal.findByText('The delivery date must be within 365 days')).toBeInTheDocument();
      expect(modal.getByLabelText('Datum')).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('delivery mode', () => {
    it('asks before bringing split receivers with addresses together (the others are dropped), then sends SINGLE', async () => {
      const { user, client } = renderBasket(splitWithAddresses(), { ...answer(SET_DELIVERY_MODE_MUTATION, { setCartDeliveryMode: payload(twoPhysical(true)) }) });
      await screen.findByTestId('receiver-r3');
      expect(screen.getByRole('radio', { name: 'Jede Karte an einen eigenen Empfänger' })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: 'Alle Karten an eine Adresse' }));
      const modal = within(openDialog('checkout-mode-confirm-modal'));
      expect(modal.getByText(/an die Adresse des ersten Empfängers/)).toBeInTheDocument();
      expect(callsOf(client, 'SetCartDeliveryMode')).toEqual([]);
      await user.click(modal.getByRole('button', { name: 'Ja, ändern' }));
      expect(callsOf(client, 'SetCartDeliveryMode')).toEqual([{ mode: 'SINGLE' }]);
      await waitFor(() => expect(screen.getByRole('radio', { name: 'Alle Karten an eine Adresse' })).toBeChecked());
    });

    it('splits at once: every card keeps a copy of the address', async () => {
      const { user, client } = renderBasket(twoPhysical(true), { ...answer(SET_DELIVERY_MODE_MUTATION, { setCartDeliveryMode: payload(splitWithAddresses()) }) });
      await screen.findByTestId('receiver-r2');
      await user.click(screen.getByRole('radio', { name: 'Jede Karte an einen eigenen Empfänger' }));
      expect(screen.queryByTestId('checkout-mode-confirm-modal')?.hasAttribute('open') ?? false).toBe(false);
      expect(callsOf(client, 'SetCartDeliveryMode')).toEqual([{ mode: 'SPLIT' }]);
      expect(await screen.findByTestId('receiver-r3')).toBeInTheDocument();
    });

    it('is not offered for a single physical card', async () => {
      renderBasket(basketOrder());
      await screen.findByTestId('receiver-r2');
      expect(screen.queryByRole('radio', { name: 'Alle Karten an eine Adresse' })).toBeNull();
    });
  });
});
