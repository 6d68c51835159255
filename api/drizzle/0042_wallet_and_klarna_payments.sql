-- Apple Pay, Google Pay and Klarna (pay later) through the payment provider (issue 35 item 13, ADR 0051):
-- the payments' method may be one of them. Nothing else changes: they are paid on the provider's
-- hosted page and refunded, disputed and reconciled like every provider method.
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("method" in ('ideal', 'bancontact', 'card', 'paypal', 'blik', 'eps', 'invoice', 'applepay', 'googlepay', 'klarna'));
