ALTER TABLE "products" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_packages" DROP CONSTRAINT "order_packages_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "order_packages" DROP CONSTRAINT "order_packages_variation_id_product_variations_id_fk";--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_packages_shipment_idx" ON "order_packages" USING btree ("shipment_id");
