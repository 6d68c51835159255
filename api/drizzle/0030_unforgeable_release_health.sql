-- Release health that cannot be forged and acts everywhere (issue 32 item 4, ADR 0037).
--
-- "loads" counts every page load from now on, failed ones included (it counted successes, weighted).
UPDATE "remote_load_counts" SET "loads" = "loads" + "failures";--> statement-breakpoint
-- Each signed report token's events: at most one per remote and version of the page, which may turn
-- from loaded to failed once (remote-reports.ts). Deleted by the health job once the token expired.
CREATE TABLE "remote_report_uses" (
  "token_id" text NOT NULL,
  "remote" text NOT NULL,
  "version" text NOT NULL,
  "failed" boolean NOT NULL DEFAULT false,
  "expires_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("token_id", "remote", "version")
);--> statement-breakpoint
CREATE INDEX "remote_report_uses_expires_idx" ON "remote_report_uses" ("expires_at");--> statement-breakpoint
-- The latest time a release had verified healthy traffic (signed reports, enough page loads, no
-- significant errors): the "last known good" is the promoted release verified healthy last.
CREATE TABLE "remote_release_health" (
  "remote" text NOT NULL,
  "version" text NOT NULL,
  "healthy_at" timestamp with time zone NOT NULL,
  "loads" integer NOT NULL,
  "failures" integer NOT NULL,
  PRIMARY KEY ("remote", "version"),
  FOREIGN KEY ("remote", "version") REFERENCES "remote_releases" ("remote", "version") ON DELETE CASCADE
);--> statement-breakpoint
-- "Promote automatically after a healthy canary of N minutes" (off unless a row says so): per remote
-- for one storefront (scope = its key: the canary is pinned there) or for all ('*': the release is
-- promoted to every storefront).
CREATE TABLE "remote_auto_promote" (
  "remote" text NOT NULL,
  "scope" text NOT NULL,
  "after_minutes" integer NOT NULL CHECK ("after_minutes" BETWEEN 1 AND 10080),
  "set_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("remote", "scope")
);--> statement-breakpoint
-- When the running canary started: set by the database whenever the rolled-out release changes, so
-- every writer (operator actions, the health job) keeps it right without knowing of it.
ALTER TABLE "storefront_remotes" ADD COLUMN "rollout_started_at" timestamp with time zone;--> statement-breakpoint
UPDATE "storefront_remotes" SET "rollout_started_at" = "updated_at" WHERE "rollout_version" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "storefront_remotes_rollout_started"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."rollout_version" IS NULL THEN
    NEW."rollout_started_at" := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW."rollout_started_at" := now();
  ELSIF OLD."rollout_version" IS DISTINCT FROM NEW."rollout_version" THEN
    NEW."rollout_started_at" := now();
  ELSE
    NEW."rollout_started_at" := OLD."rollout_started_at";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "storefront_remotes_rollout_started" BEFORE INSERT OR UPDATE ON "storefront_remotes" FOR EACH ROW EXECUTE FUNCTION "storefront_remotes_rollout_started"();
