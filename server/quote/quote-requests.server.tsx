import { type QuoteForm, selectedBales, unavailableBalesMessage } from "@domain/quote/quote-form";
import { legalIdentity } from "@domain/legal";
import { priceQuote } from "@domain/quote/quote-pricing";
import { quoteSummaryRows } from "@domain/quote/quote-summary";
import type { Re2020Input } from "@domain/re2020/re2020-schema";
import { QuoteCustomerEmail, quoteCustomerSubject } from "@server/email/templates/quote-customer-email";
import {
  QUOTE_REQUEST_ACKNOWLEDGEMENT_SUBJECT,
  QuoteRequestAcknowledgementEmail,
} from "@server/email/templates/quote-request-acknowledgement-email";
import { QuoteTeamEmail, quoteTeamSubject } from "@server/email/templates/quote-team-email";
import { suppliedIdentity } from "../config.server";
import type { RequestMeta, Services } from "../context.server";
import { enqueueMessages } from "../email/outbox.server";
import { renderEmail } from "../email/render-email.server";
import { estimateForCall } from "../re2020/re2020-estimate.server";
import type { QuoteEstimateAnnex } from "@domain/quote/estimate-annex";
import { quoteEstimateAnnex } from "../re2020/quote-estimate-annex.server";
import { catalogueIn } from "../catalogue/catalogue.server";
import type { Transaction } from "../db/client.server";
import { API_MESSAGES, ApiError } from "../http/api-error.server";
import { checkQuoteRequest } from "./quote-checks.server";
import { quoteDocumentData } from "./quote-document-data.server";
import { nextQuoteNumber } from "./quote-number.server";
import { storeQuoteRequest } from "./quote-store.server";

/**
 * The catalogue as the request's transaction sees it: a request naming a product no longer offered is refused (400,
 * nothing stored or sent). The prices it returns are those the quote is issued with, and keeps.
 */
async function catalogueForRequest(tx: Transaction, form: QuoteForm) {
  const catalogue = await catalogueIn(tx);
  const unavailable = selectedBales(form.bottes)
    .map((bale) => catalogue[bale.productId])
    .filter((product) => !product.available);
  if (unavailable.length > 0) {
    throw new ApiError(400, API_MESSAGES.invalidInput, { bottes: unavailableBalesMessage(unavailable) });
  }
  return catalogue;
}

/**
 * The RE2020 estimate a request carries, recomputed, as the dialog, the two e-mails and the quote's annex show it;
 * `baleCarbonKg` is the quote's own stored carbon (page 1), which the annex reconciles with the estimate's.
 */
async function estimateAnnex(
  services: Services,
  estimate: Re2020Input | undefined,
  baleCarbonKg: number | null,
): Promise<QuoteEstimateAnnex | null> {
  return estimate ? quoteEstimateAnnex(await estimateForCall(services, estimate), baleCarbonKg) : null;
}

/**
 * `POST /api/generate-devis` (docs/product.md §7.8): prices and numbers the personalised quote, renders it, then
 * stores the request and queues the PDF to the customer and to the team in one transaction.
 *
 * The number is taken in a short transaction of its own, with the pricing it goes with, never held while the PDF
 * waits for a thread: quotes in flight on every instance would otherwise wait in turn on the counter's row lock, each
 * holding a database connection, for as long as the documents ahead of them. A quote that fails after its number
 * (its PDF refused, the database gone) leaves a gap in the series: quote numbers need not be consecutive, only
 * never issued twice.
 */
export async function generateQuote(
  services: Services,
  meta: RequestMeta,
  form: QuoteForm,
  estimate?: Re2020Input,
): Promise<{ number: string; copySent: boolean }> {
  const request = await checkQuoteRequest(services, meta, form);
  const { config } = services;
  const bales = selectedBales(form.bottes).filter(
    (bale): bale is { productId: typeof bale.productId; surface: number } => bale.surface !== null,
  );
  const rows = quoteSummaryRows(form, request.urgent);
  const estimateForQuote = estimate ? await estimateForCall(services, estimate) : null;

  const { number, pricing } = await services.db.transaction(async (tx) => {
    const pricing = priceQuote(
      bales.map((bale) => ({ productId: bale.productId, surfaceM2: bale.surface })),
      await catalogueForRequest(tx, form),
    );
    return { number: await nextQuoteNumber(tx, Number(request.today.slice(0, 4))), pricing };
  });
  const annex = estimateForQuote ? quoteEstimateAnnex(estimateForQuote, pricing.carbonKg) : null;
  const document = quoteDocumentData(request, number, pricing, legalIdentity(suppliedIdentity(config)).company, annex);
  // Off the event loop, in the quotes' own lane of the pool (server/pdf/pdf-pool.server.ts).
  const pdf = await services.pdf.render({ kind: "quote", data: document, createdAt: new Date() }, meta.clientAddress);
  const attachment = { filename: `Devis-${number}.pdf`, contentType: "application/pdf", content: pdf.toString("base64") };
  const [customerEmail, teamEmail] = await Promise.all([
    renderEmail(
      <QuoteCustomerEmail
        number={number}
        professional={form.typeClient === "professionnel"}
        subtotalHT={pricing.subtotalHT}
        totalTTC={pricing.totalTTC}
        validUntil={document.validUntil}
        unspecifiedBales={document.unspecifiedBales}
        sellerIdentity={document.sellerIdentity}
        estimate={annex}
      />,
    ),
    renderEmail(<QuoteTeamEmail number={number} subtotalHT={pricing.subtotalHT} rows={rows} location={request.place} estimate={annex} />),
  ]);
  await services.db.transaction(async (tx) => {
    await storeQuoteRequest(tx, request, { number, subtotalHT: pricing.subtotalHT, vat: pricing.vat, totalTTC: pricing.totalTTC, pdf });
    const customerCopy = {
      idempotencyKey: `${number}-customer`,
      kind: "quote-customer",
      to: [form.email],
      subject: quoteCustomerSubject(number),
      attachments: [attachment],
      ...customerEmail,
    };
    await enqueueMessages(tx, [
      ...(request.copyToCustomer ? [customerCopy] : []),
      {
        idempotencyKey: `${number}-team`,
        kind: "quote-team",
        to: [config.TEAM_EMAIL],
        replyTo: form.email,
        subject: quoteTeamSubject(number),
        attachments: [attachment],
        ...teamEmail,
      },
    ]);
  });
  services.outbox.nudge();
  return { number, copySent: request.copyToCustomer };
}

/**
 * `send-contact-email` with type 'devis' (docs/product.md §7.7): a request the site cannot price by itself (no surface);
 * stored like a quote request and sent to the team, with an acknowledgement to the customer.
 */
export async function submitPlainQuoteRequest(
  services: Services,
  meta: RequestMeta,
  form: QuoteForm,
  estimate?: Re2020Input,
): Promise<{ copySent: boolean }> {
  const request = await checkQuoteRequest(services, meta, form);
  const annex = await estimateAnnex(services, estimate, null);
  const rows = quoteSummaryRows(form, request.urgent);
  const [teamEmail, acknowledgement] = await Promise.all([
    renderEmail(<QuoteTeamEmail number={null} subtotalHT={null} rows={rows} location={request.place} estimate={annex} />),
    renderEmail(<QuoteRequestAcknowledgementEmail estimate={annex} />),
  ]);
  const key = crypto.randomUUID();
  await services.db.transaction(async (tx) => {
    await catalogueForRequest(tx, form);
    await storeQuoteRequest(tx, request, null);
    await enqueueMessages(tx, [
      {
        idempotencyKey: `quote-request-${key}-team`,
        kind: "quote-request-team",
        to: [services.config.TEAM_EMAIL],
        replyTo: form.email,
        subject: quoteTeamSubject(null),
        ...teamEmail,
      },
      ...(request.copyToCustomer
        ? [
            {
              idempotencyKey: `quote-request-${key}-customer`,
              kind: "quote-request-acknowledgement",
              to: [form.email],
              subject: QUOTE_REQUEST_ACKNOWLEDGEMENT_SUBJECT,
              ...acknowledgement,
            },
          ]
        : []),
    ]);
  });
  services.outbox.nudge();
  return { copySent: request.copyToCustomer };
}
