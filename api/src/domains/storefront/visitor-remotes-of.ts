/**
 * The remotes a GraphQL request's visitor gets (ADR 0028): the storefront's registry state, shared by
 * every visitor (server.ts keeps it like the public answers), and the visitor's side of each
 * percentage rollout, from their `shop_rollout` cookie (ctx.rolloutVisitor).
 */
import type { Database } from '../../db';
import { type RegistryOptions, type ResolvedRemote, resolveStorefrontRemotes } from '../../remotes/registry';
import type { RequestScope } from './request-scope';
import { remotesForVisitor, rolloutSignature } from '../../remotes/visitor-remotes';

interface RemotesContext {
  db: Database;
  registry: RegistryOptions;
  /** The storefront's registry state as server.ts keeps it for every visitor; absent: read from the database. */
  storefrontRemotes?(storefrontKey: string): Promise<ResolvedRemote[]>;
  /** The visitor's `shop_rollout` id (remotes/visitor-remotes.ts); null or absent without a (well-formed) cookie. */
  rolloutVisitor?: string | null;
}

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
export async function rolloutVariant(ctx: RemotesContext & { scope: RequestScope }): Promise<string> {
  return rolloutSignature(await sharedRemotesOf(ctx, ctx.scope.storefront.key), ctx.rolloutVisitor ?? null);
}
