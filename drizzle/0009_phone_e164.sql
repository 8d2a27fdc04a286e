ALTER TABLE "contact_messages" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "homepage_requests" ADD COLUMN "phone_e164" text;