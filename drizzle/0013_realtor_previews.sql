CREATE TABLE "realtor_previews" (
	"id" text PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"patch" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "realtor_previews" ADD CONSTRAINT "realtor_previews_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;