ALTER TABLE "shipments" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_location_id_order_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."order_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_location_idx" ON "shipments" USING btree ("location_id");