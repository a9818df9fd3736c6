CREATE TABLE "provider_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text NOT NULL,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_notices_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
CREATE TABLE "provider_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"notification_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"bank_account_name" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account_number" text DEFAULT '' NOT NULL,
	"paynow_uen" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_settings_one_row" CHECK ("provider_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "provider_notices" ADD CONSTRAINT "provider_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_notices_created_idx" ON "provider_notices" USING btree ("created_at","id");--> statement-breakpoint
INSERT INTO "provider_settings" ("id", "bank_account_name", "bank_name", "bank_account_number", "paynow_uen") VALUES (1, 'Livery Uniforms Pte. Ltd.', 'DBS Bank Ltd', '072-123456-7', '201912345K') ON CONFLICT DO NOTHING;
