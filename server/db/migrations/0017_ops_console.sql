CREATE TABLE "adoption_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_beats" (
	"bucket_at" timestamp with time zone NOT NULL,
	"device_hash" text NOT NULL,
	"web_version" text NOT NULL,
	"platform" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_beats_bucket_at_device_hash_pk" PRIMARY KEY("bucket_at","device_hash")
);
--> statement-breakpoint
CREATE TABLE "client_error_counts" (
	"minute_at" timestamp with time zone NOT NULL,
	"web_version" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "client_error_counts_minute_at_web_version_kind_pk" PRIMARY KEY("minute_at","web_version","kind")
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"operator_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "operators_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ops_audit" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"operator_name" text NOT NULL,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_rollouts" (
	"rollout_id" serial PRIMARY KEY NOT NULL,
	"web_version" text NOT NULL,
	"previous_version" text NOT NULL,
	"percent" smallint NOT NULL,
	"state" text NOT NULL,
	"salt" text NOT NULL,
	"halt_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("operator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_beats_seen_idx" ON "client_beats" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "ops_audit_at_idx" ON "ops_audit" USING btree ("at");