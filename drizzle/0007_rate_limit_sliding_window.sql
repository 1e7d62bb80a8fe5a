-- Added by hand: fixed-window counters mean nothing to the sliding window, and hit_at has no value to give them
-- (NOT NULL). The deploy forgets at most the last day's counts.
DELETE FROM "rate_limit_hits";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" DROP CONSTRAINT "rate_limit_hits_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ADD COLUMN "hit_at" timestamp with time zone NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_idx" ON "rate_limit_hits" USING btree ("key","hit_at");--> statement-breakpoint
ALTER TABLE "rate_limit_hits" DROP COLUMN "window_start";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" DROP COLUMN "hits";