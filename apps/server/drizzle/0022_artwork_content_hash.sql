ALTER TABLE "artworks" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE INDEX "artworks_company_content_idx" ON "artworks" USING btree ("company_id","content_hash");