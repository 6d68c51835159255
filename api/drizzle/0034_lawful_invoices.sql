-- Lawful invoices (issue 33, item 5; ADR 0042).
--
-- Invoice numbers: gapless per storefront and calendar year (UStG §14 (4) Nr. 4: unique and
-- consecutive). A PostgreSQL SEQUENCE is not gapless: nextval() is never rolled back, so a failed or
-- rolled-back transaction burns its number. Instead one counter row per (storefront, year) is
-- incremented by an upsert (INSERT … ON CONFLICT DO UPDATE … RETURNING) inside the transaction that
-- records the invoice: the row stays locked until that transaction ends, a concurrent issuer waits,
-- and a rollback takes the increment back with the invoice.
CREATE TABLE "invoice_counters" (
  "storefront_key" text NOT NULL,
  "year" integer NOT NULL,
  "last_number" integer NOT NULL,
  CONSTRAINT "invoice_counters_pkey" PRIMARY KEY ("storefront_key", "year"),
  CONSTRAINT "invoice_counters_last_number_check" CHECK ("last_number" > 0)
);--> statement-breakpoint
CREATE TABLE "invoices" (
  "order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id"),
  "storefront_key" text NOT NULL,
  "year" integer NOT NULL,
  "sequence" integer NOT NULL,
  "number" text NOT NULL,
  "issued_at" timestamp with time zone NOT NULL,
  CONSTRAINT "invoices_sequence_check" CHECK ("sequence" > 0),
  CONSTRAINT "invoices_counter_fk" FOREIGN KEY ("storefront_key", "year") REFERENCES "invoice_counters"("storefront_key", "year")
);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sequence_key" ON "invoices" ("storefront_key", "year", "sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" ("number");--> statement-breakpoint

-- Order numbers: the six characters come from this sequence, scrambled by a bijection (order-number.ts),
-- so two orders never draw the same one; gaps do not matter for order numbers. The unique index on
-- order_placements.order_number stays the last word: a number taken anyway (an imported order) is
-- skipped, never a 500.
CREATE SEQUENCE "order_number_seq" AS bigint START WITH 1;
