-- Operator accounts, their sessions and the audit log (issue 19, ADR 0026). Until now the operator API
-- knew one identity, the bearer token (OPERATOR_TOKEN) of the CLI; operators now log in as persons with
-- a role, and every change they make is recorded.
--
-- An operator's login is their e-mail address, kept in lower case (like the shop's users), so the
-- unique index is also case-insensitive. The password hash is the shop's scrypt string
-- (`scrypt$N$r$p$salt$hash`, orders/gift-card-codes.ts). Accounts are disabled, never deleted: the
-- audit log keeps pointing at them.
CREATE TABLE "operator_accounts" (
  "id" uuid PRIMARY KEY NOT NULL,
  "email" text NOT NULL,
  "password_hash" text NOT NULL,
  "role" text NOT NULL,
  "disabled" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_login_at" timestamp with time zone,
  CONSTRAINT "operator_accounts_email_check" CHECK ("email" = lower("email") AND length("email") BETWEEN 3 AND 254 AND "email" LIKE '%_@_%'),
  CONSTRAINT "operator_accounts_role_check" CHECK ("role" in ('viewer', 'releaser', 'admin')),
  CONSTRAINT "operator_accounts_password_hash_check" CHECK ("password_hash" LIKE 'scrypt$%')
);--> statement-breakpoint
CREATE UNIQUE INDEX "operator_accounts_email_key" ON "operator_accounts" ("email");--> statement-breakpoint

-- Operator sessions, like the shop's visitor sessions: the server issues the id (256 random bits) and
-- keeps only its sha256, so a cookie whose hash is not here is no session (no fixation) and a copy of
-- this table cannot be replayed as cookies. Stricter than a shopper's: an absolute end (`expires_at`)
-- and an idle timeout counted from `last_seen_at` (checked by the lookup, operator/sessions.ts).
CREATE TABLE "operator_sessions" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "account_id" uuid NOT NULL REFERENCES "operator_accounts"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  CONSTRAINT "operator_sessions_token_hash_check" CHECK ("token_hash" ~ '^[0-9a-f]{64}$')
);--> statement-breakpoint
CREATE INDEX "operator_sessions_account_idx" ON "operator_sessions" ("account_id");--> statement-breakpoint
CREATE INDEX "operator_sessions_expires_idx" ON "operator_sessions" ("expires_at");--> statement-breakpoint

-- The audit log: who (an operator account, the CLI's bearer token, the CLI on the database itself, an
-- anonymous login attempt, or the system such as the demo's seed), when, what (the action and its
-- target) with the state before and after, and from where (the request's id and its IP address as a
-- keyed HMAC, never in clear). `actor_email` is the account's address at the time of the row, so the
-- log reads on its own. Rows are only ever added: the trigger below refuses UPDATE, DELETE and
-- TRUNCATE, whoever asks (an application bug, the CLI, an SQL console with the application's role).
CREATE TABLE "operator_audit_log" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_kind" text NOT NULL,
  "actor_account_id" uuid REFERENCES "operator_accounts"("id"),
  "actor_email" text,
  "action" text NOT NULL,
  "target_kind" text,
  "target_id" text,
  "before" jsonb,
  "after" jsonb,
  "request_id" text,
  "ip_hash" text,
  CONSTRAINT "operator_audit_log_actor_kind_check" CHECK ("actor_kind" in ('account', 'cli-token', 'cli-database', 'anonymous', 'system')),
  CONSTRAINT "operator_audit_log_actor_account_check" CHECK (("actor_kind" = 'account') = ("actor_account_id" IS NOT NULL)),
  CONSTRAINT "operator_audit_log_action_check" CHECK ("action" ~ '^[a-z]+(\.[a-z-]+)*$' AND length("action") <= 64),
  CONSTRAINT "operator_audit_log_target_kind_check" CHECK ("target_kind" IS NULL OR "target_kind" in ('storefront-remote', 'release', 'doubler-draw', 'order', 'operator-account')),
  CONSTRAINT "operator_audit_log_ip_hash_check" CHECK ("ip_hash" IS NULL OR "ip_hash" ~ '^[0-9a-f]{64}$')
);--> statement-breakpoint
-- Newest first, whole log or one action or one account's doings (operatorAuditLog's filters).
CREATE INDEX "operator_audit_log_action_idx" ON "operator_audit_log" ("action", "id");--> statement-breakpoint
CREATE INDEX "operator_audit_log_actor_idx" ON "operator_audit_log" ("actor_kind", "actor_account_id", "id");--> statement-breakpoint
CREATE FUNCTION "operator_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the operator audit log is append-only (% refused)', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_log_append_only" BEFORE UPDATE OR DELETE ON "operator_audit_log" FOR EACH ROW EXECUTE FUNCTION "operator_audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "operator_audit_log_no_truncate" BEFORE TRUNCATE ON "operator_audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_log_append_only"();
