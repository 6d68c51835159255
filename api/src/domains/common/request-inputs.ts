/**
 * What the domains' application services may be handed for one call (issue 34, API layers): services
 * take `Pick<RequestInputs, …>` of the fields they use, plus their own narrow fields, never the GraphQL
 * context. Transport fills them: the GraphQL layer's RequestContext extends this interface (so the two
 * cannot drift apart), and jobs, the operator CLI and tests build just the fields a service asks for.
 */
import type { Database } from '../../db';
import type { Captcha } from '../../security/captcha';
import type { ShopSecrets } from '../../security/secret-box';
import type { VisitorSession } from '../cart/session';
import type { StorefrontDirectory } from '../storefront/directory';
import type { RequestScope } from '../storefront/request-scope';
import type { PublicUrls } from '../storefront/storefront-url';

export interface RequestInputs {
  db: Database;
  directory: StorefrontDirectory;
  urls: PublicUrls;
  /** Keys kept outside the database: the outbox's secret box and the PIN pepper. */
  secrets: ShopSecrets;
  /** The proof-of-work captcha (security/captcha.ts): one verifier for every protected form. */
  captcha: Captcha;
  /** Storefront, language and country of this request (x-store / Host, x-lang, x-country). */
  scope: RequestScope;
  /** The visitor's session (cart cookie); a cookie is issued when a cart is first created. */
  session: VisitorSession;
  /** "Now" for this operation (delivery dates); one instant for the whole answer. */
  now: Date;
  /** The client's IP address (http/client-address.ts: TRUST_PROXY decides whether X-Forwarded-For counts); null in process. */
  clientIp: string | null;
}
