/**
 * The address book (issue 16): receivers a logged-in account keeps, offered in the basket's receiver
 * modal and in checkout. Only ever the caller's own entries: another account's id answers like an
 * id that never existed (2071). The book holds ADDRESS_BOOK_MAX entries; adding one locks the user
 * row first, so two requests at once cannot both add the last one.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { type SavedReceiverInput, savedReceiverSchema } from '@shop/shared/validation';
import { type SavedReceiverRow, savedReceivers, users } from '../../db/order-schema';
import { ErrorCode } from '../../errors';
import { entry } from '../common/rule-errors';
import { isUuid } from '../cart/cart-store';
import { issueEntries } from '../common/input-errors';
import { type StatusResult, USER_MESSAGES, type UserContext } from './user-service';

export const ADDRESS_BOOK_MAX = 50;

export const ADDRESS_BOOK_MESSAGES = {
  full: `Your address book is full (${ADDRESS_BOOK_MAX} receivers). Please delete a receiver first`,
  unknown: 'This receiver is not in your address book',
} as const;

export interface SavedReceiverModel {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  address: {
    countryCode: string;
    postCode: string;
    houseNumber: string;
    suffix: string | null;
    street: string;
    city: string;
    companyName: string | null;
  } | null;
}

export interface SaveReceiverResult extends StatusResult {
  receiver: SavedReceiverModel | null;
}

function model(row: SavedReceiverRow): SavedReceiverModel {
  const { countryCode, postCode, houseNumber, street, city } = row;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    address:
      countryCode && postCode && houseNumber && street && city
        ? { countryCode, postCode, houseNumber, suffix: row.suffix, street, city, companyName: row.companyName }
        : null,
  };
}

const notLoggedIn = () => entry(ErrorCode.NOT_LOGGED_IN, USER_MESSAGES.notLoggedIn, null);

/** The caller's address book, oldest first; null for a guest. */
export async function addressBook(ctx: Pick<UserContext, 'db' | 'session'>): Promise<SavedReceiverModel[] | null> {
  const userId = ctx.session.userId;
  if (!userId) return null;
  const rows = await ctx.db.select().from(savedReceivers).where(eq(savedReceivers.userId, userId)).orderBy(asc(savedReceivers.createdAt), asc(savedReceivers.id));
  return rows.map(model);
}

/** Adds a receiver (no id) or changes one of the caller's (id). */
export async function saveReceiver(ctx: Pick<UserContext, 'db' | 'session' | 'now'>, id: string | null, input: SavedReceiverInput): Promise<SaveReceiverResult> {
  const userId = ctx.session.userId;
  if (!userId) return { status: false, errors: [notLoggedIn()], receiver: null };
  const parsed = v.safeParse(savedReceiverSchema, input);
  if (!parsed.success) return { status: false, errors: issueEntries(parsed.issues, ErrorCode.INVALID_CART_INPUT, 'input'), receiver: null };
  const { firstName, lastName, email, address } = parsed.output;
  const values = {
    firstName,
    lastName,
    email: email ?? null,
    companyName: address?.companyName ?? null,
    countryCode: address?.countryCode ?? null,
    postCode: address?.postCode ?? null,
    houseNumber: address?.houseNumber ?? null,
    suffix: address?.suffix ?? null,
    street: address?.street ?? null,
    city: address?.city ?? null,
    updatedAt: ctx.now,
  };
  const unknown = { status: false, errors: [entry(ErrorCode.UNKNOWN_SAVED_RECEIVER, ADDRESS_BOOK_MESSAGES.unknown, 'id')], receiver: null };
  if (id !== null) {
    if (!isUuid(id)) return unknown;
    const [row] = await ctx.db
      .update(savedReceivers)
      .set(values)
      .where(and(eq(savedReceivers.id, id.toLowerCase()), eq(savedReceivers.userId, userId)))
      .returning();
    return row ? { status: true, errors: [], receiver: model(row) } : unknown;
  }
  return ctx.db.transaction(async (tx) => {
    // The user row is the book's lock: concurrent adds count one after the other.
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!owner) return { status: false, errors: [notLoggedIn()], receiver: null };
    const [held] = await tx.select({ n: count() }).from(savedReceivers).where(eq(savedReceivers.userId, userId));
    if (Number(held?.n ?? 0) >= ADDRESS_BOOK_MAX) {
      return { status: false, errors: [entry(ErrorCode.ADDRESS_BOOK_FULL, ADDRESS_BOOK_MESSAGES.full, null)], receiver: null };
    }
    const [row] = await tx
      .insert(savedReceivers)
      .values({ id: randomUUID(), userId, createdAt: ctx.now, ...values })
      .returning();
    return { status: true, errors: [], receiver: row ? model(row) : null };
  });
}

/** Deletes one of the caller's receivers (the screen asks first). */
export async function deleteSavedReceiver(ctx: Pick<UserContext, 'db' | 'session'>, id: string): Promise<StatusResult> {
  const userId = ctx.session.userId;
  if (!userId) return { status: false, errors: [notLoggedIn()] };
  const unknown = { status: false, errors: [entry(ErrorCode.UNKNOWN_SAVED_RECEIVER, ADDRESS_BOOK_MESSAGES.unknown, 'id')] };
  if (!isUuid(id)) return unknown;
  const gone = await ctx.db
    .delete(savedReceivers)
    .where(and(eq(savedReceivers.id, id.toLowerCase()), eq(savedReceivers.userId, userId)))
    .returning({ id: savedReceivers.id });
  return gone.length ? { status: true, errors: [] } : unknown;
}
