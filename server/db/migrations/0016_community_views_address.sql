ALTER TABLE "community_views" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "community_views_address_idx" ON "community_views" USING btree ("post_id","view_date","client_key");--> statement-breakpoint
CREATE INDEX "community_views_date_idx" ON "community_views" USING btree ("view_date");