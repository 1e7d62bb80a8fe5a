CREATE TABLE "product_offer_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_email" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_offers" (
	"product_id" text PRIMARY KEY NOT NULL,
	"price_per_m2" numeric(8, 2) NOT NULL,
	"bales_per_pallet" integer NOT NULL,
	"pallet_weight_kg" numeric(7, 1) NOT NULL,
	"pallets_per_truck" integer NOT NULL,
	"lead_time_weeks" integer,
	"available" boolean DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_offer_changes" ADD CONSTRAINT "product_offer_changes_product_id_product_offers_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_offers"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_offer_changes_product_idx" ON "product_offer_changes" USING btree ("product_id","changed_at");
--> statement-breakpoint
-- Hand-written: the offers in force when the catalogue moved to the database (docs/product.md §10.1: the figures
-- the specification gives, price € HT/m², bales per pallet, pallet kg, pallets per truck). No lead time was ever
-- stated: it stays unknown until the owner gives it. From here on, the database holds these figures, not the code.
INSERT INTO "product_offers" ("product_id", "price_per_m2", "bales_per_pallet", "pallet_weight_kg", "pallets_per_truck", "lead_time_weeks", "available") VALUES
  ('botte-22', 20, 62, 330, 24, NULL, true),
  ('botte-36', 25, 28, 310, 28, NULL, true),
  ('botte-46', 30, 28, 310, 28, NULL, true),
  ('argibotte', 45, 62, 700, 22, NULL, true);
