DROP INDEX "kids_parent_idx";--> statement-breakpoint
CREATE INDEX "kids_parent_created_idx" ON "kids" USING btree ("parent_id","created_at","id");