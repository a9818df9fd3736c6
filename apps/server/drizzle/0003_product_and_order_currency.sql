ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'SGD' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "currency" text DEFAULT 'SGD' NOT NULL;