CREATE TABLE "app_release" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"web_version" text NOT NULL,
	"android_min_version" text NOT NULL,
	"ios_min_version" text NOT NULL,
	"schedule_anchor_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "best_ranks" (
	"category_code" text NOT NULL,
	"rank" smallint NOT NULL,
	"product_no" integer NOT NULL,
	"previous_rank" smallint,
	CONSTRAINT "best_ranks_category_code_rank_pk" PRIMARY KEY("category_code","rank")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"depth" smallint NOT NULL,
	"parent_code" text,
	"sort_order" smallint NOT NULL,
	"image_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"deal_id" serial PRIMARY KEY NOT NULL,
	"product_no" integer NOT NULL,
	"title" text NOT NULL,
	"deal_price" integer NOT NULL,
	"discount_rate" smallint NOT NULL,
	"stock_total" integer NOT NULL,
	"stock_left" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_products" (
	"event_id" integer NOT NULL,
	"product_no" integer NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "event_products_event_id_product_no_pk" PRIMARY KEY("event_id","product_no")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"content" text NOT NULL,
	"banner_image_url" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locals" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"sort_order" smallint NOT NULL,
	"image_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"notice_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "period_products" (
	"period_id" integer NOT NULL,
	"product_no" integer NOT NULL,
	"period_price" integer NOT NULL,
	"discount_rate" smallint NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "period_products_period_id_product_no_pk" PRIMARY KEY("period_id","product_no")
);
--> statement-breakpoint
CREATE TABLE "periods" (
	"period_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"banner_image_url" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_no" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"category_code" text NOT NULL,
	"name" text NOT NULL,
	"origin" text NOT NULL,
	"unit" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"sale_price" integer NOT NULL,
	"discount_rate" smallint NOT NULL,
	"season_months" smallint[] NOT NULL,
	"stock" integer NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_x10" smallint DEFAULT 45 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"image_url" text NOT NULL,
	"is_sold_out" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_occasion_products" (
	"occasion_id" integer NOT NULL,
	"product_no" integer NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "season_occasion_products_occasion_id_product_no_pk" PRIMARY KEY("occasion_id","product_no")
);
--> statement-breakpoint
CREATE TABLE "season_occasions" (
	"occasion_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_recommendation_products" (
	"recommendation_category_id" integer NOT NULL,
	"product_no" integer NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "season_recommendation_products_recommendation_category_id_product_no_pk" PRIMARY KEY("recommendation_category_id","product_no")
);
--> statement-breakpoint
CREATE TABLE "season_recommendations" (
	"recommendation_category_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"shop_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"local_code" text NOT NULL,
	"city" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "best_ranks" ADD CONSTRAINT "best_ranks_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_products" ADD CONSTRAINT "event_products_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_products" ADD CONSTRAINT "event_products_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_products" ADD CONSTRAINT "period_products_period_id_periods_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("period_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_products" ADD CONSTRAINT "period_products_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_code_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_occasion_products" ADD CONSTRAINT "season_occasion_products_occasion_id_season_occasions_occasion_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."season_occasions"("occasion_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_occasion_products" ADD CONSTRAINT "season_occasion_products_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_recommendation_products" ADD CONSTRAINT "season_recommendation_products_recommendation_category_id_season_recommendations_recommendation_category_id_fk" FOREIGN KEY ("recommendation_category_id") REFERENCES "public"."season_recommendations"("recommendation_category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_recommendation_products" ADD CONSTRAINT "season_recommendation_products_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_local_code_locals_code_fk" FOREIGN KEY ("local_code") REFERENCES "public"."locals"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_release_singleton" ON "app_release" USING btree ("id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "deals_window_idx" ON "deals" USING btree ("start_at","end_at");--> statement-breakpoint
CREATE INDEX "notices_created_idx" ON "notices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_shop_idx" ON "products" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_code");--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales_count");--> statement-breakpoint
CREATE INDEX "shops_local_code_idx" ON "shops" USING btree ("local_code");