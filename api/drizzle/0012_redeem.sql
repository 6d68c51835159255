-- Balance check and redeem (issue 15). A card's balance stays the sum of its ledger; the new
-- balance_cents column is that sum kept by the database itself (a trigger on every ledger insert), so
-- that its CHECK (balance_cents >= 0) makes an overspend impossible whatever the code does: a redeem
-- that would take more than is left fails the insert of its HOLD entry.
ALTER TABLE "gift_cards" ADD COLUMN "balance_cents" integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE "gift_cards" g SET "balance_cents" = coalesce((SELECT sum(l."amount_cents") FROM "gift_card_ledger" l WHERE l."gift_card_id" = g."id"), 0);--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_balance_check" CHECK ("balance_cents" >= 0);--> statement-breakpoint
-- ACTIVE, BLOCKED (by the operator or fraud), NOT_ACTIVATED (a blank card before its activation).
ALTER TABLE "gift_cards" ADD COLUMN "status" text NOT NULL DEFAULT 'ACTIVE';--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_status_check" CHECK ("status" in ('ACTIVE', 'BLOCKED', 'NOT_ACTIVATED'));--> statement-breakpoint
-- German law (§195 BGB): three years from the end of the year of purchase.
ALTER TABLE "gift_cards" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "gift_cards" SET "expires_at" = date_trunc('year', "created_at") + interval '4 years';--> statement-breakpoint
-- A test card (spec §8 "test card cannot be added to cart"): its balance can be checked, never spent.
ALTER TABLE "gift_cards" ADD COLUMN "is_test" boolean NOT NULL DEFAULT false;--> statement-breakpoint
-- Cards without an order (blank cards, the demo's sample cards) exist too.
ALTER TABLE "gift_cards" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "package_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "sequence" DROP NOT NULL;--> statement-breakpoint

-- Ledger kinds: ISSUE (+), HOLD (−, a placed redeem), REDEEM (the hold captured), RELEASE (+, a hold
-- given back), REFUND (+). A redeem order holds a card once and releases it at most once.
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_kind_check" CHECK (
  ("kind" in ('ISSUE', 'RELEASE', 'REFUND') and "amount_cents" > 0) or ("kind" in ('HOLD', 'REDEEM') and "amount_cents" < 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_one_hold" ON "gift_card_ledger" ("gift_card_id", "order_id") WHERE "kind" in ('HOLD', 'REDEEM');--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_one_release" ON "gift_card_ledger" ("gift_card_id", "order_id") WHERE "kind" = 'RELEASE';--> statement-breakpoint
CREATE INDEX "gift_card_ledger_order_idx" ON "gift_card_ledger" ("order_id");--> statement-breakpoint
CREATE FUNCTION "gift_card_ledger_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "gift_cards" SET "balance_cents" = "balance_cents" + NEW."amount_cents" WHERE "id" = NEW."gift_card_id";
    RETURN NEW;
  END IF;
  -- A HOLD may become REDEEM (captured); nothing else about an entry ever changes, and none is deleted.
  IF TG_OP = 'UPDATE' AND OLD."kind" = 'HOLD' AND NEW."kind" = 'REDEEM' AND NEW."amount_cents" = OLD."amount_cents"
     AND NEW."gift_card_id" = OLD."gift_card_id" AND NEW."order_id" IS NOT DISTINCT FROM OLD."order_id" THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'gift card ledger entries are append-only (% of %)', TG_OP, OLD."id";
END
$$;--> statement-breakpoint
CREATE TRIGGER "gift_card_ledger_apply" BEFORE INSERT OR UPDATE OR DELETE ON "gift_card_ledger" FOR EACH ROW EXECUTE FUNCTION "gift_card_ledger_apply"();--> statement-breakpoint

-- A redeem order is an order of kind REDEEM: chosen cards as packages (a value over the split limit
-- is several rows of one group), paid by gift cards and any top-up through the payment provider.
ALTER TABLE "orders" ADD COLUMN "kind" text NOT NULL DEFAULT 'REGULAR';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("kind" in ('REGULAR', 'REDEEM'));--> statement-breakpoint
ALTER TABLE "order_packages" ADD COLUMN "redeem_group" uuid;--> statement-breakpoint
ALTER TABLE "order_placements" ADD COLUMN "gift_card_cents" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "order_placements" ADD CONSTRAINT "order_placements_gift_card_check" CHECK ("gift_card_cents" >= 0 and "gift_card_cents" <= "grand_total_cents");--> statement-breakpoint

-- The redeem of a visitor: its token (sha256 only), the cards it may spend, its basket (an order of
-- kind REDEEM) and, once placed, the idempotency key of the placement (a double submit places once).
CREATE TABLE "redeems" (
  "id" uuid PRIMARY KEY,
  "token_hash" text NOT NULL,
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key") ON DELETE CASCADE,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "status" text NOT NULL DEFAULT 'OPEN',
  "placement_key" uuid,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "redeems_status_check" CHECK ("status" in ('OPEN', 'PLACED', 'ENDED')),
  CONSTRAINT "redeems_token_hash_check" CHECK ("token_hash" ~ '^[0-9a-f]{64}$')
);--> statement-breakpoint
CREATE UNIQUE INDEX "redeems_token_hash_key" ON "redeems" ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "redeems_order_key" ON "redeems" ("order_id");--> statement-breakpoint
CREATE INDEX "redeems_expires_idx" ON "redeems" ("expires_at");--> statement-breakpoint
CREATE TABLE "redeem_cards" (
  "redeem_id" uuid NOT NULL REFERENCES "redeems"("id") ON DELETE CASCADE,
  "gift_card_id" uuid NOT NULL REFERENCES "gift_cards"("id"),
  "position" integer NOT NULL,
  PRIMARY KEY ("redeem_id", "gift_card_id")
);--> statement-breakpoint
CREATE INDEX "redeem_cards_card_idx" ON "redeem_cards" ("gift_card_id");--> statement-breakpoint

-- A company's curated redeem shop (spec §2 redeem business shop and info).
CREATE TABLE "redeem_pages" (
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key") ON DELETE CASCADE,
  "page_id" text NOT NULL,
  "company_name" text NOT NULL,
  "logo_id" text NOT NULL,
  "texts" jsonb NOT NULL,
  "product_keys" text[] NOT NULL,
  "position" integer NOT NULL,
  PRIMARY KEY ("storefront_key", "page_id"),
  CONSTRAINT "redeem_pages_page_id_check" CHECK ("page_id" ~ '^[a-z0-9][a-z0-9-]{0,62}$')
);--> statement-breakpoint

-- Redeem data of a product (spec §3 redeemData): the balance that must remain for it to be chosen.
ALTER TABLE "products" ADD COLUMN "redeem_min_remaining_cents" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_redeem_min_remaining_check" CHECK ("redeem_min_remaining_cents" >= 0);--> statement-breakpoint

-- Proof-of-work captcha solutions already used (ALTCHA): a solution counts once, in every process.
CREATE TABLE "captcha_solutions" (
  "challenge_hash" text PRIMARY KEY,
  "expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires_idx" ON "captcha_solutions" ("expires_at");
