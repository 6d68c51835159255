-- Balance doubler (issue 18): a monthly promotion. A holder of an active card with balance enters it
-- (one entry per card and month); on the first Monday of the next month one entry is drawn and its
-- card's balance is doubled (up to a cap) by a ledger entry of kind DOUBLER. The draw records its
-- random seed and the hash of the entry list, so anyone can recompute the winner (ADR 0025).
--
-- The doubling is money put on a card: a ledger credit like ISSUE or REFUND (the ledger's trigger keeps
-- the balance).
ALTER TABLE "gift_card_ledger" DROP CONSTRAINT "gift_card_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_kind_check" CHECK (
  ("kind" in ('ISSUE', 'RELEASE', 'REFUND', 'DOUBLER') and "amount_cents" > 0) or ("kind" in ('HOLD', 'REDEEM') and "amount_cents" < 0)
);--> statement-breakpoint
-- One entry of a card in a month. `month` is the first day of the month in the storefront's time zone
-- at the moment of the entry. The e-mail is where the prize mail goes; it is never published.
CREATE TABLE "doubler_entries" (
  "id" uuid PRIMARY KEY NOT NULL,
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key"),
  "gift_card_id" uuid NOT NULL REFERENCES "gift_cards"("id"),
  "month" date NOT NULL,
  "email" text NOT NULL,
  "language" text NOT NULL,
  "conditions_accepted_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "doubler_entries_month_check" CHECK (extract(day from "month") = 1),
  CONSTRAINT "doubler_entries_email_check" CHECK (length("email") <= 254 AND "email" ~ '^[^[:space:]@]+@[^[:space:]@]+$'),
  CONSTRAINT "doubler_entries_language_check" CHECK ("language" ~ '^[a-z]{2}$')
);--> statement-breakpoint
-- Spec: one entry per card per month, held by the database whatever the code does (two tabs, two
-- processes racing).
CREATE UNIQUE INDEX "doubler_entries_one_per_card_and_month" ON "doubler_entries" ("gift_card_id", "month");--> statement-breakpoint
-- The target of the draws' winner reference: the winner is an entry of the draw's storefront and month.
CREATE UNIQUE INDEX "doubler_entries_store_month_key" ON "doubler_entries" ("id", "storefront_key", "month");--> statement-breakpoint
CREATE INDEX "doubler_entries_store_month_idx" ON "doubler_entries" ("storefront_key", "month");--> statement-breakpoint
-- A draw of one storefront's month. RUNNING exists only inside the drawing transaction (it commits as
-- DONE or NO_ENTRIES, or rolls back); a failure is recorded afterwards as a FAILED row of its own, so a
-- month may have several FAILED rows and at most one other (partial unique index): a second successful
-- draw is impossible, even with several processes drawing at the same moment.
CREATE TABLE "doubler_draws" (
  "id" uuid PRIMARY KEY NOT NULL,
  "storefront_key" text NOT NULL REFERENCES "storefronts"("key"),
  "month" date NOT NULL,
  "status" text DEFAULT 'RUNNING' NOT NULL,
  -- 1 for the first draw of the month, one more for each try after a failed one.
  "attempt" integer DEFAULT 1 NOT NULL,
  -- JOB (the monthly job) or OPERATOR (run by hand: `operator doubler-draw`).
  "started_by" text DEFAULT 'JOB' NOT NULL,
  -- 32 random bytes, hex: the HMAC key of the winner's pick (published with the result).
  "seed" text,
  -- sha256 of the eligible entries' ids, sorted and joined by '\n', hex (published with the result).
  "entries_hash" text,
  "entry_count" integer,
  "winner_entry_id" uuid,
  "prize_cents" integer,
  "currency" text,
  "ledger_entry_id" uuid REFERENCES "gift_card_ledger"("id"),
  "drawn_at" timestamp with time zone,
  "failure_reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "doubler_draws_winner_fk" FOREIGN KEY ("winner_entry_id", "storefront_key", "month")
    REFERENCES "doubler_entries" ("id", "storefront_key", "month"),
  CONSTRAINT "doubler_draws_status_check" CHECK ("status" in ('RUNNING', 'DONE', 'FAILED', 'NO_ENTRIES')),
  CONSTRAINT "doubler_draws_started_by_check" CHECK ("started_by" in ('JOB', 'OPERATOR')),
  CONSTRAINT "doubler_draws_month_check" CHECK (extract(day from "month") = 1),
  CONSTRAINT "doubler_draws_attempt_check" CHECK ("attempt" >= 1),
  CONSTRAINT "doubler_draws_seed_check" CHECK ("seed" IS NULL OR "seed" ~ '^[0-9a-f]{64}$'),
  CONSTRAINT "doubler_draws_entries_hash_check" CHECK ("entries_hash" IS NULL OR "entries_hash" ~ '^[0-9a-f]{64}$'),
  CONSTRAINT "doubler_draws_entry_count_check" CHECK ("entry_count" IS NULL OR "entry_count" >= 0),
  CONSTRAINT "doubler_draws_prize_check" CHECK ("prize_cents" IS NULL OR "prize_cents" > 0),
  CONSTRAINT "doubler_draws_currency_check" CHECK ("currency" IS NULL OR "currency" ~ '^[A-Z]{3}$'),
  -- A DONE draw is a published, verifiable result: seed, hash, the entries, the winner and the prize
  -- put on the winner's card.
  CONSTRAINT "doubler_draws_done_check" CHECK (
    "status" <> 'DONE' OR (
      "seed" IS NOT NULL AND "entries_hash" IS NOT NULL AND "entry_count" > 0 AND "winner_entry_id" IS NOT NULL
      AND "prize_cents" IS NOT NULL AND "currency" IS NOT NULL AND "ledger_entry_id" IS NOT NULL AND "drawn_at" IS NOT NULL
    )
  ),
  CONSTRAINT "doubler_draws_no_entries_check" CHECK (
    "status" <> 'NO_ENTRIES' OR ("entry_count" = 0 AND "winner_entry_id" IS NULL AND "prize_cents" IS NULL AND "drawn_at" IS NOT NULL)
  ),
  CONSTRAINT "doubler_draws_failed_check" CHECK ("status" <> 'FAILED' OR ("failure_reason" IS NOT NULL AND "winner_entry_id" IS NULL AND "ledger_entry_id" IS NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "doubler_draws_one_per_month" ON "doubler_draws" ("storefront_key", "month") WHERE "status" <> 'FAILED';--> statement-breakpoint
CREATE UNIQUE INDEX "doubler_draws_ledger_entry_key" ON "doubler_draws" ("ledger_entry_id") WHERE "ledger_entry_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "doubler_draws_store_month_idx" ON "doubler_draws" ("storefront_key", "month");--> statement-breakpoint
-- A finished draw is final: its published seed, hash and winner can never be changed afterwards, and
-- no draw is deleted. Only the drawing transaction's own RUNNING row becomes DONE or NO_ENTRIES.
CREATE FUNCTION "doubler_draws_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."status" = 'RUNNING' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'doubler draws are final (% of %)', TG_OP, OLD."id";
END
$$;--> statement-breakpoint
CREATE TRIGGER "doubler_draws_final" BEFORE UPDATE OR DELETE ON "doubler_draws" FOR EACH ROW EXECUTE FUNCTION "doubler_draws_final"();--> statement-breakpoint
-- The entries a draw drew from, in the hashed order (sorted by id): what was eligible at the draw (its
-- card still active, valid and with balance), kept so that the published list, hash and winner can be
-- recomputed later whatever happened to the cards since. Written once with its draw, never changed.
CREATE TABLE "doubler_draw_entries" (
  "draw_id" uuid NOT NULL REFERENCES "doubler_draws"("id"),
  "position" integer NOT NULL,
  "entry_id" uuid NOT NULL REFERENCES "doubler_entries"("id"),
  CONSTRAINT "doubler_draw_entries_pkey" PRIMARY KEY ("draw_id", "position"),
  CONSTRAINT "doubler_draw_entries_position_check" CHECK ("position" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "doubler_draw_entries_entry_key" ON "doubler_draw_entries" ("draw_id", "entry_id");--> statement-breakpoint
CREATE FUNCTION "doubler_draw_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the entries of a doubler draw are final (% of draw %)', TG_OP, OLD."draw_id";
END
$$;--> statement-breakpoint
CREATE TRIGGER "doubler_draw_entries_append_only" BEFORE UPDATE OR DELETE ON "doubler_draw_entries" FOR EACH ROW EXECUTE FUNCTION "doubler_draw_entries_append_only"();--> statement-breakpoint
-- The published results are public answers (cached by every API process until a draw changes them).
CREATE TRIGGER "doubler_draws_announces_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doubler_draws" FOR EACH STATEMENT EXECUTE FUNCTION announce_public_data_change();
