CREATE TABLE "calculator_daily" (
	"day" date NOT NULL,
	"product_name" text NOT NULL,
	"calculations" integer NOT NULL,
	"emailed" integer NOT NULL,
	"comparisons" integer NOT NULL,
	"cost_sum" bigint NOT NULL,
	"qualified" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_daily" (
	"day" date NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"downloads" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wall_daily" (
	"day" date NOT NULL,
	"bale_product_id" text,
	"preset_id" text,
	"calculations" integer NOT NULL,
	"with_condensation" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worksheet_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"measurements" integer NOT NULL,
	"emails_sent" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calculator_daily" ADD CONSTRAINT "calculator_daily_day_usage_rollup_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."usage_rollup_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_daily" ADD CONSTRAINT "download_daily_day_usage_rollup_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."usage_rollup_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_daily" ADD CONSTRAINT "wall_daily_day_usage_rollup_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."usage_rollup_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_daily" ADD CONSTRAINT "worksheet_daily_day_usage_rollup_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."usage_rollup_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculator_daily_day_idx" ON "calculator_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "download_daily_day_idx" ON "download_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "wall_daily_day_idx" ON "wall_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "bordereau_usage_email_sent_idx" ON "bordereau_usage" USING btree ("created_at","email_sent_to","is_admin") WHERE "bordereau_usage"."event_type" = 'email_sent';--> statement-breakpoint
CREATE INDEX "calculator_usage_emailed_idx" ON "calculator_usage" USING btree ("created_at","email_address") WHERE "calculator_usage"."email_sent";