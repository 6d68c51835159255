-- Percentage rollouts (issue 19 part 3, ADR 0028): a storefront may serve a second release of a remote
-- to a share of its visitors, sticky per visitor (the `shop_rollout` cookie's bucket,
-- remotes/visitor-remotes.ts). Both columns are set together or not at all; 0 % and 100 % are no
-- rollout (0: end it; 100: promote it, which pins the release and clears both columns).
ALTER TABLE "storefront_remotes" ADD COLUMN "rollout_version" text;--> statement-breakpoint
ALTER TABLE "storefront_remotes" ADD COLUMN "rollout_percent" smallint;--> statement-breakpoint
ALTER TABLE "storefront_remotes" ADD CONSTRAINT "storefront_remotes_rollout_check" CHECK (
  ("rollout_version" IS NULL AND "rollout_percent" IS NULL)
  OR ("rollout_version" IS NOT NULL AND "rollout_percent" BETWEEN 1 AND 99)
);--> statement-breakpoint
-- Like the pin: a rollout to a version that was never registered is impossible, even for direct SQL.
ALTER TABLE "storefront_remotes" ADD CONSTRAINT "storefront_remotes_rollout_release_fk" FOREIGN KEY ("remote","rollout_version") REFERENCES "public"."remote_releases"("remote","version") ON DELETE no action ON UPDATE no action;
