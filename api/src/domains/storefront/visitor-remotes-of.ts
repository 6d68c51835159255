/**
 * The remotes a GraphQL request's visitor gets (ADR 0028): the storefront's registry state, shared by
 * every visitor (server.ts keeps it like the public answers), and the visitor's side of each
 * percentage rollout, from their `shop_rollout` cookie (ctx.rolloutVisitor).
 */
import type { RequestContext } from '../../graphql/context';
import { type ResolvedRemote, resolveStorefrontRemotes } from '../../remotes/registry';
import { remotesForVisitor, rolloutSignature } from '../../remotes/visitor-remotes';

type RemotesContext = Pick<RequestContext, 'db' | 'registry' | 'storefrontRemotes' | 'rolloutVisitor'>;

/** The storefront's registry state as every visitor shares it (rollouts unresolved). */
export function sharedRemotesOf(ctx: RemotesContext, storefrontKey: string): Promise<ResolvedRemote[]> {
  return ctx.storefrontRemotes ? ctx.storefrontRemotes(storefrontKey) : resolveStorefrontRemotes(ctx.db, storefrontKey, ctx.registry);
}

/** The releases this request's visitor loads. */
export async function visitorRemotesOf(ctx: RemotesContext, storefrontKey: string): Promise<ResolvedRemote[]> {
  return remotesForVisitor(await sharedRemotesOf(ctx, storefrontKey), ctx.rolloutVisitor ?? null);
}

/**
 * Which variant of the storefront config this visitor gets ('' while no rollout runs): part of the
 * public answer cache's key, so one visitor's side of a rollout is never served to another.
 */
export async function rolloutVariant(ctx: RemotesContext & Pick<RequestContext, 'scope'>): Promise<string> {
  return rolloutSignature(await sharedRemotesOf(ctx, ctx.scope.storefront.key), ctx.rolloutVisitor ?? null);
}
