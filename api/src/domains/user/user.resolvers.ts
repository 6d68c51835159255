import type { Resolvers } from '../../generated/graphql';
import { ErrorCode } from '../../errors';
import { entry } from '../common/rule-errors';
import { addressBook, deleteSavedReceiver, saveReceiver } from './address-book';
import {
  changePassword,
  checkUserExist,
  confirmUserEmail,
  deleteAccount,
  forgotPassword,
  loggedInUser,
  registerUser,
  resetPassword,
  USER_MESSAGES,
  updateUserData,
  userInfo,
  userLogin,
} from './user-service';

export const userResolvers: Resolvers = {
  Query: {
    // Spec §7 has it as a query; the same service as the mutation below (ADR 0059).
    checkUserExist: (_root, args, ctx) => checkUserExist(ctx, args),
    getUserInfo: async (_root, _args, ctx) => {
      const user = await loggedInUser(ctx);
      return { user: user ? userInfo(user) : null };
    },
    addressBook: async (_root, _args, ctx) => {
      const book = await addressBook(ctx);
      return book ? { data: book, errors: [] } : { data: null, errors: [entry(ErrorCode.NOT_LOGGED_IN, USER_MESSAGES.notLoggedIn, null)] };
    },
  },
  Mutation: {
    checkUserExist: (_root, args, ctx) => checkUserExist(ctx, args),
    userLogin: (_root, args, ctx) => userLogin(ctx, args),
    // No abuse limit, like the cart mutations: it only ever deletes the caller's own session. CSRF
    // prevention and "mutations only as a JSON POST" apply to every mutation (graphql/yoga.ts).
    userLogout: async (_root, _args, ctx) => {
      await ctx.db.transaction((tx) => ctx.session.end(tx));
      return { status: true, errors: [] };
    },
    registerUser: (_root, { input }, ctx) => registerUser(ctx, { ...input, subscribed: input.subscribed ?? null }),
    confirmUserEmail: (_root, { token }, ctx) => confirmUserEmail(ctx, token),
    forgotPassword: (_root, args, ctx) => forgotPassword(ctx, args),
    resetPassword: (_root, { input }, ctx) => resetPassword(ctx, input),
    changePassword: (_root, { input }, ctx) => changePassword(ctx, { ...input, endOtherSessions: input.endOtherSessions ?? null }),
    deleteAccount: (_root, { password }, ctx) => deleteAccount(ctx, password),
    updateUserData: (_root, { input }, ctx) => updateUserData(ctx, input),
    saveReceiver: (_root, { id, input }, ctx) => saveReceiver(ctx, id ?? null, input),
    deleteSavedReceiver: (_root, { id }, ctx) => deleteSavedReceiver(ctx, id),
  },
};
