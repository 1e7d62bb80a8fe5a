CREATE TYPE "public"."quote_status" AS ENUM('new', 'answered', 'won', 'lost', 'no_follow_up');--> statement-breakpoint
CREATE TABLE "quote_follow_up_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"follow_up_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"author_email" text NOT NULL,
	"from_status" "quote_status",
	"to_status" "quote_status",
	"channel" text,
	"reason" text,
	"note" text,
	"outbox_key" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_follow_ups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quote_request_id" bigint,
	"contact_request_id" bigint,
	"received_at" timestamp with time zone NOT NULL,
	"status" "quote_status" DEFAULT 'new' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_answered_at" timestamp with time zone,
	"first_answer_working_minutes" integer,
	"first_answer_channel" text,
	"first_answered_by" text,
	"lost_reason" text,
	CONSTRAINT "quote_follow_ups_quote_request_id_unique" UNIQUE("quote_request_id"),
	CONSTRAINT "quote_follow_ups_contact_request_id_unique" UNIQUE("contact_request_id"),
	CONSTRAINT "quote_follow_ups_one_request" CHECK (("quote_follow_ups"."quote_request_id" IS NULL) <> ("quote_follow_ups"."contact_request_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "quote_follow_up_events" ADD CONSTRAINT "quote_follow_up_events_follow_up_id_quote_follow_ups_id_fk" FOREIGN KEY ("follow_up_id") REFERENCES "public"."quote_follow_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_follow_ups" ADD CONSTRAINT "quote_follow_ups_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_follow_ups" ADD CONSTRAINT "quote_follow_ups_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_follow_up_events_follow_up_idx" ON "quote_follow_up_events" USING btree ("follow_up_id","at");--> statement-breakpoint
CREATE INDEX "quote_follow_ups_received_at_idx" ON "quote_follow_ups" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "quote_follow_ups_status_received_at_idx" ON "quote_follow_ups" USING btree ("status","received_at");--> statement-breakpoint
-- Hand-written: what makes a stored request a quote request (docs/product.md §3.5), in one place, whatever writes the
-- row (the site, the demo, a test): every quote_requests row, and every contact_requests row whose subject or message
-- contains "devis" in any case (the specification's rule), gets its follow-up, 'new', in the same transaction.
CREATE FUNCTION "quote_follow_up_of_quote_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "quote_follow_ups" ("quote_request_id", "received_at", "status_changed_at")
  VALUES (NEW."id", NEW."created_at", NEW."created_at") ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "quote_follow_up_of_contact_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "quote_follow_ups" ("contact_request_id", "received_at", "status_changed_at")
  VALUES (NEW."id", NEW."created_at", NEW."created_at") ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "quote_requests_follow_up" AFTER INSERT ON "quote_requests"
  FOR EACH ROW EXECUTE FUNCTION "quote_follow_up_of_quote_request"();--> statement-breakpoint
CREATE TRIGGER "contact_requests_follow_up" AFTER INSERT ON "contact_requests"
  FOR EACH ROW WHEN (NEW."subject" ILIKE '%devis%' OR NEW."message" ILIKE '%devis%')
  EXECUTE FUNCTION "quote_follow_up_of_contact_request"();--> statement-breakpoint
-- The requests stored before this migration, the same way.
INSERT INTO "quote_follow_ups" ("quote_request_id", "received_at", "status_changed_at")
SELECT "id", "created_at", "created_at" FROM "quote_requests";--> statement-breakpoint
INSERT INTO "quote_follow_ups" ("contact_request_id", "received_at", "status_changed_at")
SELECT "id", "created_at", "created_at" FROM "contact_requests" WHERE "subject" ILIKE '%devis%' OR "message" ILIKE '%devis%';
