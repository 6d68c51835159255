-- The storefront's WebP copies of the drawn images (issue 37, ADR 0074): made on a picture's first
-- request, kept so that every process serves them without drawing them again. Expand only: a new
-- table older code does not know.
CREATE TABLE "media_pictures" (
  "media_id" text NOT NULL REFERENCES "media_assets"("id") ON DELETE CASCADE,
  "version" text NOT NULL,
  "bytes" bytea NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "media_pictures_pkey" PRIMARY KEY ("media_id", "version"),
  CONSTRAINT "media_pictures_bytes_check" CHECK (octet_length("bytes") between 1 and 4194304)
);
