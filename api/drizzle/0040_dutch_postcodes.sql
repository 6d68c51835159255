-- The Dutch postcode lookup (ADR 0050): PostNL's postcode table in its usual shape, one row per postcode
-- and range of house numbers on one side of a street. The seed writes a small sample (db/dutch-postcodes-seed.ts).
CREATE TABLE IF NOT EXISTS "dutch_postcodes" (
	"post_code" text NOT NULL,
	"number_from" integer NOT NULL,
	"number_to" integer NOT NULL,
	"parity" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	CONSTRAINT "dutch_postcodes_post_code_number_from_pk" PRIMARY KEY("post_code","number_from"),
	CONSTRAINT "dutch_postcodes_post_code_check" CHECK ("dutch_postcodes"."post_code" ~ '^[1-9][0-9]{3}[A-Z]{2}$'),
	CONSTRAINT "dutch_postcodes_numbers_check" CHECK ("dutch_postcodes"."number_from" between 1 and 999999 and "dutch_postcodes"."number_to" between "dutch_postcodes"."number_from" and 999999),
	CONSTRAINT "dutch_postcodes_parity_check" CHECK ("dutch_postcodes"."parity" in ('odd', 'even', 'mixed'))
);
