CREATE TABLE "rf_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"company_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"project_title" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"name" text NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'quote_pending' NOT NULL,
	"ship_address_id" integer,
	"bill_address_id" integer,
	"currency" text DEFAULT 'SGD' NOT NULL,
	"currency_symbol" text DEFAULT '$' NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"additional_fees" integer DEFAULT 0 NOT NULL,
	"due_date" date,
	"priced_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rf_quotes_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "rfq_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_product_id" integer,
	"rfq_comment_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_product_id" integer NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"rf_quote_id" integer NOT NULL,
	"title" text NOT NULL,
	"qty" integer NOT NULL,
	"user_unit_cost" integer NOT NULL,
	"unit_price" integer,
	"has_logo" boolean DEFAULT false NOT NULL,
	"requirements" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "additional_fees" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rf_quotes" ADD CONSTRAINT "rf_quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rf_quotes" ADD CONSTRAINT "rf_quotes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rf_quotes" ADD CONSTRAINT "rf_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rf_quotes" ADD CONSTRAINT "rf_quotes_ship_address_id_addresses_id_fk" FOREIGN KEY ("ship_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rf_quotes" ADD CONSTRAINT "rf_quotes_bill_address_id_addresses_id_fk" FOREIGN KEY ("bill_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rf_quotes" ADD CONSTRAINT "rf_quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_attachments" ADD CONSTRAINT "rfq_attachments_rfq_product_id_rfq_products_id_fk" FOREIGN KEY ("rfq_product_id") REFERENCES "public"."rfq_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_attachments" ADD CONSTRAINT "rfq_attachments_rfq_comment_id_rfq_comments_id_fk" FOREIGN KEY ("rfq_comment_id") REFERENCES "public"."rfq_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_comments" ADD CONSTRAINT "rfq_comments_rfq_product_id_rfq_products_id_fk" FOREIGN KEY ("rfq_product_id") REFERENCES "public"."rfq_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_comments" ADD CONSTRAINT "rfq_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_products" ADD CONSTRAINT "rfq_products_rf_quote_id_rf_quotes_id_fk" FOREIGN KEY ("rf_quote_id") REFERENCES "public"."rf_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rf_quotes_company_created_idx" ON "rf_quotes" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rf_quotes_created_idx" ON "rf_quotes" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rf_quotes_order_idx" ON "rf_quotes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "rfq_attachments_product_idx" ON "rfq_attachments" USING btree ("rfq_product_id");--> statement-breakpoint
CREATE INDEX "rfq_attachments_comment_idx" ON "rfq_attachments" USING btree ("rfq_comment_id");--> statement-breakpoint
CREATE INDEX "rfq_comments_product_idx" ON "rfq_comments" USING btree ("rfq_product_id","created_at");--> statement-breakpoint
CREATE INDEX "rfq_products_quote_idx" ON "rfq_products" USING btree ("rf_quote_id");