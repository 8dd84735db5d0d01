DROP INDEX "users_last_name_pattern_idx";--> statement-breakpoint
DROP INDEX "users_first_name_pattern_idx";--> statement-breakpoint
CREATE INDEX "users_last_name_pattern_idx" ON "users" USING btree (lower("last_name") text_pattern_ops,"last_name","id","first_name","email");--> statement-breakpoint
CREATE INDEX "users_first_name_pattern_idx" ON "users" USING btree (lower("first_name") text_pattern_ops,"first_name","id","last_name","email");