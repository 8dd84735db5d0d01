ALTER TABLE "users" ADD COLUMN "membership_days" datemultirange DEFAULT '{}'::datemultirange NOT NULL;--> statement-breakpoint
-- users.membership_days: the days covered by the user's approved membership records, kept by the
-- triggers below on every write of user_memberships (decision 0015). "A valid membership today"
-- is then `membership_days @> today`, read with the user's row.
CREATE FUNCTION "refresh_membership_days"(user_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "users" SET "membership_days" = coalesce((
    SELECT range_agg(daterange(m."starts_on", m."ends_on", '[]'))
    FROM "user_memberships" m
    WHERE m."user_id" = "users"."id" AND m."approved"
  ), '{}'::datemultirange)
  WHERE "users"."id" = ANY(user_ids)
$$;--> statement-breakpoint
CREATE FUNCTION "user_memberships_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refresh_membership_days"(ARRAY(SELECT DISTINCT "user_id" FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "refresh_membership_days"(ARRAY(SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "refresh_membership_days"(ARRAY(SELECT DISTINCT "user_id" FROM old_rows));
  ELSE
    UPDATE "users" SET "membership_days" = '{}'::datemultirange WHERE NOT isempty("membership_days");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_memberships_inserted" AFTER INSERT ON "user_memberships"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_memberships_changed"();--> statement-breakpoint
CREATE TRIGGER "user_memberships_updated" AFTER UPDATE ON "user_memberships"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_memberships_changed"();--> statement-breakpoint
CREATE TRIGGER "user_memberships_deleted" AFTER DELETE ON "user_memberships"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_memberships_changed"();--> statement-breakpoint
CREATE TRIGGER "user_memberships_truncated" AFTER TRUNCATE ON "user_memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_memberships_changed"();--> statement-breakpoint
SELECT "refresh_membership_days"(ARRAY(SELECT DISTINCT "user_id" FROM "user_memberships"));--> statement-breakpoint
DROP INDEX "users_directory_idx";--> statement-breakpoint
DROP INDEX "users_directory_first_name_idx";--> statement-breakpoint
DROP INDEX "users_directory_last_name_idx";--> statement-breakpoint
CREATE INDEX "users_directory_idx" ON "users" USING btree ("last_name","first_name","id") WHERE "users"."directory_consent" and "users"."merged_into_id" is null and not isempty("users"."membership_days");--> statement-breakpoint
CREATE INDEX "users_directory_first_name_idx" ON "users" USING btree (lower("first_name") text_pattern_ops,"id") WHERE "users"."directory_consent" and "users"."merged_into_id" is null and not isempty("users"."membership_days");--> statement-breakpoint
CREATE INDEX "users_directory_last_name_idx" ON "users" USING btree (lower("last_name") text_pattern_ops,"id") WHERE "users"."directory_consent" and "users"."merged_into_id" is null and not isempty("users"."membership_days");
