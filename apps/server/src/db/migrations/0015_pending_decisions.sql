ALTER TABLE "payment_attempts" ADD COLUMN "decision" jsonb;--> statement-breakpoint
-- An approval waiting for its charge now carries its decision; a registration's kept it in its extra.
UPDATE "payment_attempts" AS a SET "decision" = jsonb_build_object(
  'reviewerId', coalesce((r."extra" -> 'pendingApproval' ->> 'reviewerId')::integer, a."recorded_by_id"),
  'message', jsonb_build_object('html', r."extra" -> 'pendingApproval' -> 'message', 'text', to_jsonb(a."notes")),
  'options', jsonb_build_object(
    'welcomeEmail', coalesce((r."extra" -> 'pendingApproval' ->> 'welcomeEmail')::boolean, true),
    'withoutExam', coalesce((r."extra" -> 'pendingApproval' ->> 'withoutExam')::boolean, false)
  )
)
FROM "registrations" AS r
WHERE a."purpose" = 'registration_approval' AND a."status" = 'pending' AND a."decision" IS NULL
  AND r."extra" ? 'pendingApproval'
  AND EXISTS (SELECT 1 FROM "line_items" AS l WHERE l."registration_id" = r."id" AND l."id" = ANY (a."line_item_ids"));
--> statement-breakpoint
UPDATE "registrations" SET "extra" = "extra" - 'pendingApproval' WHERE "extra" ? 'pendingApproval';
--> statement-breakpoint
-- Membership and extension approvals kept their message as the charge's notes (text).
UPDATE "payment_attempts" SET "decision" = jsonb_build_object(
  'reviewerId', "recorded_by_id",
  'message', jsonb_build_object(
    'html', CASE WHEN "notes" IS NULL THEN NULL ELSE
      '<p>' || replace(replace(replace(replace("notes", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n', '<br>') || '</p>' END,
    'text', "notes"
  ),
  'options', '{}'::jsonb
)
WHERE "purpose" IN ('membership_approval', 'extension_approval') AND "status" = 'pending' AND "decision" IS NULL;
