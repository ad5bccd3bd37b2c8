CREATE TABLE "auth_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banned_identities" (
	"identity_hash" text PRIMARY KEY NOT NULL,
	"channel_type" smallint NOT NULL,
	"ban_message" text,
	"banned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "secret_hash" text;