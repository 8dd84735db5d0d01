DROP INDEX "universities_name_program_key";--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_name_program_key" UNIQUE NULLS NOT DISTINCT("name","program_name");