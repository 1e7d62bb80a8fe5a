CREATE TABLE "quote_follow_up_daily" (
	"day" date NOT NULL,
	"status" "quote_status" NOT NULL,
	"requests" integer NOT NULL,
	"answered" integer NOT NULL,
	"timed" integer NOT NULL,
	"value_ht" bigint NOT NULL,
	"without_value" integer NOT NULL,
	CONSTRAINT "quote_follow_up_daily_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
ALTER TABLE "quote_follow_ups" ADD COLUMN "first_answer_seconds" double precision GENERATED ALWAYS AS (date_part('epoch', first_answered_at - received_at)) STORED;--> statement-breakpoint
CREATE INDEX "quote_follow_ups_working_minutes_idx" ON "quote_follow_ups" USING btree ("first_answer_working_minutes","received_at") WHERE "quote_follow_ups"."first_answer_working_minutes" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "quote_follow_ups_answer_seconds_idx" ON "quote_follow_ups" USING btree ("first_answer_seconds","received_at") WHERE "quote_follow_ups"."first_answer_seconds" IS NOT NULL;--> statement-breakpoint
-- Hand-written: quote_follow_up_daily holds, per Paris day of receipt and status, what the period's follow-up figures
-- add up (docs/analytics.md, "Suivi des devis"). A trigger takes each written follow-up's old contribution off and puts
-- its new one on, in the same transaction, so the roll-up always equals a recount, today included; a row reaching zero
-- stays (its figures add nothing).
CREATE FUNCTION "quote_follow_up_daily_count"(f "quote_follow_ups", sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "quote_follow_up_daily" AS d ("day", "status", "requests", "answered", "timed", "value_ht", "without_value")
  VALUES ((f."received_at" AT TIME ZONE 'Europe/Paris')::date, f."status", sign,
          sign * (f."first_answered_at" IS NOT NULL)::int, sign * (f."first_answer_working_minutes" IS NOT NULL)::int,
          sign * coalesce(f."value_ht", 0), sign * (f."value_ht" IS NULL)::int)
  ON CONFLICT ("day", "status") DO UPDATE SET
    "requests" = d."requests" + excluded."requests", "answered" = d."answered" + excluded."answered",
    "timed" = d."timed" + excluded."timed", "value_ht" = d."value_ht" + excluded."value_ht",
    "without_value" = d."without_value" + excluded."without_value"
$$;--> statement-breakpoint
CREATE FUNCTION "quote_follow_up_daily_of_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."received_at", OLD."status", OLD."first_answered_at", OLD."first_answer_working_minutes", OLD."value_ht")
      IS NOT DISTINCT FROM (NEW."received_at", NEW."status", NEW."first_answered_at", NEW."first_answer_working_minutes", NEW."value_ht") THEN
    RETURN NULL;
  END IF;
  -- Two rows of the roll-up change when the status does: they are locked in (day, status) order, so that two admins
  -- moving two requests of one day in opposite directions wait for each other instead of deadlocking.
  IF TG_OP = 'UPDATE' AND ((NEW."received_at" AT TIME ZONE 'Europe/Paris')::date, NEW."status")
      < ((OLD."received_at" AT TIME ZONE 'Europe/Paris')::date, OLD."status") THEN
    PERFORM "quote_follow_up_daily_count"(NEW, 1);
    PERFORM "quote_follow_up_daily_count"(OLD, -1);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "quote_follow_up_daily_count"(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "quote_follow_up_daily_count"(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "quote_follow_up_daily_of_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "quote_follow_up_daily";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "quote_follow_ups_daily" AFTER INSERT OR UPDATE OR DELETE ON "quote_follow_ups"
  FOR EACH ROW EXECUTE FUNCTION "quote_follow_up_daily_of_change"();--> statement-breakpoint
CREATE TRIGGER "quote_follow_ups_daily_truncate" AFTER TRUNCATE ON "quote_follow_ups"
  FOR EACH STATEMENT EXECUTE FUNCTION "quote_follow_up_daily_of_truncate"();--> statement-breakpoint
-- The follow-ups stored before this migration.
INSERT INTO "quote_follow_up_daily" ("day", "status", "requests", "answered", "timed", "value_ht", "without_value")
SELECT ("received_at" AT TIME ZONE 'Europe/Paris')::date, "status", count(*), count("first_answered_at"),
       count("first_answer_working_minutes"), coalesce(sum("value_ht"), 0), count(*) FILTER (WHERE "value_ht" IS NULL)
  FROM "quote_follow_ups" GROUP BY 1, 2;
