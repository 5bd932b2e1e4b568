ALTER TABLE "families" ADD COLUMN "area_place_id" integer;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "area_name" text;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "area_admin" text;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "area_country" text;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "area_lat" double precision;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "area_lon" double precision;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "area_cells" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "legacy_area" text;--> statement-breakpoint
CREATE INDEX "parents_suspended_idx" ON "parents" USING btree ("id") WHERE "parents"."suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "families_area_cells_idx" ON "families" USING gin ("area_cells");--> statement-breakpoint
CREATE INDEX "families_hidden_idx" ON "families" USING btree ("id") WHERE "families"."hidden_at" is not null;