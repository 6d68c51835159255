import type { Resolvers } from '../../generated/graphql';
import { ErrorCode, type ErrorEntry, ShopError, payloadOrErrors } from '../../errors';
import { findRelease } from '../../remotes/registry';
import { PREVIEW_MAX_HOURS, PREVIEW_PATH, previewFor, signPreview } from '../../remotes/release-preview';
import { type RemoteName, isRemoteName } from '../../remotes/remote-names';
import { writeAudit } from './audit';
import { remoteInScope, remoteScopeRefusal, requireCapability } from './roles';

interface PreviewLinkResult {
  preview: { remote: RemoteName; version: string; expiresAt: string; path: string; url: string } | null;
  errors: ErrorEntry[];
}

/** The German storefront, where a link opens unless the releaser names another. */
const DEFAULT_STORE = 'CBDE';

export const releasePreviewResolvers: Resolvers = {
  Mutation: {
    operatorReleasePreviewLink: async (_parent, args, ctx) => {
      const audit = requireCapability(ctx, 'release');
      return payloadOrErrors<PreviewLinkResult>({ preview: null, errors: [] }, async () => {
        const { remote, version } = args;
        if (!isRemoteName(remote)) throw new ShopError(`Unknown remote ${remote}`, ErrorCode.UNKNOWN_REMOTE, 'remote');
        if (!remoteInScope(audit, remote)) throw remoteScopeRefusal(remote, audit.remotes ?? []);
        const hours = args.hours ?? undefined;
        if (hours !== undefined && (hours < 1 || hours > PREVIEW_MAX_HOURS)) {
          throw new ShopError(`A preview link lives 1 to ${PREVIEW_MAX_HOURS} hours`, ErrorCode.INVALID_ARGUMENT, 'hours');
        }
        const release = await findRelease(ctx.db, remote, version);
        if (!release) throw new ShopError(`No release ${remote} ${version} is registered`, ErrorCode.UNKNOWN_RELEASE, 'version');
        const storeKey = (args.store ?? DEFAULT_STORE).toUpperCase();
        const store = await ctx.directory.byKey(storeKey);
        if (!store) throw new ShopError(`Unknown storefront ${args.store}`, ErrorCode.UNKNOWN_STORE, 'store');
        const preview = previewFor(remote, release.version, hours);
        const path = `${PREVIEW_PATH}${signPreview(ctx.secrets.limitKey, preview)}`;
        const expiresAt = new Date(preview.exp * 1000).toISOString();
        await writeAudit(ctx.db, audit, {
          action: 'release.preview',
          targetKind: 'release',
          targetId: `${remote}@${release.version}`,
          before: null,
          // Who can open it and until when; the link itself is not kept (it is the capability).
          after: { store: store.key, expiresAt },
        });
        return { preview: { remote, version: release.version, expiresAt, path, url: `${ctx.urls.storefront(store)}${path}` }, errors: [] };
      });
    },
  },
};
