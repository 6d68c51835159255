import type { StorefrontConfig } from '@shop/shared';
import { answer, answerNotYet, callsOf, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ContentBusinessPageQuery } from '../graphql/__generated__/graphql';
import { expectContentSkeleton } from '../testing/skeleton';
import BusinessPage from './BusinessPage';
import { BUSINESS_PAGE_QUERY, REQUEST_BUSINESS_QUOTE_MUTATION } from './business-query';

// The real widget needs Web Workers and WebCrypto: the shared stand-in solves on a click.
jest.mock('@shop/shared/captcha', () => jest.requireActual('@shop/shared/testing/captcha-stand-in'));

type Product = ContentBusinessPageQuery['products']['items'][number];
const range = (min: number, max: number) => ({ minPrice: { value: min, currency: 'EUR' }, maxPrice: { value: max, currency: 'EUR' } });
const product = (id: string, title: string, configs: Pick<Product, 'digitalVariationConfig' | 'physicalVariationConfig'>, inStock = true): Product => ({
  id,
  title,
  slug: id.replace(/^p-/, ''),
  path: `/geschenkkarten/${id}/`,
  backgroundColor: '#123456',
  showShadow: false,
  inStock,
  image: { url: { href: `/media/card/${id}.svg` }, alt: `${title} Karte`, width: 320, height: 200 },
  ...configs,
});

const PAGE: ContentBusinessPageQuery = {
  products: {
    items: [
      product('p-amazon', 'Amazon', { digitalVariationConfig: range(5, 250), physicalVariationConfig: range(10, 100) }),
      product('p-zalando', 'Zalando', { digitalVariationConfig: range(10, 500), physicalVariationConfig: null }),
      product('p-sold-out', 'Ausverkauft', { digitalVariationConfig: range(5, 50), physicalVariationConfig: null }, false),
    ],
  },
  businessVolumePrices: [
    { minQuantity: 1, serviceFee: { value: 1.5, currency: 'EUR' } },
    { minQuantity: 50, serviceFee: { value: 1, currency: 'EUR' } },
    { minQuantity: 250, serviceFee: { value: 0, currency: 'EUR' } },
  ],
  storeData: {
    businessLogo: {
      desktop: { url: { href: '/media/logo/business-desktop.svg' }, alt: 'Geschenkkarten Business', width: 240, height: 60 },
      mobile: { url: { href: '/media/logo/business-mobile.svg' }, alt: 'Geschenkkarten Business', width: 120, height: 40 },
    },
    businessContact: { companyName: 'Geschenkkarten GmbH', email: 'business@example.com', phone: '+49 30 1234567' },
  },
};

function storefront(version: 1 | 2, overrides: Partial<StorefrontConfig> = {}) {
  const base = testStorefront('de', overrides);
  return testStorefront('de', { ...overrides, featureToggles: { ...base.featureToggles, businessPageVersion: version } });
}

function renderBusiness(options: { version: 1 | 2; product?: string; config?: StorefrontConfig; path?: string }) {
  return renderRemotePage(
    BusinessPage,
    { routeKey: 'business', params: { product: options.product } },
    {
      path: options.path ?? `/unternehmen/${options.product ? `${options.product}/` : ''}`,
      config: options.config ?? storefront(options.version),
      answers: {
        ...answer(BUSINESS_PAGE_QUERY, PAGE),
        ...answer(REQUEST_BUSINESS_QUOTE_MUTATION, () => ({ requestBusinessQuote: { id: 'a3f1c2d4-0000-4000-8000-000000000001', number: 'Q-260514-K7M2QX', errors: [] } })),
      },
    },
  );
}

type User = ReturnType<typeof renderBusiness>['user'];

async function fillContact(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Unternehmen' }), 'Muster GmbH');
  await user.type(screen.getByRole('textbox', { name: 'Ansprechpartner' }), 'Anna Berg');
  await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.com');
  await user.click(screen.getByRole('button', { name: 'solve captcha' }));
}

describe('the business page, version 2 (business catalogue)', () => {
  it('while the page is on its way: its heading, then the intro and the form\'s fields in their places, busy, with one polite status', () => {
    renderRemotePage(BusinessPage, { routeKey: 'business', params: {} }, { path: '/unternehmen/', config: storefront(2), answers: answerNotYet(BUSINESS_PAGE_QUERY) });
    expect(screen.getByRole('heading', { level: 1, name: 'Geschenkkarten für Unternehmen' })).toBeInTheDocument();
    expectContentSkeleton('content-business-skeleton');
  });

  it('shows the hero, the selling points, the brands, the volume prices and the requestable gift cards', async () => {
    renderBusiness({ version: 2 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Geschenkkarten für Unternehmen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Angebot anfragen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Zahlung auf Rechnung' })).toBeInTheDocument();
    expect(screen.getByTestId('content-business-contact')).toHaveTextContent('business@example.com');
    expect(screen.getByRole('img', { name: 'Geschenkkarten Business' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Zalando' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: /Servicegebühr pro Karte nach Anzahl/ });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual(['1 bis 49 Karten1,50 €', '50 bis 249 Karten1,00 €', 'ab 250 KartenKeine Servicegebühr']);

    const cards = within(screen.getByRole('list', { name: 'Geschenkkarten auswählen' })).getAllByRole('button');
    // The sold-out card cannot be requested.
    expect(cards.map((card) => card.textContent?.replace(/\s/g, ' '))).toEqual(['AmazonZwischen 5 € und 250 € pro Karte', 'ZalandoZwischen 10 € und 500 € pro Karte']);
    expect(screen.getByText('Du hast noch keine Geschenkkarten ausgewählt.')).toBeInTheDocument();
  });

  it('opens the business product form of a card, refuses an amount outside its range and adds a line to the quote', async () => {
    const { user } = renderBusiness({ version: 2 });
    const card = await screen.findByRole('button', { name: /^Amazon/ });
    await user.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Amazon' });
    const amount = within(dialog).getByRole('textbox', { name: 'Betrag pro Karte in €' });
    await waitFor(() => expect(amount).toHaveFocus());

    await user.type(amount, '300');
    await user.type(within(dialog).getByRole('textbox', { name: 'Anzahl der Karten' }), '20');
    expect(within(dialog).getByText('1 bis 10.000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zur Anfrage hinzufügen' }));
    const error = within(dialog).getByText(/^Bitte gib einen Betrag pro Karte zwischen 5\s€ und 250\s€ ein$/);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount.getAttribute('aria-describedby')).toContain(error.id);
    expect(amount).toHaveFocus();
    expect(screen.queryAllByTestId('content-business-line')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Zur Anfrage hinzufügen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card).toHaveFocus());
    expect(screen.getByText(/^Zu deiner Angebotsanfrage hinzugefügt/)).toHaveTextContent(/Zu deiner Angebotsanfrage hinzugefügt: 20 × Amazon zu je 50\s€/);

    const line = screen.getByRole('group', { name: 'Amazon' });
    expect(within(line).getByRole('textbox', { name: 'Betrag pro Karte in €' })).toHaveValue('50');
    expect(within(line).getByRole('textbox', { name: 'Anzahl der Karten' })).toHaveValue('20');
    expect(within(line).getByRole('button', { name: 'Amazon entfernen' })).toBeInTheDocument();
  });

  it('sends the request with its lines and shows the request number', async () => {
    const { user, client } = renderBusiness({ version: 2 });
    await user.click(await screen.findByRole('button', { name: 'Angebot anfragen' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Angebot anfragen' })).toHaveFocus();

    // No line yet: the shared schema asks for one, nothing is sent.
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Angebotsanfrage senden' }));
    expect(await screen.findByText('Bitte füge mindestens eine Geschenkkarte hinzu')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Deine Geschenkkarten' })).toHaveFocus();
    expect(callsOf(client, 'ContentRequestBusinessQuote')).toEqual([]);

    for (const [name, amount, quantity] of [
      [/^Amazon/, '25', '40'],
      [/^Zalando/, '100', '5'],
    ] as const) {
      await user.click(screen.getByRole('button', { name }));
      const dialog = screen.getByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: 'Betrag pro Karte in €' }), amount);
      await user.type(within(dialog).getByRole('textbox', { name: 'Anzahl der Karten' }), quantity);
      await user.click(within(dialog).getByRole('button', { name: 'Zur Anfrage hinzufügen' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    // Lines stay editable: Zalando 5 → 8 cards.
    const zalando = screen.getByRole('group', { name: 'Zalando' });
    await user.clear(within(zalando).getByRole('textbox', { name: 'Anzahl der Karten' }));
    await user.type(within(zalando).getByRole('textbox', { name: 'Anzahl der Karten' }), '8');
    await user.type(screen.getByRole('textbox', { name: 'Lieferwünsche (optional)' }), 'Bis zum 1. Dezember');

    await user.click(screen.getByRole('button', { name: 'Angebotsanfrage senden' }));
    const received = await screen.findByTestId('content-business-received');
    expect(within(received).getByRole('heading', { name: 'Danke, wir haben deine Anfrage erhalten' })).toHaveFocus();
    // The request's short number, never its uuid.
    expect(received).toHaveTextContent('Deine Anfragenummer: Q-260514-K7M2QX');
    expect(received).not.toHaveTextContent('a3f1c2d4');
    expect(received).toHaveTextContent('antwortet dir per E-Mail an anna@example.com');
    expect(callsOf(client, 'ContentRequestBusinessQuote')).toEqual([
      {
        input: {
          companyName: 'Muster GmbH',
          contactName: 'Anna Berg',
          email: 'anna@example.com',
          phone: null,
          lines: [
            { productId: 'p-amazon', quantity: 40, amountPerCardCents: 2500 },
            { productId: 'p-zalando', quantity: 8, amountPerCardCents: 10000 },
          ],
          budgetCents: null,
          deliveryWishes: 'Bis zum 1. Dezember',
          message: null,
          captchaToken: 'c29sdmVk',
        },
      },
    ]);
  });

  it.each([1, 2] as const)('version %i: the business menu\'s "Request a quote" (#quote) lands on the quote form, its heading focused', async (version) => {
    const { container } = renderBusiness({ version, path: '/unternehmen/#quote' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Angebot anfragen' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(container.querySelector('section#quote')).toContainElement(heading);
  });

  it('opens the modal of the product in the address, and ignores an unknown one', async () => {
    const first = renderBusiness({ version: 2, product: 'zalando' });
    expect(await screen.findByRole('dialog', { name: 'Zalando' })).toBeInTheDocument();
    first.unmount();

    renderBusiness({ version: 2, product: 'gibt-es-nicht' });
    expect(await screen.findByRole('button', { name: /^Amazon/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Polish business cards between 50 and 2000 zloty, whatever the product allows', async () => {
    const { user } = renderBusiness({ version: 2, config: storefront(2, { key: 'CBPL', currency: 'PLN' }) });
    await user.click(await screen.findByRole('button', { name: /^Amazon/ }));
    const dialog = screen.getByRole('dialog', { name: 'Amazon' });
    const amount = within(dialog).getByRole('textbox', { name: /^Betrag pro Karte in/ });
    await user.type(amount, '49');
    await user.type(within(dialog).getByRole('textbox', { name: 'Anzahl der Karten' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Zur Anfrage hinzufügen' }));
    expect(within(dialog).getByText(/^Bitte gib einen Betrag pro Karte zwischen 50\sPLN und 2\.000\sPLN ein$/)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Zur Anfrage hinzufügen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('group', { name: 'Amazon' })).getByRole('textbox', { name: /^Betrag pro Karte in/ })).toHaveValue('50');
  });
});

describe('the business page, version 1 (form first)', () => {
  it('starts with the quote form (a line with a gift card select), then the volume prices and the selling points', async () => {
    renderBusiness({ version: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Geschenkkarten für Unternehmen' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Angebot anfragen', 'Mengenpreise', 'Warum Geschenkkarten für Unternehmen bei uns']);
    const select = screen.getByRole('combobox', { name: 'Geschenkkarte' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Bitte wählen', 'Amazon', 'Zalando']);
    expect(select).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Geschenkkarten auswählen' })).not.toBeInTheDocument();
  });

  it('preselects the product of the address in the first line', async () => {
    renderBusiness({ version: 1, product: 'zalando' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Geschenkkarte' })).toHaveValue('p-zalando'));
    expect(screen.getByText('Zwischen 10 € und 500 € pro Karte')).toBeInTheDocument();
  });

  it('checks the lines with the product ranges and sends them', async () => {
    const { user, client } = renderBusiness({ version: 1, product: 'unbekannt' });
    const select = await screen.findByRole('combobox', { name: 'Geschenkkarte' });
    expect(select).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Angebotsanfrage senden' }));
    expect(await screen.findByText('Bitte wähle eine Geschenkkarte')).toBeInTheDocument();
    expect(screen.getByText('Firmenname ist ein Pflichtfeld')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Unternehmen' })).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(select, 'Amazon');
    await user.type(screen.getByRole('textbox', { name: 'Betrag pro Karte in €' }), '500');
    await user.type(screen.getByRole('textbox', { name: 'Anzahl der Karten' }), '100');
    await user.click(screen.getByRole('button', { name: 'Weitere Geschenkkarte hinzufügen' }));
    const second = screen.getByRole('group', { name: 'Geschenkkarte 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Geschenkkarte' }), 'Zalando');
    await user.type(within(second).getByRole('textbox', { name: 'Betrag pro Karte in €' }), '20');
    await user.type(within(second).getByRole('textbox', { name: 'Anzahl der Karten' }), '12');
    await fillContact(user);
    await user.type(screen.getByRole('textbox', { name: 'Telefonnummer (optional)' }), '030 1234567');
    await user.type(screen.getByRole('textbox', { name: 'Gesamtbudget in € (optional)' }), '5000');
    await user.click(screen.getByRole('button', { name: 'Angebotsanfrage senden' }));
    const amount = within(screen.getByRole('group', { name: 'Geschenkkarte 1' })).getByRole('textbox', { name: 'Betrag pro Karte in €' });
    expect(screen.getByText(/^Bitte gib einen Betrag pro Karte zwischen 5\s€ und 250\s€ ein$/)).toBeInTheDocument();
    expect(amount).toHaveFocus();
    expect(callsOf(client, 'ContentRequestBusinessQuote')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Angebotsanfrage senden' }));
    expect(await screen.findByTestId('content-business-received')).toBeInTheDocument();
    expect(callsOf(client, 'ContentRequestBusinessQuote')).toEqual([
      {
        input: expect.objectContaining({
          companyName: 'Muster GmbH',
          phone: { dialCode: '+49', number: '030 1234567' },
          budgetCents: 500_000,
          lines: [
            { productId: 'p-amazon', quantity: 100, amountPerCardCents: 5000 },
            { productId: 'p-zalando', quantity: 12, amountPerCardCents: 2000 },
          ],
        }),
      },
    ]);
  });
});
