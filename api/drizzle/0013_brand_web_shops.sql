-- Brands that redeem on their own site (issue 15, spec §3 {product}Brand): the redeem shop shows the
-- brand's web shop in its "shop iframe" modal (iframe_url), hands the shopper over to it after a
-- countdown (redirect_url, redirect_seconds) and links it by name (external_link_title/url). Only
-- https addresses: the shop's Content-Security-Policy allows framing exactly these origins.
ALTER TABLE "brands" ADD COLUMN "iframe_url" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "redirect_seconds" integer NOT NULL DEFAULT 5;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "external_link_title" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "external_link_url" text;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_web_shop_check" CHECK (
  ("iframe_url" is null or "iframe_url" ~ '^https://[^\s"<>]+$')
  and ("redirect_url" is null or "redirect_url" ~ '^https://[^\s"<>]+$')
  and ("external_link_url" is null or "external_link_url" ~ '^https://[^\s"<>]+$')
  and ("redirect_seconds" between 0 and 30)
  and (("external_link_title" is null) = ("external_link_url" is null))
  and ("external_link_title" is null or length("external_link_title") between 1 and 80)
);
