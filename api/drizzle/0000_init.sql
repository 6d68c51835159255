CREATE TABLE "remote_releases" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"source_dir" text,
	"base_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_releases_remote_version_pk" PRIMARY KEY("remote","version"),
	CONSTRAINT "remote_releases_location_check" CHECK (("remote_releases"."source_dir" is null) <> ("remote_releases"."base_url" is null))
);
--> statement-breakpoint
CREATE TABLE "storefront_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"storefront_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storefront_languages" (
	"storefront_key" text NOT NULL,
	"code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "storefront_languages_storefront_key_code_pk" PRIMARY KEY("storefront_key","code"),
	CONSTRAINT "storefront_languages_code_check" CHECK ("storefront_languages"."code" ~ '^[a-z]{2}$'),
	CONSTRAINT "storefront_languages_currency_check" CHECK ("storefront_languages"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "storefront_remotes" (
	"storefront_key" text NOT NULL,
	"remote" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"pinned_version" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefront_remotes_storefront_key_remote_pk" PRIMARY KEY("storefront_key","remote")
);
--> statement-breakpoint
CREATE TABLE "storefronts" (
	"key" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"locale" text NOT NULL,
	"path_variant" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"feature_toggles" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefronts_brand_check" CHECK ("storefronts"."brand" in ('CB', 'CK', 'GCS')),
	CONSTRAINT "storefronts_path_variant_check" CHECK ("storefronts"."path_variant" in ('de', 'nl')),
	CONSTRAINT "storefronts_country_code_check" CHECK ("storefronts"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "storefront_hosts" ADD CONSTRAINT "storefront_hosts_storefront_key_storefronts_key_fk" FOREIGN KEY ("storefront_key") REFERENCES "public"."storefronts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_languages" ADD CONSTRAINT "storefront_languages_storefront_key_storefronts_key_fk" FOREIGN KEY ("storefront_key") REFERENCES "public"."storefronts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_remotes" ADD CONSTRAINT "storefront_remotes_storefront_key_storefronts_key_fk" FOREIGN KEY ("storefront_key") REFERENCES "public"."storefronts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_remotes" ADD CONSTRAINT "storefront_remotes_pinned_release_fk" FOREIGN KEY ("remote","pinned_version") REFERENCES "public"."remote_releases"("remote","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_releases_newest_idx" ON "remote_releases" USING btree ("remote","created_at");--> statement-breakpoint
CREATE INDEX "storefront_hosts_storefront_key_idx" ON "storefront_hosts" USING btree ("storefront_key");--> statement-breakpoint
CREATE UNIQUE INDEX "storefront_languages_single_default" ON "storefront_languages" USING btree ("storefront_key") WHERE "storefront_languages"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "storefronts_store_id_key" ON "storefronts" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storefronts_single_default" ON "storefronts" USING btree ("is_default") WHERE "storefronts"."is_default";