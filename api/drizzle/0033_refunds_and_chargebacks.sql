-- Money after the sale (issue 33, items 1 and 2; ADR 0041): refunds of unredeemed card value,
-- chargebacks that freeze what is left on the order's cards, and every provider event applied once.
--
-- Ledger kinds: REFUND_OUT (-, value taken for a refund to the buyer), REFUND_BACK (+, a failed or
-- reversed refund gives it back), FREEZE (-, a chargeback or a failed capture freezes the unspent
-- value), UNFREEZE (+, a chargeback reversed). A giving-back entry names the entry it reverses, and
-- each entry is reversed at most once (unique "reverses"); a taking entry is written once per card
-- and refund or dispute event (unique "reference"). The CHECK (balance_cents >= 0) of migration 0012
-- still guards every entry: a refund can never take more than the card holds.
ALTER TABLE "gift_card_ledger" DROP CONSTRAINT "gift_card_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_kind_check" CHECK (
  ("kind" in ('ISSUE', 'RELEASE', 'REFUND', 'DOUBLER', 'REFUND_BACK', 'UNFREEZE') and "amount_cents" > 0)
  or ("kind" in ('HOLD', 'REDEEM', 'REFUND_OUT', 'FREEZE') and "amount_cents" < 0)
);--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD COLUMN "reverses" uuid REFERENCES "gift_card_ledger"("id");--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_reverses_check" CHECK (
  ("kind" in ('REFUND_BACK', 'UNFREEZE')) = ("reverses" IS NOT NULL)
  and ("kind" not in ('REFUND_OUT', 'FREEZE', 'REFUND_BACK', 'UNFREEZE') or "reference" IS NOT NULL)
);--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_one_reversal" ON "gift_card_ledger" ("reverses") WHERE "reverses" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_one_taking" ON "gift_card_ledger" ("gift_card_id", "kind", "reference") WHERE "kind" in ('REFUND_OUT', 'FREEZE');--> statement-breakpoint
CREATE INDEX "gift_card_ledger_reference_idx" ON "gift_card_ledger" ("reference") WHERE "reference" IS NOT NULL;--> statement-breakpoint

-- A payment that arrived for an order another payment had already paid: refunded automatically.
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("status" in ('CREATED', 'REDIRECTED', 'PENDING', 'AUTHORISED', 'REFUSED', 'CANCELLED', 'ERROR', 'DUPLICATE'));--> statement-breakpoint

-- Refunds: requested by an operator (SHOP), made by the provider on its own (PROVIDER), or of a
-- double payment (DUPLICATE). REQUESTED (value taken, provider asked) → REFUNDED (confirmed) →
-- REVERSED (came back); REQUESTED or REFUNDED → FAILED (value given back).
CREATE TABLE "refunds" (
  "id" uuid PRIMARY KEY,
  "order_id" uuid NOT NULL REFERENCES "orders"("id"),
  "payment_id" uuid NOT NULL REFERENCES "payments"("id"),
  "gift_card_id" uuid REFERENCES "gift_cards"("id"),
  "provider" text NOT NULL,
  "amount_cents" integer NOT NULL,
  "currency" text NOT NULL,
  "origin" text NOT NULL,
  "status" text NOT NULL DEFAULT 'REQUESTED',
  "reason" text NOT NULL,
  "actor" jsonb,
  "psp_reference" text,
  "problem" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "refunds_amount_check" CHECK ("amount_cents" > 0),
  CONSTRAINT "refunds_origin_check" CHECK ("origin" in ('SHOP', 'PROVIDER', 'DUPLICATE')),
  CONSTRAINT "refunds_status_check" CHECK ("status" in ('REQUESTED', 'REFUNDED', 'FAILED', 'REVERSED')),
  CONSTRAINT "refunds_reason_check" CHECK (length("reason") between 1 and 500)
);--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_psp_reference_key" ON "refunds" ("provider", "psp_reference") WHERE "psp_reference" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" ("updated_at") WHERE "status" = 'REQUESTED' AND "psp_reference" IS NULL;--> statement-breakpoint
-- Refunds of a payment that still stand (REQUESTED, REFUNDED) never exceed what it was paid: the
-- payment's row is locked, so two refunds inserted at once are counted one after the other.
CREATE FUNCTION "refunds_within_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid integer;
  standing integer;
BEGIN
  IF NEW."status" NOT IN ('REQUESTED', 'REFUNDED') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."status" IN ('REQUESTED', 'REFUNDED') AND NEW."amount_cents" = OLD."amount_cents" THEN
    RETURN NEW;
  END IF;
  SELECT "amount_cents" INTO paid FROM "payments" WHERE "id" = NEW."payment_id" FOR UPDATE;
  SELECT coalesce(sum("amount_cents"), 0) INTO standing FROM "refunds"
    WHERE "payment_id" = NEW."payment_id" AND "status" IN ('REQUESTED', 'REFUNDED') AND "id" <> NEW."id";
  IF standing + NEW."amount_cents" > paid THEN
    RAISE EXCEPTION 'refunds of payment % would exceed its amount (% + % > %)', NEW."payment_id", standing, NEW."amount_cents", paid
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "refunds_within_payment" BEFORE INSERT OR UPDATE ON "refunds" FOR EACH ROW EXECUTE FUNCTION "refunds_within_payment"();--> statement-breakpoint

-- Disputes and failed captures of a payment, one row per provider reference of the dispute. Its
-- state follows the newest event by the provider's event date (an older event arriving late is kept
-- in payment_notifications and changes nothing). While "frozen", the unspent value of the order's
-- cards is held by FREEZE entries and the cards are BLOCKED; what had been spent is the loss.
CREATE TABLE "payment_disputes" (
  "id" uuid PRIMARY KEY,
  "provider" text NOT NULL,
  "dispute_reference" text NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id"),
  "payment_id" uuid NOT NULL REFERENCES "payments"("id"),
  "status" text NOT NULL,
  "last_event_code" text NOT NULL,
  "last_event_at" timestamp with time zone,
  "amount_cents" integer NOT NULL,
  "currency" text NOT NULL,
  "frozen" boolean NOT NULL DEFAULT false,
  "frozen_cents" integer NOT NULL DEFAULT 0,
  "spent_cents" integer NOT NULL DEFAULT 0,
  "lost_cents" integer NOT NULL DEFAULT 0,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "payment_disputes_status_check" CHECK ("status" in ('INQUIRY', 'FRAUD_REPORTED', 'NOTIFIED', 'CHARGED_BACK', 'CAPTURE_FAILED', 'REVERSED')),
  CONSTRAINT "payment_disputes_money_check" CHECK ("amount_cents" >= 0 and "frozen_cents" >= 0 and "spent_cents" >= 0 and "lost_cents" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_disputes_reference_key" ON "payment_disputes" ("provider", "dispute_reference");--> statement-breakpoint
CREATE INDEX "payment_disputes_order_idx" ON "payment_disputes" ("order_id");--> statement-breakpoint
-- Which dispute blocked a card (its reversal unblocks exactly those; a card blocked otherwise stays so).
ALTER TABLE "gift_cards" ADD COLUMN "blocked_by_dispute" uuid REFERENCES "payment_disputes"("id");--> statement-breakpoint

-- The test payment service's refunds (it stands in for Adyen; the shop never reads this table).
CREATE TABLE "test_psp_refunds" (
  "psp_reference" text PRIMARY KEY,
  "payment_psp_reference" text NOT NULL REFERENCES "test_psp_payments"("psp_reference"),
  "idempotency_key" text NOT NULL,
  "amount_cents" integer NOT NULL,
  "currency" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "test_psp_refunds_amount_check" CHECK ("amount_cents" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "test_psp_refunds_idempotency_key" ON "test_psp_refunds" ("idempotency_key");--> statement-breakpoint
CREATE INDEX "test_psp_refunds_payment_idx" ON "test_psp_refunds" ("payment_psp_reference");
