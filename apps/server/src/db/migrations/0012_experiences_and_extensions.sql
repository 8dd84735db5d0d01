DROP INDEX "extensions_approved_created_idx";--> statement-breakpoint
DROP INDEX "extensions_created_idx";--> statement-breakpoint
-- Links sent before expiry existed expire at once (none were sent by the portal).
ALTER TABLE "experience_validations" ADD COLUMN "expires_at" timestamp with time zone NOT NULL DEFAULT now();--> statement-breakpoint
ALTER TABLE "experience_validations" ALTER COLUMN "expires_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "experience_validations" ADD COLUMN "sent_by_id" integer;--> statement-breakpoint
ALTER TABLE "extensions" ADD COLUMN "previous_deadline" date;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "deadline_reminder_days" smallint;--> statement-breakpoint
ALTER TABLE "experience_validations" ADD CONSTRAINT "experience_validations_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extensions_queue_idx" ON "extensions" USING btree ("approved","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "extensions"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "extensions_submitted_idx" ON "extensions" USING btree ("submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "extensions"."submitted_at" is not null;