-- The shop's two PostgreSQL roles (ADR 0035; docs/operations.md, "Database roles"):
--   owner    owns the database and every table: the migrations run as it (MIGRATION_DATABASE_URL),
--            nothing else does;
--   runtime  what the API processes and the operator CLI connect as (DATABASE_URL): reads and writes
--            the shop's rows, changes no table, and may only read and append to the operator audit
--            log (no UPDATE, DELETE or TRUNCATE, and as it owns nothing it cannot switch the log's
--            triggers off nor replace their functions).
--
-- Run it as a superuser, connected to the shop's database (created empty, or holding the shop's
-- tables already owned by the owner role: REASSIGN OWNED BY <old role> TO shop_owner first):
--
--   psql "postgres://postgres@db.example/shop" -v owner_password='…' -v runtime_password='…' \
--     -f deploy/postgres/roles.sql
--
-- Role names: -v owner_role=… -v runtime_role=… (default shop_owner and shop_runtime). Without a
-- password variable the role's password stays as it is (set it with psql's \password). Running the
-- script again creates nothing twice and grants again.
\set ON_ERROR_STOP on
\if :{?owner_role}
\else
  \set owner_role shop_owner
\endif
\if :{?runtime_role}
\else
  \set runtime_role shop_runtime
\endif

BEGIN;

SELECT NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'owner_role') AS create_owner,
       NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'runtime_role') AS create_runtime \gset
\if :create_owner
  CREATE ROLE :"owner_role" LOGIN;
\endif
\if :create_runtime
  CREATE ROLE :"runtime_role" LOGIN;
\endif
\if :{?owner_password}
  ALTER ROLE :"owner_role" PASSWORD :'owner_password';
\endif
\if :{?runtime_password}
  ALTER ROLE :"runtime_role" PASSWORD :'runtime_password';
\endif

-- The owner owns the database (the migrations create the trusted extension pg_trgm, which needs that)
-- and the schema the tables live in; nobody else may create objects there.
SELECT current_database() AS shop_database \gset
ALTER DATABASE :"shop_database" OWNER TO :"owner_role";
GRANT CONNECT ON DATABASE :"shop_database" TO :"runtime_role";
ALTER SCHEMA public OWNER TO :"owner_role";
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO :"runtime_role";

-- drizzle's record of the applied migrations: the runtime reads it (/readyz: migrations pending?).
CREATE SCHEMA IF NOT EXISTS drizzle AUTHORIZATION :"owner_role";
ALTER SCHEMA drizzle OWNER TO :"owner_role";
GRANT USAGE ON SCHEMA drizzle TO :"runtime_role";
GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO :"runtime_role";

-- The shop's rows, for the tables there are and (default privileges) every table a later migration
-- creates as the owner.
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO :"runtime_role";
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO :"runtime_role";
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner_role" IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO :"runtime_role";
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner_role" IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO :"runtime_role";
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner_role" IN SCHEMA drizzle GRANT SELECT ON TABLES TO :"runtime_role";

-- Except the operator audit log: read and append only, and its chain's head is the trigger's alone.
-- (Migration 0029 revokes the same from every role when it creates the chain, for databases whose
-- tables are created after this script.)
SELECT to_regclass('public.operator_audit_log') IS NOT NULL AS has_audit_log,
       to_regclass('public.operator_audit_chain') IS NOT NULL AS has_audit_chain \gset
\if :has_audit_log
  REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON public.operator_audit_log FROM :"runtime_role";
\endif
\if :has_audit_chain
  REVOKE INSERT, UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON public.operator_audit_chain FROM :"runtime_role";
\endif

COMMIT;
