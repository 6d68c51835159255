CREATE TABLE "order_packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"variation_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"gift_packing" boolean DEFAULT false NOT NULL,
	"wrapper" text,
	"personal_message" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_packages_amount_check" CHECK ("order_packages"."amount_cents" > 0),
	CONSTRAINT "order_packages_quantity_check" CHECK ("order_packages"."quantity" > 0),
	CONSTRAINT "order_packages_wrapper_check" CHECK ("order_packages"."wrapper" is null or "order_packages"."wrapper" in ('DIGITAL', 'PHYSICAL')),
	CONSTRAINT "order_packages_message_check" CHECK ("order_packages"."personal_message" is null or char_length("order_packages"."personal_message") between 1 and 150)
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"delivery_type" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"address" jsonb,
	"scheduled_at" timestamp with time zone,
	"position" integer NOT NULL,
	CONSTRAINT "order_shipments_id_order_key" UNIQUE("id","order_id"),
	CONSTRAINT "order_shipments_type_check" CHECK ("order_shipments"."delivery_type" in ('DIGITAL', 'PHYSICAL')),
	CONSTRAINT "order_shipments_tag_check" CHECK ("order_shipments"."tag" ~ '^r[0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storefront_key" text NOT NULL,
	"status" text DEFAULT 'CART' NOT NULL,
	"session_hash" text,
	"user_id" text,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"delivery_mode" text DEFAULT 'DEFAULT' NOT NULL,
	"billing_address" jsonb,
	"revision" integer DEFAULT 0 NOT NULL,
	"next_shipment_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('CART', 'PENDING', 'COMPLETED', 'CANCELED')),
	CONSTRAINT "orders_delivery_mode_check" CHECK ("orders"."delivery_mode" in ('DEFAULT', 'SINGLE', 'SPLIT')),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "storefront_pricing" (
	"storefront_key" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"service_fee_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"international_shipping_cents" integer NOT NULL,
	"registered_shipping_cents" integer NOT NULL,
	"registered_threshold_cents" integer NOT NULL,
	"gift_packing_cents" integer NOT NULL,
	"wrapper_cents" integer NOT NULL,
	"digital_wrapper_cents" integer NOT NULL,
	"personal_message_cents" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"max_cards_per_order" integer NOT NULL,
	"max_quantity_per_package" integer NOT NULL,
	"max_packages_per_order" integer NOT NULL,
	CONSTRAINT "storefront_pricing_amounts_check" CHECK (least("storefront_pricing"."service_fee_cents", "storefront_pricing"."shipping_cents", "storefront_pricing"."international_shipping_cents", "storefront_pricing"."registered_shipping_cents", "storefront_pricing"."gift_packing_cents", "storefront_pricing"."wrapper_cents", "storefront_pricing"."digital_wrapper_cents", "storefront_pricing"."personal_message_cents", "storefront_pricing"."vat_basis_points") >= 0),
	CONSTRAINT "storefront_pricing_limits_check" CHECK (least("storefront_pricing"."max_cards_per_order", "storefront_pricing"."max_quantity_per_package", "storefront_pricing"."max_packages_per_order", "storefront_pricing"."registered_threshold_cents") > 0)
);
--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_shipment_fk" FOREIGN KEY ("shipment_id","order_id") REFERENCES "public"."order_shipments"("id","order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_storefront_key_storefronts_key_fk" FOREIGN KEY ("storefront_key") REFERENCES "public"."storefronts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_pricing" ADD CONSTRAINT "storefront_pricing_storefront_key_storefronts_key_fk" FOREIGN KEY ("storefront_key") REFERENCES "public"."storefronts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_packages_order_idx" ON "order_packages" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipments_tag_key" ON "order_shipments" USING btree ("order_id","tag");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_cart_per_session" ON "orders" USING btree ("session_hash","storefront_key") WHERE "orders"."status" = 'CART' and "orders"."session_hash" is not null;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_cart_updated_idx" ON "orders" USING btree ("status","updated_at");