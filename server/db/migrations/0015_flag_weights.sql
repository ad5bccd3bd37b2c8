CREATE TABLE "community_review_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "community_review_requests_target_type_check" CHECK ("community_review_requests"."target_type" in ('post', 'reply'))
);
--> statement-breakpoint
ALTER TABLE "community_reports" ADD COLUMN "weight" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_reports" ADD COLUMN "trust_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_review_requests" ADD CONSTRAINT "community_review_requests_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_review_requests_one_open_idx" ON "community_review_requests" USING btree ("target_type","target_id") WHERE "community_review_requests"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "community_review_requests_user_idx" ON "community_review_requests" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_weight_check" CHECK ("community_reports"."weight" >= 0);