CREATE TABLE "invoice_counts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Issue 23: the console's invoice list counted every matching invoice at every request (800,000 at a million
-- orders: 37 requests a second at 50 connections). Kept by the database, so every way an invoice is written or an
-- order (and its invoice) deleted counts once, in the same transaction.
CREATE FUNCTION "count_invoices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "invoice_counts" SET "count" = "count" - 1 WHERE "company_id" = OLD."company_id";
  ELSE
    INSERT INTO "invoice_counts" ("company_id", "count") VALUES (NEW."company_id", 1)
      ON CONFLICT ("company_id") DO UPDATE SET "count" = "invoice_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_count" AFTER INSERT OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "count_invoices"();--> statement-breakpoint
INSERT INTO "invoice_counts" ("company_id", "count") SELECT "company_id", count(*) FROM "invoices" GROUP BY 1;
