CREATE TABLE "artworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"team_id" integer,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"extension" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width_px" integer NOT NULL,
	"height_px" integer NOT NULL,
	"colors_count" integer DEFAULT 1 NOT NULL,
	"finishing" text DEFAULT 'screenprint' NOT NULL,
	"print_size" text DEFAULT 'a4' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artworks_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "employee_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" integer NOT NULL,
	"staff_id" text NOT NULL,
	"name" text NOT NULL,
	"nametag" text,
	"sex" text,
	"department" text,
	"cost_center" text,
	"position" text,
	"laundry_id" text,
	"locker_id" text,
	"uniform_code" text,
	"size" text NOT NULL,
	"qty" integer NOT NULL,
	"other_info" text,
	"note" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_products_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "finishing_methods" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"file_hint" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"surcharges" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"team_id" integer,
	"user_id" integer NOT NULL,
	"saved_product_id" integer NOT NULL,
	"address_id" integer,
	"ready_stock" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"low_level_qtys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "karts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"discount_code_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "name_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "name_lists_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "recommended_products" (
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommended_products_company_id_product_id_pk" PRIMARY KEY("company_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin_country" text NOT NULL,
	"destination_country" text NOT NULL,
	"title" text NOT NULL,
	"lead_time" text NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kart_items" ALTER COLUMN "saved_product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kart_items" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "kart_items" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "kart_items" ADD COLUMN "thumb_url" text;--> statement-breakpoint
-- Lines already in carts take their product and title from their saved product.
UPDATE "kart_items" SET "product_id" = sp."product_id", "title" = sp."title", "thumb_url" = sp."thumb_url" FROM "saved_products" sp WHERE sp."id" = "kart_items"."saved_product_id";--> statement-breakpoint
ALTER TABLE "kart_items" ALTER COLUMN "product_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "kart_items" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "kart_items" ADD COLUMN "design" jsonb DEFAULT '{"faces":{}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kart_items" ADD COLUMN "print_files" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kart_items" ADD COLUMN "employees" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kart_items" ADD COLUMN "inventory_id" integer;--> statement-breakpoint
ALTER TABLE "kart_items" ADD COLUMN "shipping_service_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "mode" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "design" jsonb DEFAULT '{"faces":{}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "print_files" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "inventory_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "origin_country" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shipping_service" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "lead_time" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_chart" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_type" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "finishings" jsonb DEFAULT '["screenprint","embroidery","dtg","digital","dye_sub"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_country" text DEFAULT 'SG' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_products" ADD COLUMN "design" jsonb DEFAULT '{"faces":{}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_products" ADD COLUMN "print_files" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_products" ADD COLUMN "qty_options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_products" ADD COLUMN "mode" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_products" ADD COLUMN "employees" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_products" ADD COLUMN "is_converted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_products" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_products" ADD CONSTRAINT "employee_products_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_saved_product_id_saved_products_id_fk" FOREIGN KEY ("saved_product_id") REFERENCES "public"."saved_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "karts" ADD CONSTRAINT "karts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "karts" ADD CONSTRAINT "karts_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_lists" ADD CONSTRAINT "name_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_lists" ADD CONSTRAINT "name_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_products" ADD CONSTRAINT "recommended_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_products" ADD CONSTRAINT "recommended_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artworks_company_created_idx" ON "artworks" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "attachments_user_idx" ON "attachments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "attachments_order_idx" ON "attachments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "employee_products_item_idx" ON "employee_products" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "employee_products_staff_idx" ON "employee_products" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "inventories_company_idx" ON "inventories" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "name_lists_company_idx" ON "name_lists" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "shipping_services_route_idx" ON "shipping_services" USING btree ("origin_country","destination_country");--> statement-breakpoint
ALTER TABLE "kart_items" ADD CONSTRAINT "kart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kart_items" ADD CONSTRAINT "kart_items_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kart_items" ADD CONSTRAINT "kart_items_shipping_service_id_shipping_services_id_fk" FOREIGN KEY ("shipping_service_id") REFERENCES "public"."shipping_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The provider's decoration methods with starting surcharges per piece (cents); the console edits them.
INSERT INTO "finishing_methods" ("key", "title", "file_hint", "position", "surcharges") VALUES
('screenprint', 'Screen print', 'Use .svg artwork', 1, '{"a5":{"1":150,"2":220,"3":290,"4":360,"99":480},"a4":{"1":220,"2":310,"3":400,"4":490,"99":650},"a3":{"1":320,"2":430,"3":540,"4":650,"99":850}}'),
('embroidery', 'Embroidery', 'Use .svg artwork', 2, '{"a5":{"1":350,"2":390,"3":430,"4":470,"99":550},"a4":{"1":620,"2":680,"3":740,"4":800,"99":920},"a3":{"1":980,"2":1060,"3":1140,"4":1220,"99":1400}}'),
('dtg', 'Direct to garment (DTG)', 'Use .png artwork', 3, '{"a5":{"1":400,"2":400,"3":400,"4":400,"99":400},"a4":{"1":600,"2":600,"3":600,"4":600,"99":600},"a3":{"1":850,"2":850,"3":850,"4":850,"99":850}}'),
('digital', 'Digital transfer', 'Use .jpg or .png artwork', 4, '{"a5":{"1":300,"2":300,"3":300,"4":300,"99":300},"a4":{"1":480,"2":480,"3":480,"4":480,"99":480},"a3":{"1":700,"2":700,"3":700,"4":700,"99":700}}'),
('dye_sub', 'Dye sublimation', 'Use .jpg or .png artwork', 5, '{"a5":{"1":450,"2":450,"3":450,"4":450,"99":450},"a4":{"1":650,"2":650,"3":650,"4":650,"99":650},"a3":{"1":900,"2":900,"3":900,"4":900,"99":900}}');
