ALTER TABLE "deals" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "periods" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Rows that exist before this migration were public: published long ago (issue 17, docs/decisions/032-admin-preview.md).
UPDATE "deals" SET "published_at" = '2000-01-01T00:00:00Z';--> statement-breakpoint
UPDATE "events" SET "published_at" = '2000-01-01T00:00:00Z';--> statement-breakpoint
UPDATE "notices" SET "published_at" = '2000-01-01T00:00:00Z';--> statement-breakpoint
UPDATE "periods" SET "published_at" = '2000-01-01T00:00:00Z';
