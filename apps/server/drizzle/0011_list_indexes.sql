CREATE INDEX "kart_items_product_idx" ON "kart_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_company_team_created_idx" ON "orders" USING btree ("company_id","team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "saved_products_product_idx" ON "saved_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");