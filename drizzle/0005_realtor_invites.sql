CREATE TABLE "realtor_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtor_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "realtor_invites" ADD CONSTRAINT "realtor_invites_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor_invites" ADD CONSTRAINT "realtor_invites_accepted_user_id_user_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor_invites" ADD CONSTRAINT "realtor_invites_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realtor_invites_realtor_idx" ON "realtor_invites" USING btree ("realtor_id");