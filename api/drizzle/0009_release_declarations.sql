-- A release's declaration (dist/shop-release.json, ADR 0013): the route keys it implements, the path
-- patterns of keys it adds, and the @shop/shared contract version it was built for. The storefront
-- config's routes are built from the declarations of the enabled remotes' current releases. NULL for
-- releases registered before declarations existed: they route nothing and the shell does not load them.
ALTER TABLE "remote_releases" ADD COLUMN "declaration" jsonb;
