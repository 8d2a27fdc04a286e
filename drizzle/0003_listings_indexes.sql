DROP INDEX "listings_search_idx";--> statement-breakpoint
CREATE INDEX "listings_count_idx" ON "listings" USING btree ("market","property_type","state_or_province","city","property_sub_type","standard_status","county_or_parish") WHERE "listings"."media" <> '[]'::jsonb;--> statement-breakpoint
CREATE INDEX "listings_count_no_media_idx" ON "listings" USING btree ("market","property_type","state_or_province","city","property_sub_type","standard_status","county_or_parish") WHERE "listings"."media" = '[]'::jsonb;--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING btree ("market","property_type","state_or_province","city","property_sub_type","standard_status","modification_timestamp");--> statement-breakpoint
-- Added by hand (drizzle-kit has no statistics objects): the place and kind columns are correlated
-- (a city has one market, state and county; a status belongs to a type), so the planner's estimates
-- of the home list's rows were up to 90 times too low and it sorted every match instead of reading
-- listings_search_idx in order. Multivariate statistics give it the real frequencies.
CREATE STATISTICS IF NOT EXISTS "listings_place_kind_stats" (dependencies, mcv) ON "market", "state_or_province", "city", "county_or_parish", "property_type", "standard_status" FROM "listings";
