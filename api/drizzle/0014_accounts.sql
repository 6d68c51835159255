-- Accounts (issue 16). Users created by checkout's "create an account" existed already; now they
-- confirm their address (double opt-in) before they can log in, and carry their profile.
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "storefront_key" text REFERENCES "storefronts"("key") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text NOT NULL DEFAULT 'de';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscribed" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile" jsonb NOT NULL DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone NOT NULL DEFAULT now();--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_check" CHECK ("email" = lower("email") and length("email") between 3 and 254 and "email" like '%_@_%');--> statement-breakpoint

-- A session is a visitor's; logging in ties it to a user (a new id: rotated at login).
ALTER TABLE "visitor_sessions" ADD COLUMN "user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD COLUMN "authenticated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "visitor_sessions_user_idx" ON "visitor_sessions" ("user_id") WHERE "user_id" IS NOT NULL;--> statement-breakpoint

-- Single-use links by mail: confirm the address, set a new password. Only the token's sha256 is kept.
CREATE TABLE "account_tokens" (
  "token_hash" text PRIMARY KEY,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "purpose" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  CONSTRAINT "account_tokens_purpose_check" CHECK ("purpose" in ('CONFIRM_EMAIL', 'RESET_PASSWORD'))
);--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" ("user_id", "purpose");--> statement-breakpoint

-- Requests answered the same way for every address (forgot password): the request only queues the
-- address; a job looks it up and mails, so the answer cannot tell (text or time) whether it exists.
CREATE TABLE "account_requests" (
  "id" uuid PRIMARY KEY,
  "kind" text NOT NULL,
  "email" text NOT NULL,
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key") ON DELETE CASCADE,
  "language" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "processed_at" timestamp with time zone,
  CONSTRAINT "account_requests_kind_check" CHECK ("kind" in ('PASSWORD_RESET'))
);--> statement-breakpoint
CREATE INDEX "account_requests_open_idx" ON "account_requests" ("created_at") WHERE "processed_at" IS NULL;
