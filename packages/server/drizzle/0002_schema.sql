ALTER TABLE "activities" ADD COLUMN "interests_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "activities" SET "interests_count" = "tagged"."count" FROM (SELECT "activity_id", count(*)::int AS "count" FROM "activity_interests" GROUP BY "activity_id") AS "tagged" WHERE "activities"."id" = "tagged"."activity_id";
