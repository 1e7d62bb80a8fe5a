import { randomUUID } from "node:crypto";
import { calculate } from "@domain/calculator/calculator";
import { type SendCalculatorResults, calculatorUsage } from "@domain/calculator/calculator-api";
import { CALCULATOR_RESULTS_SUBJECT, CalculatorResultsEmail } from "@server/email/templates/calculator-results-email";
import type { RequestMeta, Services } from "../context.server";
import { enqueueMessages } from "../email/outbox.server";
import { renderEmail } from "../email/render-email.server";
import { HOUR_MS, limitCaller } from "../http/rate-limit.server";
import { requireVisitorMail } from "../email/visitor-mail.server";
import { recordCalculatorUsage } from "./calculator-usage.server";

export const SEND_CALCULATOR_RESULTS_LIMIT = { name: "send-calculator-results", windowMs: HOUR_MS };

/**
 * E-mails a visitor's calculation(s) (docs/product.md §7.5). Every figure is recomputed here from the inputs; the usage
 * row (email_sent = true, with the address) and the message are written in one transaction.
 */
export async function sendCalculatorResults(services: Services, meta: RequestMeta, request: SendCalculatorResults): Promise<void> {
  const { db, config } = services;
  await limitCaller(db, { ...SEND_CALCULATOR_RESULTS_LIMIT, limit: config.RATE_LIMIT_CALCULATOR_PER_HOUR }, meta.clientAddress);
  await requireVisitorMail(services, request.email);

  const catalogue = services.catalogue.current();
  const first = calculate(request.calculation1, catalogue)!;
  const second = request.isComparative && request.calculation2 ? calculate(request.calculation2, catalogue) : null;
  const calculations = second ? [first, second] : [first];
  const email = await renderEmail(
    <CalculatorResultsEmail calculations={calculations} quoteUrl={new URL("/devis", config.SITE_URL).toString()} />,
  );

  await db.transaction(async (tx) => {
    await recordCalculatorUsage(services, meta, calculatorUsage(first, second, request.email), tx);
    await enqueueMessages(tx, [
      {
        idempotencyKey: `calculator-results-${randomUUID()}`,
        kind: "calculator-results",
        to: [request.email],
        subject: CALCULATOR_RESULTS_SUBJECT,
        ...email,
      },
    ]);
  });
  services.outbox.nudge();
}
