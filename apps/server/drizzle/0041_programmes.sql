-- Uniform programmes (issue 25 item 1): a company's programme year and pro-rating, its roles and their entitlement
-- lines, employees' roles and start dates, and the entitlement each order line used per employee (given back on
-- cancelling by returned_at). Nothing existing changes: employees start with no role.
CREATE TABLE "entitlement_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"entitlement_line_id" integer,
	"order_item_id" integer,
	"period_start" date NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlement_uses_not_negative" CHECK ("entitlement_uses"."quantity" >= 0 and "entitlement_uses"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "entitlement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"role_id" integer NOT NULL,
	"saved_product_id" integer,
	"garment_group" text,
	"quantity" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "entitlement_lines_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "entitlement_lines_one_item" CHECK (("entitlement_lines"."saved_product_id" is null) <> ("entitlement_lines"."garment_group" is null)),
	CONSTRAINT "entitlement_lines_group_known" CHECK ("entitlement_lines"."garment_group" is null or "entitlement_lines"."garment_group" in ('top', 'bottom', 'outerwear', 'headwear', 'apron', 'footwear')),
	CONSTRAINT "entitlement_lines_quantity_positive" CHECK ("entitlement_lines"."quantity" is null or "entitlement_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "programme_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"allowance_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_roles_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "programme_roles_kind_known" CHECK ("programme_roles"."kind" in ('allocation', 'allowance', 'on_consumption')),
	CONSTRAINT "programme_roles_allowance_only_for_allowance" CHECK (("programme_roles"."kind" = 'allowance') = ("programme_roles"."allowance_cents" is not null) and coalesce("programme_roles"."allowance_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "programme_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"year_start_month" integer DEFAULT 1 NOT NULL,
	"year_start_day" integer DEFAULT 1 NOT NULL,
	"is_pro_rated" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_settings_month" CHECK ("programme_settings"."year_start_month" between 1 and 12),
	CONSTRAINT "programme_settings_day" CHECK ("programme_settings"."year_start_day" between 1 and 31)
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "entitlement_uses" ADD CONSTRAINT "entitlement_uses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_uses" ADD CONSTRAINT "entitlement_uses_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_uses" ADD CONSTRAINT "entitlement_uses_entitlement_line_id_entitlement_lines_id_fk" FOREIGN KEY ("entitlement_line_id") REFERENCES "public"."entitlement_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_uses" ADD CONSTRAINT "entitlement_uses_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_lines" ADD CONSTRAINT "entitlement_lines_role_id_programme_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."programme_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_lines" ADD CONSTRAINT "entitlement_lines_saved_product_id_saved_products_id_fk" FOREIGN KEY ("saved_product_id") REFERENCES "public"."saved_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_roles" ADD CONSTRAINT "programme_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_settings" ADD CONSTRAINT "programme_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entitlement_uses_employee_period_idx" ON "entitlement_uses" USING btree ("employee_id","period_start") WHERE "entitlement_uses"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "entitlement_uses_order_item_idx" ON "entitlement_uses" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "entitlement_uses_line_idx" ON "entitlement_uses" USING btree ("entitlement_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_lines_role_saved_product" ON "entitlement_lines" USING btree ("role_id","saved_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_lines_role_garment_group" ON "entitlement_lines" USING btree ("role_id","garment_group");--> statement-breakpoint
CREATE INDEX "entitlement_lines_saved_product_idx" ON "entitlement_lines" USING btree ("saved_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_roles_company_name" ON "programme_roles" USING btree ("company_id",lower("name"));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_role_id_programme_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."programme_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_role_idx" ON "employees" USING btree ("role_id");