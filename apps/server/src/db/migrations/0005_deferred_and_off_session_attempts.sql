ALTER TABLE "payment_attempts" ADD COLUMN "deferred_line_item_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "purpose" varchar(40);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "off_session" boolean DEFAULT false NOT NULL;