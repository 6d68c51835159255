-- A second factor for operators (issue 31, ADR 0034): releasers and admins log in with a time-based
-- one-time code (TOTP, RFC 6238) besides their password. The account keeps its authenticator's secret
-- sealed with the secrets key (security/secret-box.ts: a copy of the database alone gives no codes),
-- when it was set up, and the time step of the last code it accepted: a code counts once (RFC 6238
-- section 5.2), even when two logins race (the update that accepts it compares the step).
ALTER TABLE "operator_accounts" ADD COLUMN "totp_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "operator_accounts" ADD COLUMN "totp_enrolled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_accounts" ADD COLUMN "totp_last_time_step" bigint;--> statement-breakpoint
ALTER TABLE "operator_accounts" ADD CONSTRAINT "operator_accounts_totp_check" CHECK (("totp_secret_sealed" IS NULL) = ("totp_enrolled_at" IS NULL));--> statement-breakpoint
-- A session of an account that must set up its authenticator first may do nothing else: the secret it
-- is being shown waits here (sealed) until a code of it confirms it.
ALTER TABLE "operator_sessions" ADD COLUMN "enrolment_secret_sealed" text;
