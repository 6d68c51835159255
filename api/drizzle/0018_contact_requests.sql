-- Contact form (issue 17): a shopper's question for customer service, kept and mailed to support;
-- the sender gets an acknowledgement that does not repeat the message (no relay of a stranger's text).
CREATE TABLE "contact_requests" (
  "id" uuid PRIMARY KEY,
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key"),
  "topic" text NOT NULL,
  "order_number" text,
  "name" text NOT NULL,
  "email" text NOT NULL,
  "message" text NOT NULL,
  "language" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "contact_requests_topic_check" CHECK ("topic" in ('ORDER', 'DELIVERY', 'BALANCE', 'REDEEM', 'BUSINESS', 'OTHER')),
  CONSTRAINT "contact_requests_message_check" CHECK (length("message") between 10 and 2000),
  CONSTRAINT "contact_requests_name_check" CHECK (length("name") between 1 and 100)
);--> statement-breakpoint
CREATE INDEX "contact_requests_storefront_idx" ON "contact_requests" ("storefront_key", "created_at");
