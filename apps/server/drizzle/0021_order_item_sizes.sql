CREATE TABLE "order_item_sizes" (
	"order_item_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"size" text NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "order_item_sizes_order_item_id_size_pk" PRIMARY KEY("order_item_id","size")
);
--> statement-breakpoint
ALTER TABLE "order_item_sizes" ADD CONSTRAINT "order_item_sizes_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written (report-perf, decision 109): order_item_sizes is kept by the database itself, so every way a line
-- is written (checkout, quotation, recurring run, tests, bench data) keeps its sizes in the same transaction.
-- The rows are the very derivation the report used to make on every request: jsonb_each_text(qty_options), each
-- quantity cast to integer.
CREATE FUNCTION "keep_order_item_sizes_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_item_sizes" ("order_item_id", "order_id", "product_id", "size", "qty")
    SELECT l."id", l."order_id", l."product_id", q."key", q."value"::int
    FROM "new_lines" l CROSS JOIN LATERAL jsonb_each_text(l."qty_options") q;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "keep_order_item_sizes_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only lines whose sizes, product or order changed are derived again (a due date leaves them alone).
  DELETE FROM "order_item_sizes" s USING "old_lines" o JOIN "new_lines" n ON n."id" = o."id"
    WHERE s."order_item_id" = o."id"
      AND (o."qty_options", o."product_id", o."order_id") IS DISTINCT FROM (n."qty_options", n."product_id", n."order_id");
  INSERT INTO "order_item_sizes" ("order_item_id", "order_id", "product_id", "size", "qty")
    SELECT n."id", n."order_id", n."product_id", q."key", q."value"::int
    FROM "old_lines" o JOIN "new_lines" n ON n."id" = o."id" CROSS JOIN LATERAL jsonb_each_text(n."qty_options") q
    WHERE (o."qty_options", o."product_id", o."order_id") IS DISTINCT FROM (n."qty_options", n."product_id", n."order_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_items_keep_sizes_on_insert" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS "new_lines" FOR EACH STATEMENT EXECUTE FUNCTION "keep_order_item_sizes_on_insert"();--> statement-breakpoint
CREATE TRIGGER "order_items_keep_sizes_on_update" AFTER UPDATE ON "order_items"
  REFERENCING OLD TABLE AS "old_lines" NEW TABLE AS "new_lines" FOR EACH STATEMENT EXECUTE FUNCTION "keep_order_item_sizes_on_update"();--> statement-breakpoint
-- The lines written before this migration (the triggers above already hold the table against new ones).
INSERT INTO "order_item_sizes" ("order_item_id", "order_id", "product_id", "size", "qty")
  SELECT l."id", l."order_id", l."product_id", q."key", q."value"::int
  FROM "order_items" l CROSS JOIN LATERAL jsonb_each_text(l."qty_options") q;--> statement-breakpoint
ANALYZE "order_item_sizes";
-- end of hand-written lines
