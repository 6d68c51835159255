-- Velocity per e-mail counts earlier PAID (screened) orders only (ADR 0043): an e-mail address is the
-- one signal a stranger can set to someone else's value, and unpaid placements cost nothing to make.
DROP INDEX IF EXISTS "order_screenings_email_idx";--> statement-breakpoint
CREATE INDEX "order_screenings_email_idx" ON "order_screenings" ("email_key", "screened_at") WHERE "screened_at" is not null;
