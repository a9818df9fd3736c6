CREATE TABLE "order_share_link_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"shared_by_user_id" integer,
	"share_id" text NOT NULL,
	"recipient" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_share_links_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "order_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "inventory_logs" ADD COLUMN "stock_change" jsonb;--> statement-breakpoint
ALTER TABLE "order_share_link_views" ADD CONSTRAINT "order_share_link_views_link_id_order_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."order_share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_share_links" ADD CONSTRAINT "order_share_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_share_links" ADD CONSTRAINT "order_share_links_shared_by_user_id_users_id_fk" FOREIGN KEY ("shared_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_share_links" ADD CONSTRAINT "order_share_links_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_share_link_views_link_idx" ON "order_share_link_views" USING btree ("link_id","viewed_at");--> statement-breakpoint
CREATE INDEX "order_share_links_order_idx" ON "order_share_links" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_share_links_share_recipient_idx" ON "order_share_links" USING btree ("share_id","recipient");--> statement-breakpoint
-- Stock kept before the log counted pieces: one opening entry per item, dated when the item was created, so
-- every item's log adds up to its stock from now on.
INSERT INTO "inventory_logs" ("inventory_id", "message", "stock_change", "created_at")
SELECT "id", 'Opening stock (before the activity log counted pieces)', "ready_stock", "created_at"
FROM "inventories"
WHERE EXISTS (SELECT 1 FROM jsonb_each_text("ready_stock") AS "size" WHERE "size"."value"::numeric <> 0);
