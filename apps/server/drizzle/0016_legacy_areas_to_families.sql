-- Issue 30 (decision 062), hand-written: each family's free-text kid area (the one most of its
-- kids carry) is kept in families.legacy_area until the start-up step
-- (modules/places/area-backfill.ts) matches it to a gazetteer place where unambiguous; every
-- kid's free-text area is cleared, so none shows on a card again. PostgreSQL 15 and PGlite.
UPDATE "families" AS "f" SET "legacy_area" = "picked"."area"
FROM (
  SELECT DISTINCT ON ("family_id") "family_id", btrim("area") AS "area"
  FROM "kids"
  WHERE "area" IS NOT NULL AND btrim("area") <> ''
  GROUP BY "family_id", btrim("area")
  ORDER BY "family_id", count(*) DESC, btrim("area")
) AS "picked"
WHERE "picked"."family_id" = "f"."id";
--> statement-breakpoint
UPDATE "kids" SET "area" = NULL WHERE "area" IS NOT NULL;
