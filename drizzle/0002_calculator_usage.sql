CREATE TABLE "calculator_usage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_name" text NOT NULL,
	"product_width" double precision NOT NULL,
	"product_height" double precision NOT NULL,
	"product_length" double precision NOT NULL,
	"surface_m2" double precision NOT NULL,
	"thermal_resistance" double precision NOT NULL,
	"bottles_needed" integer NOT NULL,
	"pallets_needed" integer NOT NULL,
	"total_weight_kg" double precision NOT NULL,
	"trucks_needed" integer NOT NULL,
	"estimated_cost" integer NOT NULL,
	"carbon_storage_kg" double precision NOT NULL,
	"is_comparative" boolean DEFAULT false NOT NULL,
	"comparative_product_name" text,
	"comparative_surface_m2" double precision,
	"comparative_bottles_needed" integer,
	"comparative_estimated_cost" integer,
	"email_sent" boolean DEFAULT false NOT NULL,
	"email_address" text,
	"city" text,
	"region" text,
	"country" text
);
--> statement-breakpoint
CREATE INDEX "calculator_usage_created_at_idx" ON "calculator_usage" USING btree ("created_at");