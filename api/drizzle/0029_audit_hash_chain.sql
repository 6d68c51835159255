-- A tamper-evident operator audit log (issue 32, ADR 0035). The append-only trigger of 0023 stops an
-- UPDATE, DELETE or TRUNCATE, but the table's owner may switch triggers off: a rewritten or removed row
-- left no trace. Now every row carries the SHA-256 of the row before it (`prev_hash`; the first row 64
-- zeros) and its own hash over that and its content (`row_hash`), so a changed, removed or inserted
-- row breaks the chain at that row (`pnpm operator audit-verify`, domains/operator/audit-chain.ts). The
-- database computes both inside the INSERT, so every writer (any process, the CLI, an SQL console)
-- chains its rows and none can choose them; and the runtime role may only SELECT and INSERT here
-- (deploy/postgres/roles.sql), so only the owner can still rewrite rows — and rechain them, which a
-- last hash kept outside the database exposes.

-- The content a row's hash covers, as one canonical JSON text: these keys in this order, no spaces,
-- strings as PostgreSQL's to_json writes them (the same escapes as JSON.stringify), `at` in UTC with
-- microseconds, before/after as their jsonb text (keys sorted by jsonb itself), SQL NULL as null.
-- audit-chain.ts builds the same text from the columns read as text, so the two must change together.
CREATE FUNCTION "operator_audit_log_content"(r "operator_audit_log") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"id":' || r.id::text
    || ',"at":' || to_json(to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))::text
    || ',"actor_kind":' || to_json(r.actor_kind)::text
    || ',"actor_account_id":' || coalesce(to_json(r.actor_account_id::text)::text, 'null')
    || ',"actor_email":' || coalesce(to_json(r.actor_email)::text, 'null')
    || ',"action":' || to_json(r.action)::text
    || ',"target_kind":' || coalesce(to_json(r.target_kind)::text, 'null')
    || ',"target_id":' || coalesce(to_json(r.target_id)::text, 'null')
    || ',"before":' || coalesce(r.before::text, 'null')
    || ',"after":' || coalesce(r.after::text, 'null')
    || ',"request_id":' || coalesce(to_json(r.request_id)::text, 'null')
    || ',"ip_hash":' || coalesce(to_json(r.ip_hash)::text, 'null')
    || '}'
$$;--> statement-breakpoint
-- sha256(prev_hash || content) in hex, over the text's UTF-8 bytes.
CREATE FUNCTION "operator_audit_log_hash"(prev_hash text, content text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(prev_hash || content, 'UTF8')), 'hex')
$$;--> statement-breakpoint

ALTER TABLE "operator_audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD COLUMN "row_hash" text;--> statement-breakpoint

-- The rows written before this migration, chained in id order (the order they were written in). The
-- owner runs migrations and may switch the append-only trigger off for this, inside this transaction.
ALTER TABLE "operator_audit_log" DISABLE TRIGGER "operator_audit_log_append_only";--> statement-breakpoint
DO $$
DECLARE
  r "operator_audit_log";
  prev text := repeat('0', 64);
BEGIN
  FOR r IN SELECT * FROM "operator_audit_log" ORDER BY id LOOP
    r.prev_hash := prev;
    r.row_hash := "operator_audit_log_hash"(prev, "operator_audit_log_content"(r));
    UPDATE "operator_audit_log" SET "prev_hash" = r.prev_hash, "row_hash" = r.row_hash WHERE id = r.id;
    prev := r.row_hash;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "operator_audit_log" ENABLE TRIGGER "operator_audit_log_append_only";--> statement-breakpoint
ALTER TABLE "operator_audit_log" ALTER COLUMN "prev_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_audit_log" ALTER COLUMN "row_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD CONSTRAINT "operator_audit_log_hashes_check" CHECK ("prev_hash" ~ '^[0-9a-f]{64}$' AND "row_hash" ~ '^[0-9a-f]{64}$');--> statement-breakpoint

-- The chain's head: the last row's id and hash, one row. Writers lock it (FOR UPDATE) to append, so
-- rows are chained one at a time in the order of their ids even when several processes write at once:
-- a writer waits for the one before it to commit and then reads the head that one left. (A transaction
-- at REPEATABLE READ or SERIALIZABLE that finds the head changed under it fails with 40001 instead of
-- forking the chain.) The lock is held until the writer commits: write the audit row last in a change.
CREATE TABLE "operator_audit_chain" (
  "only_row" boolean PRIMARY KEY DEFAULT true,
  "last_id" bigint NOT NULL,
  "last_hash" text NOT NULL,
  CONSTRAINT "operator_audit_chain_only_row_check" CHECK ("only_row"),
  CONSTRAINT "operator_audit_chain_last_hash_check" CHECK ("last_hash" ~ '^[0-9a-f]{64}$')
);--> statement-breakpoint
INSERT INTO "operator_audit_chain" ("last_id", "last_hash")
  SELECT coalesce((SELECT max(id) FROM "operator_audit_log"), 0),
         coalesce((SELECT "row_hash" FROM "operator_audit_log" ORDER BY id DESC LIMIT 1), repeat('0', 64));--> statement-breakpoint

-- Chains each new row: whatever prev_hash, row_hash, at (or id) the writer gave are replaced, so no
-- writer backdates a row either. An id drawn before the head was locked may be lower than the last
-- chained one (its writer waited for a later one): the row then takes the next id, so id order stays
-- chain order (a gap is left, as a rollback leaves one). SECURITY DEFINER: it runs as the owner, so
-- the runtime role needs no right on the head or the sequence, and cannot touch them.
CREATE FUNCTION "operator_audit_log_chain"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
  head "operator_audit_chain";
BEGIN
  SELECT * INTO STRICT head FROM "operator_audit_chain" FOR UPDATE;
  IF NEW.id <= head.last_id THEN
    NEW.id := nextval(pg_get_serial_sequence('operator_audit_log', 'id'));
    IF NEW.id <= head.last_id THEN
      RAISE EXCEPTION 'operator_audit_log: the id sequence (%) is behind the chain (last id %)', NEW.id, head.last_id;
    END IF;
  END IF;
  NEW.at := now();
  NEW.prev_hash := head.last_hash;
  NEW.row_hash := "operator_audit_log_hash"(head.last_hash, "operator_audit_log_content"(NEW));
  UPDATE "operator_audit_chain" SET "last_id" = NEW.id, "last_hash" = NEW.row_hash;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_log_chain" BEFORE INSERT ON "operator_audit_log" FOR EACH ROW EXECUTE FUNCTION "operator_audit_log_chain"();--> statement-breakpoint
-- The functions find the tables in the schema they were made in and never in the caller's temporary
-- schema (where a table of the same name would otherwise come first), as a SECURITY DEFINER must.
DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION "operator_audit_log_chain"() SET search_path = %I, pg_temp', current_schema());
  EXECUTE format('ALTER FUNCTION "operator_audit_log_content"("operator_audit_log") SET search_path = %I, pg_temp', current_schema());
  EXECUTE format('ALTER FUNCTION "operator_audit_log_hash"(text, text) SET search_path = %I, pg_temp', current_schema());
END
$$;--> statement-breakpoint

-- Nobody but the owner may change the log or its head, whatever was granted before (a database set up
-- with deploy/postgres/roles.sql gives the runtime role every table's DML by default privileges).
DO $$
DECLARE
  grantee text;
BEGIN
  FOR grantee IN
    SELECT DISTINCT CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(pg_get_userbyid(a.grantee)) END
    FROM pg_class c, aclexplode(c.relacl) a
    WHERE c.oid IN ('"operator_audit_log"'::regclass, '"operator_audit_chain"'::regclass) AND a.grantee <> c.relowner
  LOOP
    EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON "operator_audit_log" FROM %s', grantee);
    EXECUTE format('REVOKE INSERT, UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON "operator_audit_chain" FROM %s', grantee);
  END LOOP;
END
$$;
