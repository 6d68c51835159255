-- A doubler entry's reference people can read (issue 35 item 11 c): the entrant was shown the entry's
-- uuid. Each entry now draws a value from its own sequence; the API shows it as D-<YYMM>-<six
-- characters>, scrambled like the order numbers' (order-number.ts), so references do not look
-- consecutive. The uuid stays the entry's id and what the published entry list and its hash are made of.
CREATE SEQUENCE "doubler_entry_number_seq" AS bigint START WITH 1;--> statement-breakpoint
ALTER TABLE "doubler_entries" ADD COLUMN "number_value" bigint;--> statement-breakpoint
UPDATE "doubler_entries" SET "number_value" = nextval('doubler_entry_number_seq') WHERE "number_value" IS NULL;--> statement-breakpoint
ALTER TABLE "doubler_entries" ALTER COLUMN "number_value" SET DEFAULT nextval('doubler_entry_number_seq');--> statement-breakpoint
ALTER TABLE "doubler_entries" ALTER COLUMN "number_value" SET NOT NULL;--> statement-breakpoint
ALTER SEQUENCE "doubler_entry_number_seq" OWNED BY "doubler_entries"."number_value";--> statement-breakpoint
CREATE UNIQUE INDEX "doubler_entries_number_value_key" ON "doubler_entries" ("number_value");
