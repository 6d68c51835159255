/**
 * Operator API (remote registry switches and releases; issue 19: operator accounts, roles and the
 * audit log), used by the operator CLI while the server holds the embedded database and by the
 * operator console. Every field needs "Authorization: Bearer <OPERATOR_TOKEN>" (an admin) or an
 * operator session (the cookie of operatorLogin, sent to /operator/graphql only) whose role allows
 * it: viewer reads, releaser also switches remotes and registers releases, admin also runs draws and
 * manages operator accounts (domains/operator/roles.ts, ADR 0026).
 */
export const operatorTypeDefs = /* GraphQL */ `
  extend type Query {
    "Registry state per storefront and remote (all storefronts when store is omitted)."
    operatorRemotes(store: String): OperatorRemotesPayload!
    operatorReleases(remote: RemoteName): [RemoteRelease!]!
    "Who is calling the operator API (null: nobody: no valid bearer token and no live operator session)."
    operatorMe: OperatorIdentity
    "Operator accounts (admin)."
    operatorAccounts: [OperatorAccount!]!
    """
    The audit log, newest first (viewer and up): every change through the operator API or CLI, every
    operator login, failed login and logout. action: one action (e.g. remote.set); actor: an account's
    id or e-mail address, or cli-token, cli-database, anonymous, system.
    """
    operatorAuditLog(limit: Int = 50, offset: Int = 0, action: String, actor: String): OperatorAuditLogPage!
  }

  type Mutation {
    """
    Switch a remote on or off and/or pin it to a release (unpin: back to the newest) for one
    storefront (key or store id) or all of them.
    """
    operatorSetRemote(
      store: String
      allStores: Boolean = false
      remote: RemoteName!
      enabled: Boolean
      pinnedVersion: String
      unpin: Boolean = false
    ): OperatorRemotesPayload!

    """
    Start a percentage rollout (ADR 0028), or change its release or percentage: version goes to percent
    % (1-99) of the storefront's visitors, sticky per visitor; the others keep the release the
    storefront serves. The version must be a registered release of the remote, and not the one the
    storefront serves already. One storefront (key or store id) or all of them.
    """
    operatorStartRollout(store: String, allStores: Boolean = false, remote: RemoteName!, version: String!, percent: Int!): OperatorRemotesPayload!
    """
    Promote the rollout to every visitor: the storefront is pinned to the rollout's release and the
    rollout ends. With allStores, every storefront rolling the remote out. version (optional): the
    rollout release the caller expects; a storefront rolling out another one refuses the whole change.
    """
    operatorPromoteRollout(store: String, allStores: Boolean = false, remote: RemoteName!, version: String): OperatorRemotesPayload!
    "End the rollout: every visitor gets the storefront's own release again (version: as for operatorPromoteRollout)."
    operatorEndRollout(store: String, allStores: Boolean = false, remote: RemoteName!, version: String): OperatorRemotesPayload!

    """
    Register a release: a folder on the server (sourceDir, whose shop-release.json is its declaration)
    or an absolute CDN base URL (baseUrl, with its declaration as JSON text in declaration). Refused
    (errors) when the declaration is missing or malformed, when the release was built for a contract
    the shell does not provide, or when it claims a route key another remote implements.
    """
    operatorRegisterRelease(
      remote: RemoteName!
      version: String!
      sourceDir: String
      baseUrl: String
      declaration: String
    ): OperatorReleasePayload!

    """
    Operator login: the shop's login rules (one answer, 2062, for an unknown address, a wrong password
    and a disabled account; 2036 after too many failures per address, per address and IP, or per IP).
    Sets the operator session cookie (HttpOnly, SameSite=Strict, Path=/operator): call it, and every
    operator field after it, on /operator/graphql.
    """
    operatorLogin(email: String!, password: String!): OperatorLoginPayload!
    "Ends the operator session (its cookie is dropped); status true also when there was none."
    operatorLogout: StatusPayload!
    "A new operator account (admin). The password follows the shop's rules (8 to 128 characters, not a common one)."
    operatorCreateAccount(email: String!, role: OperatorRole!, password: String!): OperatorAccountPayload!
    "Another role for an account, by its id or e-mail address (admin); it counts from the account's next request."
    operatorSetRole(account: String!, role: OperatorRole!): OperatorAccountPayload!
    "Disables an account (its sessions end at once), or with disabled false enables it again (admin)."
    operatorDisableAccount(account: String!, disabled: Boolean = true): OperatorAccountPayload!
  }

  "viewer: reads; releaser: also remotes and releases; admin: also doubler draws, invoice payments and operator accounts."
  enum OperatorRole {
    viewer
    releaser
    admin
  }

  type OperatorAccount {
    id: ID!
    email: String!
    role: OperatorRole!
    disabled: Boolean!
    "ISO 8601."
    createdAt: String!
    updatedAt: String!
    lastLoginAt: String
  }

  "token: the CLI's bearer token (an admin); account: a logged-in operator account."
  enum OperatorIdentityKind {
    token
    account
  }

  type OperatorIdentity {
    kind: OperatorIdentityKind!
    role: OperatorRole!
    "The logged-in account (null for the bearer token)."
    account: OperatorAccount
  }

  type OperatorLoginPayload {
    status: Boolean!
    account: OperatorAccount
    errors: [ErrorEntry!]!
  }

  type OperatorAccountPayload {
    account: OperatorAccount
    errors: [ErrorEntry!]!
  }

  type OperatorAuditEntry {
    id: ID!
    "ISO 8601."
    at: String!
    "The account's id, or cli-token, cli-database, anonymous, system."
    actor: String!
    "The account's e-mail address when the row was written (accounts only)."
    actorEmail: String
    "e.g. remote.set, remote.rollout, remote.promote, remote.rollout-end, release.register, doubler.draw, order.mark-paid, account.create, account.role, account.disable, account.enable, login, login.failed, logout."
    action: String!
    "storefront-remote, release, doubler-draw, order or operator-account."
    targetKind: String
    targetId: String
    "The state before and after the change, as JSON text (null: none)."
    before: String
    after: String
    requestId: String
    "The client's IP address as a keyed hash (never in clear)."
    ipHash: String
  }

  type OperatorAuditLogPage {
    entries: [OperatorAuditEntry!]!
    hasMore: Boolean!
  }

  type OperatorRemoteState {
    storefrontKey: String!
    storeId: Int!
    remote: RemoteName!
    enabled: Boolean!
    pinnedVersion: String
    "Resolved version (pin, else newest release): what visitors outside a rollout get."
    version: String
    manifestUrl: String
    "A percentage rollout: this release for rolloutPercent % of the visitors (null: none)."
    rolloutVersion: String
    rolloutPercent: Int
  }

  type OperatorRemotesPayload {
    remotes: [OperatorRemoteState!]!
    errors: [ErrorEntry!]!
  }

  type RemoteRelease {
    remote: RemoteName!
    version: String!
    sourceDir: String
    baseUrl: String
    "The @shop/shared contract the release was built for (null: registered before declarations existed)."
    contractVersion: String
    "The route keys the release declares."
    routeKeys: [String!]!
    "ISO 8601."
    createdAt: String!
  }

  type OperatorReleasePayload {
    release: RemoteRelease
    "False when the same release was already registered."
    created: Boolean!
    errors: [ErrorEntry!]!
  }
`;
