ALTER TABLE "realtor_sections" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "realtor_sections" ADD COLUMN "body_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "realtor_sections" ADD COLUMN "title_ja" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "realtor_sections" ADD COLUMN "body_ja" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "realtors" ADD COLUMN "about_me_ja" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "realtors" ADD COLUMN "display_name_ko" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "realtors" ADD COLUMN "display_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "realtors" ADD COLUMN "display_name_ja" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "realtors" ADD COLUMN "template" text DEFAULT 'classic' NOT NULL;