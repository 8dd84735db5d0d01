ALTER TABLE "exam_attempts" ADD COLUMN "scheduling_url" varchar(500);--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "result_at" timestamp with time zone;