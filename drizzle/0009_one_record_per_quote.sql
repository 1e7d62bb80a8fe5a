-- Written by hand (issue #26, item 2): a quote request is stored once, in quote_requests. Until now each one also
-- wrote a contact_requests row in the same transaction (so with the very same created_at, now() of that transaction),
-- and the demo wrote one with the same instant. This deletes exactly those copies: a contact row goes only when a quote
-- row holds every field it held, that is same e-mail, same instant, name, company, phone and location,
-- a subject the quote's number and title rebuild ('Demande de devis DEV-… : titre', 'Demande de devis : titre', the
-- demo's 'Demande de devis - titre'), and a message that is the quote's details, followed only by the bale lines the
-- stored form rebuilds. Any other contact row, whatever it says about a quote, stays. At most one copy per quote.
WITH "copies" AS (
  SELECT DISTINCT ON ("q"."id") "c"."id" AS "contact_id"
    FROM "quote_requests" "q"
    JOIN "contact_requests" "c"
      ON "c"."email" = "q"."email"
     AND "c"."created_at" = "q"."created_at"
     AND "c"."subject" IN (
           CASE WHEN "q"."number" IS NULL THEN 'Demande de devis : ' || "q"."project_title"
                ELSE 'Demande de devis ' || "q"."number" || ' : ' || "q"."project_title" END,
           'Demande de devis - ' || "q"."project_title")
     AND btrim("c"."first_name" || ' ' || "c"."last_name") = regexp_replace(btrim("q"."customer_name"), '\s+', ' ', 'g')
     AND "c"."company" IS NOT DISTINCT FROM "q"."company"
     AND "c"."phone" IS NOT DISTINCT FROM "q"."phone"
     AND "c"."city" IS NOT DISTINCT FROM "q"."city"
     AND "c"."region" IS NOT DISTINCT FROM "q"."region"
     AND "c"."country" IS NOT DISTINCT FROM "q"."country"
     AND left("c"."message", length("q"."form" ->> 'detailsProjet')) = "q"."form" ->> 'detailsProjet'
     AND (
           length("c"."message") = length("q"."form" ->> 'detailsProjet')
           OR substr("c"."message", length("q"."form" ->> 'detailsProjet') + 1) ~ '^\n\n[^\n]+ : [^\n]+(\n[^\n]+ : [^\n]+)*$')
   ORDER BY "q"."id", "c"."id"
)
DELETE FROM "contact_requests" WHERE "id" IN (SELECT "contact_id" FROM "copies");
