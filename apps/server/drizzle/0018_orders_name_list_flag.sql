ALTER TABLE "orders" ADD COLUMN "has_name_list" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders placed before the flag: those with an employee row have a name list.
UPDATE "orders" SET "has_name_list" = true
WHERE "id" IN (SELECT "order_items"."order_id" FROM "order_items"
  JOIN "employee_products" ON "employee_products"."order_item_id" = "order_items"."id");--> statement-breakpoint
CREATE INDEX "orders_name_list_created_idx" ON "orders" USING btree ("company_id","created_at","id") WHERE "orders"."has_name_list";
