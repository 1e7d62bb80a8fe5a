CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"page_url" text NOT NULL,
	"page_title" text NOT NULL,
	"referrer" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"country" text,
	"country_code" text,
	"region" text,
	"city" text,
	"visitor_key" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_views_viewed_at_idx" ON "page_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "page_views_visitor_key_viewed_at_idx" ON "page_views" USING btree ("visitor_key","viewed_at");