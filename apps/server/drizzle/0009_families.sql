-- Issue 24, decision 056: the family owns the kids. Every existing parent becomes the sole
-- guardian of a new family that owns their kids and every record of them; friendships, blocks,
-- requests, subscriptions and messages stay between parents, unchanged. Nothing here needs more
-- than PostgreSQL 15.
CREATE TABLE "families" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"parent_id" integer PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_family_idx" ON "family_members" USING btree ("family_id");--> statement-breakpoint
-- One family per parent, made in the parents' order; the parent is its guardian since the account began.
ALTER TABLE "families" ADD COLUMN "first_parent_id" integer;--> statement-breakpoint
INSERT INTO "families" ("created_at", "first_parent_id") SELECT "created_at", "id" FROM "parents" ORDER BY "id";--> statement-breakpoint
INSERT INTO "family_members" ("parent_id", "family_id", "role", "joined_at") SELECT "first_parent_id", "id", 'guardian', "created_at" FROM "families";--> statement-breakpoint
ALTER TABLE "families" DROP COLUMN "first_parent_id";--> statement-breakpoint
-- Kids: owned by their parent's family.
ALTER TABLE "kids" ADD COLUMN "family_id" integer;--> statement-breakpoint
UPDATE "kids" SET "family_id" = "family_members"."family_id" FROM "family_members" WHERE "family_members"."parent_id" = "kids"."parent_id";--> statement-breakpoint
ALTER TABLE "kids" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
-- The kids' records: owned by the family, written by the parent who owned them.
ALTER TABLE "schedule_events" DROP CONSTRAINT "schedule_events_parent_id_parents_id_fk";
--> statement-breakpoint
ALTER TABLE "health_logs" DROP CONSTRAINT "health_logs_parent_id_parents_id_fk";
--> statement-breakpoint
ALTER TABLE "milestones" DROP CONSTRAINT "milestones_parent_id_parents_id_fk";
--> statement-breakpoint
ALTER TABLE "certificates" DROP CONSTRAINT "certificates_parent_id_parents_id_fk";
--> statement-breakpoint
ALTER TABLE "measurements" DROP CONSTRAINT "measurements_parent_id_parents_id_fk";
--> statement-breakpoint
DROP INDEX "schedule_events_parent_start_idx";--> statement-breakpoint
ALTER TABLE "schedule_events" ADD COLUMN "family_id" integer;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD COLUMN "created_by" integer;--> statement-breakpoint
UPDATE "schedule_events" SET "family_id" = "family_members"."family_id", "created_by" = "schedule_events"."parent_id" FROM "family_members" WHERE "family_members"."parent_id" = "schedule_events"."parent_id";--> statement-breakpoint
ALTER TABLE "schedule_events" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "health_logs" ADD COLUMN "family_id" integer;--> statement-breakpoint
ALTER TABLE "health_logs" ADD COLUMN "created_by" integer;--> statement-breakpoint
UPDATE "health_logs" SET "family_id" = "family_members"."family_id", "created_by" = "health_logs"."parent_id" FROM "family_members" WHERE "family_members"."parent_id" = "health_logs"."parent_id";--> statement-breakpoint
ALTER TABLE "health_logs" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "family_id" integer;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "created_by" integer;--> statement-breakpoint
UPDATE "milestones" SET "family_id" = "family_members"."family_id", "created_by" = "milestones"."parent_id" FROM "family_members" WHERE "family_members"."parent_id" = "milestones"."parent_id";--> statement-breakpoint
ALTER TABLE "milestones" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "family_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "created_by" integer;--> statement-breakpoint
UPDATE "certificates" SET "family_id" = "family_members"."family_id", "created_by" = "certificates"."parent_id" FROM "family_members" WHERE "family_members"."parent_id" = "certificates"."parent_id";--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
-- Measurements (issue 26) kept their writer in created_by already.
ALTER TABLE "measurements" ADD COLUMN "family_id" integer;--> statement-breakpoint
UPDATE "measurements" SET "family_id" = "family_members"."family_id" FROM "family_members" WHERE "family_members"."parent_id" = "measurements"."parent_id";--> statement-breakpoint
ALTER TABLE "measurements" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
-- Files of a kid (its photo, certificates, health documents): owned by the uploader's family.
ALTER TABLE "files" ADD COLUMN "family_id" integer;--> statement-breakpoint
UPDATE "files" SET "family_id" = "family_members"."family_id" FROM "family_members" WHERE "family_members"."parent_id" = "files"."owner_parent_id" AND "files"."purpose" <> 'parent-photo';--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kids" ADD CONSTRAINT "kids_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_created_by_parents_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_logs" ADD CONSTRAINT "health_logs_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_logs" ADD CONSTRAINT "health_logs_created_by_parents_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_created_by_parents_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_created_by_parents_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_family_idx" ON "files" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "kids_family_created_idx" ON "kids" USING btree ("family_id","created_at","id");--> statement-breakpoint
CREATE INDEX "schedule_events_family_start_idx" ON "schedule_events" USING btree ("family_id","starts_at");--> statement-breakpoint
ALTER TABLE "schedule_events" DROP COLUMN "parent_id";--> statement-breakpoint
ALTER TABLE "health_logs" DROP COLUMN "parent_id";--> statement-breakpoint
ALTER TABLE "milestones" DROP COLUMN "parent_id";--> statement-breakpoint
ALTER TABLE "certificates" DROP COLUMN "parent_id";--> statement-breakpoint
ALTER TABLE "measurements" DROP COLUMN "parent_id";
