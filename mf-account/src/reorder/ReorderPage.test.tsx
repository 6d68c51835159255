import { setUser } from '@shop/shared';
import { answer, answerNotYet, callsOf, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { REORDER_ORDER_QUERY, REORDER_PACKAGES_MUTATION } from '../common/account-documents';
import { expectAccountSkeleton } from '../testing/skeleton';
import ReorderPage from './ReorderPage';

const eur = (value: number) => ({ value, cents: Math.round(value * 100), currency: 'EUR' });
const ORDER = '5d0c2b1a-8e7f-4a6b-9c3d-2e1f0a9b8c7d';

function renderReorder(errors: { code: number; message: string; referencedRequestParameter: string | null }[] = []) {
  return renderRemotePage(
    ReorderPage,
    { routeKey: 'reorder', params: {} },
    {
      path: `/nachbestellen/?order=${ORDER}`,
      config: testStorefront('de'),
      answers: {
        ...answer(REORDER_ORDER_QUERY, () => ({
          reorderOrder: {
            data: {
              orderUuid: ORDER,
              orderNumber: '60-2611-ABCD',
              packages: [
                {
                  id: 'p1',
                  variationType: 'DIGITAL' as const,
                  quantity: 2,
                  personalMessage: null,
                  available: true,
                  product: { id: 'gewuerz', title: 'Gewürzhaus Geschenkkarte' },
                  amount: eur(50),
                  receiver: { firstName: 'Mia', lastName: 'Meyer', email: 'mia@example.com', addressLine: null },
                  amountRule: { fixedCents: null, minCents: 1000, maxCents: 15000 },
                },
                {
                  id: 'p2',
                  variationType: 'PHYSICAL' as const,
                  quantity: 1,
                  personalMessage: null,
                  available: false,
                  product: { id: 'old', title: 'Alte Karte' },
                  amount: eur(25),
                  receiver: { firstName: 'Tom', lastName: 'Berg', email: null, addressLine: 'Hauptstraße 5, 10115 Berlin' },
                  amountRule: { fixedCents: [2500, 5000], minCents: 2500, maxCents: 5000 },
                },
              ],
            },
            errors: [],
          },
        })),
        ...answer(REORDER_PACKAGES_MUTATION, () => ({ reorderPackages: { order: errors.length ? null : { id: 'cart-1' }, errors } })),
      },
    },
  );
}

beforeEach(() => setUser({ mainProfile: { firstName: 'Lena', lastName: 'Lind', email: 'lena@example.com' }, subscribed: false }));

describe('reorder', () => {
  it('while the order is on its way: its lead and card rows in their places, busy, with one polite status', () => {
    renderRemotePage(ReorderPage, { routeKey: 'reorder', params: {} }, { path: `/nachbestellen/?order=${ORDER}`, config: testStorefront('de'), answers: answerNotYet(REORDER_ORDER_QUERY) });
    const skeleton = expectAccountSkeleton();
    expect(skeleton.querySelectorAll('.account-orders .account-order')).toHaveLength(3);
  });

  it('names a card no longer sold, changes a card in its modal with the shared rules and puts the chosen cards in the basket', async () => {
    const { user, client } = renderReorder();
    const items = await screen.findAllByTestId('account-reorder-package');
    expect(items[0]).toHaveTextContent('Gewürzhaus Geschenkkarte');
    expect(items[0]).toHaveTextContent(/2 Karten zu 50,00\s€ · digital/);
    expect(items[0]).toHaveTextContent('Für Mia Meyer · mia@example.com');
    expect(items[1]).toHaveTextContent('Nicht mehr erhältlich');
    expect(within(items[1] as HTMLElement).getByRole('checkbox')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Ändern Gewürzhaus Geschenkkarte' }));
    const dialog = screen.getByRole('dialog', { name: 'Karte ändern' });
    const amount = within(dialog).getByLabelText(/Betrag/);
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(within(dialog).getByText(/Wähle einen Betrag zwischen 10,00\s€ und 150,00\s€/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '75');
    const quantity = within(dialog).getByLabelText('Anzahl Karten');
    await user.clear(quantity);
    await user.type(quantity, '1');
    const email = within(dialog).getByLabelText('E-Mail-Adresse');
    await user.clear(email);
    await user.type(email, 'mia.meyer@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(screen.getAllByTestId('account-reorder-package')[0]).toHaveTextContent(/1 Karte zu 75,00\s€/));
    expect(callsOf(client, 'AccountReorderPackages')).toEqual([]);

    await user.click(screen.getByRole('button', { name: '1 Karte in den Warenkorb legen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/warenkorb/'));
    expect(callsOf(client, 'AccountReorderPackages')).toEqual([
      { input: { orderUuid: ORDER, packages: [{ packageId: 'p1', amountCents: 7500, quantity: 1, receiver: { firstName: 'Mia', lastName: 'Meyer', email: 'mia.meyer@example.com' } }] } },
    ]);
  });

  it("shows the API's refusal (a cart limit) and stays", async () => {
    const { user } = renderReorder([{ code: 2030, message: 'Too many cards', referencedRequestParameter: 'input.packages' }]);
    await user.click(await screen.findByRole('button', { name: '2 Karten in den Warenkorb legen' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/nachbestellen/');
  });
});
