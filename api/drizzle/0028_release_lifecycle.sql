-- Releases have a lifecycle (issue 32): registering one changes nothing shoppers get. A storefront
-- without a pin serves its remote's promoted release, the one promoted last; a promotion (to every
-- storefront, after a canary or at once) is an operator's audited act, a rollback promotes an older one.
ALTER TABLE "remote_releases" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
-- Until now a storefront without a pin followed the newest release, and every release was the newest
-- once: each counts as promoted when it was registered, so the migration changes nothing live and the
-- last known good (remotes/fallback.ts) still finds the releases that served everyone.
UPDATE "remote_releases" SET "promoted_at" = "created_at";--> statement-breakpoint
CREATE INDEX "remote_releases_promoted_idx" ON "remote_releases" ("remote", "promoted_at");
