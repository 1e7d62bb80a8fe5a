import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Route } from "./+types/quote-request";
import { pageTitle } from "@domain/brand";
import { answerTemplate, quoteAnswerSchema } from "@domain/quotes/quote-answer";
import { instantToParisWallTime, parisWallTimeToInstant } from "@domain/quotes/quote-format";
import { QUOTE_STATUS_MESSAGES, quoteNoteSchema, quoteStatusChangeSchema } from "@domain/quotes/quote-status";
import { isAnswerOverdue, workingMinutesBetween } from "@domain/quotes/working-hours";
import { fieldMessages } from "@domain/field-errors";
import { requireAdmin } from "@server/auth/viewer.server";
import { servicesContext } from "@server/context.server";
import { ApiError } from "@server/http/api-error.server";
import { followUpIdOfPage } from "@server/quotes/follow-up-id.server";
import {
  addQuoteNote,
  answerQuoteByEmail,
  answerTemplateInput,
  changeQuoteStatus,
  quoteRequestDetail,
} from "@server/quotes/quote-follow-up.server";
import { DashboardLoadError } from "~/components/admin/dashboard-load-error";
import { QuoteRequestView } from "~/components/quotes/quote-request-view";
import { pageMeta } from "~/lib/seo";

const TITLE = "Demande de devis";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const detail = await quoteRequestDetail(context.get(servicesContext), followUpIdOfPage(params.id));
  if (!detail) throw data(QUOTE_STATUS_MESSAGES.notFound, { status: 404 });
  const now = new Date();
  const receivedAt = new Date(detail.request.createdAt);
  const templateInput = answerTemplateInput(detail);
  return {
    detail,
    template: answerTemplate(templateInput),
    baleLines: templateInput.baleLines,
    /** Working hours waited so far while new. */
    waitingWorkingHours: detail.request.status === "new" ? workingMinutesBetween(receivedAt, now) / 60 : null,
    overdue: detail.request.status === "new" && isAnswerOverdue(receivedAt, now),
    nowWallTime: instantToParisWallTime(now),
  };
}

export type QuoteRequestActionResult =
  { ok: true; message: string } | { ok: false; intent: string; error: string; fields?: Record<string, string> };

/** The page's three forms (intent): a status change, a note, an answer e-mailed. The same schemas as the API. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireAdmin({ request, context });
  const services = context.get(servicesContext);
  const id = followUpIdOfPage(params.id);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const refuse = (error: string, fields?: Record<string, string>) =>
    data<QuoteRequestActionResult>({ ok: false, intent, error, fields }, { status: 400 });
  try {
    if (intent === "status") {
      const wallTime = text("answeredAt");
      const answeredAt = wallTime === undefined ? undefined : parisWallTimeToInstant(wallTime);
      if (answeredAt === null) return refuse(QUOTE_STATUS_MESSAGES.answeredAt, { answeredAt: QUOTE_STATUS_MESSAGES.answeredAt });
      const parsed = quoteStatusChangeSchema.safeParse({
        status: text("status"),
        channel: text("channel"),
        reason: text("reason"),
        note: text("note"),
        answeredAt: answeredAt?.toISOString(),
      });
      if (!parsed.success) return refuse("Le statut n'a pas été changé.", fieldMessages(parsed.error));
      await changeQuoteStatus(services, viewer, id, parsed.data);
      return { ok: true, message: "Statut enregistré." } satisfies QuoteRequestActionResult;
    }
    if (intent === "note") {
      const parsed = quoteNoteSchema.safeParse({ note: text("note") ?? "" });
      if (!parsed.success) return refuse("La note n'a pas été ajoutée.", fieldMessages(parsed.error));
      await addQuoteNote(services, viewer, id, parsed.data.note);
      return { ok: true, message: "Note ajoutée." } satisfies QuoteRequestActionResult;
    }
    if (intent === "answer") {
      const parsed = quoteAnswerSchema.safeParse({ subject: text("subject") ?? "", body: text("body") ?? "" });
      if (!parsed.success) return refuse("La réponse n'a pas été envoyée.", fieldMessages(parsed.error));
      await answerQuoteByEmail(services, viewer, id, parsed.data);
      return { ok: true, message: "Réponse envoyée au client et enregistrée." } satisfies QuoteRequestActionResult;
    }
    return refuse("Action inconnue.");
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return refuse(error.message, error.fields);
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: pageTitle(TITLE), description: "Page réservée aux administrateurs.", noindex: true });

export default function QuoteRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  return <QuoteRequestView {...loaderData} result={actionData ?? null} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{TITLE}</h1>
        <p role="alert" className="mt-6">
          {QUOTE_STATUS_MESSAGES.notFound}.{" "}
          <Link to="/commercial/devis" className="underline underline-offset-4">
            Toutes les demandes
          </Link>
        </p>
      </div>
    );
  }
  return <DashboardLoadError title={TITLE} />;
}
