-- When each scheduled job last finished a round without failing (issue 38, ADR 0062): the job
-- watchdog and the shop_job_last_success_timestamp_seconds metric compare it with the job's interval,
-- across all processes (a round runs in whichever process holds the lease). Expand only: a nullable
-- column older code neither reads nor writes.
ALTER TABLE "job_leases" ADD COLUMN "last_success_at" timestamp with time zone;
