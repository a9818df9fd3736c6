CREATE TABLE "proof_status_counts" (
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "proof_status_counts_status_pk" PRIMARY KEY("status")
);
--> statement-breakpoint
-- The console's proofs list counted every proof in the chosen statuses on each request (~12 ms of PostgreSQL CPU
-- at 1M orders). The database now keeps the count per status, in the writing transaction, so every way a proof is
-- written (render, send, decision, an order's delete cascading) counts it once.
CREATE FUNCTION "count_proof_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "proof_status_counts" SET "count" = "count" - 1 WHERE "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "proof_status_counts" ("status", "count") VALUES (NEW."status", 1)
      ON CONFLICT ("status") DO UPDATE SET "count" = "proof_status_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_proofs_count_statuses" AFTER INSERT OR DELETE OR UPDATE OF "status"
  ON "order_proofs" FOR EACH ROW EXECUTE FUNCTION "count_proof_statuses"();--> statement-breakpoint
INSERT INTO "proof_status_counts" ("status", "count")
  SELECT "status", count(*) FROM "order_proofs" GROUP BY 1;--> statement-breakpoint
ANALYZE "proof_status_counts";
