ALTER TABLE "products" ADD COLUMN "garment_group" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entitlement_excess" jsonb;--> statement-breakpoint
ALTER TABLE "programme_settings" ADD COLUMN "beyond_entitlement" text DEFAULT 'approval' NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_settings" ADD CONSTRAINT "programme_settings_beyond_known" CHECK ("programme_settings"."beyond_entitlement" in ('approval', 'employee_pays', 'cost_centre'));