-- Registrations started through the portal were created with 0 required experience hours (the
-- column's default) instead of their certification's (issue 25, item 2). They take the
-- certification's hours now; a registration of a certification (not a training) never requires
-- 0 hours, so a 0 can only be that default.
UPDATE "registrations" AS r
SET "required_hours" = c."required_hours"
FROM "certifications" AS c
WHERE r."certification_id" = c."id" AND r."required_hours" = 0 AND c."required_hours" > 0;
