-- Public data (what every visitor of a storefront and language sees: storefronts, their remotes and
-- releases, branding, menus, catalogue, content, page metadata) announces every change on the channel
-- `public_data_changed`. Each API process listens and empties its cache of public answers
-- (api/src/graphql/public-answer-cache.ts, ADR 0017), so a change made through one process, the
-- operator CLI or plain SQL is seen by every process within a second, not when a timer runs out.
-- One notification per statement; PostgreSQL folds identical ones of a transaction and sends them
-- at commit, so a rolled-back change announces nothing.
CREATE FUNCTION "announce_public_data_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  public_table text;
BEGIN
  FOREACH public_table IN ARRAY ARRAY[
    'storefronts', 'storefront_languages', 'storefront_hosts', 'remote_releases', 'storefront_remotes',
    'storefront_pricing', 'app_meta', 'media_assets', 'storefront_branding', 'storefront_payment_logos',
    'storefront_trust_marks', 'storefront_social_links', 'storefront_business_logos', 'menus', 'menu_items',
    'brands', 'products', 'product_translations', 'product_variations', 'taxonomy_terms', 'product_terms',
    'categories', 'category_translations', 'category_top_products', 'occasions', 'occasion_translations',
    'occasion_products', 'locations', 'content_blocks', 'block_queues', 'queue_items',
    'popular_search_terms', 'page_metadata'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION announce_public_data_change()',
      public_table || '_announces_change', public_table
    );
  END LOOP;
END
$$;
