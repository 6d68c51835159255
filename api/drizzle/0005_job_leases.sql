CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone
);
