/**
 * Release preview links through the operator API (issue 32's lifecycle, remotes/release-preview.ts):
 * what `pnpm operator release:preview` asks a running server for.
 */
export const releasePreviewTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    Operator (releaser, for a remote granted to them): a link that shows one registered release of a
    remote to whoever opens it, in that browser only, on any storefront (the link opens the storefront
    of store, default the German one). Never cached or indexed; valid for hours (default 24, at most
    168). Audited as release.preview.
    """
    operatorReleasePreviewLink(remote: RemoteName!, version: String!, store: String, hours: Int): OperatorReleasePreviewPayload!
  }

  type OperatorReleasePreviewPayload {
    preview: OperatorReleasePreview
    errors: [ErrorEntry!]!
  }

  type OperatorReleasePreview {
    remote: RemoteName!
    version: String!
    "When the link stops working (ISO 8601)."
    expiresAt: String!
    "The link's path on any storefront host: /preview/<token>."
    path: String!
    "The link on the storefront asked for."
    url: String!
  }
`;
