CREATE TABLE "measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"kid_id" integer NOT NULL,
	"date" date NOT NULL,
	"weight_kg" numeric(7, 3),
	"length_cm" numeric(6, 2),
	"head_circumference_cm" numeric(6, 2),
	"position" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurements_has_value" CHECK ("measurements"."weight_kg" IS NOT NULL OR "measurements"."length_cm" IS NOT NULL OR "measurements"."head_circumference_cm" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "kids" ADD COLUMN "gestational_age_days" integer;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_created_by_parents_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurements_kid_date_idx" ON "measurements" USING btree ("kid_id","date","id");