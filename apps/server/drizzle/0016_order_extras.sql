-- pg_trgm serves substring searches from a GIN index; PGlite loads it as a bundled extension (decision 91).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "order_location_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"employee_product_id" integer,
	"size" text NOT NULL,
	"qty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"address_id" integer,
	"address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_locations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_multilocation_shipping_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_location_items" ADD CONSTRAINT "order_location_items_location_id_order_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."order_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_location_items" ADD CONSTRAINT "order_location_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_location_items" ADD CONSTRAINT "order_location_items_employee_product_id_employee_products_id_fk" FOREIGN KEY ("employee_product_id") REFERENCES "public"."employee_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_locations" ADD CONSTRAINT "order_locations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_locations" ADD CONSTRAINT "order_locations_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_location_items_location_idx" ON "order_location_items" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "order_location_items_item_idx" ON "order_location_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_location_items_employee_product_idx" ON "order_location_items" USING btree ("employee_product_id");--> statement-breakpoint
CREATE INDEX "order_locations_order_idx" ON "order_locations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "employee_products_search_idx" ON "employee_products" USING gin (lower("staff_id") gin_trgm_ops,lower("name") gin_trgm_ops,lower(coalesce("laundry_id", '')) gin_trgm_ops,lower(coalesce("locker_id", '')) gin_trgm_ops);