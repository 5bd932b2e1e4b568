CREATE TABLE "friend_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"kid_id" integer,
	"meeting_type" text NOT NULL,
	"proposed_time" timestamp with time zone NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "friend_requests_not_to_self" CHECK ("friend_requests"."sender_id" <> "friend_requests"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"parent_low_id" integer NOT NULL,
	"parent_high_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendships_pair_pk" PRIMARY KEY("parent_low_id","parent_high_id"),
	CONSTRAINT "friendships_ordered_pair" CHECK ("friendships"."parent_low_id" < "friendships"."parent_high_id")
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"blocker_id" integer NOT NULL,
	"blocked_parent_id" integer NOT NULL,
	"blocked_kid_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_not_self" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_parent_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"link" text NOT NULL,
	"subject_id" integer,
	"starts_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kids" ADD COLUMN "interest_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_sender_id_parents_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_receiver_id_parents_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_parent_low_id_parents_id_fk" FOREIGN KEY ("parent_low_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_parent_high_id_parents_id_fk" FOREIGN KEY ("parent_high_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_parents_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_parent_id_parents_id_fk" FOREIGN KEY ("blocked_parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_kid_id_kids_id_fk" FOREIGN KEY ("blocked_kid_id") REFERENCES "public"."kids"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_pending_pair_unique" ON "friend_requests" USING btree (least("sender_id", "receiver_id"),greatest("sender_id", "receiver_id")) WHERE "friend_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "friend_requests_receiver_idx" ON "friend_requests" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "friend_requests_sender_idx" ON "friend_requests" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "friend_requests_accepted_time_idx" ON "friend_requests" USING btree ("proposed_time") WHERE "friend_requests"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "friendships_high_idx" ON "friendships" USING btree ("parent_high_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_pair_unique" ON "blocks" USING btree ("blocker_id","blocked_parent_id");--> statement-breakpoint
CREATE INDEX "blocks_blocked_parent_idx" ON "blocks" USING btree ("blocked_parent_id");--> statement-breakpoint
CREATE INDEX "notifications_parent_created_idx" ON "notifications" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_parent_unread_idx" ON "notifications" USING btree ("parent_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_reminder_unique" ON "notifications" USING btree ("parent_id","kind","subject_id","starts_at") WHERE "notifications"."kind" in ('meetup-reminder', 'event-reminder');--> statement-breakpoint
CREATE INDEX "kids_explore_interest_keys_idx" ON "kids" USING gin ("interest_keys") WHERE "kids"."show_in_explore";--> statement-breakpoint
CREATE INDEX "kids_explore_dob_idx" ON "kids" USING btree ("dob") WHERE "kids"."show_in_explore";--> statement-breakpoint
CREATE INDEX "schedule_events_start_idx" ON "schedule_events" USING btree ("starts_at");--> statement-breakpoint
-- Hand-written backfill (decision 016): the comparison keys of the interests kids already have, as the shared interestKey makes them (trimmed, NFC, lower-case).
UPDATE "kids" SET "interest_keys" = ARRAY(SELECT lower(normalize(btrim("interest"), NFC)) FROM jsonb_array_elements_text("kids"."interests") AS "interest");
