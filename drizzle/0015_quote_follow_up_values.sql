ALTER TABLE "quote_follow_ups" ADD COLUMN "value_ht" integer;--> statement-breakpoint
ALTER TABLE "quote_follow_ups" ADD COLUMN "company_key" text;--> statement-breakpoint
-- Hand-written: the follow-up keeps the two facts of its request the dashboards aggregate (docs/decisions/0017), set
-- by the triggers of 0012 from now on, and filled in for the requests already stored.
CREATE OR REPLACE FUNCTION "quote_follow_up_of_quote_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "quote_follow_ups" ("quote_request_id", "received_at", "status_changed_at", "value_ht", "company_key")
  VALUES (NEW."id", NEW."created_at", NEW."created_at", NEW."subtotal_ht", NULLIF(lower(btrim(NEW."company")), ''))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "quote_follow_up_of_contact_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "quote_follow_ups" ("contact_request_id", "received_at", "status_changed_at", "company_key")
  VALUES (NEW."id", NEW."created_at", NEW."created_at", NULLIF(lower(btrim(NEW."company")), ''))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "quote_follow_ups" AS f SET "value_ht" = q."subtotal_ht", "company_key" = NULLIF(lower(btrim(q."company")), '')
  FROM "quote_requests" AS q WHERE q."id" = f."quote_request_id";--> statement-breakpoint
UPDATE "quote_follow_ups" AS f SET "company_key" = NULLIF(lower(btrim(c."company")), '')
  FROM "contact_requests" AS c WHERE c."id" = f."contact_request_id";
