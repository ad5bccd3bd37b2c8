CREATE TABLE "product_reviews" (
	"review_id" serial PRIMARY KEY NOT NULL,
	"product_no" integer NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"option" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_reviews_rating_check" CHECK ("product_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "deal_open_alarms" (
	"user_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "deal_open_alarms_user_id_deal_id_pk" PRIMARY KEY("user_id","deal_id")
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "delivery_type" text DEFAULT 'parcel' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "shipping_fee" integer DEFAULT 3000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "free_shipping_threshold" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "remote_area_fee" integer DEFAULT 3000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "dispatch_cutoff_hour" smallint DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "dispatch_lead_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_open_alarms" ADD CONSTRAINT "deal_open_alarms_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_open_alarms" ADD CONSTRAINT "deal_open_alarms_deal_id_deals_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("deal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_product_recent_idx" ON "product_reviews" USING btree ("product_no","created_at" DESC NULLS LAST,"review_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deal_open_alarms_deal_idx" ON "deal_open_alarms" USING btree ("deal_id");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_delivery_type_check" CHECK ("shops"."delivery_type" in ('parcel', 'cold', 'frozen'));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_dispatch_cutoff_hour_check" CHECK ("shops"."dispatch_cutoff_hour" between 0 and 23);