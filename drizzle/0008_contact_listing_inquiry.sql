ALTER TABLE "contact_messages" ADD COLUMN "listing_key" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "listing_address" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "preferred_dates" text;