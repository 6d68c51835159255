/**
 * The address book over real HTTP on PGlite (issue 16): add, change, list and delete receivers with
 * the shared schema's rules; another account's ids answer like unknown ones; guests get 2064; my
 * details change the name and the newsletter choice.
 */
import { ErrorCode } from '../../errors';
import { Accounts, STATUS, type Status, codes } from '../../testing/accounts';
import { ERRORS } from '../../testing/checkout';
import { type TestServer, startTestServer } from '../../testing/test-server';

const RECEIVER_FIELDS = 'id firstName lastName email address { countryCode postCode houseNumber suffix street city companyName }';
const BOOK = `query { addressBook { data { ${RECEIVER_FIELDS} } ${ERRORS} } }`;
const SAVE = `mutation S($id: ID, $input: SavedReceiverInput!) { saveReceiver(id: $id, input: $input) { ${STATUS} receiver { ${RECEIVER_FIELDS} } } }`;
const DELETE = `mutation D($id: ID!) { deleteSavedReceiver(id: $id) { ${STATUS} } }`;
const UPDATE = `mutation U($input: UpdateUserDataInput!) { updateUserData(input: $input) { ${STATUS} } }`;
const INFO = `query { getUserInfo { user { subscribed mainProfile { firstName lastName } } } }`;

interface Receiver {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  address: Record<string, string | null> | null;
}
type Book = { addressBook: { data: Receiver[] | null; errors: Status['errors'] } };
type Saved = { saveReceiver: Status & { receiver: Receiver | null } };

let shop: TestServer;
let accounts: Accounts;

beforeAll(async () => {
  shop = await startTestServer();
  accounts = new Accounts(shop);
});

afterAll(async () => {
  await shop?.close();
});

const POSTAL = { countryCode: 'DE', postCode: '10115', houseNumber: '12', suffix: 'b', street: 'Invalidenstraße', city: 'Berlin', companyName: '' };

describe('the address book', () => {
  it('adds, changes, lists and deletes receivers; the schema the forms use decides what is valid', async () => {
    const { browser } = await accounts.loggedIn('book');
    const digital = (await browser.call<Saved>(SAVE, { input: { firstName: ' Mia ', lastName: 'Meyer', email: 'mia@example.com' } })).saveReceiver;
    expect(digital).toMatchObject({ status: true, errors: [], receiver: { firstName: 'Mia', lastName: 'Meyer', email: 'mia@example.com', address: null } });
    const postal = (await browser.call<Saved>(SAVE, { input: { firstName: 'Tom', lastName: 'Berg', email: '', address: { ...POSTAL, postCode: '10115' } } })).saveReceiver;
    expect(postal.receiver).toMatchObject({ email: null, address: { countryCode: 'DE', postCode: '10115', houseNumber: '12', suffix: 'b', city: 'Berlin', companyName: null } });

    // Neither an e-mail address nor a postal address; a Dutch postcode in Germany: the field says so.
    const unreachable = (await browser.call<Saved>(SAVE, { input: { firstName: 'No', lastName: 'Way' } })).saveReceiver;
    expect(unreachable.errors).toEqual([expect.objectContaining({ code: ErrorCode.INVALID_CART_INPUT, referencedRequestParameter: 'input.email' })]);
    const wrongPostcode = (await browser.call<Saved>(SAVE, { input: { firstName: 'Tom', lastName: 'Berg', address: { ...POSTAL, postCode: '1012 AB' } } })).saveReceiver;
    expect(wrongPostcode.errors).toEqual([expect.objectContaining({ code: ErrorCode.INVALID_CART_INPUT, referencedRequestParameter: 'input.address.postCode' })]);

    const changed = (await browser.call<Saved>(SAVE, { id: digital.receiver?.id, input: { firstName: 'Mia', lastName: 'Meyer-Berg', email: 'mia.berg@example.com' } })).saveReceiver;
    expect(changed.receiver).toMatchObject({ id: digital.receiver?.id, lastName: 'Meyer-Berg', email: 'mia.berg@example.com' });

    let book = (await browser.call<Book>(BOOK)).addressBook;
    expect(book.data?.map((r) => r.lastName)).toEqual(['Meyer-Berg', 'Berg']);
    expect((await browser.call<{ deleteSavedReceiver: Status }>(DELETE, { id: postal.receiver?.id })).deleteSavedReceiver).toEqual({ status: true, errors: [] });
    expect(codes((await browser.call<{ deleteSavedReceiver: Status }>(DELETE, { id: postal.receiver?.id })).deleteSavedReceiver)).toEqual([ErrorCode.UNKNOWN_SAVED_RECEIVER]);
    book = (await browser.call<Book>(BOOK)).addressBook;
    expect(book.data?.map((r) => r.lastName)).toEqual(['Meyer-Berg']);
  });

  it("never shows or changes another account's receivers, and has nothing for a guest", async () => {
    const owner = await accounts.loggedIn('owner');
    const saved = (await owner.browser.call<Saved>(SAVE, { input: { firstName: 'Mia', lastName: 'Meyer', email: 'mia@example.com' } })).saveReceiver;
    const id = saved.receiver?.id as string;
    const other = await accounts.loggedIn('other');
    expect((await other.browser.call<Book>(BOOK)).addressBook.data).toEqual([]);
    const taken = (await other.browser.call<Saved>(SAVE, { id, input: { firstName: 'Eve', lastName: 'Evil', email: 'eve@example.com' } })).saveReceiver;
    expect(codes(taken)).toEqual([ErrorCode.UNKNOWN_SAVED_RECEIVER]);
    expect(codes((await other.browser.call<{ deleteSavedReceiver: Status }>(DELETE, { id })).deleteSavedReceiver)).toEqual([ErrorCode.UNKNOWN_SAVED_RECEIVER]);
    expect(codes((await other.browser.call<{ deleteSavedReceiver: Status }>(DELETE, { id: 'not-a-uuid' })).deleteSavedReceiver)).toEqual([ErrorCode.UNKNOWN_SAVED_RECEIVER]);
    expect((await owner.browser.call<Book>(BOOK)).addressBook.data).toEqual([expect.objectContaining({ id, firstName: 'Mia' })]);

    const guest = accounts.visitor();
    expect(codes((await guest.call<Book>(BOOK)).addressBook)).toEqual([ErrorCode.NOT_LOGGED_IN]);
    expect(codes((await guest.call<Saved>(SAVE, { input: { firstName: 'Mia', lastName: 'Meyer', email: 'mia@example.com' } })).saveReceiver)).toEqual([ErrorCode.NOT_LOGGED_IN]);
  });

  it('holds 50 receivers', async () => {
    const { browser } = await accounts.loggedIn('full');
    for (let i = 0; i < 50; i += 1) {
      const saved = (await browser.call<Saved>(SAVE, { input: { firstName: 'Mia', lastName: `Meyer ${String.fromCharCode(65 + (i % 26))}`, email: `mia${i}@example.com` } })).saveReceiver;
      expect(saved.status).toBe(true);
    }
    const full = (await browser.call<Saved>(SAVE, { input: { firstName: 'One', lastName: 'Toomany', email: 'late@example.com' } })).saveReceiver;
    expect(codes(full)).toEqual([ErrorCode.ADDRESS_BOOK_FULL]);
  });
});

describe('my details', () => {
  it('changes the name and the newsletter choice of the logged-in account only', async () => {
    const { browser } = await accounts.loggedIn('details');
    expect((await browser.call<{ updateUserData: Status }>(UPDATE, { input: { firstName: 'Lena Marie', lastName: 'Lind', subscribed: false } })).updateUserData).toEqual({ status: true, errors: [] });
    expect((await browser.call<{ getUserInfo: { user: unknown } }>(INFO)).getUserInfo.user).toEqual({ subscribed: false, mainProfile: { firstName: 'Lena Marie', lastName: 'Lind' } });
    const empty = (await browser.call<{ updateUserData: Status }>(UPDATE, { input: { firstName: ' ', lastName: 'Lind', subscribed: true } })).updateUserData;
    expect(empty.errors).toEqual([expect.objectContaining({ code: ErrorCode.INVALID_CART_INPUT, referencedRequestParameter: 'input.firstName' })]);
    expect(codes((await accounts.visitor().call<{ updateUserData: Status }>(UPDATE, { input: { firstName: 'Eve', lastName: 'Evil', subscribed: true } })).updateUserData)).toEqual([ErrorCode.NOT_LOGGED_IN]);
  });
});
