CREATE TABLE "adon_banners" (
	"banner_id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"alarm_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"alarm_type" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link_path" text,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"pushed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "domain_event_consumers" (
	"consumer" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "domain_event_receipts" (
	"consumer" text NOT NULL,
	"event_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_event_receipts_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "event_applications" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_applications_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "game_plays" (
	"user_id" integer NOT NULL,
	"play_day" date NOT NULL,
	"outcome" smallint NOT NULL,
	"stars" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_plays_user_id_play_day_pk" PRIMARY KEY("user_id","play_day")
);
--> statement-breakpoint
CREATE TABLE "member_levels" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"order_line_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_no" integer NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_orders_quantity_check" CHECK ("shop_orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "star_allocations" (
	"debit_entry_id" bigint NOT NULL,
	"credit_entry_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "star_allocations_debit_entry_id_credit_entry_id_pk" PRIMARY KEY("debit_entry_id","credit_entry_id"),
	CONSTRAINT "star_allocations_amount_check" CHECK ("star_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "star_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"earned_total" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "star_balances_non_negative" CHECK ("star_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "star_entries" (
	"entry_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"idempotency_key" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "star_entries_kind_check" CHECK ("star_entries"."kind" in ('earn', 'spend', 'expire', 'exchange', 'refund')),
	CONSTRAINT "star_entries_sign_check" CHECK (("star_entries"."kind" in ('earn', 'refund') and "star_entries"."amount" > 0 and "star_entries"."expires_at" is not null) or ("star_entries"."kind" in ('spend', 'expire', 'exchange') and "star_entries"."amount" < 0))
);
--> statement-breakpoint
CREATE TABLE "star_exchange_auto" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"target" text DEFAULT 'shop-point' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "star_exchanges" (
	"exchange_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target" text NOT NULL,
	"stars" integer NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"shop_reference" text,
	"failure_reason" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "star_exchanges_state_check" CHECK ("star_exchanges"."state" in ('requested', 'completed', 'failed')),
	CONSTRAINT "star_exchanges_target_check" CHECK ("star_exchanges"."target" in ('shop-point', 'coupon')),
	CONSTRAINT "star_exchanges_stars_check" CHECK ("star_exchanges"."stars" > 0)
);
--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_event_receipts" ADD CONSTRAINT "domain_event_receipts_event_id_domain_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_levels" ADD CONSTRAINT "member_levels_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_allocations" ADD CONSTRAINT "star_allocations_debit_entry_id_star_entries_entry_id_fk" FOREIGN KEY ("debit_entry_id") REFERENCES "public"."star_entries"("entry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_allocations" ADD CONSTRAINT "star_allocations_credit_entry_id_star_entries_entry_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."star_entries"("entry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_balances" ADD CONSTRAINT "star_balances_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_entries" ADD CONSTRAINT "star_entries_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_exchange_auto" ADD CONSTRAINT "star_exchange_auto_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_exchanges" ADD CONSTRAINT "star_exchanges_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adon_banners_placement_idx" ON "adon_banners" USING btree ("placement","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_user_dedupe_idx" ON "alarms" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "alarms_user_created_idx" ON "alarms" USING btree ("user_id","created_at","alarm_id");--> statement-breakpoint
CREATE INDEX "alarms_user_unread_idx" ON "alarms" USING btree ("user_id") WHERE "alarms"."read_at" is null;--> statement-breakpoint
CREATE INDEX "shop_orders_user_idx" ON "shop_orders" USING btree ("user_id","product_no");--> statement-breakpoint
CREATE INDEX "star_allocations_credit_idx" ON "star_allocations" USING btree ("credit_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "star_entries_user_key_idx" ON "star_entries" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "star_entries_user_created_idx" ON "star_entries" USING btree ("user_id","created_at","entry_id");--> statement-breakpoint
CREATE INDEX "star_entries_user_expiry_idx" ON "star_entries" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "star_exchanges_user_key_idx" ON "star_exchanges" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "star_exchanges_user_created_idx" ON "star_exchanges" USING btree ("user_id","created_at");