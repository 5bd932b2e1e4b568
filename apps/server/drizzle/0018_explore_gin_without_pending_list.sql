DROP INDEX "families_area_cells_idx";--> statement-breakpoint
DROP INDEX "kids_explore_interest_keys_idx";--> statement-breakpoint
CREATE INDEX "families_area_cells_idx" ON "families" USING gin ("area_cells") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "kids_explore_interest_keys_idx" ON "kids" USING gin ("interest_keys") WITH (fastupdate=false) WHERE "kids"."show_in_explore";