CREATE TABLE "rewarded_identities" (
	"identity_hash" text NOT NULL,
	"reward" text NOT NULL,
	"user_id" integer NOT NULL,
	"rewarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewarded_identities_identity_hash_reward_pk" PRIMARY KEY("identity_hash","reward")
);
--> statement-breakpoint
-- Rewards earned before this migration are bound to their member's identity too (issue 29), so a
-- member who already had them cannot earn them again by withdrawing and signing up.
INSERT INTO "rewarded_identities" ("identity_hash", "reward", "user_id", "rewarded_at")
SELECT encode(sha256(convert_to(u."channel_type"::text || ':' || u."provider_uid", 'UTF8')), 'hex'), e."idempotency_key", e."user_id", min(e."created_at")
FROM "star_entries" e JOIN "users" u ON u."user_id" = e."user_id"
WHERE e."kind" = 'earn' AND (e."reason" = 'app-login' OR e."reason" = 'event-apply') AND u."withdrawn_at" IS NULL
GROUP BY 1, 2, 3
ON CONFLICT DO NOTHING;
