import { Modal, type RemotePageProps, useStorefront } from '@shop/shared';
import { type PostcodeLookupStatus, usePostcodeLookup } from '@shop/shared/address';
import { SkeletonBlock, SkeletonLines } from '@shop/shared/skeleton';
import { type AddressField, DELIVERY_COUNTRIES, addressCountry, addressFieldOrder, hasPostcodeLookup, houseNumberStyle, savedReceiverSchema } from '@shop/shared/validation';
import { Fragment, type ReactNode, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient, useQuery } from 'urql';
import { AccountRoot } from '../AccountRoot';
import { ADDRESS_BOOK_QUERY, DELETE_SAVED_RECEIVER_MUTATION, NETWORK_ERROR, noAnswer, SAVE_RECEIVER_MUTATION } from '../common/account-documents';
import { FormAlert, TextField } from '../common/AccountFields';
import { AccountPage } from '../common/AccountPage';
import { AccountButtonsSkeleton, AccountSkeleton } from '../common/AccountSkeleton';
import { useAccountErrorText } from '../common/account-errors';
import { useRequireUser } from '../common/session';
import { fieldValue, useAccountForm } from '../common/use-account-form';

/**
 * The address book (spec §2 /account/adressbuch/, issue 16): the account's saved receivers, added and
 * changed in a modal with the rules of the basket's receiver modal (the shared schema the API runs
 * too), deleted after the delete receiver modal asks. The basket and checkout offer them.
 */
export default function AddressBookPage(_props: RemotePageProps) {
  return (
    <AccountRoot>
      <AddressBook />
    </AccountRoot>
  );
}

type SavedReceiver = NonNullable<NonNullable<ReturnType<typeof useAddressBook>['receivers']>>[number];

function useAddressBook(active: boolean) {
  const [result, refetch] = useQuery({ query: ADDRESS_BOOK_QUERY, pause: !active, requestPolicy: 'network-only' });
  return { receivers: result.data?.addressBook.data ?? null, fetching: result.fetching, reload: () => refetch({ requestPolicy: 'network-only' }) };
}

function AddressBook() {
  const intl = useIntl();
  const user = useRequireUser();
  const book = useAddressBook(Boolean(user));
  const [editing, setEditing] = useState<SavedReceiver | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedReceiver | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const title = intl.formatMessage({ id: 'account.addressBook.title', defaultMessage: 'Address book' });

  return (
    <AccountPage
      title={title}
      pageKey="address-book"
      lead={intl.formatMessage({ id: 'account.addressBook.lead', defaultMessage: 'The people you send cards to: pick them in the basket instead of typing them again.' })}
      wide
    >
      {notice && (
        <div className="account-notice" role="status" data-testid="account-address-book-notice">
          {notice}
        </div>
      )}
      {!user || (book.fetching && !book.receivers) ? (
        // Saved receivers to come: a name and an address beside the edit and delete buttons.
        <AccountSkeleton className="account-receivers" testId="account-address-book-skeleton">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="account-card account-receiver">
              <div className="account-skeleton-fill">
                <SkeletonBlock width="50%" height="18px" />
                <SkeletonLines count={2} />
              </div>
              <AccountButtonsSkeleton count={2} />
            </div>
          ))}
        </AccountSkeleton>
      ) : (
        <>
          {book.receivers?.length ? (
            <ul className="account-receivers" aria-label={title}>
              {book.receivers.map((receiver) => (
                <li key={receiver.id} className="account-card account-receiver" data-testid="account-receiver">
                  <ReceiverSummary receiver={receiver} />
                  <div className="account-receiver-actions">
                    <button type="button" className="shop-button is-secondary" onClick={() => setEditing(receiver)}>
                      <FormattedMessage id="account.addressBook.edit" defaultMessage="Edit" />
                      <span className="account-visually-hidden">
                        {' '}
                        {receiver.firstName} {receiver.lastName}
                      </span>
                    </button>
                    <button type="button" className="shop-button is-danger" onClick={() => setDeleting(receiver)}>
                      <FormattedMessage id="account.addressBook.delete" defaultMessage="Delete" />
                      <span className="account-visually-hidden">
                        {' '}
                        {receiver.firstName} {receiver.lastName}
                      </span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="account-notice" data-testid="account-address-book-empty">
              <FormattedMessage id="account.addressBook.none" defaultMessage="Your address book is empty." />
            </p>
          )}
          <button type="button" className="shop-button" onClick={() => setEditing('new')}>
            <FormattedMessage id="account.addressBook.add" defaultMessage="Add a receiver" />
          </button>
        </>
      )}
      <ReceiverDialog
        receiver={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setNotice(intl.formatMessage({ id: 'account.addressBook.saved', defaultMessage: 'The receiver is saved.' }));
          setEditing(null);
          book.reload();
        }}
      />
      <DeleteReceiverDialog
        receiver={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setNotice(intl.formatMessage({ id: 'account.addressBook.deleted', defaultMessage: 'The receiver is deleted.' }));
          setDeleting(null);
          book.reload();
        }}
      />
    </AccountPage>
  );
}

function ReceiverSummary({ receiver }: { receiver: SavedReceiver }) {
  const { language, config } = useStorefront();
  const countryName = useMemo(() => new Intl.DisplayNames([`${language}-${config.countryCode}`], { type: 'region' }), [language, config.countryCode]);
  const address = receiver.address;
  return (
    <div className="account-receiver-summary">
      <p className="account-receiver-name">
        {receiver.firstName} {receiver.lastName}
      </p>
      {receiver.email && <p>{receiver.email}</p>}
      {address && (
        <address>
          {address.companyName && (
            <>
              {address.companyName}
              <br />
            </>
          )}
          {address.street} {address.houseNumber}
          {address.suffix ? ` ${address.suffix}` : ''}
          <br />
          {address.postCode} {address.city}
          <br />
          {countryName.of(address.countryCode) ?? address.countryCode}
        </address>
      )}
    </div>
  );
}

const ADDRESS_FIELDS = ['address.postCode', 'address.houseNumber', 'address.street', 'address.city'] as const;

/** The schema's input from the form: the postal address counts once any of its main fields is typed. */
function readReceiver(form: HTMLFormElement) {
  const hasAddress = ADDRESS_FIELDS.some((name) => fieldValue(form, name).trim() !== '');
  const country = form.elements.namedItem('address.countryCode');
  return {
    firstName: fieldValue(form, 'firstName'),
    lastName: fieldValue(form, 'lastName'),
    email: fieldValue(form, 'email'),
    address: hasAddress
      ? {
          countryCode: country instanceof HTMLSelectElement ? country.value : '',
          postCode: fieldValue(form, 'address.postCode'),
          houseNumber: fieldValue(form, 'address.houseNumber'),
          suffix: fieldValue(form, 'address.suffix'),
          street: fieldValue(form, 'address.street'),
          city: fieldValue(form, 'address.city'),
          companyName: fieldValue(form, 'address.companyName'),
        }
      : null,
  };
}

function ReceiverDialog({ receiver, onClose, onSaved }: { receiver: SavedReceiver | 'new' | null; onClose(): void; onSaved(): void }) {
  const intl = useIntl();
  const editing = receiver && receiver !== 'new' ? receiver : null;
  return (
    <Modal
      open={receiver !== null}
      onClose={onClose}
      title={
        editing
          ? intl.formatMessage({ id: 'account.addressBook.editTitle', defaultMessage: 'Edit receiver' })
          : intl.formatMessage({ id: 'account.addressBook.addTitle', defaultMessage: 'Add a receiver' })
      }
      closeLabel={intl.formatMessage({ id: 'account.modal.close', defaultMessage: 'Close' })}
      testId="account-receiver-dialog"
    >
      {receiver !== null && <ReceiverForm key={editing?.id ?? 'new'} receiver={editing} onSaved={onSaved} />}
    </Modal>
  );
}

function ReceiverForm({ receiver, onSaved }: { receiver: SavedReceiver | null; onSaved(): void }) {
  const client = useClient();
  const { language, config } = useStorefront();
  const countryId = useId();
  const { form, onSubmit, fieldErrors, formError, busy } = useAccountForm({
    schema: savedReceiverSchema,
    read: readReceiver,
    send: async (input) => {
      const result = await client.mutation(SAVE_RECEIVER_MUTATION, { id: receiver?.id ?? null, input: { ...input, email: input.email ?? null, address: input.address ?? null } }, { handleErrors: false }).toPromise();
      const answer = result.data?.saveReceiver;
      return answer ? answer.errors : [noAnswer(result)];
    },
    onDone: onSaved,
  });
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([`${language}-${config.countryCode}`], { type: 'region' });
    return DELIVERY_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language, config.countryCode]);
  const address = receiver?.address;
  const [country, setCountry] = useState(address?.countryCode ?? addressCountry(config.countryCode));
  // The address fields follow the shopper's typing (the lookup fills some in); the form reads them on submit.
  const [postal, setPostal] = useState<Record<AddressField, string>>({
    postCode: address?.postCode ?? '',
    houseNumber: address?.houseNumber ?? '',
    suffix: address?.suffix ?? '',
    street: address?.street ?? '',
    city: address?.city ?? '',
  });
  // Dutch addresses: street and city from postcode and house number (ADR 0050); still editable.
  const lookup = usePostcodeLookup({ countryCode: country, ...postal }, (found) => setPostal((current) => ({ ...current, ...found })));
  const digitsOnly = houseNumberStyle(country) === 'digits';
  const labels: Record<AddressField, ReactNode> = {
    postCode: <FormattedMessage id="account.addressBook.postCode" defaultMessage="Postcode" />,
    houseNumber: <FormattedMessage id="account.addressBook.houseNumber" defaultMessage="House number" />,
    suffix: digitsOnly ? (
      <FormattedMessage id="account.addressBook.suffix" defaultMessage="Addition (optional)" />
    ) : (
      <FormattedMessage id="account.addressBook.addition" defaultMessage="Address addition (optional)" />
    ),
    street: <FormattedMessage id="account.addressBook.street" defaultMessage="Street" />,
    city: <FormattedMessage id="account.addressBook.city" defaultMessage="City" />,
  };
  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="account-form">
      <FormAlert message={formError} />
      <TextField
        name="firstName"
        autoComplete="off"
        defaultValue={receiver?.firstName}
        label={<FormattedMessage id="account.field.firstName" defaultMessage="First name" />}
        error={fieldErrors.firstName}
      />
      <TextField
        name="lastName"
        autoComplete="off"
        defaultValue={receiver?.lastName}
        label={<FormattedMessage id="account.field.lastName" defaultMessage="Last name" />}
        error={fieldErrors.lastName}
      />
      <TextField
        name="email"
        type="email"
        autoComplete="off"
        defaultValue={receiver?.email ?? ''}
        label={<FormattedMessage id="account.addressBook.email" defaultMessage="E-mail address (for digital cards)" />}
        error={fieldErrors.email}
      />
      <fieldset className="shop-fieldset">
        <legend>
          <FormattedMessage id="account.addressBook.postal" defaultMessage="Postal address (for cards by post)" />
        </legend>
        <div className="shop-field">
          <label htmlFor={countryId}>
            <FormattedMessage id="account.addressBook.country" defaultMessage="Country" />
          </label>
          <select id={countryId} name="address.countryCode" value={country} onChange={(event) => setCountry(event.target.value)}>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        {/* In the order of the address's country: Dutch postcode first (the lookup fills in street and city), else street first. */}
        {addressFieldOrder(country).map((name) => (
          <Fragment key={name}>
            <TextField
              name={`address.${name}`}
              inputMode={name === 'houseNumber' && digitsOnly ? 'numeric' : undefined}
              autoComplete="off"
              value={postal[name]}
              onChange={(event) => {
                const value = event.target.value;
                setPostal((current) => ({ ...current, [name]: value }));
              }}
              label={labels[name]}
              error={fieldErrors[`address.${name}`]}
            />
            {name === 'suffix' && hasPostcodeLookup(country) && <LookupNote status={lookup} />}
          </Fragment>
        ))}
        <TextField
          name="address.companyName"
          autoComplete="off"
          defaultValue={address?.companyName ?? ''}
          label={<FormattedMessage id="account.addressBook.companyName" defaultMessage="Company name (optional)" />}
          error={fieldErrors['address.companyName']}
        />
      </fieldset>
      <button type="submit" className="shop-button" disabled={busy}>
        <FormattedMessage id="account.addressBook.save" defaultMessage="Save the receiver" />
      </button>
    </form>
  );
}

/** What the Dutch postcode lookup did, read out politely (a live region that is always there, empty while quiet). */
function LookupNote({ status }: { status: PostcodeLookupStatus }) {
  return (
    <p className="shop-field-hint" role="status" data-testid="postcode-lookup-note">
      {status === 'looking' && <FormattedMessage id="account.addressBook.lookupLooking" defaultMessage="Looking up the street and city …" />}
      {status === 'found' && <FormattedMessage id="account.addressBook.lookupFound" defaultMessage="We have filled in the street and city. Please check them." />}
      {status === 'notFound' && (
        <FormattedMessage
          id="account.addressBook.lookupNotFound"
          defaultMessage="We could not find this postcode and house number. Please enter the street and city yourself."
        />
      )}
    </p>
  );
}

function DeleteReceiverDialog({ receiver, onClose, onDeleted }: { receiver: SavedReceiver | null; onClose(): void; onDeleted(): void }) {
  const intl = useIntl();
  const client = useClient();
  const errorText = useAccountErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!receiver || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await client.mutation(DELETE_SAVED_RECEIVER_MUTATION, { id: receiver.id }, { handleErrors: false }).toPromise();
      const errors = result.data?.deleteSavedReceiver.errors ?? [noAnswer(result)];
      if (errors.length === 0) onDeleted();
      else setError(errorText(errors[0] ?? NETWORK_ERROR));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={receiver !== null}
      onClose={onClose}
      loading={busy}
      title={intl.formatMessage({ id: 'account.addressBook.deleteTitle', defaultMessage: 'Delete receiver' })}
      closeLabel={intl.formatMessage({ id: 'account.modal.close', defaultMessage: 'Close' })}
      testId="account-delete-receiver"
    >
      {receiver && (
        <div className="account-form">
          <p>
            <FormattedMessage
              id="account.addressBook.deleteText"
              defaultMessage="Delete {name} from your address book? Orders already placed keep their receiver."
              values={{ name: `${receiver.firstName} ${receiver.lastName}` }}
            />
          </p>
          <FormAlert message={error} />
          <div className="account-actions">
            <button type="button" className="shop-button is-secondary" onClick={onClose}>
              <FormattedMessage id="account.addressBook.keep" defaultMessage="Keep" />
            </button>
            <button type="button" className="shop-button is-danger" disabled={busy} onClick={() => void confirm()}>
              <FormattedMessage id="account.addressBook.deleteConfirm" defaultMessage="Delete the receiver" />
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
