CREATE TABLE "realtor_testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"quote" text NOT NULL,
	"author" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"lang" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "realtor_testimonials" ADD CONSTRAINT "realtor_testimonials_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realtor_testimonials_realtor_idx" ON "realtor_testimonials" USING btree ("realtor_id","position");