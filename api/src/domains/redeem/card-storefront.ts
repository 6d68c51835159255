/**
 * Where a card of another store is pointed to (2047, after its right PIN): that store's name and its
 * balance check, in the request's language where that store has it. The balance check, the card data
 * page and the doubler's entry answer it, so the shopper gets the same way on from each of them.
 */
import { CATALOGUE_ROUTES, localizePath } from '../../db/stored-paths';
import type { RequestInputs } from '../common/request-inputs';

export interface CardStorefrontModel {
  name: string;
  balanceCheckUrl: string;
}

export async function cardStorefront(
  ctx: Pick<RequestInputs, 'directory' | 'scope' | 'urls'>,
  storefrontKey: string | null | undefined,
): Promise<CardStorefrontModel | null> {
  const store = storefrontKey ? await ctx.directory.byKey(storefrontKey) : undefined;
  if (!store) return null;
  const language = store.languages.some((l) => l.code === ctx.scope.language) ? ctx.scope.language : store.defaultLanguage;
  const page = CATALOGUE_ROUTES[store.pathVariant].pages.balanceCheck;
  return { name: store.name, balanceCheckUrl: `${ctx.urls.storefront(store)}${page ? localizePath(page, language, store.defaultLanguage) : '/'}` };
}
