-- Descending indexes are NULLS FIRST, the order `ORDER BY x DESC` asks for, so lists read them in order.
DROP INDEX "extensions_approved_created_idx";--> statement-breakpoint
DROP INDEX "extensions_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "transactions_user_created_idx";--> statement-breakpoint
DROP INDEX "experiences_approved_start_idx";--> statement-breakpoint
DROP INDEX "experiences_start_idx";--> statement-breakpoint
DROP INDEX "group_ceus_status_start_idx";--> statement-breakpoint
DROP INDEX "group_ceus_start_idx";--> statement-breakpoint
DROP INDEX "group_ceus_user_idx";--> statement-breakpoint
DROP INDEX "individual_ceus_status_created_idx";--> statement-breakpoint
DROP INDEX "individual_ceus_created_idx";--> statement-breakpoint
DROP INDEX "registrations_user_idx";--> statement-breakpoint
DROP INDEX "registrations_updated_idx";--> statement-breakpoint
DROP INDEX "registrations_status_updated_idx";--> statement-breakpoint
DROP INDEX "registrations_certification_updated_idx";--> statement-breakpoint
DROP INDEX "registrations_military_spouse_updated_idx";--> statement-breakpoint
-- Links sent before expiry existed expire at once (none were sent by the portal).
ALTER TABLE "experience_validations" ADD COLUMN "expires_at" timestamp with time zone NOT NULL DEFAULT now();--> statement-breakpoint
ALTER TABLE "experience_validations" ALTER COLUMN "expires_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "experience_validations" ADD COLUMN "sent_by_id" integer;--> statement-breakpoint
ALTER TABLE "extensions" ADD COLUMN "previous_deadline" date;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "deadline_reminder_days" smallint;--> statement-breakpoint
ALTER TABLE "experience_validations" ADD CONSTRAINT "experience_validations_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extensions_queue_idx" ON "extensions" USING btree ("approved","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "extensions"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "extensions_submitted_idx" ON "extensions" USING btree ("submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "extensions"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_user_created_idx" ON "transactions" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "experiences_approved_start_idx" ON "experiences" USING btree ("approved","start_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "experiences_start_idx" ON "experiences" USING btree ("start_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "group_ceus_status_start_idx" ON "group_ceus" USING btree ("status","start_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "group_ceus_start_idx" ON "group_ceus" USING btree ("start_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "group_ceus_user_idx" ON "group_ceus" USING btree ("user_id","start_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "individual_ceus_status_created_idx" ON "individual_ceus" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "individual_ceus_created_idx" ON "individual_ceus" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "registrations_user_idx" ON "registrations" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "registrations_updated_idx" ON "registrations" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "registrations_status_updated_idx" ON "registrations" USING btree ("status","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "registrations_certification_updated_idx" ON "registrations" USING btree ("certification_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "registrations_military_spouse_updated_idx" ON "registrations" USING btree ("military_spouse","updated_at" DESC NULLS FIRST);