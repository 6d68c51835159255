-- Brand card art (issue 35 item 13, ADR 0054).
--
-- 1. A card row may name its brand: the renderer then draws that brand's own art (api/src/media/
--    brand-card.ts), the same in every storefront, instead of the shop's one template. The revision
--    (in every media URL) covers the brand, unchanged for the rows without one; PostgreSQL 15 cannot
--    change a generated column's expression, so it is dropped and added again.
ALTER TABLE "media_assets" ADD COLUMN "brand_id" text REFERENCES "brands"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_brand_check" CHECK ("media_assets"."brand_id" is null or "media_assets"."kind" = 'card');--> statement-breakpoint
ALTER TABLE "media_assets" DROP COLUMN "revision";--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "revision" text GENERATED ALWAYS AS (substr(md5("media_assets"."kind" || '|' || "media_assets"."slug" || '|' || "media_assets"."width"::text || 'x' || "media_assets"."height"::text || '|' || "media_assets"."label" || '|' || "media_assets"."sublabel" || '|' || "media_assets"."motif" || '|' || "media_assets"."background" || "media_assets"."foreground" || "media_assets"."accent" || coalesce('|brand:' || "media_assets"."brand_id", '')), 1, 12)) STORED NOT NULL;--> statement-breakpoint
-- The cards of the brands' products become the brands' art at once (what the seed now writes too):
-- the brand named, the storefront's label no longer on it.
UPDATE "media_assets" AS m SET "brand_id" = p."brand_id", "sublabel" = ''
FROM "products" p
WHERE p."image_id" = m."id" AND p."brand_id" IS NOT NULL AND m."kind" = 'card';--> statement-breakpoint
-- 2. Artwork an operator uploads for a brand or a product (the console's card art page): PNG, JPEG or
--    WebP (never SVG), at most 1 MiB, its type and size read from its bytes, named by its SHA-256.
--    Kept when no longer used: mails already sent show it.
CREATE TABLE IF NOT EXISTS "uploaded_images" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_images_id_check" CHECK ("uploaded_images"."id" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "uploaded_images_type_check" CHECK ("uploaded_images"."content_type" in ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "uploaded_images_size_check" CHECK ("uploaded_images"."width" between 1 and 10000 and "uploaded_images"."height" between 1 and 10000),
	CONSTRAINT "uploaded_images_bytes_check" CHECK ("uploaded_images"."byte_size" = octet_length("uploaded_images"."bytes") and "uploaded_images"."byte_size" between 1 and 1048576)
);--> statement-breakpoint
-- A brand's uploaded art: every product of the brand in every storefront shows it.
CREATE TABLE IF NOT EXISTS "brand_card_images" (
	"brand_id" text PRIMARY KEY NOT NULL REFERENCES "brands"("id") ON DELETE CASCADE,
	"image_id" text NOT NULL REFERENCES "uploaded_images"("id"),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A product's own uploaded art: it wins over its brand's (and is how the shop's own cards get one).
CREATE TABLE IF NOT EXISTS "product_card_images" (
	"product_id" text PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"image_id" text NOT NULL REFERENCES "uploaded_images"("id"),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Which art a product shows is public data: a change empties every process's cache of public
-- answers (migration 0010, ADR 0017). The bytes themselves are served by content hash, never stale.
CREATE TRIGGER "brand_card_images_announces_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brand_card_images" FOR EACH STATEMENT EXECUTE FUNCTION announce_public_data_change();--> statement-breakpoint
CREATE TRIGGER "product_card_images_announces_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_card_images" FOR EACH STATEMENT EXECUTE FUNCTION announce_public_data_change();--> statement-breakpoint
-- 3. The audit log names the brand or product whose art an operator changed.
ALTER TABLE "operator_audit_log" DROP CONSTRAINT "operator_audit_log_target_kind_check";--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD CONSTRAINT "operator_audit_log_target_kind_check" CHECK ("target_kind" IS NULL OR "target_kind" in ('storefront-remote', 'release', 'doubler-draw', 'order', 'operator-account', 'gift-card', 'brand', 'product'));
