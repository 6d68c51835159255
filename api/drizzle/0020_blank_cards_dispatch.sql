-- Blank cards as cards (issue 18): a blank card pack knows how many physical cards it holds (they are
-- issued at payment as 'NOT_ACTIVATED' cards), and a storefront names the address its dispatch
-- documents go to (the numbers and PINs of cards by post travel only there, never to the shopper).
ALTER TABLE "products" ADD COLUMN "cards_per_pack" integer;--> statement-breakpoint
-- Packs that exist already: the seed keys them `blank-pack-<count>` (the next seed run writes the
-- count again); a pack with another key counts as the smallest pack of 10.
UPDATE "products"
  SET "cards_per_pack" = least(greatest(coalesce(substring("product_key" from '^blank-pack-([0-9]{1,3})$')::integer, 10), 1), 500)
  WHERE "product_type" = 'BLANK_CARD_PACK';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cards_per_pack_check" CHECK (
  ("product_type" = 'BLANK_CARD_PACK' AND "cards_per_pack" IS NOT NULL AND "cards_per_pack" BETWEEN 1 AND 500)
  OR ("product_type" <> 'BLANK_CARD_PACK' AND "cards_per_pack" IS NULL)
);--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD COLUMN "fulfilment_email" text;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_fulfilment_email_check" CHECK (
  "fulfilment_email" IS NULL
  OR (length("fulfilment_email") <= 254 AND "fulfilment_email" ~ '^[^[:space:]@<>",;]+@[^[:space:]@<>",;.]+([.][^[:space:]@<>",;.]+)+$')
);
