import type { Resolvers } from '../../generated/graphql';
import {
  changePassword,
  checkUserExist,
  confirmUserEmail,
  deleteAccount,
  forgotPassword,
  loggedInUser,
  registerUser,
  resetPassword,
  userInfo,
  userLogin,
} from './user-service';

export const userResolvers: Resolvers = {
  Query: {
    getUserInfo: async (_root, _args, ctx) => {
      const user = await loggedInUser(ctx);
      return { user: user ? userInfo(user) : null };
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
  },
};
