/**
 * The version of the contract between the shell and the remotes: what a remote relies on in
 * @shop/shared (the RemoteModule shape, route keys and the router, the storefront context, the shared
 * client, stores and event bus, the UI pieces). It is @shop/shared's package version (a test keeps
 * both equal); the webpack helper makes every remote require `^<this>` of @shop/shared with
 * strictVersion, writes it into the remote's release declaration, and the registry refuses a release
 * built for a contract the shell does not provide.
 *
 * Bump rule (ADR 0013): MAJOR when a remote built against the previous version could break on the new
 * one: anything exported is removed or renamed, a type is narrowed, a function's parameters or
 * results change incompatibly, behaviour a remote relies on changes (an event's payload, a store's
 * shape, what `href` returns), a spec route key or path changes. MINOR when something is added that
 * remotes may use (a new export, an optional field, a new event); a remote built against 1.3 then
 * needs a shell with 1.3 or later, which the caret range expresses. PATCH for fixes that change no
 * interface.
 */
export const SHOP_CONTRACT_VERSION = '2.5.0';

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** [major, minor, patch] of a plain `x.y.z` version, or null (pre-releases are not contract versions). */
export function parseContractVersion(version: string): [number, number, number] | null {
  const m = SEMVER.exec(version);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/**
 * Why a remote built against `builtAgainst` cannot run on a shell that provides `provided` (null when
 * it can). The caret rule of npm: same major (same minor below 1.0), and the shell at least as new.
 */
export function contractMismatch(provided: string, builtAgainst: string): string | null {
  const have = parseContractVersion(provided);
  const want = parseContractVersion(builtAgainst);
  if (!want) return `"${builtAgainst}" is not a contract version (x.y.z)`;
  if (!have) return `the shell provides "${provided}", which is not a contract version (x.y.z)`;
  const [haveMajor, haveMinor, havePatch] = have;
  const [wantMajor, wantMinor, wantPatch] = want;
  const sameLine = haveMajor === wantMajor && (wantMajor > 0 || haveMinor === wantMinor);
  const newEnough =
    haveMajor > wantMajor ||
    (haveMajor === wantMajor && (haveMinor > wantMinor || (haveMinor === wantMinor && havePatch >= wantPatch)));
  if (sameLine && newEnough) return null;
  return `it was built for the @shop/shared contract ${builtAgainst} (needs ^${builtAgainst}), the shell provides ${provided}`;
}

export function isContractCompatible(provided: string, builtAgainst: string): boolean {
  return contractMismatch(provided, builtAgainst) === null;
}
