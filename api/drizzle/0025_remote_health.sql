-- Release health and automatic fallback (issue 19 parts 2 and 5, ADR 0029). Browsers report whether
-- each remote they loaded worked (sampled loads, every failure); the API keeps only aggregates, and a
-- periodic job pins a storefront back to the last known good release when a release it serves fails
-- too often there.
--
-- Counters per storefront, remote, version and minute: `loads` are the weighted successful loads (a
-- load sampled at 1/10 counts 10), `failures` the failed loads and renders (each counts 1). Cheap to
-- write (one upsert per report beacon), summed over the last hour by the job and the console. Rows
-- older than a day are deleted by the job.
CREATE TABLE "remote_load_counts" (
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key") ON DELETE CASCADE,
  "remote" text NOT NULL,
  "version" text NOT NULL,
  "minute" timestamp with time zone NOT NULL,
  "loads" integer DEFAULT 0 NOT NULL,
  "failures" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "remote_load_counts_pkey" PRIMARY KEY ("storefront_key", "remote", "version", "minute"),
  CONSTRAINT "remote_load_counts_counts_check" CHECK ("loads" >= 0 AND "failures" >= 0)
);--> statement-breakpoint
CREATE INDEX "remote_load_counts_minute_idx" ON "remote_load_counts" ("minute");--> statement-breakpoint

-- Which browsers reported a failure, so that one client cannot pass for a wave: one row per
-- storefront, remote, version and client, the client only as a keyed HMAC of its address (never in
-- clear), with the time of its latest failure. Counting distinct failing clients of the last hour is
-- all it is for: the job deletes rows whose latest failure is more than an hour old.
CREATE TABLE "remote_failing_clients" (
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key") ON DELETE CASCADE,
  "remote" text NOT NULL,
  "version" text NOT NULL,
  "client_hash" text NOT NULL,
  "last_failed_at" timestamp with time zone NOT NULL,
  CONSTRAINT "remote_failing_clients_pkey" PRIMARY KEY ("storefront_key", "remote", "version", "client_hash"),
  CONSTRAINT "remote_failing_clients_hash_check" CHECK ("client_hash" ~ '^[0-9a-f]{64}$')
);--> statement-breakpoint
CREATE INDEX "remote_failing_clients_last_failed_idx" ON "remote_failing_clients" ("last_failed_at");--> statement-breakpoint

-- A release that failed on a storefront stays marked failed there: no fallback ever chooses it as the
-- last known good release of that storefront. An operator's explicit pin or promote of that version
-- to the storefront removes the mark (in the same transaction and audit row as the pin).
CREATE TABLE "remote_failed_releases" (
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key") ON DELETE CASCADE,
  "remote" text NOT NULL,
  "version" text NOT NULL,
  "marked_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "remote_failed_releases_pkey" PRIMARY KEY ("storefront_key", "remote", "version"),
  CONSTRAINT "remote_failed_releases_release_fk" FOREIGN KEY ("remote", "version") REFERENCES "remote_releases"("remote", "version") ON DELETE CASCADE
);--> statement-breakpoint

-- Every automatic fallback (and every one the job wanted but could not make, `to_version` null: no
-- earlier release that has not failed there), with the figures it acted on and the reason in words
-- the console and the CLI show. Kept as history; a storefront's latest row is what "why" shows.
CREATE TABLE "remote_fallbacks" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key") ON DELETE CASCADE,
  "remote" text NOT NULL,
  "from_version" text NOT NULL,
  "to_version" text,
  "failures" integer NOT NULL,
  "loads" integer NOT NULL,
  "clients" integer NOT NULL,
  "reason" text NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "remote_fallbacks_target_idx" ON "remote_fallbacks" ("storefront_key", "remote", "from_version", "at");--> statement-breakpoint
CREATE INDEX "remote_fallbacks_at_idx" ON "remote_fallbacks" ("at");
