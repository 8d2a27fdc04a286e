ALTER TABLE "listings" ADD COLUMN "association_fee" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "association_fee_frequency" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "public_remarks" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "removed_at" timestamp with time zone;