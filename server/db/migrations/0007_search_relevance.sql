CREATE TABLE "search_term_rules" (
	"term" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"pin_rank" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_logs" ADD COLUMN "device_uuid" text;--> statement-breakpoint
ALTER TABLE "search_logs" ADD COLUMN "result_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_logs" ADD COLUMN "corrected" boolean DEFAULT false NOT NULL;