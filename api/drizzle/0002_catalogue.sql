CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "block_queues" (
	"id" text PRIMARY KEY NOT NULL,
	"storefront_key" text NOT NULL,
	"language" text NOT NULL,
	"queue_key" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"has_shops" boolean DEFAULT false NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	CONSTRAINT "brands_id_check" CHECK ("brands"."id" ~ '^[a-z0-9][a-z0-9-]*$'),
	CONSTRAINT "brands_colors_check" CHECK ("brands"."primary_color" ~ '^#[0-9a-f]{6}$' and "brands"."secondary_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"storefront_key" text NOT NULL,
	"term_id" text NOT NULL,
	"icon_id" text NOT NULL,
	"background_color" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "categories_id_store_key" UNIQUE("id","storefront_key"),
	CONSTRAINT "categories_color_check" CHECK ("categories"."background_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "category_top_products" (
	"category_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "category_top_products_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" text NOT NULL,
	"storefront_key" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "category_translations_category_id_language_pk" PRIMARY KEY("category_id","language"),
	CONSTRAINT "category_translations_path_check" CHECK ("category_translations"."path" ~ '^/.*/$')
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"storefront_key" text NOT NULL,
	"language" text NOT NULL,
	"block_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"card_image_id" text,
	"background_image_id" text,
	"background_color" text,
	"referenced_path" text,
	"link_type" text DEFAULT 'relative' NOT NULL,
	"show_hand" boolean DEFAULT false NOT NULL,
	"product_id" text,
	CONSTRAINT "content_blocks_type_check" CHECK ("content_blocks"."block_type" in ('productReference', 'colored', 'imageBody', 'titleBodyImage', 'usp', 'withHand', 'highlighted')),
	CONSTRAINT "content_blocks_link_type_check" CHECK ("content_blocks"."link_type" in ('relative', 'absolute')),
	CONSTRAINT "content_blocks_color_check" CHECK ("content_blocks"."background_color" is null or "content_blocks"."background_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"administrative_area" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" numeric(7, 5) NOT NULL,
	"longitude" numeric(8, 5) NOT NULL,
	"city_search" text GENERATED ALWAYS AS (regexp_replace(lower(translate(replace(replace(replace(replace(replace(replace("locations"."city", 'ß', 'ss'), 'ẞ', 'SS'), 'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe'), 'ÀÁÂÃÄÅàáâãäåĀāĄąÇçĆćČčĎďÈÉÊËèéêëĒēĘęĚěÌÍÎÏìíîïĪīŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŘřŚśŠšŤťÙÚÛÜùúûüŪūŮůÝýÿŹźŻżŽž', 'AAAAAAaaaaaaAaAaCcCcCcDdEEEEeeeeEeEeEeIIIIiiiiIiLlNnNnNnOOOOOOooooooOoRrSsSsTtUUUUuuuuUuUuYyyZzZzZz')), '[^ -~]', ' ', 'g')) STORED NOT NULL,
	CONSTRAINT "locations_country_check" CHECK ("locations"."country_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "locations_latitude_check" CHECK ("locations"."latitude" between -90 and 90),
	CONSTRAINT "locations_longitude_check" CHECK ("locations"."longitude" between -180 and 180),
	CONSTRAINT "locations_slug_check" CHECK ("locations"."slug" ~ '^[a-z0-9][a-z0-9-]*$')
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"sublabel" text DEFAULT '' NOT NULL,
	"motif" text DEFAULT '' NOT NULL,
	"background" text NOT NULL,
	"foreground" text NOT NULL,
	"accent" text NOT NULL,
	"alt" text NOT NULL,
	"revision" text GENERATED ALWAYS AS (substr(md5("media_assets"."kind" || '|' || "media_assets"."slug" || '|' || "media_assets"."width"::text || 'x' || "media_assets"."height"::text || '|' || "media_assets"."label" || '|' || "media_assets"."sublabel" || '|' || "media_assets"."motif" || '|' || "media_assets"."background" || "media_assets"."foreground" || "media_assets"."accent"), 1, 12)) STORED NOT NULL,
	CONSTRAINT "media_assets_kind_check" CHECK ("media_assets"."kind" in ('logo', 'card', 'icon', 'payment', 'trust', 'banner', 'decoration')),
	CONSTRAINT "media_assets_id_check" CHECK ("media_assets"."id" = "media_assets"."kind" || '/' || "media_assets"."slug"),
	CONSTRAINT "media_assets_slug_check" CHECK ("media_assets"."slug" ~ '^[a-z0-9][a-z0-9-]*$'),
	CONSTRAINT "media_assets_size_check" CHECK ("media_assets"."width" between 1 and 4000 and "media_assets"."height" between 1 and 4000),
	CONSTRAINT "media_assets_colors_check" CHECK ("media_assets"."background" ~ '^#[0-9a-f]{6}$' and "media_assets"."foreground" ~ '^#[0-9a-f]{6}$' and "media_assets"."accent" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" text PRIMARY KEY NOT NULL,
	"menu_id" text NOT NULL,
	"parent_id" text,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"href" text,
	"link_type" text DEFAULT 'relative' NOT NULL,
	CONSTRAINT "menu_items_link_type_check" CHECK ("menu_items"."link_type" in ('relative', 'absolute')),
	CONSTRAINT "menu_items_href_check" CHECK ("menu_items"."href" is null or ("menu_items"."link_type" = 'relative' and "menu_items"."href" ~ '^/') or ("menu_items"."link_type" = 'absolute' and "menu_items"."href" ~ '^https?://'))
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" text PRIMARY KEY NOT NULL,
	"storefront_key" text NOT NULL,
	"language" text NOT NULL,
	"menu_key" text NOT NULL,
	CONSTRAINT "menus_menu_key_check" CHECK ("menus"."menu_key" in ('footer', 'business'))
);
--> statement-breakpoint
CREATE TABLE "occasion_products" (
	"occasion_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "occasion_products_occasion_id_product_id_pk" PRIMARY KEY("occasion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "occasion_translations" (
	"occasion_id" text NOT NULL,
	"storefront_key" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"hero_title" text NOT NULL,
	"description" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((CASE "occasion_translations"."language" WHEN 'da' THEN 'danish'::regconfig WHEN 'de' THEN 'german'::regconfig WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr' THEN 'french'::regconfig WHEN 'it' THEN 'italian'::regconfig WHEN 'nb' THEN 'norwegian'::regconfig WHEN 'nl' THEN 'dutch'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig WHEN 'sv' THEN 'swedish'::regconfig ELSE 'simple'::regconfig END), regexp_replace(lower(translate(replace(replace(replace(replace(replace(replace("occasion_translations"."title" || ' ' || "occasion_translations"."hero_title", 'ß', 'ss'), 'ẞ', 'SS'), 'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe'), 'ÀÁÂÃÄÅàáâãäåĀāĄąÇçĆćČčĎďÈÉÊËèéêëĒēĘęĚěÌÍÎÏìíîïĪīŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŘřŚśŠšŤťÙÚÛÜùúûüŪūŮůÝýÿŹźŻżŽž', 'AAAAAAaaaaaaAaAaCcCcCcDdEEEEeeeeEeEeEeIIIIiiiiIiLlNnNnNnOOOOOOooooooOoRrSsSsTtUUUUuuuuUuUuYyyZzZzZz')), '[^ -~]', ' ', 'g')), 'A') || setweight(to_tsvector((CASE "occasion_translations"."language" WHEN 'da' THEN 'danish'::regconfig WHEN 'de' THEN 'german'::regconfig WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr' THEN 'french'::regconfig WHEN 'it' THEN 'italian'::regconfig WHEN 'nb' THEN 'norwegian'::regconfig WHEN 'nl' THEN 'dutch'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig WHEN 'sv' THEN 'swedish'::regconfig ELSE 'simple'::regconfig END), regexp_replace(lower(translate(replace(replace(replace(replace(replace(replace("occasion_translations"."keywords", 'ß', 'ss'), 'ẞ', 'SS'), 'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe'), 'ÀÁÂÃÄÅàáâãäåĀāĄąÇçĆćČčĎďÈÉÊËèéêëĒēĘęĚěÌÍÎÏìíîïĪīŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŘřŚśŠšŤťÙÚÛÜùúûüŪūŮůÝýÿŹźŻżŽž', 'AAAAAAaaaaaaAaAaCcCcCcDdEEEEeeeeEeEeEeIIIIiiiiIiLlNnNnNnOOOOOOooooooOoRrSsSsTtUUUUuuuuUuUuYyyZzZzZz')), '[^ -~]', ' ', 'g')), 'B') || setweight(to_tsvector((CASE "occasion_translations"."language" WHEN 'da' THEN 'danish'::regconfig WHEN 'de' THEN 'german'::regconfig WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr' THEN 'french'::regconfig WHEN 'it' THEN 'italian'::regconfig WHEN 'nb' THEN 'norwegian'::regconfig WHEN 'nl' THEN 'dutch'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig WHEN 'sv' THEN 'swedish'::regconfig ELSE 'simple'::regconfig END), regexp_replace(lower(translate(replace(replace(replace(replace(replace(replace("occasion_translations"."description", 'ß', 'ss'), 'ẞ', 'SS'), 'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe'), 'ÀÁÂÃÄÅàáâãäåĀāĄąÇçĆćČčĎďÈÉÊËèéêëĒēĘęĚěÌÍÎÏìíîïĪīŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŘřŚśŠšŤťÙÚÛÜùúûüŪūŮůÝýÿŹźŻżŽž', 'AAAAAAaaaaaaAaAaCcCcCcDdEEEEeeeeEeEeEeIIIIiiiiIiLlNnNnNnOOOOOOooooooOoRrSsSsTtUUUUuuuuUuUuYyyZzZzZz')), '[^ -~]', ' ', 'g')), 'C')) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (regexp_replace(lower(translate(replace(replace(replace(replace(replace(replace("occasion_translations"."title" || ' ' || "occasion_translations"."keywords", 'ß', 'ss'), 'ẞ', 'SS'), 'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe'), 'ÀÁÂÃÄÅàáâãäåĀāĄąÇçĆćČčĎďÈÉÊËèéêëĒēĘęĚěÌÍÎÏìíîïĪīŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŘřŚśŠšŤťÙÚÛÜùúûüŪūŮůÝýÿŹźŻżŽž', 'AAAAAAaaaaaaAaAaCcCcCcDdEEEEeeeeEeEeEeIIIIiiiiIiLlNnNnNnOOOOOOooooooOoRrSsSsTtUUUUuuuuUuUuYyyZzZzZz')), '[^ -~]', ' ', 'g')) STORED NOT NULL,
	CONSTRAINT "occasion_translations_occasion_id_language_pk" PRIMARY KEY("occasion_id","language"),
	CONSTRAINT "occasion_translations_path_check" CHECK ("occasion_translations"."path" ~ '^/.*/$')
);
--> statement-breakpoint
CREATE TABLE "occasions" (
	"id" text PRIMARY KEY NOT NULL,
	"storefront_key" text NOT NULL,
	"occasion_key" text NOT NULL,
	"background_color" text NOT NULL,
	"image_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "occasions_id_store_key" UNIQUE("id","storefront_key"),
	CONSTRAINT "occasions_color_check" CHECK ("occasions"."background_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "page_metadata" (
	"storefront_key" text NOT NULL,
	"language" text NOT NULL,
	"path" text NOT NULL,
	"page_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"noindex" boolean DEFAULT false NOT NULL,
	"nofollow" boolean DEFAULT false NOT NULL,
	CONSTRAINT "page_metadata_storefront_key_path_pk" PRIMARY KEY("storefront_key","path"),
	CONSTRAINT "page_metadata_path_check" CHECK ("page_metadata"."path" ~ '^/(.*/)?$')
);
--> statement-breakpoint
CREATE TABLE "popular_search_terms" (
	"storefront_key" text NOT NULL,
	"language" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"href" text NOT NULL,
	CONSTRAINT "popular_search_terms_storefront_key_language_position_pk" PRIMARY KEY("storefront_key","language","position")
);
--> statement-breakpoint
CREATE TABLE "product_terms" (
	"product_id" text NOT NULL,
	"term_id" text NOT NULL,
	CONSTRAINT "product_terms_product_id_term_id_pk" PRIMARY KEY("product_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" text NOT NULL,
	"storefront_key" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"hero_title" text NOT NULL,
	"description" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((CASE "product_translations"."language" WHEN 'da' THEN 'danish'::regconfig WHEN 'de' THEN 'german'::regconfig WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr' THEN 'french'::regconfig WHEN 'it' THEN 'italian'::regconfig WHEN 'nb' THEN 'norwegian'::regconfig WHEN 'nl' THEN 'dutch'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig WHEN 'sv' THEN 'swedish'::regconfig ELSE 'simple'::regconfig END), regexp_replace(lower(translate(replace(replace(replace(replace(replace(replace("product_translations"."title", 'ß', 'ss'), 'ẞ', 'SS'), 'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe'), 'ÀÁÂÃÄÅàáâãäåĀāĄąÇçĆćČčĎďÈÉÊËèéêëĒēĘęĚěÌÍÎÏìíîïĪīŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŘřŚśŠšŤťÙÚÛÜùúûüŪūŮůÝýÿŹźŻżŽž', 'AAAAAAaaaaaaAaAaCcCcCcDdEEEEeeeeEeEeEeIIIIiiiiIiLlNnNnNnOOOOOOooooooOoRrSsSsTtUUUUuuuuUuUuYyyZzZzZz')), '[^ -~]', ' ', 'g')), 'A') || setweight(to_tsvector((CASE "product_translations"."language" WHEN 'da' THEN 'danish'::regconfig WHEN 'de' THEN 'german'::regconfig WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr' THEN 'french'::regconfig WHEN 'it' THEN 'italian'::regconfig WHEN 'nb' THEN 'norwegian'::regconfig WHEN 'nl' THEN 'dutch'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig WHEN 'sv' THEN 'swedish'::regconfig ELSE 'simple'::regconfig END), regexp_replace(lower(translate(replace(replace(replace(replace(replace(replace("product_translations"."keywords", 'ß', 'ss'), 'ẞ', 'SS'), 'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe'), 'ÀÁÂÃÄÅàáâãäåĀāĄąÇçĆćČčĎďÈÉÊËèéêëĒēĘęĚěÌÍÎÏìíîïĪīŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŘřŚśŠšŤťÙÚÛÜùúûüŪūŮůÝýÿŹźŻżŽž', 'AAAAAAaaaaaaAaAaCcCcCcDdEEEEeeeeEeEeEeIIIIiiiiIiLlNnNnNnOOOOOOooooooOoRrSsSsTtUUUUuuuuUuUuYyyZzZzZz')), '[^ -~]', ' ', 'g')), 'B') || setweight(to_tsvector((CASE "product_translations"."language" WHEN 'da' THEN 'danish'::regconfig WHEN 'de' THEN 'german'::regconfig WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr' THEN 'french'::regconfig WHEN 'it' THEN 'italian'::regconfig WHEN 'nb' THEN 'norwegian'::regconfig WHEN 'nl' THEN 'dutch'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig WHEN 'sv' THEN 'swedish'::regconfig ELSE 'simple'::regconfig END), regexp_replace(lower(translate(replace(replace(replace(replace(replace(replace("product_translations"."description", 'ß', 'ss'), 'ẞ', 'SS'), 'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe'), 'ÀÁÂÃÄÅàáâãäåĀāĄąÇçĆćČčĎďÈÉÊËèéêëĒēĘęĚěÌÍÎÏìíîïĪīŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŘřŚśŠšŤťÙÚÛÜùúûüŪūŮůÝýÿŹźŻżŽž', 'AAAAAAaaaaaaAaAaCcCcCcDdEEEEeeeeEeEeEeIIIIiiiiIiLlNnNnNnOOOOOOooooooOoRrSsSsTtUUUUuuuuUuUuYyyZzZzZz')), '[^ -~]', ' ', 'g')), 'C')) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (regexp_replace(lower(translate(replace(replace(replace(replace(replace(replace("product_translations"."title" || ' ' || "product_translations"."keywords", 'ß', 'ss'), 'ẞ', 'SS'), 'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe'), 'ÀÁÂÃÄÅàáâãäåĀāĄąÇçĆćČčĎďÈÉÊËèéêëĒēĘęĚěÌÍÎÏìíîïĪīŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŘřŚśŠšŤťÙÚÛÜùúûüŪūŮůÝýÿŹźŻżŽž', 'AAAAAAaaaaaaAaAaCcCcCcDdEEEEeeeeEeEeEeIIIIiiiiIiLlNnNnNnOOOOOOooooooOoRrSsSsTtUUUUuuuuUuUuYyyZzZzZz')), '[^ -~]', ' ', 'g')) STORED NOT NULL,
	CONSTRAINT "product_translations_product_id_language_pk" PRIMARY KEY("product_id","language"),
	CONSTRAINT "product_translations_path_check" CHECK ("product_translations"."path" ~ '^/.*/$'),
	CONSTRAINT "product_translations_slug_check" CHECK ("product_translations"."slug" ~ '^[a-z0-9][a-z0-9-]*$')
);
--> statement-breakpoint
CREATE TABLE "product_variations" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"variation_type" text NOT NULL,
	"sku" text NOT NULL,
	"titles" jsonb NOT NULL,
	"currency" text NOT NULL,
	"has_fixed_prices" boolean NOT NULL,
	"prices_to_show_cents" integer[] NOT NULL,
	"min_price_cents" integer NOT NULL,
	"max_price_cents" integer NOT NULL,
	"default_price_cents" integer NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_variations_type_check" CHECK ("product_variations"."variation_type" in ('DIGITAL', 'PHYSICAL')),
	CONSTRAINT "product_variations_currency_check" CHECK ("product_variations"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "product_variations_range_check" CHECK (0 < "product_variations"."min_price_cents" and "product_variations"."min_price_cents" <= "product_variations"."max_price_cents"),
	CONSTRAINT "product_variations_prices_check" CHECK (cardinality("product_variations"."prices_to_show_cents") <= 20 and "product_variations"."min_price_cents" <= all("product_variations"."prices_to_show_cents") and "product_variations"."max_price_cents" >= all("product_variations"."prices_to_show_cents")),
	CONSTRAINT "product_variations_fixed_check" CHECK (not "product_variations"."has_fixed_prices" or (cardinality("product_variations"."prices_to_show_cents") > 0 and "product_variations"."default_price_cents" = any("product_variations"."prices_to_show_cents"))),
	CONSTRAINT "product_variations_custom_check" CHECK ("product_variations"."has_fixed_prices" or ("product_variations"."min_price_cents" % 100 = 0 and "product_variations"."max_price_cents" % 100 = 0 and "product_variations"."default_price_cents" % 100 = 0)),
	CONSTRAINT "product_variations_default_check" CHECK ("product_variations"."default_price_cents" between "product_variations"."min_price_cents" and "product_variations"."max_price_cents")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"storefront_key" text NOT NULL,
	"product_key" text NOT NULL,
	"product_type" text NOT NULL,
	"brand_id" text,
	"image_id" text NOT NULL,
	"background_color" text NOT NULL,
	"foreground_color" text NOT NULL,
	"show_shadow" boolean DEFAULT true NOT NULL,
	"show_hand" boolean DEFAULT false NOT NULL,
	"registered_shipping" boolean DEFAULT false NOT NULL,
	"is_choice_card" boolean DEFAULT false NOT NULL,
	"is_listed" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"max_quantity_per_order" integer,
	"max_total_per_order_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_id_store_key" UNIQUE("id","storefront_key"),
	CONSTRAINT "products_type_check" CHECK ("products"."product_type" in ('GIFT_CARD', 'DONATION', 'BLANK_CARD_PACK')),
	CONSTRAINT "products_colors_check" CHECK ("products"."background_color" ~ '^#[0-9a-f]{6}$' and "products"."foreground_color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "products_order_limits_check" CHECK (coalesce("products"."max_quantity_per_order", 1) > 0 and coalesce("products"."max_total_per_order_cents", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "queue_items" (
	"queue_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text,
	"block_id" text,
	CONSTRAINT "queue_items_queue_id_position_pk" PRIMARY KEY("queue_id","position"),
	CONSTRAINT "queue_items_one_target_check" CHECK (("queue_items"."product_id" is null) <> ("queue_items"."block_id" is null))
);
--> statement-breakpoint
CREATE TABLE "storefront_branding" (
	"storefront_key" text PRIMARY KEY NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"accent_color" text NOT NULL,
	"text_color" text NOT NULL,
	"main_logo_id" text NOT NULL,
	"second_logo_id" text NOT NULL,
	"footer_logo_id" text NOT NULL,
	"modal_logo_id" text NOT NULL,
	"footer_clock_icon_id" text NOT NULL,
	"featured_block_image_id" text NOT NULL,
	"featured_block_href" text NOT NULL,
	"featured_block_link_type" text DEFAULT 'relative' NOT NULL,
	"promotion_block_image_id" text NOT NULL,
	"not_found_image_id" text NOT NULL,
	"not_found_image_width" integer NOT NULL,
	"header_decoration_id" text,
	"footer_decoration_id" text,
	"faq_image_id" text NOT NULL,
	"doubler_image_id" text NOT NULL,
	"doubler_background_id" text NOT NULL,
	"doubler_hero_card_id" text NOT NULL,
	"alternative_choice_image_id" text NOT NULL,
	"organization_name" text NOT NULL,
	"legal_name" text NOT NULL,
	"organization_description" jsonb NOT NULL,
	"service_type" text NOT NULL,
	"support_email" text NOT NULL,
	"support_phone" text NOT NULL,
	"business_email" text NOT NULL,
	"business_phone" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"vat_number" text NOT NULL,
	"chamber_of_commerce_number" text,
	"opening_hours" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefront_branding_colors_check" CHECK ("storefront_branding"."primary_color" ~ '^#[0-9a-f]{6}$' and "storefront_branding"."secondary_color" ~ '^#[0-9a-f]{6}$' and "storefront_branding"."accent_color" ~ '^#[0-9a-f]{6}$' and "storefront_branding"."text_color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "storefront_branding_link_type_check" CHECK ("storefront_branding"."featured_block_link_type" in ('relative', 'absolute')),
	CONSTRAINT "storefront_branding_country_check" CHECK ("storefront_branding"."country_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "storefront_branding_not_found_width_check" CHECK ("storefront_branding"."not_found_image_width" > 0)
);
--> statement-breakpoint
CREATE TABLE "storefront_business_logos" (
	"storefront_key" text NOT NULL,
	"language" text NOT NULL,
	"desktop_media_id" text NOT NULL,
	"mobile_media_id" text NOT NULL,
	CONSTRAINT "storefront_business_logos_storefront_key_language_pk" PRIMARY KEY("storefront_key","language")
);
--> statement-breakpoint
CREATE TABLE "storefront_payment_logos" (
	"storefront_key" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"media_id" text NOT NULL,
	CONSTRAINT "storefront_payment_logos_storefront_key_kind_pk" PRIMARY KEY("storefront_key","kind"),
	CONSTRAINT "storefront_payment_logos_kind_check" CHECK ("storefront_payment_logos"."kind" in ('adyenEPS', 'amex', 'bancontact', 'belfius', 'carteBancaire', 'ideal', 'invoice', 'kbccbc', 'mastercard', 'paypal', 'secure', 'visa'))
);
--> statement-breakpoint
CREATE TABLE "storefront_social_links" (
	"storefront_key" text NOT NULL,
	"network" text NOT NULL,
	"url" text NOT NULL,
	"visible" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "storefront_social_links_storefront_key_network_pk" PRIMARY KEY("storefront_key","network"),
	CONSTRAINT "storefront_social_links_network_check" CHECK ("storefront_social_links"."network" in ('facebook', 'instagram', 'tiktok', 'linkedin', 'pinterest', 'twitter', 'youtube')),
	CONSTRAINT "storefront_social_links_url_check" CHECK ("storefront_social_links"."url" ~ '^https://')
);
--> statement-breakpoint
CREATE TABLE "storefront_trust_marks" (
	"id" text PRIMARY KEY NOT NULL,
	"storefront_key" text NOT NULL,
	"placement" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"href" text,
	"media_id" text NOT NULL,
	"width" integer NOT NULL,
	CONSTRAINT "storefront_trust_marks_placement_check" CHECK ("storefront_trust_marks"."placement" in ('general', 'topBar', 'bottomBar', 'header')),
	CONSTRAINT "storefront_trust_marks_width_check" CHECK ("storefront_trust_marks"."width" in (60, 120))
);
--> statement-breakpoint
CREATE TABLE "taxonomy_terms" (
	"id" text PRIMARY KEY NOT NULL,
	"storefront_key" text NOT NULL,
	"collection" text NOT NULL,
	"term" text NOT NULL,
	"labels" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "taxonomy_terms_collection_check" CHECK ("taxonomy_terms"."collection" in ('cb_api_giftcard_categories', 'cb_api_giftcard_types', 'cb_api_giftcard_promotions')),
	CONSTRAINT "taxonomy_terms_term_check" CHECK ("taxonomy_terms"."term" ~ '^[a-z0-9][a-z0-9-]*$')
);
--> statement-breakpoint
ALTER TABLE "storefront_hosts" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "storefronts" ADD COLUMN "listed_in_switcher" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "block_queues" ADD CONSTRAINT "block_queues_language_fk" FOREIGN KEY ("storefront_key","language") REFERENCES "public"."storefront_languages"("storefront_key","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_storefront_key_storefronts_key_fk" FOREIGN KEY ("storefront_key") REFERENCES "public"."storefronts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_term_id_taxonomy_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."taxonomy_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_icon_id_media_assets_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_top_products" ADD CONSTRAINT "category_top_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_top_products" ADD CONSTRAINT "category_top_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_fk" FOREIGN KEY ("category_id","storefront_key") REFERENCES "public"."categories"("id","storefront_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_language_fk" FOREIGN KEY ("storefront_key","language") REFERENCES "public"."storefront_languages"("storefront_key","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_card_image_id_media_assets_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_background_image_id_media_assets_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_language_fk" FOREIGN KEY ("storefront_key","language") REFERENCES "public"."storefront_languages"("storefront_key","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_language_fk" FOREIGN KEY ("storefront_key","language") REFERENCES "public"."storefront_languages"("storefront_key","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasion_products" ADD CONSTRAINT "occasion_products_occasion_id_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."occasions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasion_products" ADD CONSTRAINT "occasion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasion_translations" ADD CONSTRAINT "occasion_translations_occasion_fk" FOREIGN KEY ("occasion_id","storefront_key") REFERENCES "public"."occasions"("id","storefront_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasion_translations" ADD CONSTRAINT "occasion_translations_language_fk" FOREIGN KEY ("storefront_key","language") REFERENCES "public"."storefront_languages"("storefront_key","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasions" ADD CONSTRAINT "occasions_storefront_key_storefronts_key_fk" FOREIGN KEY ("storefront_key") REFERENCES "public"."storefronts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasions" ADD CONSTRAINT "occasions_image_id_media_assets_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_metadata" ADD CONSTRAINT "page_metadata_language_fk" FOREIGN KEY ("storefront_key","language") REFERENCES "public"."storefront_languages"("storefront_key","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_search_terms" ADD CONSTRAINT "popular_search_terms_language_fk" FOREIGN KEY ("storefront_key","language") REFERENCES "public"."storefront_languages"("storefront_key","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_term_id_taxonomy_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."taxonomy_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_fk" FOREIGN KEY ("product_id","storefront_key") REFERENCES "public"."products"("id","storefront_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_language_fk" FOREIGN KEY ("storefront_key","language") REFERENCES "public"."storefront_languages"("storefront_key","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_storefront_key_storefronts_key_fk" FOREIGN KEY ("storefront_key") REFERENCES "public"."storefronts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_assets_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_items" ADD CONSTRAINT "queue_items_queue_id_block_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."block_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_items" ADD CONSTRAINT "queue_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_items" ADD CONSTRAINT "queue_items_block_id_content_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."content_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_storefront_key_storefronts_key_fk" FOREIGN KEY ("storefront_key") REFERENCES "public"."storefronts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_main_logo_id_media_assets_id_fk" FOREIGN KEY ("main_logo_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_second_logo_id_media_assets_id_fk" FOREIGN KEY ("second_logo_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_footer_logo_id_media_assets_id_fk" FOREIGN KEY ("footer_logo_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_modal_logo_id_media_assets_id_fk" FOREIGN KEY ("modal_logo_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_footer_clock_icon_id_media_assets_id_fk" FOREIGN KEY ("footer_clock_icon_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_featured_block_image_id_media_assets_id_fk" FOREIGN KEY ("featured_block_image_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_promotion_block_image_id_media_assets_id_fk" FOREIGN KEY ("promotion_block_image_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_not_found_image_id_media_assets_id_fk" FOREIGN KEY ("not_found_image_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_header_decoration_id_media_assets_id_fk" FOREIGN KEY ("header_decoration_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_footer_decoration_id_media_assets_id_fk" FOREIGN KEY ("footer_decoration_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_faq_image_id_media_assets_id_fk" FOREIGN KEY ("faq_image_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_doubler_image_id_media_assets_id_fk" FOREIGN KEY ("doubler_image_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_doubler_background_id_media_assets_id_fk" FOREIGN KEY ("doubler_background_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_doubler_hero_card_id_media_assets_id_fk" FOREIGN KEY ("doubler_hero_card_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_branding" ADD CONSTRAINT "storefront_branding_alternative_choice_image_id_media_assets_id_fk" FOREIGN KEY ("alternative_choice_image_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_business_logos" ADD CONSTRAINT "storefront_business_logos_desktop_media_id_media_assets_id_fk" FOREIGN KEY ("desktop_media_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_business_logos" ADD CONSTRAINT "storefront_business_logos_mobile_media_id_media_assets_id_fk" FOREIGN KEY ("mobile_media_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_business_logos" ADD CONSTRAINT "storefront_business_logos_language_fk" FOREIGN KEY ("storefront_key","language") REFERENCES "public"."storefront_languages"("storefront_key","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_payment_logos" ADD CONSTRAINT "storefront_payment_logos_storefront_key_storefronts_key_fk" FOREIGN KEY ("storefront_key") REFERENCES "public"."storefronts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_payment_logos" ADD CONSTRAINT "storefront_payment_logos_media_id_media_assets_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_social_links" ADD CONSTRAINT "storefront_social_links_storefront_key_storefronts_key_fk" FOREIGN KEY ("storefront_key") REFERENCES "public"."storefronts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_trust_marks" ADD CONSTRAINT "storefront_trust_marks_storefront_key_storefronts_key_fk" FOREIGN KEY ("storefront_key") REFERENCES "public"."storefronts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_trust_marks" ADD CONSTRAINT "storefront_trust_marks_media_id_media_assets_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_terms" ADD CONSTRAINT "taxonomy_terms_storefront_key_storefronts_key_fk" FOREIGN KEY ("storefront_key") REFERENCES "public"."storefronts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "block_queues_store_language_key" ON "block_queues" USING btree ("storefront_key","language","queue_key");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_term_key" ON "categories" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "categories_store_idx" ON "categories" USING btree ("storefront_key","position");--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_path_key" ON "category_translations" USING btree ("storefront_key","path");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_brand_slug_key" ON "locations" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE INDEX "locations_country_position_idx" ON "locations" USING btree ("country_code","latitude","longitude");--> statement-breakpoint
CREATE INDEX "locations_city_search_idx" ON "locations" USING btree ("country_code","city_search" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "locations_postcode_idx" ON "locations" USING btree ("country_code","postcode" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_kind_slug_key" ON "media_assets" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "menu_items_menu_idx" ON "menu_items" USING btree ("menu_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_store_language_key" ON "menus" USING btree ("storefront_key","language","menu_key");--> statement-breakpoint
CREATE UNIQUE INDEX "occasion_translations_path_key" ON "occasion_translations" USING btree ("storefront_key","path");--> statement-breakpoint
CREATE INDEX "occasion_translations_search_idx" ON "occasion_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "occasions_store_key" ON "occasions" USING btree ("storefront_key","occasion_key");--> statement-breakpoint
CREATE UNIQUE INDEX "page_metadata_page_language_key" ON "page_metadata" USING btree ("storefront_key","page_key","language");--> statement-breakpoint
CREATE INDEX "product_terms_term_idx" ON "product_terms" USING btree ("term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_path_key" ON "product_translations" USING btree ("storefront_key","path");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_slug_key" ON "product_translations" USING btree ("storefront_key","language","slug");--> statement-breakpoint
CREATE INDEX "product_translations_search_idx" ON "product_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variations_sku_key" ON "product_variations" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variations_product_type_key" ON "product_variations" USING btree ("product_id","variation_type");--> statement-breakpoint
CREATE UNIQUE INDEX "products_store_key" ON "products" USING btree ("storefront_key","product_key");--> statement-breakpoint
CREATE INDEX "products_store_list_idx" ON "products" USING btree ("storefront_key","position");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "storefront_trust_marks_store_idx" ON "storefront_trust_marks" USING btree ("storefront_key","placement","position");--> statement-breakpoint
CREATE UNIQUE INDEX "taxonomy_terms_store_collection_term_key" ON "taxonomy_terms" USING btree ("storefront_key","collection","term");--> statement-breakpoint
CREATE UNIQUE INDEX "storefront_hosts_single_primary" ON "storefront_hosts" USING btree ("storefront_key") WHERE "storefront_hosts"."is_primary";