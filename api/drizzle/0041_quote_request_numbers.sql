-- A quote request's number people can read and quote (issue 35 item 11 c): the business form showed
-- the request's uuid as its "request number". Each request now draws a value from its own sequence;
-- the API shows it as Q-<YYMMDD>-<six characters>, scrambled like the order numbers' (order-number.ts).
CREATE SEQUENCE "quote_request_number_seq" AS bigint START WITH 1;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "number_value" bigint;--> statement-breakpoint
UPDATE "quote_requests" SET "number_value" = nextval('quote_request_number_seq') WHERE "number_value" IS NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "number_value" SET DEFAULT nextval('quote_request_number_seq');--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "number_value" SET NOT NULL;--> statement-breakpoint
ALTER SEQUENCE "quote_request_number_seq" OWNED BY "quote_requests"."number_value";--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_number_value_key" ON "quote_requests" ("number_value");
