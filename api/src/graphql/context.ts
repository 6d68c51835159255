import type { YogaInitialContext } from 'graphql-yoga';
import type { Database } from '../db';
import type { StorefrontDirectory } from '../domains/storefront/directory';
import type { RequestScope } from '../domains/storefront/request-scope';
import type { RegistryOptions } from '../remotes/registry';

/** Built once per server: what every resolver may use. */
export interface ApiServices {
  db: Database;
  directory: StorefrontDirectory;
  registry: RegistryOptions;
  /** Repository root (release folders are stored relative to it). */
  root: string;
}

/** What our context factory adds for one operation. */
export interface RequestContext extends ApiServices {
  /** Storefront, language and country of this request (x-store / Host, x-lang, x-country). */
  scope: RequestScope;
  /** True when the request carries the operator bearer token. */
  operatorAuthorized: boolean;
}

/** The context resolvers see: yoga's (request, params) plus ours. */
export type GraphQLContext = YogaInitialContext & RequestContext;
