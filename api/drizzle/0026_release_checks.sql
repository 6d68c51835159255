-- Release checks and immutable releases (issue 19, ADR 0030). What the headless check found when the
-- release was registered: the build time and git commit its declaration records, the gzipped
-- JavaScript of each page ({routeKey: bytes}) and when it was checked. Rows registered before this
-- migration keep NULL ("not checked").
ALTER TABLE "remote_releases" ADD COLUMN "built_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD COLUMN "git_commit" text;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD COLUMN "page_js_gzip" jsonb;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
-- A version is never overwritten and never removed: a storefront pinned to it, a rollback to it and
-- the audit log all mean these very files. Another build is another version.
CREATE FUNCTION "remote_releases_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW."remote" IS DISTINCT FROM OLD."remote" OR NEW."version" IS DISTINCT FROM OLD."version"
      OR NEW."source_dir" IS DISTINCT FROM OLD."source_dir" OR NEW."base_url" IS DISTINCT FROM OLD."base_url"
      OR NEW."declaration" IS DISTINCT FROM OLD."declaration" OR NEW."built_at" IS DISTINCT FROM OLD."built_at"
      OR NEW."git_commit" IS DISTINCT FROM OLD."git_commit" OR NEW."page_js_gzip" IS DISTINCT FROM OLD."page_js_gzip"
      OR NEW."checked_at" IS DISTINCT FROM OLD."checked_at" THEN
      RAISE EXCEPTION 'release %@% is immutable (register a new version instead)', OLD."remote", OLD."version";
    END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'releases are history: % of remote_releases refused', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "remote_releases_immutable" BEFORE UPDATE OR DELETE ON "remote_releases" FOR EACH ROW EXECUTE FUNCTION "remote_releases_immutable"();--> statement-breakpoint
CREATE TRIGGER "remote_releases_no_truncate" BEFORE TRUNCATE ON "remote_releases" FOR EACH STATEMENT EXECUTE FUNCTION "remote_releases_immutable"();
