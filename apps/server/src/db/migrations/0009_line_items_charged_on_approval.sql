ALTER TABLE "line_items" ADD COLUMN "charged_on_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Memberships were always charged on approval (decision 0005): their lines say so now.
UPDATE "line_items" SET "charged_on_approval" = true WHERE "category_type" = 'membership';
