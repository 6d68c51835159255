-- The search's typo fallback (api/src/domains/search/search.queries.ts) asks `folded <% search_text`:
-- word similarity at or above pg_trgm.word_similarity_threshold, which every connection of the API
-- sets (api/src/db/session-settings.ts). These trigram indexes serve that operator, so the fallback
-- does not compute the similarity of every title of a storefront as its catalogue grows.
CREATE INDEX "product_translations_search_text_trgm_idx" ON "product_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "occasion_translations_search_text_trgm_idx" ON "occasion_translations" USING gin ("search_text" gin_trgm_ops);
