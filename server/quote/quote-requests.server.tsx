import { parisDay } from "@domain/calendar";
import { HORIZONS, type QuoteForm, WORKS, YES_NO, deliveryDateError, selectedBales } from "@domain/quote/quote-form";
import { QUOTE_VALIDITY_DAYS, isUrgentDelivery, priceQuote } from "@domain/quote/quote-pricing";
import { baleSurfaceLines } from "@domain/quote/quote-payload";
import { quoteSummaryRows } from "@domain/quote/quote-summary";
import { QuoteCustomerEmail, quoteCustomerSubject } from "~/emails/quote-customer-email";
import { QUOTE_REQUEST_ACKNOWLEDGEMENT_SUBJECT, QuoteRequestAcknowledgementEmail } from "~/emails/quote-request-acknowledgement-email";
import { QuoteTeamEmail, quoteTeamSubject } from "~/emails/quote-team-email";
import type { RequestMeta, Services } from "../context.server";
import type { Transaction } from "../db/client.server";
import { contactRequests, conversionEvents, quoteRequests } from "../db/schema.server";
import { enqueueMessages } from "../email/outbox.server";
import { renderEmail } from "../email/render-email.server";
import { API_MESSAGES, ApiError } from "../http/api.server";
import { HOUR_MS, limitCaller, limitRecipient } from "../http/rate-limit.server";
import type { Location } from "../geo/geo.server";
import { nextQuoteNumber } from "./quote-number.server";
import { renderQuotePdf } from "./quote-pdf.server";

export const QUOTE_RATE_LIMIT = { name: "quote", windowMs: HOUR_MS };

interface Prepared {
  form: QuoteForm;
  today: string;
  urgent: boolean;
  location: Location | null;
  place: string | null;
}

/** What both ways of asking for a quote check first: the hourly limit, the recipient cap, today's date rule. */
async function prepare(services: Services, meta: RequestMeta, form: QuoteForm): Promise<Prepared> {
  const { db, config } = services;
  const today = parisDay(new Date());
  const dateError = deliveryDateError(form.dateLivraison, today);
  if (dateError) throw new ApiError(400, API_MESSAGES.invalidInput, { dateLivraison: dateError });
  await limitCaller(db, { ...QUOTE_RATE_LIMIT, limit: config.RATE_LIMIT_QUOTE_PER_HOUR }, meta.clientAddress);
  await limitRecipient(db, config.RATE_LIMIT_RECIPIENT_PER_HOUR, form.email);
  const location = services.geo.locate(meta.clientAddress);
  return {
    form,
    today,
    urgent: isUrgentDelivery(form.dateLivraison, today),
    location,
    place: [location?.city, location?.region, location?.country].filter(Boolean).join(", ") || null,
  };
}

/** The quote_requests, contact_requests (subject containing "devis") and conversion_events rows of one request. */
async function storeRequest(tx: Transaction, prepared: Prepared, quote: { number: string; subtotalHT: number; vat: number; totalTTC: number } | null) {
  const { form, location, urgent } = prepared;
  const where = { city: location?.city ?? null, region: location?.region ?? null, country: location?.country ?? null };
  const [firstName = "", ...rest] = form.nomPrenom.split(/\s+/);
  await tx.insert(quoteRequests).values({
    number: quote?.number ?? null,
    customerName: form.nomPrenom,
    email: form.email,
    phone: form.telephone,
    clientType: form.typeClient,
    company: form.entreprise ?? null,
    projectTitle: form.titreProjet,
    deliveryDate: form.dateLivraison,
    urgent,
    subtotalHT: quote?.subtotalHT ?? null,
    vat: quote?.vat ?? null,
    totalTTC: quote?.totalTTC ?? null,
    form,
    ...where,
  });
  await tx.insert(contactRequests).values({
    firstName,
    lastName: rest.join(" "),
    company: form.entreprise ?? null,
    email: form.email,
    phone: form.telephone,
    subject: quote ? `Demande de devis ${quote.number} : ${form.titreProjet}` : `Demande de devis : ${form.titreProjet}`,
    message: [form.detailsProjet, "", ...baleSurfaceLines(form.bottes)].join("\n"),
    ...where,
  });
  await tx.insert(conversionEvents).values({ eventType: "devis_request", eventCategory: "conversion", pageUrl: "/devis", ...where });
}

/**
 * `POST /api/generate-devis` (public §7 call 8): numbers, prices and renders the personalised quote, stores the
 * request, and queues the PDF to the customer and to the team, all in one transaction.
 */
export async function generateQuote(services: Services, meta: RequestMeta, form: QuoteForm): Promise<{ number: string }> {
  const prepared = await prepare(services, meta, form);
  const { config } = services;
  const bales = selectedBales(form.bottes).filter((bale): bale is { productId: typeof bale.productId; surface: number } => bale.surface !== null);
  const pricing = priceQuote(bales.map((bale) => ({ productId: bale.productId, surfaceM2: bale.surface })));
  const rows = quoteSummaryRows(form, prepared.urgent);
  const validUntil = addDays(prepared.today, QUOTE_VALIDITY_DAYS);

  const number = await services.db.transaction(async (tx) => {
    const number = await nextQuoteNumber(tx, Number(prepared.today.slice(0, 4)));
    const pdf = await renderQuotePdf({
      number,
      date: prepared.today,
      validUntil,
      customer: {
        name: form.nomPrenom,
        company: form.entreprise,
        vatNumber: form.numeroTVA,
        position: form.posteOccupe,
        email: form.email,
        phone: rows.find((row) => row.label === "Téléphone")!.value,
        address: [form.rue, form.rue2, `${form.codePostal} ${form.ville}`].filter((line): line is string => Boolean(line)),
      },
      deliveryAddress: form.livraisonDifferente === "oui" ? [form.rueLivraison, `${form.codePostalLivraison} ${form.villeLivraison}`] : null,
      project: { title: form.titreProjet, details: form.detailsProjet, horizon: HORIZONS[form.echeancePrevu], works: form.travaux && WORKS[form.travaux] },
      delivery: { date: form.dateLivraison, urgent: prepared.urgent, siteAccessible: YES_NO[form.siteAccessible], unloading: YES_NO[form.moyenDechargement] },
      pricing,
    });
    const attachment = { filename: `Devis-${number}.pdf`, contentType: "application/pdf", content: pdf.toString("base64") };
    const [customerEmail, teamEmail] = await Promise.all([
      renderEmail(<QuoteCustomerEmail name={form.nomPrenom} number={number} totalTTC={pricing.totalTTC} validUntil={validUntil} />),
      renderEmail(<QuoteTeamEmail number={number} subtotalHT={pricing.subtotalHT} rows={rows} location={prepared.place} />),
    ]);
    await storeRequest(tx, prepared, { number, subtotalHT: pricing.subtotalHT, vat: pricing.vat, totalTTC: pricing.totalTTC });
    await enqueueMessages(tx, [
      { idempotencyKey: `${number}-customer`, kind: "quote-customer", to: [form.email], subject: quoteCustomerSubject(number), attachments: [attachment], ...customerEmail },
      { idempotencyKey: `${number}-team`, kind: "quote-team", to: [config.TEAM_EMAIL], replyTo: form.email, subject: quoteTeamSubject(number), attachments: [attachment], ...teamEmail },
    ]);
    return number;
  });
  services.outbox.nudge();
  return { number };
}

/**
 * `send-contact-email` with type 'devis' (public §7 call 7): a request the site cannot price by itself (no surface);
 * stored like a quote request and sent to the team, with an acknowledgement to the customer.
 */
export async function submitPlainQuoteRequest(services: Services, meta: RequestMeta, form: QuoteForm): Promise<void> {
  const prepared = await prepare(services, meta, form);
  const rows = quoteSummaryRows(form, prepared.urgent);
  const [teamEmail, acknowledgement] = await Promise.all([
    renderEmail(<QuoteTeamEmail number={null} subtotalHT={null} rows={rows} location={prepared.place} />),
    renderEmail(<QuoteRequestAcknowledgementEmail name={form.nomPrenom} projectTitle={form.titreProjet} />),
  ]);
  const key = crypto.randomUUID();
  await services.db.transaction(async (tx) => {
    await storeRequest(tx, prepared, null);
    await enqueueMessages(tx, [
      { idempotencyKey: `quote-request-${key}-team`, kind: "quote-request-team", to: [services.config.TEAM_EMAIL], replyTo: form.email, subject: quoteTeamSubject(null), ...teamEmail },
      { idempotencyKey: `quote-request-${key}-customer`, kind: "quote-request-acknowledgement", to: [form.email], subject: QUOTE_REQUEST_ACKNOWLEDGEMENT_SUBJECT, ...acknowledgement },
    ]);
  });
  services.outbox.nudge();
}

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
