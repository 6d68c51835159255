-- The withdrawal button (issue 17, §356a BGB from 19 June 2026): a declaration of withdrawal with the
-- three things the law allows the form to ask (name, contract identification, electronic contact),
-- kept for customer service; the sender gets an acknowledgement with the content, date and time.
CREATE TABLE "withdrawal_requests" (
  "id" uuid PRIMARY KEY,
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key"),
  "name" text NOT NULL,
  "order_number" text NOT NULL,
  "email" text NOT NULL,
  "language" text NOT NULL,
  -- The order it names, when one with that number exists in this storefront (customer service checks).
  "order_id" uuid REFERENCES "orders"("id") ON DELETE SET NULL,
  "received_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "withdrawal_requests_name_check" CHECK (length("name") between 1 and 100),
  CONSTRAINT "withdrawal_requests_order_number_check" CHECK (length("order_number") between 4 and 40),
  CONSTRAINT "withdrawal_requests_email_check" CHECK (length("email") between 3 and 254)
);--> statement-breakpoint
CREATE INDEX "withdrawal_requests_storefront_idx" ON "withdrawal_requests" ("storefront_key", "received_at");
