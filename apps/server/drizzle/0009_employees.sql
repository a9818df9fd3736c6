CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"staff_key" text NOT NULL,
	"staff_id" text NOT NULL,
	"name" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sizes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"last_ordered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_staff_key" ON "employees" USING btree ("company_id","staff_key");--> statement-breakpoint
CREATE INDEX "employees_company_name_idx" ON "employees" USING btree ("company_id","name","id");--> statement-breakpoint
-- People already ordered for before the table existed: one row per company and staff id, named as first
-- seen, details from the newest order, other spellings as aliases, the newest size per saved product.
INSERT INTO "employees" ("company_id", "staff_key", "staff_id", "name", "aliases", "details", "sizes", "search_text", "last_ordered_at")
SELECT people.company_id, people.staff_key, people.staff_id, people.name,
  COALESCE((SELECT jsonb_agg(DISTINCT other.name) FROM "employee_products" other
    JOIN "order_items" other_item ON other_item.id = other.order_item_id
    JOIN "orders" other_order ON other_order.id = other_item.order_id
    WHERE other_order.company_id = people.company_id AND upper(trim(other.staff_id)) = people.staff_key
      AND lower(other.name) <> lower(people.name) AND trim(other.name) <> ''), '[]'::jsonb),
  jsonb_strip_nulls(jsonb_build_object('department', newest.department, 'laundry_id', newest.laundry_id,
    'locker_id', newest.locker_id, 'cost_center', newest.cost_center, 'uniform_code', newest.uniform_code,
    'nametag', newest.nametag, 'sex', newest.sex, 'position', newest.position)),
  COALESCE((SELECT jsonb_object_agg(sized.uuid, jsonb_build_object('saved_product_uuid', sized.uuid, 'title', sized.title, 'size', sized.size))
    FROM (SELECT DISTINCT ON (saved.uuid) saved.uuid::text AS uuid, item.title, product.size
      FROM "employee_products" product
      JOIN "order_items" item ON item.id = product.order_item_id
      JOIN "orders" sized_order ON sized_order.id = item.order_id
      JOIN "saved_products" saved ON saved.id = item.saved_product_id
      WHERE sized_order.company_id = people.company_id AND upper(trim(product.staff_id)) = people.staff_key AND product.size <> ''
      ORDER BY saved.uuid, sized_order.created_at DESC, product.id DESC) sized), '{}'::jsonb),
  lower(concat_ws(' ', people.staff_id, people.name, newest.laundry_id, newest.locker_id)),
  newest.ordered_at
FROM (
  SELECT DISTINCT ON (o.company_id, upper(trim(ep.staff_id))) o.company_id, upper(trim(ep.staff_id)) AS staff_key,
    trim(ep.staff_id) AS staff_id, trim(ep.name) AS name
  FROM "employee_products" ep
  JOIN "order_items" oi ON oi.id = ep.order_item_id
  JOIN "orders" o ON o.id = oi.order_id
  WHERE trim(ep.staff_id) <> ''
  ORDER BY o.company_id, upper(trim(ep.staff_id)), o.created_at, ep.id
) people
JOIN LATERAL (
  SELECT ep.*, o.created_at AS ordered_at FROM "employee_products" ep
  JOIN "order_items" oi ON oi.id = ep.order_item_id
  JOIN "orders" o ON o.id = oi.order_id
  WHERE o.company_id = people.company_id AND upper(trim(ep.staff_id)) = people.staff_key
  ORDER BY o.created_at DESC, ep.id DESC LIMIT 1
) newest ON true;
--> statement-breakpoint
UPDATE "employees" SET "search_text" = "search_text" || ' ' || lower(aliases::text) WHERE aliases <> '[]'::jsonb;
