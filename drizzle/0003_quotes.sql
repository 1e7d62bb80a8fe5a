CREATE TABLE "conversion_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_type" text NOT NULL,
	"event_category" text NOT NULL,
	"page_url" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"city" text,
	"region" text,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "quote_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" text,
	"customer_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"client_type" text NOT NULL,
	"company" text,
	"project_title" text NOT NULL,
	"delivery_date" date NOT NULL,
	"urgent" boolean NOT NULL,
	"subtotal_ht" integer,
	"vat" integer,
	"total_ttc" integer,
	"form" jsonb NOT NULL,
	"city" text,
	"region" text,
	"country" text,
	CONSTRAINT "quote_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE INDEX "conversion_events_created_at_idx" ON "conversion_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");