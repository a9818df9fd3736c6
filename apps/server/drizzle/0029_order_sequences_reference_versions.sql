-- Decision 163: order numbers come from one sequence per year (order_numbers_<year>). nextval locks nothing
-- until commit, so concurrent checkouts no longer queue on the year's counter row; a rolled-back checkout leaves
-- a gap, which order numbers may have (invoice numbers, which the law wants gap-free, keep their counter row).
CREATE FUNCTION "next_order_number"("order_year" integer) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  "sequence_name" text := 'order_numbers_' || "order_year";
BEGIN
  IF to_regclass("sequence_name") IS NULL THEN
    -- The year's first order makes its sequence; concurrent first orders queue on the year's lock, and a later
    -- one's IF NOT EXISTS finds the sequence the first committed.
    PERFORM pg_advisory_xact_lock(7411, "order_year");
    EXECUTE format(
      'CREATE SEQUENCE IF NOT EXISTS %I START WITH %s',
      "sequence_name",
      1 + coalesce(
        (SELECT max(substring("uid" from 9)::bigint) FROM "orders"
          WHERE "uid" ~ ('^LV-' || "order_year" || '-[0-9]+$')),
        0
      )
    );
  END IF;
  RETURN nextval("sequence_name");
END
$$;--> statement-breakpoint
-- The number as orders show it: LV-2026-000123 (six digits at least).
CREATE FUNCTION "next_order_uid"("order_year" integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  "number" text := next_order_number("order_year")::text;
BEGIN
  RETURN 'LV-' || "order_year" || '-' || lpad("number", greatest(6, length("number")), '0');
END
$$;--> statement-breakpoint
-- Each year already numbered continues after the highest number it issued.
DO $$
DECLARE
  "issued" record;
BEGIN
  FOR "issued" IN
    SELECT "year", max("last") AS "last" FROM (
      SELECT "year", "last"::bigint AS "last" FROM "order_numbers"
      UNION ALL
      SELECT substring("uid" from 4 for 4)::integer, substring("uid" from 9)::bigint FROM "orders"
        WHERE "uid" ~ '^LV-[0-9]{4}-[0-9]+$'
    ) "numbers" GROUP BY "year"
  LOOP
    EXECUTE format('CREATE SEQUENCE %I START WITH %s', 'order_numbers_' || "issued"."year", "issued"."last" + 1);
  END LOOP;
END
$$;--> statement-breakpoint
-- A process still on the older release upserts order_numbers during a rolling deploy: its number then comes from
-- the same sequence (an upsert that updates takes one more, left as a gap). Dropped with the table.
CREATE FUNCTION "order_numbers_take_from_sequence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."last" := next_order_number(NEW."year");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_numbers_take_from_sequence" BEFORE INSERT OR UPDATE ON "order_numbers"
  FOR EACH ROW EXECUTE FUNCTION "order_numbers_take_from_sequence"();--> statement-breakpoint
-- Decision 164: each process caches these tables' rows and trusts them while the version it reads is the one it
-- loaded them at. Statement triggers add one in the writing transaction, whatever wrote (the console, a seed, a
-- test, psql).
CREATE TABLE "reference_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "reference_versions" ("table_name") VALUES
  ('companies'), ('finishing_methods'), ('products'), ('provider_settings'), ('shipping_services'), ('tax_rates');--> statement-breakpoint
CREATE FUNCTION "bump_reference_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reference_versions" SET "version" = "version" + 1 WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "finishing_methods_bump_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "finishing_methods" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "products_bump_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "provider_settings_bump_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "provider_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "shipping_services_bump_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "shipping_services" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "tax_rates_bump_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "tax_rates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
-- Only the approval rule of a company is cached, and only companies already read: a new company or a new name
-- changes nothing cached, so sign-ups never queue on this row.
CREATE TRIGGER "companies_bump_reference_version" AFTER UPDATE OF "order_approval_rule", "order_approval_threshold"
  OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();
