import type { RemoteReleaseRow } from '../db/schema';
import type { SmokeRender } from '../remotes/release-check';
import type { YogaInitialContext } from 'graphql-yoga';
import type { Database } from '../db';
import type { CatalogueLoaders, PublicEntityCache } from '../domains/catalogue/loaders';
import type { PaymentProvider } from '../domains/payments/provider';
import type { StorefrontDirectory } from '../domains/storefront/directory';
import type { PublicUrls } from '../domains/storefront/storefront-url';
import type { RequestInputs } from '../domains/common/request-inputs';
import type { ActiveOverride } from '../remotes/local-override';
import type { RegistryOptions, ResolvedRemote } from '../remotes/registry';
import type { ItemBudget } from './budget';
import type { ShopSecrets } from '../security/secret-box';
import type { Captcha } from '../security/captcha';
import type { OperatorRequest } from '../domains/operator/roles';
import type { OperatorSessionCookie } from '../domains/operator/sessions';
import type { ActivationSettings, InvoicingSettings } from '../domains/orders/order-shared';
import type { DoublerSettings } from '../domains/doubler/doubler-service';
import type { FraudSettings } from '../config/fraud';
import type { AddressLookupProvider } from '../domains/address/address-lookup';

/** Built once per server: what every resolver may use. */
export interface ApiServices {
  db: Database;
  directory: StorefrontDirectory;
  registry: RegistryOptions;
  /** Repository root (release folders are stored relative to it). */
  root: string;
  urls: PublicUrls;
  /** The payment provider (the embedded test payment service unless a live one is configured). */
  payments: PaymentProvider;
  /** This server's own base URL (http://127.0.0.1:<port>): where providers post notifications. */
  selfUrl(): string;
  /** Keys kept outside the database: the outbox's secret box and the PIN pepper. */
  secrets: ShopSecrets;
  /** Public entities kept until public data changes (none: always read); see public-answer-cache.ts. */
  publicEntities?: PublicEntityCache;
  /**
   * A storefront's registry state for every visitor (rollouts unresolved), kept like the public answers
   * (server.ts shares it with the pages); absent: read from the database on every call.
   */
  storefrontRemotes?(storefrontKey: string): Promise<ResolvedRemote[]>;
  /** The proof-of-work captcha (security/captcha.ts): one verifier for every protected form. */
  captcha: Captcha;
  /** Activation of blank cards (issue 18): how long after the payment a card is activated. */
  activation: ActivationSettings;
  /** Invoice orders (ADR 0042): the account they are paid to; absent only in tests (then the demo account). */
  invoicing?: InvoicingSettings;
  /** The balance doubler (issue 18): its clock. */
  doubler: DoublerSettings;
  /** Fraud screening before issuing (ADR 0043): thresholds, weights, velocity limits (config/fraud.ts). */
  fraud: FraudSettings;
  /** The release check's server-render smoke test (http/release-smoke.ts); absent where no server renders. */
  smokeRender?: SmokeRender;
  /** The postcode lookup's provider (ADR 0050); absent: the shop's table of Dutch postcodes. */
  addressLookup?: AddressLookupProvider;
}

/** What our context factory adds for one operation. */
export interface RequestContext extends ApiServices, RequestInputs, OperatorRequest {
  /** The operator session cookie of this request and what the answer must set (login, logout). */
  operatorSession: OperatorSessionCookie;
  /** X-Forwarded-Proto / X-Forwarded-Host of a trusted proxy, else null (for public URLs such as return URLs). */
  forwardedProto: 'http' | 'https' | null;
  forwardedHost: string | null;
  /**
   * A server render's query, run as its visitor (server.ts): it spends the visitor's budget of public
   * cache misses but is never refused by it (a refused answer would be rendered into a page a CDN may
   * keep for everyone); a render is not started once that budget is spent.
   */
  serverRender?: boolean;
  /** Per-operation batching of catalogue reads (scoped like `scope`). */
  loaders: CatalogueLoaders;
  /** List items this operation may still return. */
  budget: ItemBudget;
  /** The redeem token of `userData.redeemToken` (spec §7: base64 in the request's user data), decoded; null when absent or malformed. */
  redeemToken: string | null;
  /**
   * The visitor's `shop_rollout` id (remotes/visitor-remotes.ts): which side of a percentage rollout
   * they are on; null without a (well-formed) cookie. Optional for contexts built outside yoga.
   */
  rolloutVisitor?: string | null;
  /**
   * This browser's local remote override (remotes/local-override.ts, ADR 0031), verified; null for
   * nearly everyone. An operation of a request that carries one is never kept as a public answer.
   */
  remoteOverride: ActiveOverride | null;
  /**
   * The registered release this browser previews (remotes/release-preview.ts), its row; null for nearly
   * everyone (and when the token is not valid or its release is gone). Never a public answer either.
   */
  releasePreview?: RemoteReleaseRow | null;
}

/** The context resolvers see: yoga's (request, params) plus ours. */
export type GraphQLContext = YogaInitialContext & RequestContext;
