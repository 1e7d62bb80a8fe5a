CREATE TABLE "wall_calculations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"element" text NOT NULL,
	"preset_id" text,
	"layer_count" integer NOT NULL,
	"bale_product_id" text,
	"u_value" double precision NOT NULL,
	"time_shift_hours" double precision NOT NULL,
	"condensation" boolean NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"city" text,
	"region" text,
	"country" text
);
--> statement-breakpoint
CREATE INDEX "wall_calculations_created_at_idx" ON "wall_calculations" USING btree ("created_at");