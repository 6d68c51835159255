/**
 * "The last known good release" of the console's one-click rollback is the health job's (ADR 0029,
 * remotes/fallback.ts `lastKnownGood`): the release promoted to every storefront last, other than the
 * one a storefront serves, that has not failed on that storefront (a release the job fell back from stays marked failed
 * there until an operator pins it again). One definition, so a rollback never lands on a release the
 * fallback would refuse.
 */
export { failedVersions, lastKnownGood } from '../remotes/fallback';
