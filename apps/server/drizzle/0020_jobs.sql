CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"request_id" text,
	"unique_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "mail_outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "artworks" ALTER COLUMN "thumb_key" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "jobs_status_id_idx" ON "jobs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "jobs_retried_idx" ON "jobs" USING btree ("id") WHERE attempts > 1 or (status = 'queued' and attempts > 0);--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_unique_key" ON "jobs" USING btree ("unique_key");--> statement-breakpoint
-- hand-written (jobs branch): each mail still waiting in the outbox gets its delivery job, keeping its tries.
INSERT INTO "jobs" ("kind", "payload", "status", "run_at", "attempts", "max_attempts", "last_error", "unique_key")
SELECT 'mail.deliver', jsonb_build_object('mailId', "id", 'to', "to"),
  CASE WHEN "attempts" >= 10 THEN 'failed' ELSE 'queued' END,
  "next_attempt_at", "attempts", 10, "last_error", 'mail:' || "id"
FROM "mail_outbox" WHERE "sent_at" IS NULL AND "dropped_at" IS NULL;--> statement-breakpoint
-- end of hand-written lines
ALTER TABLE "mail_outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "last_error";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";