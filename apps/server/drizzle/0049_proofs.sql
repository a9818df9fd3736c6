CREATE TABLE "order_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"source" text DEFAULT 'rendered' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pdf_key" text,
	"comment" text,
	"pin_image" integer,
	"pin_x" double precision,
	"pin_y" double precision,
	"sent_at" timestamp with time zone,
	"sent_by_id" integer,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_proofs_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "order_proofs_status_known" CHECK ("order_proofs"."status" in ('draft', 'sent', 'approved', 'changes_requested'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "proofs_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_proofs_line_version_idx" ON "order_proofs" USING btree ("order_item_id","version");--> statement-breakpoint
CREATE INDEX "order_proofs_order_idx" ON "order_proofs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_proofs_status_idx" ON "order_proofs" USING btree ("status","id");