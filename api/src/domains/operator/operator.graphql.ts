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
    Personal API tokens (ADR 0038), newest first: the caller's own (any role; a logged-in account or its
    token), or with account (an id or e-mail address) that account's (admin). The shared demo token
    without account: every account's.
    """
    operatorApiTokens(account: String): [OperatorApiToken!]!
    """
    The audit log, newest first (viewer and up): every change through the operator API or CLI, every
    operator login, failed login and logout. action: one action (e.g. remote.set); actor: an account's
    id or e-mail address (its console sessions and its personal tokens), or cli-token, cli-database,
    anonymous, system.
    """
    operatorAuditLog(limit: Int = 50, offset: Int = 0, action: String, actor: String): OperatorAuditLogPage!
    """
    Health of what each storefront serves of each remote (viewer and up; one storefront and/or one
    remote, or all): the served release's manifest, remote entry and contract checks, the errors
    browsers reported in the last hour, and the latest automatic fallback with its reason.
    """
    operatorRemoteHealth(store: String, remote: RemoteName): OperatorRemoteHealthPayload!
    """
    The auto-promote policies (ADR 0037; viewer and up), of one remote or all: "promote automatically
    after a healthy canary of afterMinutes minutes", per storefront or for every storefront (scope *).
    No policy (the default): promotion is an operator's act.
    """
    operatorAutoPromotePolicies(remote: RemoteName): [OperatorAutoPromotePolicy!]!
    "Automatic fallbacks, newest first (viewer and up), including those the job could not make (toVersion null)."
    operatorRemoteFallbacks(store: String, remote: RemoteName, limit: Int = 50): OperatorRemoteFallbacksPayload!
  }

  type Mutation {
    """
    Switch a remote on or off and/or pin it to a release (unpin: back to the remote's promoted release) for one
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
    Promote a release (issue 32). With store: the storefront's rollout to all its visitors (it is pinned
    to the rollout's release, the rollout ends); version (optional) is the rollout release the caller
    expects. With allStores: the release rolled out, or version (also without a rollout, also an older
    release: a rollback for everyone), becomes the remote's promoted release, which every storefront
    without a pin serves; its rollouts end; a storefront rolling out another release refuses the change.
    """
    operatorPromoteRollout(store: String, allStores: Boolean = false, remote: RemoteName!, version: String): OperatorRemotesPayload!
    """
    Sets (afterMinutes 1 to 10080) or switches off (afterMinutes null) the auto-promote policy of a
    remote for one storefront (key or store id; a healthy canary there is pinned) or for every storefront
    (allStores; the release is promoted once every storefront running the canary under it is healthy).
    Releaser, scoped to the remote like every remote operation (1403 on remote, audited remote.refuse);
    audited as remote.set with autoPromoteMinutes before and after.
    """
    operatorSetAutoPromote(store: String, allStores: Boolean = false, remote: RemoteName!, afterMinutes: Int): OperatorAutoPromotePayload!
    "End the rollout: every visitor gets the storefront's own release again (version: as for operatorPromoteRollout)."
    operatorEndRollout(store: String, allStores: Boolean = false, remote: RemoteName!, version: String): OperatorRemotesPayload!

    """
    Register a release: a folder inside the shop (sourceDir, absolute or relative to the shop root; its
    shop-release.json is its declaration)
    or an absolute CDN base URL (baseUrl, with its declaration as JSON text in declaration). Refused
    (errors) when the declaration is missing or malformed, when the release was built for a contract
    the shell does not provide, or when it claims a route key another remote implements; when the
    caller is a releaser not granted this remote (1403 on remote); in production, when the build had
    uncommitted changes (gitDirty) unless allowDirty (1505 on allowDirty); when it drops a route key
    the remote's promoted release serves that acknowledgeDroppedRouteKeys does not name (1505 on
    acknowledgeDroppedRouteKeys). The audit row records the provenance and both acknowledgements.
    """
    operatorRegisterRelease(
      remote: RemoteName!
      version: String!
      sourceDir: String
      baseUrl: String
      declaration: String
      allowDirty: Boolean = false
      acknowledgeDroppedRouteKeys: [String!]
    ): OperatorReleasePayload!

    """
    Operator login: the shop's login rules (one answer, 2062, for an unknown address, a wrong password
    and a disabled account; 2036 after too many failures per address and IP, or per IP). Releasers
    and admins also give the current code of their authenticator app (totpCode; 1504 without it, 2062
    when it is wrong or used already). After many failed logins of one account within the hour its
    login asks for the captcha (captchaToken, as the shop's forms; 2049 without it): an account is
    never locked by strangers. An account that must set up a second factor gets a session that may
    only do that (mustSetUpSecondFactor; operatorStartSecondFactorSetUp).
    Sets the operator session cookie (HttpOnly, SameSite=Strict, Path=/operator): call it, and every
    operator field after it, on /operator/graphql.
    """
    operatorLogin(email: String!, password: String!, totpCode: String, captchaToken: String): OperatorLoginPayload!
    """
    The logged-in operator's new authenticator secret (and its otpauth URI for a QR code), while the
    account has none: the same one on every call of the session until operatorConfirmSecondFactorSetUp.
    """
    operatorStartSecondFactorSetUp: OperatorSecondFactorSetUpPayload!
    "Confirms the set-up with a current code of the new secret; the session may do what its role allows from then on."
    operatorConfirmSecondFactorSetUp(code: String!): StatusPayload!
    "Removes an account's second factor (a lost phone; admin): its sessions end, it sets up a new one at its next login."
    operatorResetSecondFactor(account: String!): OperatorAccountPayload!
    "Ends the operator session (its cookie is dropped); status true also when there was none."
    operatorLogout: StatusPayload!
    """
    A new operator account (admin). The password follows the shop's rules (8 to 128 characters, not a
    common one). remotes: the only remotes a releaser may act on (omitted: every remote; ADR 0038).
    """
    operatorCreateAccount(email: String!, role: OperatorRole!, password: String!, remotes: [RemoteName!]): OperatorAccountPayload!
    "The remotes a releaser may register, canary, promote, pin, switch and roll back (admin; null: every remote). Admins act on all."
    operatorSetRemotes(account: String!, remotes: [RemoteName!]): OperatorAccountPayload!
    """
    A personal API token for the logged-in operator (ADR 0038; a console session, not a token): the
    CLI sends it as "Authorization: Bearer <secret>" and acts as this account, audited as it with the
    token's id and label. secret is in this answer only (only its SHA-256 is kept). expiresInDays: 1 to
    365; remotes narrows the account's remotes for this token.
    """
    operatorCreateApiToken(label: String!, expiresInDays: Int = 90, remotes: [RemoteName!]): OperatorApiTokenPayload!
    "Revokes a personal token at once: the caller's own, or any (admin)."
    operatorRevokeApiToken(id: ID!): OperatorApiTokenPayload!
    "Another role for an account, by its id or e-mail address (admin); it counts from the account's next request."
    operatorSetRole(account: String!, role: OperatorRole!): OperatorAccountPayload!
    "Disables an account (its sessions end at once), or with disabled false enables it again (admin)."
    operatorDisableAccount(account: String!, disabled: Boolean = true): OperatorAccountPayload!
  }

  "viewer: reads; releaser: also remotes and releases; support: also the service desk (orders, cards, refunds, the queues); admin: everything, also doubler draws, invoice payments and operator accounts (ADR 0044)."
  enum OperatorRole {
    viewer
    releaser
    support
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
    "Whether the account has set up an authenticator app (every role but viewer needs one)."
    secondFactor: Boolean!
    "The only remotes a releaser may act on (null: every remote; admins act on all)."
    remotes: [RemoteName!]
  }

  type OperatorApiToken {
    id: ID!
    label: String!
    accountId: ID!
    accountEmail: String
    "The token's own remotes (null: its account's)."
    remotes: [RemoteName!]
    "ISO 8601."
    createdAt: String!
    expiresAt: String!
    lastUsedAt: String
    revokedAt: String
  }

  type OperatorApiTokenPayload {
    token: OperatorApiToken
    "The token itself: only in the answer of operatorCreateApiToken, never again."
    secret: String
    errors: [ErrorEntry!]!
  }

  "token: the shared bearer token of the demo (an admin); account: a logged-in operator account; apiToken: an account's personal API token."
  enum OperatorIdentityKind {
    token
    account
    apiToken
  }

  type OperatorIdentity {
    kind: OperatorIdentityKind!
    role: OperatorRole!
    "The account (null for the shared token)."
    account: OperatorAccount
    "The personal token's label (apiToken only)."
    tokenLabel: String
    "The remotes this caller may release (null: every remote)."
    remotes: [RemoteName!]
    "The session may only set up a second factor (operatorStartSecondFactorSetUp) until it confirms one."
    mustSetUpSecondFactor: Boolean!
  }

  type OperatorLoginPayload {
    status: Boolean!
    account: OperatorAccount
    "The new session may only set up a second factor until it confirms one."
    mustSetUpSecondFactor: Boolean!
    errors: [ErrorEntry!]!
  }

  type OperatorSecondFactorSetUp {
    "The secret in base32, to type into an authenticator app."
    secret: String!
    "The otpauth:// URI an authenticator app reads from a QR code."
    otpauthUri: String!
  }

  type OperatorSecondFactorSetUpPayload {
    setUp: OperatorSecondFactorSetUp
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
    "The personal API token the account acted with, and its label at the time (null: a console session or another actor)."
    actorTokenId: ID
    actorTokenLabel: String
    "e.g. remote.set, remote.rollout, remote.promote, remote.rollout-end, remote.fallback, remote.override, release.register, release.promote, release.refuse, doubler.draw, order.mark-paid, account.create, account.role, account.disable, account.enable, login, login.failed, logout."
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
    "Resolved version (pin, else the promoted release): what visitors outside a rollout get."
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
    "When the release was built (ISO 8601, from its declaration); null when its build did not record it."
    builtAt: String
    "The git commit the release was built from; null when its build did not record it."
    gitCommit: String
    "The build's working tree had uncommitted changes (null: the build did not say)."
    gitDirty: Boolean
    "Who built it: user@host or a CI job (null: the build did not say)."
    builder: String
    "Gzipped JavaScript of each page (remote entry, ./routes, the page's chunk), in the order the release declares its keys; empty when it was registered before the release check."
    pageJsGzip: [PageJsSize!]!
    "When the release check passed (ISO 8601); null: registered before the check existed (ADR 0030)."
    checkedAt: String
  }

  type PageJsSize {
    routeKey: String!
    bytes: Int!
  }

  "ok, failed, or pending (a file check that did not finish in time; known at the next request)."
  enum OperatorCheckState {
    ok
    failed
    pending
  }

  type OperatorCheck {
    state: OperatorCheckState!
    "Why it failed (null when ok)."
    problem: String
  }

  type OperatorReleaseHealth {
    remote: RemoteName!
    version: String!
    "mf-manifest.json exists and parses (a CDN release: fetched, 2 s timeout)."
    manifest: OperatorCheck!
    "The remote entry the manifest names exists."
    entry: OperatorCheck!
    "The release's declared contract fits the shell this server provides."
    contract: OperatorCheck!
  }

  type OperatorRemoteFallback {
    id: ID!
    storefrontKey: String!
    remote: RemoteName!
    fromVersion: String!
    "The release pinned instead (null: none was possible; nothing was changed)."
    toVersion: String
    failures: Int!
    "Weighted loads (successful loads by their sampling weight, plus failures)."
    loads: Int!
    "Distinct browsers that reported a failure."
    clients: Int!
    reason: String!
    "ISO 8601."
    at: String!
  }

  type OperatorRemoteHealth {
    storefrontKey: String!
    storeId: Int!
    remote: RemoteName!
    enabled: Boolean!
    pinnedVersion: String
    "The served version (null: no release)."
    version: String
    "Checks of the served release (null: no release)."
    release: OperatorReleaseHealth
    "Failed loads reported in the last hour for the served version."
    failures: Int!
    "Weighted loads reported in the last hour (successful loads by their sampling weight, plus failures)."
    loads: Int!
    "Distinct browsers that reported a failure in the last hour."
    failingClients: Int!
    "failures / loads (null: no reports)."
    errorRate: Float
    latestFallback: OperatorRemoteFallback
    "One line for people, as the console's matrix shows it."
    summary: String!
  }

  type OperatorRemoteHealthPayload {
    health: [OperatorRemoteHealth!]!
    "The checks of each release of the asked remote (every served release when no remote is asked)."
    releases: [OperatorReleaseHealth!]!
    errors: [ErrorEntry!]!
  }

  type OperatorAutoPromotePolicy {
    remote: RemoteName!
    "A storefront key, or * for every storefront."
    scope: String!
    "Minutes of healthy canary before the health job promotes it."
    afterMinutes: Int!
    "When it was set (ISO 8601)."
    setAt: String!
  }

  type OperatorAutoPromotePayload {
    "The policy now in force for that scope (null: switched off)."
    policy: OperatorAutoPromotePolicy
    errors: [ErrorEntry!]!
  }

  type OperatorRemoteFallbacksPayload {
    fallbacks: [OperatorRemoteFallback!]!
    errors: [ErrorEntry!]!
  }

  type OperatorReleasePayload {
    release: RemoteRelease
    "False when the same release was already registered."
    created: Boolean!
    errors: [ErrorEntry!]!
  }
`;
