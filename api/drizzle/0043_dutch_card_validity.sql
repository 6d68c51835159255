-- Issue 35 ("promises that disagree"): the terms of the Dutch and Belgian storefronts (Artikel 7) promise
-- five years from the purchase date, but their cards were issued with the German rule (31 December of
-- the third year after the year of purchase). Each such card is extended to what the storefront's rule
-- (api/src/domains/orders/gift-card-validity.ts) gives it: the last valid day is the day it was issued
-- (a blank card: activated) in the storefront's time zone, five years on (29 February → 28 February),
-- and it expires at the later of that day's end there and in UTC. Only ever extends: a card already
-- valid longer (or without an expiry, a blank card not yet activated) is left as it is. Cards of the
-- other storefronts keep theirs: they were issued with what their terms promised.
UPDATE "gift_cards" AS g
SET "expires_at" = v."expires_at"
FROM (
  SELECT c."id",
    greatest(
      ((d."last_day" + 1)::timestamp AT TIME ZONE 'UTC'),
      ((d."last_day" + 1)::timestamp AT TIME ZONE d."zone")
    ) AS "expires_at"
  FROM "gift_cards" c
  JOIN "storefronts" s ON s."key" = c."storefront_key"
  LEFT JOIN "order_placements" p ON p."order_id" = c."order_id"
  LEFT JOIN "card_activations" a ON a."gift_card_id" = c."id" AND a."status" = 'DONE'
  CROSS JOIN LATERAL (
    SELECT CASE s."country_code" WHEN 'BE' THEN 'Europe/Brussels' ELSE 'Europe/Amsterdam' END AS "zone"
  ) z
  CROSS JOIN LATERAL (
    -- Issued when its order's cards were issued (a reissued card: its lost card's order), activated when its activation was done.
    SELECT z."zone",
      ((coalesce(a."done_at", p."issued_at", c."created_at") AT TIME ZONE z."zone")::date + interval '5 years')::date AS "last_day"
  ) d
  WHERE s."country_code" IN ('NL', 'BE') AND c."expires_at" IS NOT NULL
) v
WHERE g."id" = v."id" AND g."expires_at" < v."expires_at";
