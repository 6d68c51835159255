-- Activation of blank cards (issue 18): a blank card (issued NOT_ACTIVATED with a blank card pack) gets
-- a whole amount of 10 to 500 loaded onto it. The buyer pays it as an order of kind ACTIVATION with one
-- line of kind ACTIVATION; once the payment is authorised the activation is SCHEDULED, and a job
-- (activation-job.ts) writes the card's ISSUE entry, activates it and mails the buyer.
ALTER TABLE "orders" DROP CONSTRAINT "orders_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("kind" in ('REGULAR', 'REDEEM', 'ACTIVATION'));--> statement-breakpoint
-- Spec §3 line kinds: a package is cards (CARD: digital or physical, with their additional items) or
-- the amount an activation loads onto a blank card.
ALTER TABLE "order_packages" ADD COLUMN "line_kind" text NOT NULL DEFAULT 'CARD';--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_line_kind_check" CHECK (
  "line_kind" = 'CARD' OR ("line_kind" = 'ACTIVATION' AND "quantity" = 1 AND NOT "gift_packing" AND "wrapper" IS NULL AND "personal_message" IS NULL)
);--> statement-breakpoint
CREATE TABLE "card_activations" (
  "id" uuid PRIMARY KEY NOT NULL,
  "gift_card_id" uuid NOT NULL REFERENCES "gift_cards"("id"),
  "order_id" uuid NOT NULL REFERENCES "orders"("id"),
  "amount_cents" integer NOT NULL,
  "currency" text NOT NULL,
  "status" text DEFAULT 'PENDING_PAYMENT' NOT NULL,
  "due_at" timestamp with time zone,
  "done_at" timestamp with time zone,
  "attempts" integer DEFAULT 0 NOT NULL,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "card_activations_status_check" CHECK ("status" in ('PENDING_PAYMENT', 'SCHEDULED', 'DONE', 'FAILED')),
  -- Spec §5/§9: whole currency units from 10 to 500.
  CONSTRAINT "card_activations_amount_check" CHECK ("amount_cents" BETWEEN 1000 AND 50000 AND "amount_cents" % 100 = 0),
  CONSTRAINT "card_activations_currency_check" CHECK ("currency" ~ '^[A-Z]{3}$'),
  -- A scheduled activation knows when it is due; a done one when it was done.
  CONSTRAINT "card_activations_due_check" CHECK ("status" NOT IN ('SCHEDULED', 'DONE') OR "due_at" IS NOT NULL),
  CONSTRAINT "card_activations_done_check" CHECK (("status" = 'DONE') = ("done_at" IS NOT NULL)),
  CONSTRAINT "card_activations_attempts_check" CHECK ("attempts" >= 0)
);--> statement-breakpoint
-- One order activates one card.
CREATE UNIQUE INDEX "card_activations_order_key" ON "card_activations" ("order_id");--> statement-breakpoint
-- At most one activation of a card that is not FAILED: a second activation of the same card (two tabs,
-- two buyers, a retried request on another process) cannot exist, whatever the code does.
CREATE UNIQUE INDEX "card_activations_one_per_card" ON "card_activations" ("gift_card_id") WHERE "status" <> 'FAILED';--> statement-breakpoint
-- The job's queue: scheduled activations by due time; and the unpaid ones it expires.
CREATE INDEX "card_activations_due_idx" ON "card_activations" ("due_at") WHERE "status" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "card_activations_pending_idx" ON "card_activations" ("created_at") WHERE "status" = 'PENDING_PAYMENT';
