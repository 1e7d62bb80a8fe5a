CREATE TABLE "bordereau_usage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_type" text NOT NULL,
	"botte_type" text,
	"email_sent_to" text,
	"measurement_count" integer,
	"metadata" jsonb,
	"is_admin" boolean DEFAULT false NOT NULL,
	"city" text,
	"region" text,
	"country" text
);
--> statement-breakpoint
CREATE INDEX "bordereau_usage_created_at_idx" ON "bordereau_usage" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bordereau_usage_event_type_created_at_idx" ON "bordereau_usage" USING btree ("event_type","created_at");