-- Withdrawals carried out (issue 33, item 4; ADR 0042): a request is matched to its order when it
-- arrives (MATCHED: the order number exists in the storefront and the e-mail is the order's;
-- EMAIL_DIFFERS: the order exists, the e-mail is another; UNKNOWN: no such order), waits in the
-- operators' queue (OPEN) and is decided once (APPROVED with the refund of the order's unredeemed
-- cards, or REJECTED), by whom and when.
ALTER TABLE "withdrawal_requests" ADD COLUMN "match_status" text NOT NULL DEFAULT 'UNKNOWN';--> statement-breakpoint
UPDATE "withdrawal_requests" SET "match_status" = 'EMAIL_DIFFERS' WHERE "order_id" IS NOT NULL;--> statement-breakpoint
UPDATE "withdrawal_requests" AS w SET "match_status" = 'MATCHED' FROM "order_placements" AS p
  WHERE p."order_id" = w."order_id" AND lower(p."customer"->>'email') = w."email";--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_match_check" CHECK ("match_status" in ('MATCHED', 'EMAIL_DIFFERS', 'UNKNOWN') and (("match_status" = 'UNKNOWN') = ("order_id" IS NULL)));--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "status" text NOT NULL DEFAULT 'OPEN';--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "decided_by" jsonb;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "refund_id" uuid REFERENCES "refunds"("id");--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_status_check" CHECK (
  "status" in ('OPEN', 'APPROVED', 'REJECTED')
  and (("status" = 'OPEN') = ("decided_at" IS NULL))
  and ("refund_id" IS NULL or "status" = 'APPROVED')
);--> statement-breakpoint
CREATE INDEX "withdrawal_requests_queue_idx" ON "withdrawal_requests" ("status", "received_at");
