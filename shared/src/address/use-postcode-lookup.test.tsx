import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { answer, answeringClient, callsOf, watchErrorModal } from '../testing';
import { ADDRESS_LOOKUP_QUERY, type LookupAddress, usePostcodeLookup } from './use-postcode-lookup';

const KNOWN: Record<string, { street: string; city: string }> = { '1012 JS|1': { street: 'Dam', city: 'Amsterdam' }, '3011 AD|40': { street: 'Coolsingel', city: 'Rotterdam' } };

function lookups() {
  return answeringClient({
    ...answer(ADDRESS_LOOKUP_QUERY, (variables) => ({
      addressLookup: { address: KNOWN[`${variables.postCode}|${variables.houseNumber}`] ?? null, errors: [] },
    })),
  });
}

function Form({ initial }: { initial: LookupAddress }) {
  const [address, setAddress] = useState(initial);
  const status = usePostcodeLookup(address, (found) => setAddress((current) => ({ ...current, ...found })), 0);
  const field = (name: keyof LookupAddress) => (
    <label>
      {name}
      <input value={address[name] ?? ''} onChange={(event) => setAddress((current) => ({ ...current, [name]: event.target.value }))} />
    </label>
  );
  return (
    <>
      {field('countryCode')}
      {field('postCode')}
      {field('houseNumber')}
      {field('street')}
      {field('city')}
      <output data-testid="status">{status}</output>
    </>
  );
}

const EMPTY: LookupAddress = { countryCode: 'NL', postCode: '', houseNumber: '', suffix: '', street: '', city: '' };
const type = (name: string, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });
const fieldValue = (name: string) => (screen.getByLabelText(name) as HTMLInputElement).value;

function renderForm(initial: LookupAddress = EMPTY) {
  const client = lookups();
  render(
    <UrqlProvider value={client}>
      <Form initial={initial} />
    </UrqlProvider>,
  );
  return client;
}

describe('the postcode lookup of the address forms', () => {
  it('fills in street and city once a Dutch postcode and house number are complete', async () => {
    const modal = watchErrorModal();
    const client = renderForm();
    type('postCode', '1012js');
    type('houseNumber', '');
    expect(screen.getByTestId('status').textContent).toBe('idle');
    type('houseNumber', '1');
    await waitFor(() => expect(fieldValue('street')).toBe('Dam'));
    expect(fieldValue('city')).toBe('Amsterdam');
    expect(screen.getByTestId('status').textContent).toBe('found');
    expect(callsOf(client, 'AddressLookup')).toEqual([{ countryCode: 'NL', postCode: '1012 JS', houseNumber: '1', suffix: null }]);
    // Another address: what the lookup filled in follows; the fields stay editable.
    type('postCode', '3011 AD');
    type('houseNumber', '40');
    await waitFor(() => expect(fieldValue('street')).toBe('Coolsingel'));
    expect(fieldValue('city')).toBe('Rotterdam');
    type('street', 'Coolsingel (Stadhuis)');
    expect(fieldValue('street')).toBe('Coolsingel (Stadhuis)');
    modal.stop();
    expect(modal.requested).toEqual([]);
  });

  it('says when it finds nothing, and never overwrites what the shopper typed', async () => {
    renderForm();
    type('street', 'Eigen straat');
    type('postCode', '9999 ZZ');
    type('houseNumber', '1');
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('notFound'));
    expect(fieldValue('street')).toBe('Eigen straat');
    type('postCode', '1012 JS');
    await waitFor(() => expect(fieldValue('city')).toBe('Amsterdam'));
    expect(fieldValue('street')).toBe('Eigen straat');
  });

  it('does not ask about other countries, incomplete postcodes or a house number with letters', async () => {
    const client = renderForm({ ...EMPTY, countryCode: 'DE' });
    type('postCode', '10115');
    type('houseNumber', '12a');
    type('countryCode', 'NL');
    type('postCode', '1012 J');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsOf(client, 'AddressLookup')).toEqual([]);
    expect(screen.getByTestId('status').textContent).toBe('idle');
  });

  it('leaves an address the form opened with alone until it changes', async () => {
    const client = renderForm({ ...EMPTY, postCode: '1012 JS', houseNumber: '1', street: 'Dam', city: 'Amsterdam' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsOf(client, 'AddressLookup')).toEqual([]);
    type('houseNumber', '40');
    type('postCode', '3011 AD');
    await waitFor(() => expect(callsOf(client, 'AddressLookup')).toHaveLength(1));
    // The shopper's own street and city (they opened with them) stay.
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('idle'));
    expect(fieldValue('street')).toBe('Dam');
  });
});
