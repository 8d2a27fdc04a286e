CREATE TABLE "loan_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer,
	"realtor_desired_url" text NOT NULL,
	"listing_key" text NOT NULL,
	"listing_address" text NOT NULL,
	"lender_name" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_country_code" text NOT NULL,
	"phone_e164" text,
	"message" text DEFAULT '' NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"down_payment" numeric(14, 2) NOT NULL,
	"rate_percent" numeric(6, 3) NOT NULL,
	"term_years" integer NOT NULL,
	"monthly_total" numeric(12, 2) NOT NULL,
	"consent_contact" boolean NOT NULL,
	"locale" text DEFAULT 'ko' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_inquiries" ADD CONSTRAINT "loan_inquiries_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_inquiries_created_idx" ON "loan_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "loan_inquiries_realtor_idx" ON "loan_inquiries" USING btree ("realtor_id");