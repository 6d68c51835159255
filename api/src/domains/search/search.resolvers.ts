import type { Resolvers } from '../../generated/graphql';
import { parseSearchInput } from '../catalogue/input';
import type { ContentBlockModel, ProductModel } from '../catalogue/models';
import { loadQueue } from '../catalogue/queries';
import { queryRows } from '../catalogue/queries';
import { sql } from 'drizzle-orm';
import { search } from './search.queries';

/** The queues behind the popular search results (seeded per storefront and language). */
export const POPULAR_ENTITIES_QUEUE = 'search-popular-entities';
export const HIGHLIGHTED_BLOCKS_QUEUE = 'search-highlighted-blocks';

export const searchResolvers: Resolvers = {
  Query: {
    search_v1: async (_parent, { inputText }, ctx) => {
      const input = parseSearchInput(inputText, 'inputText');
      if ('error' in input) return { body: [], errors: [input.error.toEntry()], matchMode: 'NONE' };
      // A search the public answer cache did not have has already spent the client's budget of public
      // misses (graphql/public-answer-cache.ts, LIMITS.publicAnswerMissesPerIp) before it got here.
      const hits = await search(ctx.db, ctx.loaders.scope, input.words, input.folded);
      for (const product of hits.products) ctx.loaders.product.prime(product.id, product);
      const body = [
        ...(hits.products.length ? [{ groupType: 'GIFT_CARDS' as const, items: hits.products }] : []),
        ...(hits.occasions.length ? [{ groupType: 'GIVING_MOMENTS' as const, items: hits.occasions }] : []),
      ];
      return { body, errors: [], matchMode: hits.mode };
    },
    popularSearchResults: async (_parent, _args, ctx) => {
      const scope = ctx.loaders.scope;
      const [terms, entities, highlights] = await Promise.all([
        queryRows<{ title: string; href: string }>(
          ctx.db,
          sql`select title, href from popular_search_terms where storefront_key = ${scope.store.key}
            and language = ${scope.language} order by position`,
        ),
        loadQueue(ctx.db, scope, POPULAR_ENTITIES_QUEUE, []),
        loadQueue(ctx.db, scope, HIGHLIGHTED_BLOCKS_QUEUE, []),
      ]);
      return {
        terms: terms.map((t) => ({ title: t.title, url: { href: t.href, type: /^https?:/.test(t.href) ? 'absolute' : 'relative' } })),
        entities: (entities?.items ?? []).filter((i): i is ProductModel => i.kind === 'product'),
        highlightedBlocks: (highlights?.items ?? []).filter((i): i is ContentBlockModel => i.kind === 'block'),
      };
    },
  },
  SearchResultItem: {
    __resolveType: (item) => (item.kind === 'product' ? 'Product' : 'Occasion'),
  },
};
