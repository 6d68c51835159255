/**
 * "The last known good release" of the console's one-click rollback is the health job's (ADR 0037,
 * remotes/fallback.ts `lastKnownGood` with `lastKnownGoodEvidence`): the promoted release, other than
 * the one a storefront serves, with the most recent verified healthy traffic, that has not failed
 * anywhere (a release that fails anywhere is pulled everywhere). One definition and one way to load its
 * inputs, so a rollback never lands on a release the fallback would refuse.
 */
export { type GoodEvidence, failedVersions, lastKnownGood, lastKnownGoodEvidence, lastKnownGoodRelease } from '../remotes/fallback';
