-- Content pages (issue 17): the legal pages of each storefront in its language (Impressum, terms,
-- withdrawal, privacy, cookies, accessibility; the Dutch delivery and cancelation policy). The body
-- is HTML the API sanitises on output, so a bad edit cannot put script on the page.
CREATE TABLE "content_pages" (
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key") ON DELETE CASCADE,
  "page_key" text NOT NULL,
  "language" text NOT NULL,
  "title" text NOT NULL,
  "body_html" text NOT NULL,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("storefront_key", "page_key", "language"),
  CONSTRAINT "content_pages_key_check" CHECK ("page_key" in ('imprint', 'terms', 'withdrawal', 'privacy', 'cookies', 'accessibility', 'delivery', 'cancelationPolicy')),
  CONSTRAINT "content_pages_title_check" CHECK (length("title") between 1 and 200),
  CONSTRAINT "content_pages_body_check" CHECK (length("body_html") between 1 and 200000)
);
