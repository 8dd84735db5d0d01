ALTER TABLE "payment_attempts" ADD COLUMN "request_key" varchar(100);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "request_fingerprint" varchar(64) NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "request_fingerprint" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider_payment_method_id" varchar(100);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider_customer_id" varchar(100);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "recorded_by_id" integer;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_request_key" ON "payment_attempts" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_pending_key" ON "payment_attempts" USING btree ("user_id") WHERE "payment_attempts"."status" = 'pending';