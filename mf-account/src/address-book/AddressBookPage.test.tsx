import { setUser } from '@shop/shared';
import { ADDRESS_LOOKUP_QUERY } from '@shop/shared/address';
import { answer, answerNotYet, callsOf, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ADDRESS_BOOK_QUERY, DELETE_SAVED_RECEIVER_MUTATION, SAVE_RECEIVER_MUTATION } from '../common/account-documents';
import { expectAccountSkeleton } from '../testing/skeleton';
import AddressBookPage from './AddressBookPage';

const MIA = { id: '0b0e9a52-5d7e-4f5c-9a43-1c2f6a7b8c9d', firstName: 'Mia', lastName: 'Meyer', email: 'mia@example.com', address: null };
const TOM = {
  id: '7d1f0c55-2a4e-4b8f-8f1e-3c5d7e9a1b2c',
  firstName: 'Tom',
  lastName: 'Berg',
  email: null,
  address: { countryCode: 'DE', postCode: '10115', houseNumber: '12', suffix: null, street: 'Invalidenstraße', city: 'Berlin', companyName: null },
};

function renderBook(book: (typeof MIA | typeof TOM)[]) {
  let receivers = [...book];
  return renderRemotePage(
    AddressBookPage,
    { routeKey: 'addressBook', params: {} },
    {
      path: '/account/adressbuch/',
      config: testStorefront('de'),
      answers: {
        ...answer(ADDRESS_BOOK_QUERY, () => ({ addressBook: { data: receivers, errors: [] } })),
        ...answer(SAVE_RECEIVER_MUTATION, () => ({ saveReceiver: { status: true, errors: [] } })),
        ...answer(ADDRESS_LOOKUP_QUERY, ({ postCode, houseNumber }) => ({
          addressLookup: { address: postCode === '1012 JS' && houseNumber === '1' ? { street: 'Dam', city: 'Amsterdam' } : null, errors: [] },
        })),
        ...answer(DELETE_SAVED_RECEIVER_MUTATION, ({ id }) => {
          receivers = receivers.filter((r) => r.id !== id);
          return { deleteSavedReceiver: { status: true, errors: [] } };
        }),
      },
    },
  );
}

beforeEach(() => setUser({ mainProfile: { firstName: 'Lena', lastName: 'Lind', email: 'lena@example.com' }, subscribed: true }));

describe('the address book', () => {
  it('while the receivers are on their way: receiver cards in the list\'s place, busy, with one polite status', () => {
    renderRemotePage(AddressBookPage, { routeKey: 'addressBook', params: {} }, { path: '/account/adressbuch/', config: testStorefront('de'), answers: answerNotYet(ADDRESS_BOOK_QUERY) });
    const skeleton = expectAccountSkeleton('account-address-book-skeleton');
    expect(skeleton.querySelectorAll('.account-receiver')).toHaveLength(4);
  });

  it('lists the saved receivers with their e-mail or postal address', async () => {
    renderBook([MIA, TOM]);
    const items = await screen.findAllByTestId('account-receiver');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Mia Meyermia@example.com');
    expect(items[1]).toHaveTextContent('Invalidenstraße 12');
    expect(items[1]).toHaveTextContent('10115 Berlin');
    expect(items[1]).toHaveTextContent('Deutschland');
  });

  it('adds a receiver: the shared rules first (an e-mail or an address), then the API', async () => {
    const { user, client } = renderBook([]);
    expect(await screen.findByTestId('account-address-book-empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Empfänger hinzufügen' }));
    const dialog = screen.getByRole('dialog', { name: 'Empfänger hinzufügen' });
    await user.type(within(dialog).getByLabelText('Vorname'), 'Tom');
    await user.type(within(dialog).getByLabelText('Nachname'), 'Berg');
    await user.click(within(dialog).getByRole('button', { name: 'Empfänger speichern' }));
    expect(await within(dialog).findByText('Bitte gib eine E-Mail- oder Postadresse an')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-Mail-Adresse (für digitale Karten)')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Postleitzahl'), '1012 AB');
    await user.type(within(dialog).getByLabelText('Hausnummer'), '12');
    await user.type(within(dialog).getByLabelText('Straße'), 'Invalidenstraße');
    await user.type(within(dialog).getByLabelText('Ort'), 'Berlin');
    await user.click(within(dialog).getByRole('button', { name: 'Empfänger speichern' }));
    expect(await within(dialog).findByText(/Postleitzahl/, { selector: '.shop-field-error' })).toBeInTheDocument();
    expect(callsOf(client, 'AccountSaveReceiver')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Postleitzahl'));
    await user.type(within(dialog).getByLabelText('Postleitzahl'), '10115');
    await user.click(within(dialog).getByRole('button', { name: 'Empfänger speichern' }));
    expect(await screen.findByTestId('account-address-book-notice')).toHaveTextContent('Der Empfänger ist gespeichert.');
    expect(callsOf(client, 'AccountSaveReceiver')).toEqual([
      {
        id: null,
        input: {
          firstName: 'Tom',
          lastName: 'Berg',
          email: null,
          address: { countryCode: 'DE', postCode: '10115', houseNumber: '12', street: 'Invalidenstraße', city: 'Berlin' },
        },
      },
    ]);
  });

  it('edits a receiver with its saved values, and deletes one only after asking', async () => {
    const { user, client } = renderBook([MIA, TOM]);
    await user.click(await screen.findByRole('button', { name: 'Bearbeiten Mia Meyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Empfänger bearbeiten' });
    const email = within(dialog).getByLabelText('E-Mail-Adresse (für digitale Karten)');
    expect(email).toHaveValue('mia@example.com');
    await user.clear(email);
    await user.type(email, 'mia.meyer@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Empfänger speichern' }));
    await waitFor(() => expect(callsOf(client, 'AccountSaveReceiver')).toEqual([{ id: MIA.id, input: { firstName: 'Mia', lastName: 'Meyer', email: 'mia.meyer@example.com', address: null } }]));

    await user.click(screen.getByRole('button', { name: 'Löschen Tom Berg' }));
    const confirm = screen.getByRole('dialog', { name: 'Empfänger löschen' });
    expect(confirm).toHaveTextContent('Tom Berg aus deinem Adressbuch löschen?');
    await user.click(within(confirm).getByRole('button', { name: 'Behalten' }));
    expect(callsOf(client, 'AccountDeleteSavedReceiver')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Löschen Tom Berg' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Empfänger löschen' })).getByRole('button', { name: 'Empfänger löschen' }));
    expect(await screen.findByText('Der Empfänger ist gelöscht.')).toBeInTheDocument();
    expect(callsOf(client, 'AccountDeleteSavedReceiver')).toEqual([{ id: TOM.id }]);
    await waitFor(() => expect(screen.getAllByTestId('account-receiver')).toHaveLength(1));
  });

  it('asks a German address street first and takes house numbers with letters (issue 35 item 8)', async () => {
    const { user, client } = renderBook([]);
    await user.click(await screen.findByRole('button', { name: 'Empfänger hinzufügen' }));
    const dialog = screen.getByRole('dialog', { name: 'Empfänger hinzufügen' });
    const postal = within(dialog).getByRole('group', { name: 'Postanschrift (für Karten per Post)' });
    expect(within(postal).getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
      'address.street',
      'address.houseNumber',
      'address.suffix',
      'address.postCode',
      'address.city',
      'address.companyName',
    ]);
    expect(within(dialog).getByLabelText('Hausnummer')).not.toHaveAttribute('inputmode');
    await user.type(within(dialog).getByLabelText('Vorname'), 'Tom');
    await user.type(within(dialog).getByLabelText('Nachname'), 'Berg');
    await user.type(within(dialog).getByLabelText('Straße'), 'Invalidenstraße');
    await user.type(within(dialog).getByLabelText('Hausnummer'), '12 a');
    await user.type(within(dialog).getByLabelText('Adresszusatz (optional)'), 'Hinterhaus');
    await user.type(within(dialog).getByLabelText('Postleitzahl'), '10115');
    await user.type(within(dialog).getByLabelText('Ort'), 'Berlin');
    await user.click(within(dialog).getByRole('button', { name: 'Empfänger speichern' }));
    await waitFor(() =>
      expect(callsOf(client, 'AccountSaveReceiver')).toEqual([
        {
          id: null,
          input: {
            firstName: 'Tom',
            lastName: 'Berg',
            email: null,
            address: { countryCode: 'DE', postCode: '10115', houseNumber: '12a', suffix: 'Hinterhaus', street: 'Invalidenstraße', city: 'Berlin' },
          },
        },
      ]),
    );
    expect(callsOf(client, 'AddressLookup')).toEqual([]);
  });

  it('asks a Dutch address postcode first and fills in street and city from the lookup', async () => {
    const { user } = renderBook([]);
    await user.click(await screen.findByRole('button', { name: 'Empfänger hinzufügen' }));
    const dialog = screen.getByRole('dialog', { name: 'Empfänger hinzufügen' });
    await user.selectOptions(within(dialog).getByLabelText('Land'), 'NL');
    const postal = within(dialog).getByRole('group', { name: 'Postanschrift (für Karten per Post)' });
    expect(within(postal).getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
      'address.postCode',
      'address.houseNumber',
      'address.suffix',
      'address.street',
      'address.city',
      'address.companyName',
    ]);
    expect(within(dialog).getByLabelText('Hausnummer')).toHaveAttribute('inputmode', 'numeric');
    await user.type(within(dialog).getByLabelText('Postleitzahl'), '1012 JS');
    await user.type(within(dialog).getByLabelText('Hausnummer'), '1');
    await waitFor(() => expect(within(dialog).getByLabelText('Straße')).toHaveValue('Dam'));
    expect(within(dialog).getByLabelText('Ort')).toHaveValue('Amsterdam');
    expect(within(dialog).getByTestId('postcode-lookup-note')).toHaveTextContent('Wir haben Straße und Ort eingetragen. Bitte prüfe sie kurz.');
    await user.clear(within(dialog).getByLabelText('Hausnummer'));
    await user.type(within(dialog).getByLabelText('Hausnummer'), '3');
    expect(await within(dialog).findByText(/keine Adresse gefunden/)).toBeInTheDocument();
  });
});
