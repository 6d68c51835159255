import { ADDRESS_LOOKUP_QUERY } from '@shop/shared/address';
import { answer, testStorefront } from '@shop/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { BasketCartQuery } from '../graphql/__generated__/graphql';
import { physicalFields } from '../common/receivers/receiver-form';
import { basketOrder } from '../testing/cart-fixtures';
import CheckoutPage from './CheckoutPage';
import { emptyDetails, fieldsInOrder, placeOrderInput } from './details-form';
import { DE, field, fillGermanDetails } from './testing/details';
import { callsOf, renderPage } from './testing/render';

/** Issue 35 item 8: address forms in the order of the address's country, German house numbers, the Dutch postcode lookup. */
const cart = { BasketCart: { cartV2: { data: basketOrder(), errors: [] } } satisfies BasketCartQuery };
const KNOWN: Record<string, { street: string; city: string }> = { '1012 JS|1': { street: 'Dam', city: 'Amsterdam' } };
const lookups = answer(ADDRESS_LOOKUP_QUERY, (variables) => ({
  addressLookup: { address: KNOWN[`${variables.postCode}|${variables.houseNumber}`] ?? null, errors: [] },
}));

function renderCheckout(config = testStorefront('de')) {
  return renderPage(
    CheckoutPage,
    { routeKey: 'checkout', params: {} },
    { path: config.pathVariant === 'nl' ? '/bestellen/' : '/kasse/', answers: { ...cart, ...lookups }, config },
  );
}

const addressFields = (legend: string) => within(screen.getByRole('group', { name: legend })).getAllByRole('textbox').map((input) => input.getAttribute('name'));

beforeEach(() => {
  window.sessionStorage.clear();
  window.dataLayer = [];
});

describe('a German address', () => {
  it('is asked street first: Straße, Hausnummer, Adresszusatz, PLZ, Ort', async () => {
    renderCheckout();
    await screen.findByRole('button', { name: DE.continue });
    expect(addressFields('Deine Adresse')).toEqual(['address.street', 'address.houseNumber', 'address.suffix', 'address.postCode', 'address.city']);
    expect(field('Adresszusatz (optional)')).toBeInTheDocument();
    // Letters need the full keyboard on a phone.
    expect(field(DE.houseNumber)).not.toHaveAttribute('inputmode');
    expect(screen.queryByTestId('postcode-lookup-note')).toBeNull();
  });

  it('takes house numbers with letters and ranges, and focuses the first invalid field in that order', async () => {
    const { user, client } = renderCheckout();
    await screen.findByRole('button', { name: DE.continue });
    await fillGermanDetails(user, { houseNumber: '12 a', street: '', postCode: '' });
    await user.click(screen.getByRole('button', { name: DE.continue }));
    expect(field(DE.street)).toHaveFocus();
    expect(field(DE.houseNumber)).not.toHaveAttribute('aria-invalid');
    await user.type(field(DE.street), 'Invalidenstraße');
    await user.type(field(DE.postCode), '10115');
    await user.click(screen.getByRole('button', { name: DE.continue }));
    expect(screen.getByRole('heading', { level: 2, name: 'Schritt 2 von 3: Versand' })).toBeInTheDocument();
    expect(callsOf(client, 'AddressLookup')).toEqual([]);
  });

  it('names a house number that is none', async () => {
    const { user } = renderCheckout();
    await user.type(await screen.findByRole('textbox', { name: DE.houseNumber }), 'Haus');
    await user.tab();
    expect(field(DE.houseNumber)).toHaveAccessibleDescription('Bitte gib eine Hausnummer wie 12, 12a oder 12-14 ein');
  });

  it('goes to the API whole: "12 a" as "12a", the address addition as suffix', () => {
    const values = {
      ...emptyDetails('DE'),
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@example.com',
      emailConfirmation: 'anna@example.com',
      'address.street': 'Invalidenstraße',
      'address.houseNumber': '12 a',
      'address.suffix': 'Hinterhaus',
      'address.postCode': '10115',
      'address.city': 'Berlin',
      termsAccepted: true,
    };
    expect(placeOrderInput('order-1', values, true).address).toEqual({
      countryCode: 'DE',
      postCode: '10115',
      houseNumber: '12a',
      suffix: 'Hinterhaus',
      street: 'Invalidenstraße',
      city: 'Berlin',
    });
    expect(fieldsInOrder(values).filter((f) => f.startsWith('address.'))).toEqual([
      'address.countryCode',
      'address.street',
      'address.houseNumber',
      'address.suffix',
      'address.postCode',
      'address.city',
    ]);
  });
});

describe('a Dutch address', () => {
  it('is asked postcode first, and the lookup fills in street and city (still editable)', async () => {
    const { user, client } = renderCheckout(testStorefront('nl'));
    await screen.findByRole('heading', { level: 2, name: 'Stap 1 van 3: Persoonlijke gegevens' });
    expect(addressFields('Je adres')).toEqual(['address.postCode', 'address.houseNumber', 'address.suffix', 'address.street', 'address.city']);
    expect(field('Huisnummer')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Toevoeging (optioneel)')).toBeInTheDocument();
    await user.type(field('Postcode'), '1012js');
    await user.type(field('Huisnummer'), '1');
    await waitFor(() => expect(field('Straat')).toHaveValue('Dam'));
    expect(field('Plaats')).toHaveValue('Amsterdam');
    expect(screen.getByTestId('postcode-lookup-note')).toHaveTextContent('We hebben de straat en plaats ingevuld. Controleer ze even.');
    expect(callsOf(client, 'AddressLookup')).toEqual([{ countryCode: 'NL', postCode: '1012 JS', houseNumber: '1', suffix: null }]);
    await user.clear(field('Straat'));
    await user.type(field('Straat'), 'Dam (Bijenkorf)');
    expect(field('Straat')).toHaveValue('Dam (Bijenkorf)');
  });

  it('says politely when it finds nothing: the shopper types street and city', async () => {
    const { user } = renderCheckout(testStorefront('nl'));
    await user.type(await screen.findByRole('textbox', { name: 'Postcode' }), '9999 ZZ');
    await user.type(field('Huisnummer'), '1');
    expect(await screen.findByText('We hebben bij deze postcode en dit huisnummer geen adres gevonden. Vul de straat en plaats zelf in.')).toBeInTheDocument();
    expect(field('Straat')).toHaveValue('');
    expect(field('Straat')).not.toBeDisabled();
  });

  it('keeps the Dutch rule: digits only, the addition in its own field', async () => {
    const { user } = renderCheckout(testStorefront('nl'));
    await user.type(await screen.findByRole('textbox', { name: 'Huisnummer' }), '12a');
    await user.tab();
    expect(field('Huisnummer')).toHaveAccessibleDescription('Gebruik alleen cijfers');
  });
});

describe("the receiver form's address", () => {
  it('follows the country too', () => {
    expect(physicalFields('DE').slice(4)).toEqual(['address.street', 'address.houseNumber', 'address.suffix', 'address.postCode', 'address.city']);
    expect(physicalFields('NL').slice(4)).toEqual(['address.postCode', 'address.houseNumber', 'address.suffix', 'address.street', 'address.city']);
  });
});
