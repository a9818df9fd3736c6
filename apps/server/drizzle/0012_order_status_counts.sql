CREATE TABLE "order_status_counts" (
	"company_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"order_status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_company_id_team_id_order_status_pk" PRIMARY KEY("company_id","team_id","order_status")
);
--> statement-breakpoint
-- Kept by the database itself, so every way an order is written (checkout, quotation, recurring run, transition)
-- counts it once, in the same transaction.
CREATE FUNCTION "count_order_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_status_counts" SET "count" = "count" - 1
      WHERE "company_id" = OLD."company_id" AND "team_id" = OLD."team_id" AND "order_status" = OLD."order_status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_status_counts" ("company_id", "team_id", "order_status", "count")
      VALUES (NEW."company_id", NEW."team_id", NEW."order_status", 1)
      ON CONFLICT ("company_id", "team_id", "order_status") DO UPDATE SET "count" = "order_status_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_count_statuses" AFTER INSERT OR DELETE OR UPDATE OF "order_status", "company_id", "team_id"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "count_order_statuses"();--> statement-breakpoint
INSERT INTO "order_status_counts" ("company_id", "team_id", "order_status", "count")
  SELECT "company_id", "team_id", "order_status", count(*) FROM "orders" GROUP BY 1, 2, 3;
