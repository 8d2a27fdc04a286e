CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"realtor_id" integer,
	"uploaded_by" text,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locked_by" text;--> statement-breakpoint
CREATE INDEX "uploads_realtor_idx" ON "uploads" USING btree ("realtor_id");