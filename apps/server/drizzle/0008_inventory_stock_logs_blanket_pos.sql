CREATE TABLE "blanket_purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"inventory_id" integer NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"begin_at" date,
	"finish_at" date,
	"qtys" jsonb NOT NULL,
	"note" text,
	"attachment_name" text,
	"attachment_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"inventory_id" integer NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blanket_purchase_orders" ADD CONSTRAINT "blanket_purchase_orders_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blanket_purchase_orders" ADD CONSTRAINT "blanket_purchase_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_logs" ADD CONSTRAINT "inventory_logs_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_logs" ADD CONSTRAINT "inventory_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blanket_purchase_orders_inventory_idx" ON "blanket_purchase_orders" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "inventory_logs_inventory_idx" ON "inventory_logs" USING btree ("inventory_id","created_at");--> statement-breakpoint
CREATE INDEX "inventories_company_updated_idx" ON "inventories" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "order_items_inventory_idx" ON "order_items" USING btree ("inventory_id");