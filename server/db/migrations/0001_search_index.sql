CREATE TABLE "product_search" (
	"product_no" integer PRIMARY KEY NOT NULL,
	"compact" text NOT NULL,
	"jamo" text NOT NULL,
	"choseong" text NOT NULL,
	"category_code" text NOT NULL,
	"sale_price" integer NOT NULL,
	"discount_rate" smallint NOT NULL,
	"sales_count" integer NOT NULL,
	"recommend_score" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"keyword_id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"kind" text NOT NULL,
	"weight" real NOT NULL,
	CONSTRAINT "search_keywords_keyword_unique" UNIQUE("keyword")
);
--> statement-breakpoint
CREATE TABLE "search_logs" (
	"log_id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_jamo_trgm" ON "product_search" USING gin ("jamo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_choseong_trgm" ON "product_search" USING gin ("choseong" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_logs_created_idx" ON "search_logs" USING btree ("created_at");