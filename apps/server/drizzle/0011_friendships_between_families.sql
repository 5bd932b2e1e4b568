-- Issue 24 slice 5, decision 058: friendships, requests, blocks, trials and subscriptions are
-- between families. Each row takes the family of its parents as they are now (family_members);
-- its meaning is unchanged: two parents who were friends make their families friends, a block
-- by a parent blocks the families both ways, a parent's trial or subscription covers their
-- family. Rows that lose their meaning (two parents now in one family) or that the family keys
-- make duplicate are resolved as written below. Nothing here needs more than PostgreSQL 15.
-- Friendships: keyed by the ordered pair of families.
ALTER TABLE "friendships" DROP CONSTRAINT "friendships_ordered_pair";--> statement-breakpoint
ALTER TABLE "friendships" DROP CONSTRAINT "friendships_parent_low_id_parents_id_fk";--> statement-breakpoint
ALTER TABLE "friendships" DROP CONSTRAINT "friendships_parent_high_id_parents_id_fk";--> statement-breakpoint
ALTER TABLE "friendships" DROP CONSTRAINT "friendships_pair_pk";--> statement-breakpoint
DROP INDEX "friendships_high_idx";--> statement-breakpoint
ALTER TABLE "friendships" ADD COLUMN "family_low_id" integer;--> statement-breakpoint
ALTER TABLE "friendships" ADD COLUMN "family_high_id" integer;--> statement-breakpoint
UPDATE "friendships" SET "family_low_id" = least("low"."family_id", "high"."family_id"), "family_high_id" = greatest("low"."family_id", "high"."family_id") FROM "family_members" "low", "family_members" "high" WHERE "low"."parent_id" = "friendships"."parent_low_id" AND "high"."parent_id" = "friendships"."parent_high_id";--> statement-breakpoint
-- Two friends now in one family need no friendship; of two friendships between the same two
-- families, the oldest stays.
DELETE FROM "friendships" WHERE "family_low_id" IS NULL OR "family_low_id" = "family_high_id";--> statement-breakpoint
DELETE FROM "friendships" "f" USING "friendships" "g" WHERE "f"."family_low_id" = "g"."family_low_id" AND "f"."family_high_id" = "g"."family_high_id" AND ("g"."created_at", "g"."parent_low_id", "g"."parent_high_id") < ("f"."created_at", "f"."parent_low_id", "f"."parent_high_id");--> statement-breakpoint
ALTER TABLE "friendships" DROP COLUMN "parent_low_id";--> statement-breakpoint
ALTER TABLE "friendships" DROP COLUMN "parent_high_id";--> statement-breakpoint
ALTER TABLE "friendships" ALTER COLUMN "family_low_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "friendships" ALTER COLUMN "family_high_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_pair_pk" PRIMARY KEY("family_low_id","family_high_id");--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_ordered_pair" CHECK ("friendships"."family_low_id" < "friendships"."family_high_id");--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_family_low_id_families_id_fk" FOREIGN KEY ("family_low_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_family_high_id_families_id_fk" FOREIGN KEY ("family_high_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friendships_high_idx" ON "friendships" USING btree ("family_high_id");--> statement-breakpoint
-- Requests: the sender's and the receiver's families beside the two parents.
DROP INDEX "friend_requests_pending_pair_unique";--> statement-breakpoint
ALTER TABLE "friend_requests" ADD COLUMN "sender_family_id" integer;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD COLUMN "receiver_family_id" integer;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD COLUMN "answered_by" integer;--> statement-breakpoint
UPDATE "friend_requests" SET "sender_family_id" = "s"."family_id", "receiver_family_id" = "r"."family_id" FROM "family_members" "s", "family_members" "r" WHERE "s"."parent_id" = "friend_requests"."sender_id" AND "r"."parent_id" = "friend_requests"."receiver_id";--> statement-breakpoint
-- A pending request between two parents now in one family is cancelled; of two pending
-- between the same two families, the oldest stays pending and the others are cancelled.
UPDATE "friend_requests" SET "status" = 'cancelled', "answered_at" = now() WHERE "status" = 'pending' AND "sender_family_id" = "receiver_family_id";--> statement-breakpoint
UPDATE "friend_requests" "f" SET "status" = 'cancelled', "answered_at" = now() WHERE "f"."status" = 'pending' AND EXISTS (SELECT 1 FROM "friend_requests" "g" WHERE "g"."status" = 'pending' AND least("g"."sender_family_id", "g"."receiver_family_id") = least("f"."sender_family_id", "f"."receiver_family_id") AND greatest("g"."sender_family_id", "g"."receiver_family_id") = greatest("f"."sender_family_id", "f"."receiver_family_id") AND ("g"."created_at", "g"."id") < ("f"."created_at", "f"."id"));--> statement-breakpoint
ALTER TABLE "friend_requests" ALTER COLUMN "sender_family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "friend_requests" ALTER COLUMN "receiver_family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_sender_family_id_families_id_fk" FOREIGN KEY ("sender_family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_receiver_family_id_families_id_fk" FOREIGN KEY ("receiver_family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_answered_by_parents_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_pending_between_families" CHECK ("friend_requests"."status" <> 'pending' or "friend_requests"."sender_family_id" <> "friend_requests"."receiver_family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_pending_family_pair_unique" ON "friend_requests" USING btree (least("sender_family_id", "receiver_family_id"),greatest("sender_family_id", "receiver_family_id")) WHERE "friend_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "friend_requests_receiver_family_idx" ON "friend_requests" USING btree ("receiver_family_id","created_at");--> statement-breakpoint
CREATE INDEX "friend_requests_sender_family_idx" ON "friend_requests" USING btree ("sender_family_id","created_at");--> statement-breakpoint
-- Blocks: the blocking and the blocked family; the blocker is who did it.
ALTER TABLE "blocks" DROP CONSTRAINT "blocks_not_self";--> statement-breakpoint
ALTER TABLE "blocks" DROP CONSTRAINT "blocks_blocked_parent_id_parents_id_fk";--> statement-breakpoint
ALTER TABLE "blocks" DROP CONSTRAINT "blocks_blocker_id_parents_id_fk";--> statement-breakpoint
DROP INDEX "blocks_pair_unique";--> statement-breakpoint
DROP INDEX "blocks_blocked_parent_idx";--> statement-breakpoint
ALTER TABLE "blocks" ALTER COLUMN "blocker_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blocks" ADD COLUMN "blocker_family_id" integer;--> statement-breakpoint
ALTER TABLE "blocks" ADD COLUMN "blocked_family_id" integer;--> statement-breakpoint
UPDATE "blocks" SET "blocker_family_id" = "a"."family_id", "blocked_family_id" = "b"."family_id" FROM "family_members" "a", "family_members" "b" WHERE "a"."parent_id" = "blocks"."blocker_id" AND "b"."parent_id" = "blocks"."blocked_parent_id";--> statement-breakpoint
-- A block between two parents now in one family blocks nothing; of two blocks by one family of
-- another, the oldest stays.
DELETE FROM "blocks" WHERE "blocker_family_id" IS NULL OR "blocker_family_id" = "blocked_family_id";--> statement-breakpoint
DELETE FROM "blocks" "f" USING "blocks" "g" WHERE "f"."blocker_family_id" = "g"."blocker_family_id" AND "f"."blocked_family_id" = "g"."blocked_family_id" AND ("g"."created_at", "g"."id") < ("f"."created_at", "f"."id");--> statement-breakpoint
ALTER TABLE "blocks" DROP COLUMN "blocked_parent_id";--> statement-breakpoint
ALTER TABLE "blocks" ALTER COLUMN "blocker_family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "blocks" ALTER COLUMN "blocked_family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_not_self" CHECK ("blocks"."blocker_family_id" <> "blocks"."blocked_family_id");--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_family_id_families_id_fk" FOREIGN KEY ("blocker_family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_family_id_families_id_fk" FOREIGN KEY ("blocked_family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_parents_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_family_pair_unique" ON "blocks" USING btree ("blocker_family_id","blocked_family_id");--> statement-breakpoint
CREATE INDEX "blocks_blocked_family_idx" ON "blocks" USING btree ("blocked_family_id");--> statement-breakpoint
-- Trials: one per family, keyed by it; the parent who started it is kept. Of two trials of
-- one family's members, the one that ends last stays.
ALTER TABLE "trials" DROP CONSTRAINT "trials_parent_id_parents_id_fk";--> statement-breakpoint
ALTER TABLE "trials" DROP CONSTRAINT "trials_pkey";--> statement-breakpoint
ALTER TABLE "trials" RENAME COLUMN "parent_id" TO "started_by";--> statement-breakpoint
ALTER TABLE "trials" ALTER COLUMN "started_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trials" ADD COLUMN "family_id" integer;--> statement-breakpoint
UPDATE "trials" SET "family_id" = "family_members"."family_id" FROM "family_members" WHERE "family_members"."parent_id" = "trials"."started_by";--> statement-breakpoint
DELETE FROM "trials" "f" USING "trials" "g" WHERE "f"."family_id" = "g"."family_id" AND ("g"."ends_at", "g"."started_by") > ("f"."ends_at", "f"."started_by");--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_pkey" PRIMARY KEY("family_id");--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_started_by_parents_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trials_started_by_unique" ON "trials" USING btree ("started_by");--> statement-breakpoint
-- Subscriptions: one per family, keyed by it. Of two subscriptions of one family's members,
-- one that allows access (active, trialing, past_due) stays before one that does not, then the
-- latest updated.
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_parent_id_parents_id_fk";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_pkey";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "family_id" integer;--> statement-breakpoint
UPDATE "subscriptions" SET "family_id" = "family_members"."family_id" FROM "family_members" WHERE "family_members"."parent_id" = "subscriptions"."parent_id";--> statement-breakpoint
DELETE FROM "subscriptions" "f" USING "subscriptions" "g" WHERE "f"."family_id" = "g"."family_id" AND ("g"."status" IN ('active', 'trialing', 'past_due'), "g"."updated_at", "g"."parent_id") > ("f"."status" IN ('active', 'trialing', 'past_due'), "f"."updated_at", "f"."parent_id");--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "parent_id";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pkey" PRIMARY KEY("family_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;
