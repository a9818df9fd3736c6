CREATE TABLE "rfq_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"rf_quote_id" integer NOT NULL,
	"version" integer NOT NULL,
	"priced_at" timestamp with time zone NOT NULL,
	"valid_until" date NOT NULL,
	"due_date" date,
	"shipping_fee" integer NOT NULL,
	"additional_fees" integer NOT NULL,
	"lines" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rf_quotes" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "rf_quotes" ADD COLUMN "priced_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rf_quotes" ADD COLUMN "approved_version" integer;--> statement-breakpoint
ALTER TABLE "rf_quotes" ADD COLUMN "approved_lines" jsonb;--> statement-breakpoint
ALTER TABLE "rfq_products" ADD COLUMN "is_option" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rfq_versions" ADD CONSTRAINT "rfq_versions_rf_quote_id_rf_quotes_id_fk" FOREIGN KEY ("rf_quote_id") REFERENCES "public"."rf_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_versions_quote_version_key" ON "rfq_versions" USING btree ("rf_quote_id","version");--> statement-breakpoint
-- Quotations priced before versions existed become version 1, valid 30 days from their pricing.
INSERT INTO "rfq_versions" ("rf_quote_id", "version", "priced_at", "valid_until", "due_date", "shipping_fee", "additional_fees", "lines")
SELECT q."id", 1, q."priced_at", (q."priced_at" + interval '30 days')::date, q."due_date", q."shipping_fee", q."additional_fees",
  (SELECT coalesce(jsonb_agg(jsonb_build_object('id', p."id", 'title', p."title", 'qty', p."qty", 'unit_price', coalesce(p."unit_price", 0), 'is_option', false) ORDER BY p."id"), '[]'::jsonb)
     FROM "rfq_products" p WHERE p."rf_quote_id" = q."id")
FROM "rf_quotes" q WHERE q."priced_at" IS NOT NULL;--> statement-breakpoint
UPDATE "rf_quotes" SET "priced_version" = 1, "valid_until" = ("priced_at" + interval '30 days')::date WHERE "priced_at" IS NOT NULL;--> statement-breakpoint
UPDATE "rf_quotes" q SET "approved_version" = 1, "approved_lines" = (SELECT coalesce(jsonb_agg(jsonb_build_object('title', p."title", 'qty', p."qty", 'unit_price', coalesce(p."unit_price", 0)) ORDER BY p."id"), '[]'::jsonb) FROM "rfq_products" p WHERE p."rf_quote_id" = q."id") WHERE q."status" = 'quote_approved' AND q."priced_at" IS NOT NULL;
