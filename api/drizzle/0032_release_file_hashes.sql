-- Release file integrity (issue 32, item 3; ADR 0040). The SHA-384 of every file the release check
-- read when the release was registered (mf-manifest.json, shop-assets.json, server/routes.js and every
-- file they name), by its path inside the release, as a Subresource Integrity string
-- ({"server/routes.js": "sha384-<base64>", ...}). The server verifies a server build against it
-- before it evaluates it and refuses to serve a browser file that no longer matches. Rows registered
-- before this migration keep NULL (served as before, not verified).
ALTER TABLE "remote_releases" ADD COLUMN "file_hashes" jsonb;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD CONSTRAINT "remote_releases_file_hashes_check"
  CHECK ("file_hashes" IS NULL OR jsonb_typeof("file_hashes") = 'object');--> statement-breakpoint
-- Immutable like the other figures (a trigger of its own, beside 0026's and 0031's): hashes that
-- could be rewritten would vouch for whatever files are there now.
CREATE FUNCTION "remote_releases_file_hashes_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."file_hashes" IS DISTINCT FROM OLD."file_hashes" THEN
    RAISE EXCEPTION 'release %@% is immutable (register a new version instead)', OLD."remote", OLD."version";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "remote_releases_file_hashes_immutable" BEFORE UPDATE ON "remote_releases" FOR EACH ROW EXECUTE FUNCTION "remote_releases_file_hashes_immutable"();
