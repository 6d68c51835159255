-- Custom migration (drizzle-kit generate --custom): extensions the catalogue search needs.
-- pg_trgm gives trigram similarity for the typo-tolerant search fallback. It is a trusted extension
-- (PostgreSQL 13+): the database owner may create it without superuser rights. On Debian it ships
-- in the postgresql-15 package itself; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
