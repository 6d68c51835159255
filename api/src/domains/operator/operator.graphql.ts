/**
 * Operator API (remote registry switches and releases), used by the operator CLI while the server
 * holds the embedded database. Every field needs "Authorization: Bearer <OPERATOR_TOKEN>".
 */
export const operatorTypeDefs = /* GraphQL */ `
  extend type Query {
    "Registry state per storefront and remote (all storefronts when store is omitted)."
    operatorRemotes(store: String): OperatorRemotesPayload!
    operatorReleases(remote: RemoteName): [RemoteRelease!]!
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
  }

  type OperatorRemoteState {
    storefrontKey: String!
    storeId: Int!
    remote: RemoteName!
    enabled: Boolean!
    pinnedVersion: String
    "Resolved version (pin, else newest release)."
    version: String
    manifestUrl: String
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
