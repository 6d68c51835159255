-- Server-issued visitor sessions: a cookie is a session only when its hash is here.
CREATE TABLE "visitor_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visitor_sessions_expires_idx" ON "visitor_sessions" USING btree ("expires_at");
--> statement-breakpoint
-- At most one active payment per order, enforced by the database whatever the code does.
CREATE UNIQUE INDEX "payments_one_active_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('CREATED', 'REDIRECTED', 'PENDING', 'AUTHORISED');
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "action_url" text;
--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("status", "updated_at") WHERE "payments"."status" in ('CREATED', 'REDIRECTED', 'PENDING');
--> statement-breakpoint
-- What became of each notification: APPLIED, or MISMATCH (amount, currency, merchant or reference differ: nothing issued).
ALTER TABLE "payment_notifications" ADD COLUMN "outcome" text DEFAULT 'APPLIED' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "problem" text;
--> statement-breakpoint
ALTER TABLE "order_placements" ADD COLUMN "issue_problem" text;
--> statement-breakpoint
-- A PIN waits for its mail encrypted with a key outside the database; dropped once sent.
ALTER TABLE "mail_outbox" ADD COLUMN "sealed_secrets" text;
--> statement-breakpoint
-- The test payment service keeps its own idempotency keys and pending notifications in the database.
ALTER TABLE "test_psp_payments" ADD COLUMN "idempotency_key" text;
--> statement-breakpoint
ALTER TABLE "test_psp_payments" ADD COLUMN "merchant_account" text DEFAULT 'ShopTestMerchant' NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "test_psp_payments_idempotency_key" ON "test_psp_payments" USING btree ("idempotency_key");
--> statement-breakpoint
CREATE TABLE "test_psp_notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"psp_reference" text NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "test_psp_notifications_due_idx" ON "test_psp_notifications" USING btree ("next_attempt_at") WHERE "test_psp_notifications"."delivered_at" is null;
--> statement-breakpoint
-- A placed order's lines are frozen: no receiver or card may be added, changed or removed once the
-- order left the CART status (the money the shopper pays is the total of exactly these lines).
CREATE FUNCTION "shop_frozen_order_lines"() RETURNS trigger AS $$
DECLARE
	order_status text;
BEGIN
	SELECT "status" INTO order_status FROM "orders" WHERE "id" = COALESCE(NEW."order_id", OLD."order_id");
	IF order_status IS NOT NULL AND order_status <> 'CART' THEN
		RAISE EXCEPTION 'order % is placed: its lines are frozen', COALESCE(NEW."order_id", OLD."order_id") USING ERRCODE = 'check_violation';
	END IF;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "order_packages_frozen" BEFORE INSERT OR UPDATE OR DELETE ON "order_packages" FOR EACH ROW EXECUTE FUNCTION "shop_frozen_order_lines"();
--> statement-breakpoint
CREATE TRIGGER "order_shipments_frozen" BEFORE INSERT OR UPDATE OR DELETE ON "order_shipments" FOR EACH ROW EXECUTE FUNCTION "shop_frozen_order_lines"();
