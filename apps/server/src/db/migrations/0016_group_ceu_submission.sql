DROP INDEX "group_ceus_completion_code_key";--> statement-breakpoint
ALTER TABLE "group_ceus" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_ceus" ADD COLUMN "listing_paid_at" timestamp with time zone;--> statement-breakpoint
-- Requests made before these columns were sent for review when made; their paid fees say when.
UPDATE "group_ceus" AS g SET "submitted_at" = coalesce((
  SELECT min(l."paid_at") FROM "line_items" AS l
  WHERE l."category_type" = 'ceu_review' AND l."category_id" = g."id" AND l."transaction_id" IS NOT NULL
), g."created_at");
--> statement-breakpoint
UPDATE "group_ceus" AS g SET "listing_paid_at" = (
  SELECT min(coalesce(l."paid_at", l."created_at")) FROM "line_items" AS l
  WHERE l."category_type" = 'ceu_listing' AND l."category_id" = g."id" AND l."transaction_id" IS NOT NULL
) WHERE g."list_program";
--> statement-breakpoint
CREATE INDEX "group_ceus_library_idx" ON "group_ceus" USING btree ("start_date","id") WHERE "group_ceus"."status" = 'approved' and "group_ceus"."list_program" and "group_ceus"."listing_paid_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "group_ceus_completion_code_key" ON "group_ceus" USING btree (lower(regexp_replace("completion_code", '\s', '', 'g'))) WHERE "group_ceus"."completion_code" is not null and "group_ceus"."status" = 'approved';