-- Accountable operators and release provenance (issue 32, items 2 and 6; ADR 0038).

-- Personal API tokens: an operator account's own credential for the CLI, instead of one shared token
-- audited as `cli-token`. Only the SHA-256 of a token is kept (a token is 256 random bits: no
-- dictionary to try, so a slow hash would buy nothing and cost every CLI request). A token ends at
-- expires_at or when revoked (the row stays: the audit log names it); it acts as its account, with
-- the account's current role, never more, and with its own list of remotes when it has one.
CREATE TABLE "operator_api_tokens" (
  "id" uuid PRIMARY KEY,
  "account_id" uuid NOT NULL REFERENCES "operator_accounts"("id"),
  "label" text NOT NULL,
  "token_hash" text NOT NULL,
  "remotes" text[],
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "last_used_at" timestamp with time zone,
  "revoked_at" timestamp with time zone,
  CONSTRAINT "operator_api_tokens_label_check" CHECK (length("label") between 1 and 64),
  CONSTRAINT "operator_api_tokens_hash_check" CHECK ("token_hash" ~ '^[0-9a-f]{64}$'),
  CONSTRAINT "operator_api_tokens_expiry_check" CHECK ("expires_at" > "created_at")
);--> statement-breakpoint
CREATE UNIQUE INDEX "operator_api_tokens_hash_key" ON "operator_api_tokens" ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_api_tokens_account_idx" ON "operator_api_tokens" ("account_id", "created_at");--> statement-breakpoint

-- Releasers scoped to remotes: NULL is every remote (what a releaser could do before this migration),
-- a list names the only remotes the account may register, canary, promote, pin, switch or roll back.
-- Admins act on every remote whatever the column says; viewers change nothing.
ALTER TABLE "operator_accounts" ADD COLUMN "release_remotes" text[];--> statement-breakpoint

-- An audit row of a personal token's action names the token (id and label at the time) beside its
-- account. Both are part of the row's hashed content, appended only when a token is named, so every
-- row written before keeps its content text and its hash (audit-chain.ts builds the same text).
ALTER TABLE "operator_audit_log" ADD COLUMN "actor_token_id" uuid;--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD COLUMN "actor_token_label" text;--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD CONSTRAINT "operator_audit_log_actor_token_check"
  CHECK ("actor_token_id" IS NULL OR ("actor_kind" = 'account' AND "actor_token_label" IS NOT NULL));--> statement-breakpoint
CREATE OR REPLACE FUNCTION "operator_audit_log_content"(r "operator_audit_log") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"id":' || r.id::text
    || ',"at":' || to_json(to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))::text
    || ',"actor_kind":' || to_json(r.actor_kind)::text
    || ',"actor_account_id":' || coalesce(to_json(r.actor_account_id::text)::text, 'null')
    || ',"actor_email":' || coalesce(to_json(r.actor_email)::text, 'null')
    || ',"action":' || to_json(r.action)::text
    || ',"target_kind":' || coalesce(to_json(r.target_kind)::text, 'null')
    || ',"target_id":' || coalesce(to_json(r.target_id)::text, 'null')
    || ',"before":' || coalesce(r.before::text, 'null')
    || ',"after":' || coalesce(r.after::text, 'null')
    || ',"request_id":' || coalesce(to_json(r.request_id)::text, 'null')
    || ',"ip_hash":' || coalesce(to_json(r.ip_hash)::text, 'null')
    || CASE WHEN r.actor_token_id IS NULL THEN ''
         ELSE ',"actor_token_id":' || to_json(r.actor_token_id::text)::text
           || ',"actor_token_label":' || coalesce(to_json(r.actor_token_label)::text, 'null') END
    || '}'
$$;--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION "operator_audit_log_content"("operator_audit_log") SET search_path = %I, pg_temp', current_schema());
END
$$;--> statement-breakpoint

-- Provenance of a release (from its declaration): whether the working tree had uncommitted changes
-- when it was built, and who built it (user@host, or the CI job). NULL: the build did not say (older
-- builds). Immutable like the other figures (a trigger of its own, beside 0026's).
ALTER TABLE "remote_releases" ADD COLUMN "git_dirty" boolean;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD COLUMN "builder" text;--> statement-breakpoint
CREATE FUNCTION "remote_releases_provenance_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."git_dirty" IS DISTINCT FROM OLD."git_dirty" OR NEW."builder" IS DISTINCT FROM OLD."builder" THEN
    RAISE EXCEPTION 'release %@% is immutable (register a new version instead)', OLD."remote", OLD."version";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "remote_releases_provenance_immutable" BEFORE UPDATE ON "remote_releases" FOR EACH ROW EXECUTE FUNCTION "remote_releases_provenance_immutable"();
