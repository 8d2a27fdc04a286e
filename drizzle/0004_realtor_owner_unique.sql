DROP INDEX "realtors_user_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "realtors_user_id_idx" ON "realtors" USING btree ("user_id") WHERE "realtors"."user_id" is not null;