-- The content team's editorial pages (issue 17): the blog (categories, articles, their product
-- teasers), landing pages for the catch-all /{path}/ with their sections, and the helpdesk FAQ, per
-- storefront and language; and the business quote form's lines, budget and delivery wishes.
-- Bodies are HTML sanitised on output (ADR 0022); section items are JSON checked on output.
CREATE TABLE "blog_categories" (
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key") ON DELETE CASCADE,
  "language" text NOT NULL,
  "category_key" text NOT NULL,
  "slug" text NOT NULL,
  "title" text NOT NULL,
  "description" text NOT NULL,
  "position" integer NOT NULL,
  PRIMARY KEY ("storefront_key", "language", "category_key"),
  CONSTRAINT "blog_categories_slug_key" UNIQUE ("storefront_key", "language", "slug"),
  CONSTRAINT "blog_categories_key_check" CHECK ("category_key" in ('gift-ideas', 'occasions', 'business', 'good-to-know')),
  CONSTRAINT "blog_categories_slug_check" CHECK ("slug" ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  CONSTRAINT "blog_categories_title_check" CHECK (length("title") between 1 and 100)
);--> statement-breakpoint
CREATE TABLE "blog_articles" (
  "id" text PRIMARY KEY,
  "storefront_key" text NOT NULL,
  "language" text NOT NULL,
  "slug" text NOT NULL,
  "category_key" text NOT NULL,
  "title" text NOT NULL,
  "excerpt" text NOT NULL,
  "author" text NOT NULL,
  "published_at" timestamp with time zone NOT NULL,
  "hero_image_id" text NOT NULL REFERENCES "media_assets"("id"),
  "hero_alt" text NOT NULL,
  "body_html" text NOT NULL,
  "reading_minutes" integer NOT NULL,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "blog_articles_slug_key" UNIQUE ("storefront_key", "language", "slug"),
  CONSTRAINT "blog_articles_category_fk" FOREIGN KEY ("storefront_key", "language", "category_key")
    REFERENCES "blog_categories"("storefront_key", "language", "category_key") ON DELETE CASCADE,
  CONSTRAINT "blog_articles_slug_check" CHECK ("slug" ~ '^[a-z0-9][a-z0-9-]{0,119}$'),
  CONSTRAINT "blog_articles_title_check" CHECK (length("title") between 1 and 200),
  CONSTRAINT "blog_articles_excerpt_check" CHECK (length("excerpt") between 1 and 300),
  CONSTRAINT "blog_articles_body_check" CHECK (length("body_html") between 1 and 200000),
  CONSTRAINT "blog_articles_reading_check" CHECK ("reading_minutes" between 1 and 120)
);--> statement-breakpoint
CREATE INDEX "blog_articles_list_idx" ON "blog_articles" ("storefront_key", "language", "published_at" DESC, "id");--> statement-breakpoint
CREATE TABLE "blog_article_products" (
  "article_id" text NOT NULL REFERENCES "blog_articles"("id") ON DELETE CASCADE,
  "product_id" text NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  PRIMARY KEY ("article_id", "product_id")
);--> statement-breakpoint
CREATE TABLE "landing_pages" (
  "id" text PRIMARY KEY,
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key") ON DELETE CASCADE,
  "language" text NOT NULL,
  "slug" text NOT NULL,
  "meta_title" text NOT NULL,
  "meta_description" text NOT NULL,
  "hero_title" text NOT NULL,
  "hero_subtitle" text NOT NULL,
  "hero_image_id" text NOT NULL REFERENCES "media_assets"("id"),
  "hero_alt" text NOT NULL,
  "cta_label" text NOT NULL,
  "cta_href" text NOT NULL,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "landing_pages_slug_key" UNIQUE ("storefront_key", "language", "slug"),
  CONSTRAINT "landing_pages_slug_check" CHECK ("slug" ~ '^[a-z0-9][a-z0-9-]{0,119}$'),
  CONSTRAINT "landing_pages_cta_check" CHECK ("cta_href" ~ '^/[^/\s"<>]'),
  CONSTRAINT "landing_pages_meta_check" CHECK (length("meta_title") between 1 and 70 and length("meta_description") between 1 and 200)
);--> statement-breakpoint
CREATE TABLE "landing_page_sections" (
  "landing_page_id" text NOT NULL REFERENCES "landing_pages"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "section_type" text NOT NULL,
  "title" text NOT NULL,
  "body_html" text,
  "queue_key" text,
  "items" jsonb NOT NULL DEFAULT '[]'::jsonb,
  PRIMARY KEY ("landing_page_id", "position"),
  CONSTRAINT "landing_page_sections_type_check" CHECK ("section_type" in ('products', 'text', 'faq', 'usps', 'testimonials')),
  CONSTRAINT "landing_page_sections_items_check" CHECK (jsonb_typeof("items") = 'array'),
  CONSTRAINT "landing_page_sections_shape_check" CHECK (
    ("section_type" = 'products') = ("queue_key" is not null)
    and ("section_type" = 'text') = ("body_html" is not null)
  )
);--> statement-breakpoint
CREATE TABLE "helpdesk_topics" (
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key") ON DELETE CASCADE,
  "language" text NOT NULL,
  "topic_key" text NOT NULL,
  "title" text NOT NULL,
  "position" integer NOT NULL,
  PRIMARY KEY ("storefront_key", "language", "topic_key")
);--> statement-breakpoint
CREATE TABLE "helpdesk_entries" (
  "id" text PRIMARY KEY,
  "storefront_key" text NOT NULL,
  "language" text NOT NULL,
  "topic_key" text NOT NULL,
  "position" integer NOT NULL,
  "question" text NOT NULL,
  "answer" text NOT NULL,
  CONSTRAINT "helpdesk_entries_topic_fk" FOREIGN KEY ("storefront_key", "language", "topic_key")
    REFERENCES "helpdesk_topics"("storefront_key", "language", "topic_key") ON DELETE CASCADE,
  CONSTRAINT "helpdesk_entries_text_check" CHECK (length("question") between 1 and 300 and length("answer") between 1 and 3000)
);--> statement-breakpoint
CREATE INDEX "helpdesk_entries_topic_idx" ON "helpdesk_entries" ("storefront_key", "language", "topic_key", "position");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "budget_cents" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "delivery_wishes" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_budget_check" CHECK ("budget_cents" is null or "budget_cents" between 1 and 100000000);--> statement-breakpoint
CREATE TABLE "quote_request_lines" (
  "quote_request_id" uuid NOT NULL REFERENCES "quote_requests"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "product_id" text NOT NULL REFERENCES "products"("id"),
  "quantity" integer NOT NULL,
  "amount_per_card_cents" integer NOT NULL,
  PRIMARY KEY ("quote_request_id", "position"),
  CONSTRAINT "quote_request_lines_quantity_check" CHECK ("quantity" between 1 and 10000),
  CONSTRAINT "quote_request_lines_amount_check" CHECK ("amount_per_card_cents" between 100 and 100000000)
);
--> statement-breakpoint
-- The business page's volume prices: the service fee per card from a number of cards on.
CREATE TABLE "business_volume_prices" (
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key") ON DELETE CASCADE,
  "min_quantity" integer NOT NULL,
  "service_fee_cents" integer NOT NULL,
  PRIMARY KEY ("storefront_key", "min_quantity"),
  CONSTRAINT "business_volume_prices_quantity_check" CHECK ("min_quantity" between 1 and 100000),
  CONSTRAINT "business_volume_prices_fee_check" CHECK ("service_fee_cents" between 0 and 100000)
);
--> statement-breakpoint
-- Content is public data (migration 0010): a change empties every process's cache of public answers.
DO $$
DECLARE
  public_table text;
BEGIN
  FOREACH public_table IN ARRAY ARRAY[
    'content_pages', 'blog_categories', 'blog_articles', 'blog_article_products', 'landing_pages',
    'landing_page_sections', 'helpdesk_topics', 'helpdesk_entries', 'business_volume_prices'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION announce_public_data_change()',
      public_table || '_announces_change', public_table
    );
  END LOOP;
END
$$;
