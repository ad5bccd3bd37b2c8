CREATE TABLE "banned_words" (
	"word" text PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'block' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banned_words_kind_check" CHECK ("banned_words"."kind" in ('block', 'allow'))
);
--> statement-breakpoint
CREATE TABLE "community_boards" (
	"board_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "community_boards_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "community_clippings" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_clippings_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "community_post_images" (
	"post_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"image_key" text NOT NULL,
	CONSTRAINT "community_post_images_post_id_position_pk" PRIMARY KEY("post_id","position")
);
--> statement-breakpoint
CREATE TABLE "community_post_likes" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_post_likes_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"post_id" serial PRIMARY KEY NOT NULL,
	"community_type" text NOT NULL,
	"board_id" integer,
	"user_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"product_no" integer,
	"status" text DEFAULT 'visible' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"clip_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"accepted_reply_id" integer,
	"survey_ends_at" timestamp with time zone,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "community_posts_type_check" CHECK ("community_posts"."community_type" in ('dashboard', 'qna', 'survey')),
	CONSTRAINT "community_posts_status_check" CHECK ("community_posts"."status" in ('visible', 'hidden', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "community_replies" (
	"reply_id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"is_accepted" boolean DEFAULT false NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "community_replies_status_check" CHECK ("community_replies"."status" in ('visible', 'hidden', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "community_reply_likes" (
	"user_id" integer NOT NULL,
	"reply_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reply_likes_user_id_reply_id_pk" PRIMARY KEY("user_id","reply_id")
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"report_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason_code" text NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "community_reports_target_type_check" CHECK ("community_reports"."target_type" in ('post', 'reply'))
);
--> statement-breakpoint
CREATE TABLE "community_shares" (
	"share_id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"community_type" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_uploads" (
	"image_key" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_views" (
	"post_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"view_date" date NOT NULL,
	CONSTRAINT "community_views_post_id_viewer_key_view_date_pk" PRIMARY KEY("post_id","viewer_key","view_date")
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_options" (
	"option_id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_votes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_votes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "community_clippings" ADD CONSTRAINT "community_clippings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_clippings" ADD CONSTRAINT "community_clippings_post_id_community_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_images" ADD CONSTRAINT "community_post_images_post_id_community_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_images" ADD CONSTRAINT "community_post_images_image_key_community_uploads_image_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."community_uploads"("image_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_likes" ADD CONSTRAINT "community_post_likes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_likes" ADD CONSTRAINT "community_post_likes_post_id_community_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_board_id_community_boards_board_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."community_boards"("board_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_replies" ADD CONSTRAINT "community_replies_post_id_community_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_replies" ADD CONSTRAINT "community_replies_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reply_likes" ADD CONSTRAINT "community_reply_likes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reply_likes" ADD CONSTRAINT "community_reply_likes_reply_id_community_replies_reply_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."community_replies"("reply_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_shares" ADD CONSTRAINT "community_shares_post_id_community_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_shares" ADD CONSTRAINT "community_shares_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_uploads" ADD CONSTRAINT "community_uploads_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_views" ADD CONSTRAINT "community_views_post_id_community_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_options" ADD CONSTRAINT "survey_options_post_id_community_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_votes" ADD CONSTRAINT "survey_votes_post_id_community_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_votes" ADD CONSTRAINT "survey_votes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_votes" ADD CONSTRAINT "survey_votes_option_id_survey_options_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."survey_options"("option_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_clippings_user_recent_idx" ON "community_clippings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "community_post_likes_user_recent_idx" ON "community_post_likes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_type_recent_idx" ON "community_posts" USING btree ("community_type","created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_posts_board_recent_idx" ON "community_posts" USING btree ("board_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_posts_user_recent_idx" ON "community_posts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_posts_recent_idx" ON "community_posts" USING btree ("created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_replies_post_idx" ON "community_replies" USING btree ("post_id","created_at","reply_id");--> statement-breakpoint
CREATE INDEX "community_replies_user_recent_idx" ON "community_replies" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "community_replies_one_accepted_idx" ON "community_replies" USING btree ("post_id") WHERE "community_replies"."is_accepted";--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_one_per_member_idx" ON "community_reports" USING btree ("user_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "community_reports_target_idx" ON "community_reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "domain_events_pending_idx" ON "domain_events" USING btree ("event_id") WHERE "domain_events"."consumed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_options_post_position_idx" ON "survey_options" USING btree ("post_id","position");