import { testStorefront } from '@shop/shared/testing';
import { screen, within } from '@testing-library/react';
import { basketOrder } from '../testing/cart-fixtures';
import type { BasketCartQuery } from '../graphql/__generated__/graphql';
import CheckoutPage from './CheckoutPage';
import { placeOrderInput, validateDetails, emptyDetails } from './details-form';
import { DE, field, fillGermanDetails } from './testing/details';
import { callsOf, renderPage } from './testing/render';

// The basket's query, typed by its generated result (the document belongs to the basket feature).
const cart = { BasketCart: { cartV2: { data: basketOrder(), errors: [] } } satisfies BasketCartQuery };

function renderCheckout(config = testStorefront('de')) {
  return renderPage(CheckoutPage, { routeKey: 'checkout', params: {} }, { path: config.pathVariant === 'nl' ? '/bestellen/' : '/kasse/', answers: cart, config });
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.dataLayer = [];
});

describe('checkout step 1: personal details', () => {
  it('shows the steps and the German form with the storefront country and dialling code', async () => {
    const { client } = renderCheckout();
    expect(await screen.findByRole('heading', { level: 2, name: 'Schritt 1 von 3: Persönliche Daten' })).toBeInTheDocument();
    expect(callsOf(client, 'BasketCart')).toEqual([{}]);
    const steps = within(screen.getByRole('navigation', { name: 'Schritte der Bestellung' }));
    expect(steps.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Persönliche Daten', '2Versand', '3Zahlung', '4Fertig']);
    expect(steps.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('combobox', { name: /Land/ })).toHaveTextContent('Deutschland');
    expect(screen.getByRole('combobox', { name: 'Vorwahl' })).toHaveValue('+49');
    expect(screen.getByRole('radio', { name: 'Privatkunde' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Firmenname' })).toBeNull();
    expect(screen.getByRole('link', { name: /Allgemeine Geschäftsbedingungen lesen/ })).toHaveAttribute('href', '/geschaeftsbedingungen/');
  });

  it('checks the German postcode on blur and names the problem at the field', async () => {
    const { user } = renderCheckout();
    await user.type(await screen.findByRole('textbox', { name: DE.postCode }), '1234');
    await user.tab();
    const postCode = field(DE.postCode);
    expect(postCode).toHaveAttribute('aria-invalid', 'true');
    expect(postCode).toHaveAccessibleDescription('Bitte gib eine gültige Postleitzahl ein');
    await user.type(postCode, '5');
    expect(postCode).not.toHaveAttribute('aria-invalid');
  });

  it('says when the e-mail addresses do not match, as soon as both are filled in', async () => {
    const { user } = renderCheckout();
    await user.type(await screen.findByRole('textbox', { name: DE.email }), 'anna@example.com');
    await user.type(field(DE.emailConfirmation), 'anna@example.org');
    await user.tab();
    expect(field(DE.emailConfirmation)).toHaveAccessibleDescription('Die E-Mail-Adressen stimmen nicht überein');
  });

  it('on "Continue" shows every problem and focuses the first invalid field', async () => {
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: DE.continue }));
    expect(field(DE.firstName)).toHaveFocus();
    expect(field(DE.firstName)).toHaveAccessibleDescription('Vorname ist ein Pflichtfeld');
    expect(field(DE.email)).toHaveAccessibleDescription('E-Mail ist ein Pflichtfeld');
    expect(screen.getByRole('checkbox', { name: DE.terms })).toHaveAccessibleDescription('Bitte akzeptiere die Allgemeinen Geschäftsbedingungen');
    // The optional phone is fine empty.
    expect(field(DE.phone)).not.toHaveAttribute('aria-invalid');
  });

  it('needs the terms accepted before shipping', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('button', { name: DE.continue });
    await fillGermanDetails(user);
    await user.click(screen.getByRole('checkbox', { name: DE.terms }));
    await user.click(screen.getByRole('button', { name: DE.continue }));
    expect(screen.getByRole('checkbox', { name: DE.terms })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: /Schritt 1 von 3/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: DE.terms }));
    await user.click(screen.getByRole('button', { name: DE.continue }));
    expect(screen.getByRole('heading', { level: 2, name: 'Schritt 2 von 3: Versand' })).toHaveFocus();
  });

  it('asks business customers for the company (only them), and checks the VAT number', async () => {
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Geschäftskunde' }));
    expect(screen.getByRole('group', { name: 'Unternehmen' })).toBeInTheDocument();
    await user.type(field('USt-IdNr. (optional)'), 'DE12');
    await user.tab();
    expect(field('USt-IdNr. (optional)')).toHaveAccessibleDescription('Bitte gib eine gültige USt-IdNr. ein');
    await fillGermanDetails(user);
    await user.click(screen.getByRole('button', { name: DE.continue }));
    expect(field('Firmenname')).toHaveFocus();
    expect(field('Firmenname')).toHaveAccessibleDescription('Firmenname ist ein Pflichtfeld');
    // Spec §5: the phone is required in the business variant (and optional for private customers).
    expect(screen.queryByRole('textbox', { name: DE.phone })).toBeNull();
    expect(field('Telefonnummer')).toHaveAccessibleDescription('Telefonnummer ist ein Pflichtfeld');

    await user.click(screen.getByRole('radio', { name: 'Privatkunde' }));
    expect(field(DE.phone)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('textbox', { name: 'Firmenname' })).toBeNull();
    await user.click(screen.getByRole('button', { name: DE.continue }));
    expect(screen.getByRole('heading', { level: 2, name: 'Schritt 2 von 3: Versand' })).toBeInTheDocument();
  });

  it('reveals the password for a new account and needs at least 8 characters', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('button', { name: DE.continue });
    expect(screen.queryByLabelText('Passwort')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Mit dieser Bestellung ein Kundenkonto anlegen' }));
    await user.type(screen.getByLabelText('Passwort'), 'kurz');
    await user.tab();
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription('Dein Passwort braucht mindestens 8 Zeichen Mindestens 8 Zeichen');
  });

  it('keeps the details in sessionStorage for a reload, but never the password', async () => {
    const first = renderCheckout();
    await screen.findByRole('button', { name: DE.continue });
    await fillGermanDetails(first.user);
    await first.user.click(screen.getByRole('checkbox', { name: 'Mit dieser Bestellung ein Kundenkonto anlegen' }));
    await first.user.type(screen.getByLabelText('Passwort'), 'geheim12345');
    const stored = window.sessionStorage.getItem('checkout:details') ?? '';
    expect(stored).toContain('Invalidenstraße');
    expect(stored).not.toContain('geheim');
    first.unmount();

    renderCheckout();
    expect(await screen.findByRole('textbox', { name: DE.firstName })).toHaveValue('Anna');
    expect(field(DE.street)).toHaveValue('Invalidenstraße');
    expect(screen.getByLabelText('Passwort')).toHaveValue('');
  });

  it('checks a Dutch postcode on the Dutch storefront (NL default country, +31)', async () => {
    const { user } = renderCheckout(testStorefront('nl'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Stap 1 van 3: Persoonlijke gegevens' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Land Nederland' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Landnummer' })).toHaveValue('+31');
    await user.type(field('Postcode'), '1234 SA');
    await user.tab();
    expect(field('Postcode')).toHaveAccessibleDescription('Vul een geldige postcode in');
    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), '1234 AB');
    await user.type(field('E-mailadres'), 'sanne@example.nl');
    await user.type(field('Bevestig je e-mailadres'), 'sanne@example.com');
    await user.tab();
    expect(field('Postcode')).not.toHaveAttribute('aria-invalid');
    expect(field('Bevestig je e-mailadres')).toHaveAccessibleDescription('De e-mailadressen komen niet overeen');
    expect(screen.getByRole('link', { name: /algemene voorwaarden/ })).toHaveAttribute('href', '/algemene-voorwaarden/');
  });
});

describe('details → placeOrder input', () => {
  it('trims and normalises with the shared schema, business fields only for business customers', () => {
    const values = {
      ...emptyDetails('NL'),
      customerType: 'BUSINESS' as const,
      firstName: ' Sanne ',
      lastName: 'de Vries',
      email: 'sanne@example.nl',
      emailConfirmation: 'Sanne@example.nl',
      'phone.number': '06 12345678',
      'address.postCode': '1234ab',
      'address.houseNumber': '7',
      'address.street': 'Kerkstraat',
      'address.city': 'Utrecht',
      companyName: 'Voorbeeld BV',
      vatNumber: 'nl 123456789b01',
      kvkNumber: '',
      termsAccepted: true,
    };
    expect(validateDetails(values)).toEqual({});
    expect(placeOrderInput('order-1', values, false)).toEqual({
      orderUuid: 'order-1',
      customerType: 'BUSINESS',
      firstName: 'Sanne',
      lastName: 'de Vries',
      email: 'sanne@example.nl',
      emailConfirmation: 'Sanne@example.nl',
      phone: { dialCode: '+31', number: '06 12345678' },
      address: { countryCode: 'NL', postCode: '1234 AB', houseNumber: '7', street: 'Kerkstraat', city: 'Utrecht' },
      companyName: 'Voorbeeld BV',
      vatNumber: 'NL123456789B01',
      termsAccepted: true,
      newsletter: false,
      createAccount: false,
      shipToCustomerAddress: false,
    });
    expect(placeOrderInput('order-1', { ...values, customerType: 'PRIVATE' }, true)).not.toHaveProperty('companyName');
  });
});
