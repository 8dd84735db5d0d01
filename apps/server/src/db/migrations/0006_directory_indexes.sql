DROP INDEX "user_memberships_user_idx";--> statement-breakpoint
CREATE INDEX "addresses_city_pattern_idx" ON "addresses" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_memberships_user_idx" ON "user_memberships" USING btree ("user_id","ends_on","starts_on","approved");