CREATE INDEX "community_clippings_post_idx" ON "community_clippings" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "community_post_likes_post_idx" ON "community_post_likes" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "community_reply_likes_reply_idx" ON "community_reply_likes" USING btree ("reply_id");