CREATE TABLE "cancelled_invoiced_order_counts" (
	"company_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cancelled_invoiced_order_counts_company_id_team_id_pk" PRIMARY KEY("company_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "name_list_order_counts" (
	"company_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "name_list_order_counts_company_id_team_id_pk" PRIMARY KEY("company_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "order_day_counts" (
	"company_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_counts_company_id_team_id_day_pk" PRIMARY KEY("company_id","team_id","day")
);
--> statement-breakpoint
-- Issue 23: three list figures that counted rows at every request are kept by the database instead, per changed
-- row and in the writing transaction, so every way an order or invoice is written (checkout, quotation,
-- recurring run, transition, team move, cancellation, delete) counts once. Rows left at 0 are harmless.
-- A customer's deep orders page skipped every newer order by reading it (page 2,000 of a 50,000-order company:
-- 50,000 index entries); with the orders per team and day it skips whole days. Days are UTC, the list's filter days.
CREATE FUNCTION "count_order_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."company_id" = NEW."company_id" AND OLD."team_id" = NEW."team_id"
    AND (OLD."created_at" AT TIME ZONE 'UTC')::date = (NEW."created_at" AT TIME ZONE 'UTC')::date THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_day_counts" SET "count" = "count" - 1
      WHERE "company_id" = OLD."company_id" AND "team_id" = OLD."team_id"
        AND "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_day_counts" ("company_id", "team_id", "day", "count")
      VALUES (NEW."company_id", NEW."team_id", (NEW."created_at" AT TIME ZONE 'UTC')::date, 1)
      ON CONFLICT ("company_id", "team_id", "day") DO UPDATE SET "count" = "order_day_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_count_days" AFTER INSERT OR DELETE OR UPDATE OF "company_id", "team_id", "created_at"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "count_order_days"();--> statement-breakpoint
INSERT INTO "order_day_counts" ("company_id", "team_id", "day", "count")
  SELECT "company_id", "team_id", ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "orders" GROUP BY 1, 2, 3;--> statement-breakpoint
-- The employee order history counted a big company's orders with a name list at every page (2,500 rows read
-- from the table at 1M orders).
CREATE FUNCTION "count_name_list_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."has_name_list" = NEW."has_name_list" AND OLD."company_id" = NEW."company_id"
    AND OLD."team_id" = NEW."team_id" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."has_name_list" THEN
    UPDATE "name_list_order_counts" SET "count" = "count" - 1
      WHERE "company_id" = OLD."company_id" AND "team_id" = OLD."team_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."has_name_list" THEN
    INSERT INTO "name_list_order_counts" ("company_id", "team_id", "count")
      VALUES (NEW."company_id", NEW."team_id", 1)
      ON CONFLICT ("company_id", "team_id") DO UPDATE SET "count" = "name_list_order_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_count_name_lists" AFTER INSERT OR DELETE OR UPDATE OF "has_name_list", "company_id", "team_id"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "count_name_list_orders"();--> statement-breakpoint
INSERT INTO "name_list_order_counts" ("company_id", "team_id", "count")
  SELECT "company_id", "team_id", count(*) FROM "orders" WHERE "has_name_list" GROUP BY 1, 2;--> statement-breakpoint
-- The billing list shows a cancelled order only when it was invoiced; its total probed every cancelled order of
-- the company for an invoice at every page (5,000 at 1M orders). Two tables decide it, so both keep it:
-- orders when an order is cancelled, restored, moved or deleted, invoices when one is issued or removed.
CREATE FUNCTION "count_cancelled_invoiced_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- BEFORE DELETE: the invoice goes with the order by its cascade, which runs after this; the invoice's own
    -- trigger then finds no order and counts nothing.
    IF OLD."order_status" = 'order_cancelled' AND EXISTS (SELECT 1 FROM "invoices" WHERE "order_id" = OLD."id") THEN
      UPDATE "cancelled_invoiced_order_counts" SET "count" = "count" - 1
        WHERE "company_id" = OLD."company_id" AND "team_id" = OLD."team_id";
    END IF;
    RETURN OLD;
  END IF;
  IF (OLD."order_status" = 'order_cancelled') = (NEW."order_status" = 'order_cancelled')
    AND (OLD."order_status" <> 'order_cancelled'
      OR (OLD."company_id" = NEW."company_id" AND OLD."team_id" = NEW."team_id")) THEN
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM "invoices" WHERE "order_id" = NEW."id") THEN
    RETURN NULL;
  END IF;
  IF OLD."order_status" = 'order_cancelled' THEN
    UPDATE "cancelled_invoiced_order_counts" SET "count" = "count" - 1
      WHERE "company_id" = OLD."company_id" AND "team_id" = OLD."team_id";
  END IF;
  IF NEW."order_status" = 'order_cancelled' THEN
    INSERT INTO "cancelled_invoiced_order_counts" ("company_id", "team_id", "count")
      VALUES (NEW."company_id", NEW."team_id", 1)
      ON CONFLICT ("company_id", "team_id") DO UPDATE SET "count" = "cancelled_invoiced_order_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A new order has no invoice yet (the invoice refers to it), so inserts count nothing here.
CREATE TRIGGER "orders_count_cancelled_invoiced" AFTER UPDATE OF "order_status", "company_id", "team_id"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "count_cancelled_invoiced_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_uncount_cancelled_invoiced" BEFORE DELETE
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "count_cancelled_invoiced_orders"();--> statement-breakpoint
CREATE FUNCTION "count_invoiced_cancellations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "cancelled_invoiced_order_counts" AS "counts" SET "count" = "counts"."count" - 1
      FROM "orders"
      WHERE "orders"."id" = OLD."order_id" AND "orders"."order_status" = 'order_cancelled'
        AND "counts"."company_id" = "orders"."company_id" AND "counts"."team_id" = "orders"."team_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "cancelled_invoiced_order_counts" ("company_id", "team_id", "count")
      SELECT "company_id", "team_id", 1 FROM "orders"
      WHERE "id" = NEW."order_id" AND "order_status" = 'order_cancelled'
      ON CONFLICT ("company_id", "team_id") DO UPDATE SET "count" = "cancelled_invoiced_order_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_count_cancelled_orders" AFTER INSERT OR DELETE OR UPDATE OF "order_id"
  ON "invoices" FOR EACH ROW EXECUTE FUNCTION "count_invoiced_cancellations"();--> statement-breakpoint
INSERT INTO "cancelled_invoiced_order_counts" ("company_id", "team_id", "count")
  SELECT "orders"."company_id", "orders"."team_id", count(*) FROM "orders"
  JOIN "invoices" ON "invoices"."order_id" = "orders"."id"
  WHERE "orders"."order_status" = 'order_cancelled' GROUP BY 1, 2;
--> statement-breakpoint
-- An order's lines sit together, so ANALYZE's sample finds a tenth of the distinct orders (125,056 of 1,000,000
-- at 1M orders: 92 lines an order instead of 11.5). A history page's per-order subqueries were then costed over
-- 100,000 and PostgreSQL JIT-compiled every request (25-60 ms for a 2 ms page). One order per ten lines is the
-- domain's order of magnitude, whatever the sample says.
ALTER TABLE "order_items" ALTER COLUMN "order_id" SET (n_distinct = -0.1);--> statement-breakpoint
ANALYZE "order_items" ("order_id");--> statement-breakpoint
-- Their first plans read these statistics, not an empty table's guesses.
ANALYZE "order_day_counts";--> statement-breakpoint
ANALYZE "name_list_order_counts";--> statement-breakpoint
ANALYZE "cancelled_invoiced_order_counts";
