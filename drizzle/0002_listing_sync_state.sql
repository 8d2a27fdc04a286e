CREATE TABLE "listing_sync_state" (
	"source" text PRIMARY KEY NOT NULL,
	"last_modification" timestamp with time zone,
	"last_run_at" timestamp with time zone
);
