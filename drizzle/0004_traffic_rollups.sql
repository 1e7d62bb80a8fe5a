CREATE TABLE "traffic_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"bounces" integer NOT NULL,
	"visit_ms" bigint NOT NULL,
	"exclusions_fingerprint" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_daily_breakdown" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "traffic_daily_breakdown_dimension_day_name_country_pk" PRIMARY KEY("dimension","day","name","country")
);
--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "traffic_daily_breakdown" ADD CONSTRAINT "traffic_daily_breakdown_day_traffic_daily_day_fk" FOREIGN KEY ("day") REFERENCES "public"."traffic_daily"("day") ON DELETE cascade ON UPDATE no action;