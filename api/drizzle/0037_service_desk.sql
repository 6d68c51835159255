-- The service desk and the support role (issue 33 item 6, ADR 0044).
-- A fourth role: support works the service desk (orders, cards, refunds, the queues), never releases.
ALTER TABLE "operator_accounts" DROP CONSTRAINT "operator_accounts_role_check";--> statement-breakpoint
ALTER TABLE "operator_accounts" ADD CONSTRAINT "operator_accounts_role_check" CHECK ("role" in ('viewer', 'releaser', 'support', 'admin'));--> statement-breakpoint
-- Desk actions on a card (a resent mail, a block and reissue) name the card in the audit log.
ALTER TABLE "operator_audit_log" DROP CONSTRAINT "operator_audit_log_target_kind_check";--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD CONSTRAINT "operator_audit_log_target_kind_check" CHECK ("target_kind" IS NULL OR "target_kind" in ('storefront-remote', 'release', 'doubler-draw', 'order', 'operator-account', 'gift-card'));--> statement-breakpoint
-- A lost card blocked and its balance reissued on a new card: REISSUE_OUT (−) takes the balance off
-- the old card, REISSUE_IN (+) puts it on the new one; each names the other card (reference), once.
ALTER TABLE "gift_card_ledger" DROP CONSTRAINT "gift_card_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_kind_check" CHECK (
  ("kind" in ('ISSUE', 'RELEASE', 'REFUND', 'DOUBLER', 'REFUND_BACK', 'UNFREEZE', 'REISSUE_IN') and "amount_cents" > 0)
  or ("kind" in ('HOLD', 'REDEEM', 'REFUND_OUT', 'FREEZE', 'REISSUE_OUT') and "amount_cents" < 0)
);--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_reissue_check" CHECK ("kind" not in ('REISSUE_OUT', 'REISSUE_IN') or "reference" IS NOT NULL);--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_one_reissue" ON "gift_card_ledger" ("gift_card_id", "kind") WHERE "kind" in ('REISSUE_OUT', 'REISSUE_IN');--> statement-breakpoint
-- The card a reissued card replaces (one replacement per card at most).
ALTER TABLE "gift_cards" ADD COLUMN "reissued_from" uuid REFERENCES "gift_cards"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_reissued_from_key" ON "gift_cards" ("reissued_from") WHERE "reissued_from" IS NOT NULL;--> statement-breakpoint
-- The desk's searches, each an index lookup (never a scan): a buyer's e-mail address, a card's last
-- four digits; an order's notifications (by the payment's reference, or the one a refund or dispute
-- names) and mails (by the order number every buyer mail carries).
CREATE INDEX "order_placements_email_idx" ON "order_placements" (lower("customer"->>'email'));--> statement-breakpoint
CREATE INDEX "gift_cards_last4_idx" ON "gift_cards" (right("number", 4));--> statement-breakpoint
CREATE INDEX "payment_notifications_psp_reference_idx" ON "payment_notifications" ("psp_reference");--> statement-breakpoint
CREATE INDEX "payment_notifications_original_reference_idx" ON "payment_notifications" (("payload"->>'originalReference'));--> statement-breakpoint
CREATE INDEX "mail_outbox_order_number_idx" ON "mail_outbox" (("payload"->>'orderNumber'));--> statement-breakpoint
CREATE INDEX "withdrawal_requests_order_idx" ON "withdrawal_requests" ("order_id") WHERE "order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "operator_audit_log_target_idx" ON "operator_audit_log" ("target_kind", "target_id", "id");
