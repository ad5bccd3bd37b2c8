CREATE TABLE "devices" (
	"device_uuid" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"device_type" smallint,
	"app_version" text,
	"ad_id" text,
	"push_yn" text DEFAULT 'N' NOT NULL,
	"ad_yn" text DEFAULT 'N' NOT NULL,
	"last_access_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nickname_changes" (
	"change_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"device_uuid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"channel_type" smallint NOT NULL,
	"provider_uid" text NOT NULL,
	"email" text,
	"name" text,
	"gender" text,
	"birth_year" smallint,
	"cellphone" text,
	"nick_name" text,
	"sign_up_dt" timestamp with time zone,
	"sms_yn" text DEFAULT 'N' NOT NULL,
	"email_yn" text DEFAULT 'N' NOT NULL,
	"ad_yn" text DEFAULT 'N' NOT NULL,
	"is_banned" boolean DEFAULT false NOT NULL,
	"ban_message" text,
	"retry_sign_in" boolean DEFAULT false NOT NULL,
	"is_cafe24_register" boolean DEFAULT false NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nickname_changes" ADD CONSTRAINT "nickname_changes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nickname_changes_user" ON "nickname_changes" USING btree ("user_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_identity" ON "users" USING btree ("channel_type","provider_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_nick_name" ON "users" USING btree (lower("nick_name")) WHERE "users"."nick_name" is not null and "users"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "users_cellphone" ON "users" USING btree ("cellphone");