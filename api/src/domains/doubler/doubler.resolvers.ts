import { ErrorCode, ShopError } from '../../errors';
import type { Resolvers } from '../../generated/graphql';
import { parsePaging } from '../catalogue/input';
import { requireCapability as requireOperator } from '../operator/roles';
import { findStorefront, listDraws, runAuditedDraw } from './doubler-draw';
import { cardStorefront } from '../redeem/card-storefront';
import { DRAW_ENTRIES_PAGE, doublerPromotion, enterDoubler, monthArgument, publishedDrawEntries, publishedDraws, runsDoubler } from './doubler-service';

/** Published draws are answered only where the storefront runs the doubler (elsewhere its pages are 404s). */
export const doublerResolvers: Resolvers = {
  Query: {
    doublerPromotion: async (_root, _args, ctx) => ({ data: await doublerPromotion(ctx), errors: [] }),
    doublerDraw: async (_root, args, ctx) => {
      const parsed = monthArgument(args.month);
      if (!parsed.month) return { data: null, errors: parsed.errors };
      if (!runsDoubler(ctx.scope.storefront)) return { data: null, errors: [] };
      const [draw] = await publishedDraws(ctx.db, ctx.scope.storefront.key, { month: parsed.month, limit: 1 });
      return { data: draw ?? null, errors: [] };
    },
    doublerDraws: async (_root, args, ctx) => {
      if (!runsDoubler(ctx.scope.storefront)) return { data: [], errors: [] };
      const limit = args.limit ?? 12;
      if (!Number.isInteger(limit) || limit < 1 || limit > 24) {
        return { data: [], errors: [{ code: ErrorCode.INVALID_ARGUMENT, message: 'limit must be between 1 and 24', referencedRequestParameter: 'limit' }] };
      }
      return { data: ctx.budget.spend(await publishedDraws(ctx.db, ctx.scope.storefront.key, { limit })), errors: [] };
    },
    doublerDrawEntries: async (_root, args, ctx) => {
      const parsed = monthArgument(args.month);
      if (!parsed.month) return { data: null, errors: parsed.errors };
      // Bad paging is a spec §8 error of its own (ShopError, code 1100), as in the catalogue.
      const paging = parsePaging(args.paging, { itemsPerPage: DRAW_ENTRIES_PAGE.default, max: DRAW_ENTRIES_PAGE.max });
      if (!runsDoubler(ctx.scope.storefront)) return { data: null, errors: [] };
      const page = await publishedDrawEntries(ctx.db, ctx.scope.storefront.key, parsed.month, paging);
      if (page) ctx.budget.spend(page.references);
      return { data: page, errors: [] };
    },
    operatorDoublerDraws: async (_root, args, ctx) => {
      requireOperator(ctx, 'read');
      const limit = Math.min(Math.max(args.limit ?? 50, 1), 500);
      if (!args.store) return listDraws(ctx.db, { limit });
      const store = await findStorefront(ctx.directory, args.store);
      if (!store) throw new ShopError(`Unknown storefront "${args.store.slice(0, 40)}"`, ErrorCode.UNKNOWN_STORE, 'store');
      return listDraws(ctx.db, { storefrontKey: store.key, limit });
    },
  },
  Mutation: {
    enterDoubler: async (_root, { input }, ctx) => {
      const { otherStorefrontKey, ...answer } = await enterDoubler(ctx, input);
      return { ...answer, cardStorefront: await cardStorefront(ctx, otherStorefrontKey) };
    },
    operatorRunDoublerDraw: async (_root, args, ctx) => {
      const audit = requireOperator(ctx, 'admin');
      return runAuditedDraw({ db: ctx.db, directory: ctx.directory, urls: ctx.urls }, audit, {
        store: args.store,
        month: args.month,
        now: ctx.doubler.now(),
        early: args.early ?? false,
        earlyAllowed: ctx.doubler.earlyDraws,
      });
    },
  },
};
