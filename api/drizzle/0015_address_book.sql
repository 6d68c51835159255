-- The address book (issue 16): receivers an account saved, offered in the basket's receiver modal
-- and in checkout. A receiver has a name and an e-mail address (digital cards), a postal address
-- (physical cards), or both. Deleting the account deletes its book.
CREATE TABLE "saved_receivers" (
  "id" uuid PRIMARY KEY,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "first_name" text NOT NULL,
  "last_name" text NOT NULL,
  "email" text,
  "company_name" text,
  "country_code" text,
  "post_code" text,
  "house_number" text,
  "suffix" text,
  "street" text,
  "city" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "saved_receivers_name_check" CHECK (length("first_name") between 1 and 50 and length("last_name") between 1 and 50),
  -- All of the postal address or none of it; and at least one way to reach the receiver.
  CONSTRAINT "saved_receivers_address_check" CHECK (
    ("country_code" IS NULL) = ("post_code" IS NULL)
    and ("country_code" IS NULL) = ("house_number" IS NULL)
    and ("country_code" IS NULL) = ("street" IS NULL)
    and ("country_code" IS NULL) = ("city" IS NULL)
  ),
  CONSTRAINT "saved_receivers_reachable_check" CHECK ("email" IS NOT NULL or "country_code" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "saved_receivers_user_idx" ON "saved_receivers" ("user_id", "created_at");
