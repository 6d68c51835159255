-- Fraud screening before issuing (issue 33, item 3; ADR 0043). Every placed order gets a screening row
-- with keyed HMACs of its signals (e-mail, device, address, IPv6 /64; the card's fingerprint once paid):
-- velocity counts read them through (key, time) indexes, across processes. A paid order's score, rule
-- hits and outcome (ISSUE, HOLD, REFUSE) are kept for the reviewer. A held order waits in the review
-- queue (order_placements.review_state HELD) and is not issued; RELEASED lets it be issued; REFUSED is
-- never issued (its payment is refunded). The database refuses an issued order that is held or refused.
CREATE TABLE "order_screenings" (
  "order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
  "storefront_key" text NOT NULL,
  "email_key" text NOT NULL,
  "device_key" text,
  "ip_key" text,
  "ipv6_prefix_key" text,
  "card_key" text,
  "placed_at" timestamp with time zone DEFAULT now() NOT NULL,
  "screened_at" timestamp with time zone,
  "score" integer,
  "outcome" text,
  "hits" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "card" jsonb,
  CONSTRAINT "order_screenings_outcome_check" CHECK (("outcome" is null or "outcome" in ('ISSUE', 'HOLD', 'REFUSE')) and (("outcome" is null) = ("screened_at" is null)) and (("outcome" is null) = ("score" is null)) and ("score" is null or "score" >= 0))
);--> statement-breakpoint
CREATE INDEX "order_screenings_email_idx" ON "order_screenings" ("email_key", "placed_at");--> statement-breakpoint
CREATE INDEX "order_screenings_device_idx" ON "order_screenings" ("device_key", "placed_at") WHERE "device_key" is not null;--> statement-breakpoint
CREATE INDEX "order_screenings_ip_idx" ON "order_screenings" ("ip_key", "placed_at") WHERE "ip_key" is not null;--> statement-breakpoint
CREATE INDEX "order_screenings_ipv6_prefix_idx" ON "order_screenings" ("ipv6_prefix_key", "placed_at") WHERE "ipv6_prefix_key" is not null;--> statement-breakpoint
CREATE INDEX "order_screenings_card_idx" ON "order_screenings" ("card_key", "screened_at") WHERE "card_key" is not null;--> statement-breakpoint
ALTER TABLE "order_placements" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "order_placements" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_placements" ADD COLUMN "reviewed_by" jsonb;--> statement-breakpoint
ALTER TABLE "order_placements" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "order_placements" ADD CONSTRAINT "order_placements_review_check" CHECK (
  ("review_state" is null or ("review_state" in ('HELD', 'RELEASED', 'REFUSED') and (("review_state" = 'HELD') = ("reviewed_at" is null))))
  and ("review_reason" is null or length("review_reason") between 1 and 500)
  and ("issued_at" is null or "review_state" is null or "review_state" = 'RELEASED')
);--> statement-breakpoint
CREATE INDEX "order_placements_held_idx" ON "order_placements" ("placed_at") WHERE "review_state" = 'HELD';--> statement-breakpoint
-- The test payment service reports a card payment's card like Adyen's additionalData (BIN, last four,
-- alias, issuing country, 3-D Secure result).
ALTER TABLE "test_psp_payments" ADD COLUMN "card_data" jsonb;
