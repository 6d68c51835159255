-- Spec names and storefront settings (issue 36, ADR 0059).
--
-- 1. Spec §3 order type REORDER: the earlier order a reorder filled a cart from (reorderPackages sets
--    it; the order placed from that cart keeps it). No foreign key: a placed order is the shop's
--    record and is never deleted, and the column only tells what kind of order this one was.
ALTER TABLE "orders" ADD COLUMN "reorder_of" uuid;--> statement-breakpoint
-- 2. Spec §3 content block types the shop lacked: blog block, contact, testimonial, usp image.
ALTER TABLE "content_blocks" DROP CONSTRAINT "content_blocks_type_check";--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_type_check" CHECK ("content_blocks"."block_type" in ('productReference', 'colored', 'imageBody', 'titleBodyImage', 'usp', 'withHand', 'highlighted', 'blogBlock', 'contact', 'testimonial', 'uspImage'));--> statement-breakpoint
-- 3. The settings operators switch per storefront (feature toggles, the redeem delay warning): kept
--    apart from feature_toggles, which the seed writes again whenever its data changes; these win.
--    A change announces itself like every change of storefronts (migration 0010), so every API
--    process forgets its storefront directory and public answers: no restart.
ALTER TABLE "storefronts" ADD COLUMN "operator_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "storefronts" ADD CONSTRAINT "storefronts_operator_settings_check" CHECK (jsonb_typeof("storefronts"."operator_settings") = 'object');--> statement-breakpoint
-- 4. The audit log names the storefront whose settings an operator switched (beside every kind it
--    knew, the card art's brand and product of migration 0044 included, whichever runs first).
ALTER TABLE "operator_audit_log" DROP CONSTRAINT "operator_audit_log_target_kind_check";--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD CONSTRAINT "operator_audit_log_target_kind_check" CHECK ("target_kind" IS NULL OR "target_kind" in ('storefront-remote', 'release', 'doubler-draw', 'order', 'operator-account', 'gift-card', 'brand', 'product', 'storefront'));
