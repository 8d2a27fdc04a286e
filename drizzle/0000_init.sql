CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer,
	"realtor_desired_url" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_country_code" text NOT NULL,
	"message" text NOT NULL,
	"is_term" boolean NOT NULL,
	"locale" text DEFAULT 'ko' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homepage_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"area" text NOT NULL,
	"phone" text NOT NULL,
	"phone_country_code" text NOT NULL,
	"has_site" boolean NOT NULL,
	"consent_privacy" boolean NOT NULL,
	"consent_contact" boolean NOT NULL,
	"locale" text DEFAULT 'ko' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"listing_key" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"market" text NOT NULL,
	"standard_status" text NOT NULL,
	"property_type" text NOT NULL,
	"property_sub_type" text DEFAULT '' NOT NULL,
	"list_price" bigint,
	"close_price" bigint,
	"close_date" text,
	"listing_contract_date" text,
	"bedrooms_total" integer,
	"bathrooms_total_integer" integer,
	"living_area" integer,
	"lot_size_square_feet" integer,
	"year_built" integer,
	"unparsed_address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"county_or_parish" text DEFAULT '' NOT NULL,
	"state_or_province" text NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"list_agent_state_license" text DEFAULT '' NOT NULL,
	"list_agent_full_name" text DEFAULT '' NOT NULL,
	"list_office_name" text DEFAULT '' NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modification_timestamp" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"aggregate_type" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" bigint NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtor_etc_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtor_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"path" text NOT NULL,
	"image_type" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtor_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"neighborhood" text DEFAULT '' NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtor_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtor_seo_meta" (
	"realtor_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	CONSTRAINT "realtor_seo_meta_realtor_id_lang_pk" PRIMARY KEY("realtor_id","lang")
);
--> statement-breakpoint
CREATE TABLE "realtors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"desired_url" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"kakao_link" text DEFAULT '' NOT NULL,
	"sns_youtube_url" text DEFAULT '' NOT NULL,
	"sns_instagram_url" text DEFAULT '' NOT NULL,
	"about_me_kr" text DEFAULT '' NOT NULL,
	"about_me_en" text DEFAULT '' NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"license_number" text DEFAULT '' NOT NULL,
	"brokerage" text DEFAULT '' NOT NULL,
	"career_start" text DEFAULT '' NOT NULL,
	"career_end" text DEFAULT '' NOT NULL,
	"design_font_size" integer DEFAULT 16 NOT NULL,
	"design_main_color" text DEFAULT '#1f4e79' NOT NULL,
	"design_main_dark_mode" text DEFAULT 'N' NOT NULL,
	"content_dark_mode" text DEFAULT 'N' NOT NULL,
	"is_make_homepage" text DEFAULT 'Y' NOT NULL,
	"hompage_url" text DEFAULT '' NOT NULL,
	"homepage_host" text,
	"last_year_sales_total" bigint DEFAULT 0 NOT NULL,
	"recommended_youtube_url" text DEFAULT '' NOT NULL,
	"made_for_realtor" text DEFAULT '' NOT NULL,
	"pp_profile_id" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'user' NOT NULL,
	"agreement_version" text,
	"agreement_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_attempts" ADD CONSTRAINT "outbox_attempts_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor_etc_info" ADD CONSTRAINT "realtor_etc_info_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor_photos" ADD CONSTRAINT "realtor_photos_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor_regions" ADD CONSTRAINT "realtor_regions_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor_sections" ADD CONSTRAINT "realtor_sections_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor_seo_meta" ADD CONSTRAINT "realtor_seo_meta_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtors" ADD CONSTRAINT "realtors_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_messages_realtor_idx" ON "contact_messages" USING btree ("realtor_id","created_at");--> statement-breakpoint
CREATE INDEX "homepage_requests_created_idx" ON "homepage_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING btree ("market","property_type","standard_status","state_or_province","city","modification_timestamp");--> statement-breakpoint
CREATE INDEX "listings_agent_idx" ON "listings" USING btree ("list_agent_state_license","market","property_type","standard_status","modification_timestamp");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_aggregate_idx" ON "outbox" USING btree ("aggregate_type","aggregate_id");--> statement-breakpoint
CREATE INDEX "outbox_attempts_outbox_idx" ON "outbox_attempts" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "realtor_etc_info_realtor_idx" ON "realtor_etc_info" USING btree ("realtor_id","position");--> statement-breakpoint
CREATE INDEX "realtor_photos_realtor_idx" ON "realtor_photos" USING btree ("realtor_id","path","position");--> statement-breakpoint
CREATE INDEX "realtor_regions_realtor_idx" ON "realtor_regions" USING btree ("realtor_id","position");--> statement-breakpoint
CREATE INDEX "realtor_sections_realtor_idx" ON "realtor_sections" USING btree ("realtor_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "realtors_desired_url_lower_idx" ON "realtors" USING btree (lower("desired_url"));--> statement-breakpoint
CREATE UNIQUE INDEX "realtors_homepage_host_idx" ON "realtors" USING btree ("homepage_host");--> statement-breakpoint
CREATE INDEX "realtors_user_id_idx" ON "realtors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");