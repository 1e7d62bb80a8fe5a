import { useId, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatEuros, formatEurosHT, formatDateShort } from "@domain/format";
import type { QuoteAnswer } from "@domain/quotes/quote-answer";
import { formatDateTime, formatWorkingHours } from "@domain/quotes/quote-format";
import { QUOTE_SOURCE_LABELS } from "@domain/quotes/quote-source";
import {
  ANSWER_CHANNEL_LABELS,
  ANSWER_CHANNELS,
  type AnswerChannel,
  LOST_REASON_LABELS,
  LOST_REASONS,
  type LostReason,
  QUOTE_STATUS_LABELS,
  QUOTE_TRANSITIONS,
  type QuoteStatus,
} from "@domain/quotes/quote-status";
import type { QuoteHistoryEntry, QuoteRequestDetail } from "@server/quotes/quote-follow-up.server";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { QuoteStatusBadge } from "./quote-status-badge";

type ActionResult = { ok: true; message: string } | { ok: false; intent: string; error: string; fields?: Record<string, string> };

interface QuoteRequestViewProps {
  detail: QuoteRequestDetail;
  template: QuoteAnswer;
  waitingWorkingHours: number | null;
  overdue: boolean;
  nowWallTime: string;
  /** "Botte de 36 : 140 m²", as the request asked. */
  baleLines: string[];
  result: ActionResult | null;
}

/** What the button of each possible next status says. */
const ACTION_LABELS: Record<QuoteStatus, string> = {
  new: "",
  answered: "Enregistrer une réponse",
  won: "Marquer gagnée",
  lost: "Marquer perdue",
  no_follow_up: "Classer sans suite",
};

/** /commercial/devis/{id} (docs/product.md §6.10): the request, its quote's PDF, its history and the actions on it. */
export function QuoteRequestView({
  detail,
  template,
  waitingWorkingHours,
  overdue,
  nowWallTime,
  baleLines,
  result,
}: QuoteRequestViewProps) {
  const { request } = detail;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const fieldsOf = (intent: string) => (result && !result.ok && result.intent === intent ? (result.fields ?? {}) : {});
  const errorOf = (intent: string) => (result && !result.ok && result.intent === intent ? result.error : null);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link to="/commercial/devis" className="underline underline-offset-4">
          Toutes les demandes de devis
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">
          {request.name}
          {request.company ? <span className="font-normal text-muted-foreground"> · {request.company}</span> : null}
        </h1>
        <QuoteStatusBadge status={request.status} />
      </div>
      <p className="mt-1 text-muted-foreground">
        {QUOTE_SOURCE_LABELS[request.source]} · reçue le {formatDateTime(request.createdAt)}
        {waitingWorkingHours === null ? null : ` · sans réponse depuis ${formatWorkingHours(waitingWorkingHours)}`}
      </p>
      {overdue ? (
        <p role="status" className="mt-3 rounded-md bg-red-50 p-3 text-sm font-semibold text-red-900">
          En retard : sans réponse depuis plus de 48 heures ouvrées.
        </p>
      ) : null}
      {result?.ok ? (
        <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-sm font-medium text-green-900">
          {result.message}
        </p>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="demande">
          <h2 id="demande" className="text-xl font-semibold">
            La demande
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <Fact term="E-mail">
              <a href={`mailto:${request.email}`} className="underline underline-offset-4">
                {request.email}
              </a>
            </Fact>
            {request.phone ? (
              <Fact term="Téléphone">
                <a href={`tel:${request.phone.replace(/[^\d+]/g, "")}`} className="underline underline-offset-4">
                  {request.phone}
                </a>
              </Fact>
            ) : null}
            {request.location ? <Fact term="Localisation">{request.location}</Fact> : null}
            <Fact term={request.source === "contact" ? "Sujet" : "Projet"}>{request.projectTitle}</Fact>
            {detail.form ? (
              <>
                <Fact term="Bottes">{baleLines.join(" ; ")}</Fact>
                <Fact term="Livraison souhaitée">{formatDateShort(detail.form.dateLivraison)}</Fact>
              </>
            ) : null}
            <Fact term="Devis">
              {request.number !== null && request.subtotalHT !== null && request.totalTTC !== null
                ? `${request.number} · ${formatEurosHT(request.subtotalHT)} · ${formatEuros(request.totalTTC)} TTC`
                : "Demande sans devis chiffré"}
            </Fact>
            {detail.hasPdf ? (
              <Fact term="PDF">
                <a href={`/commercial/devis/${request.id}/devis.pdf`} className="underline underline-offset-4">
                  Télécharger le devis {request.number} tel qu'il a été envoyé
                </a>
              </Fact>
            ) : null}
            {detail.firstAnsweredBy ? (
              <Fact term="Première réponse">
                {request.firstAnsweredAt ? formatDateTime(request.firstAnsweredAt) : ""} par {detail.firstAnsweredBy}
                {detail.firstAnswerChannel ? ` (${ANSWER_CHANNEL_LABELS[detail.firstAnswerChannel as AnswerChannel]})` : ""}
              </Fact>
            ) : null}
            {detail.lostReason ? <Fact term="Raison de la perte">{LOST_REASON_LABELS[detail.lostReason as LostReason]}</Fact> : null}
          </dl>
          <h3 className="mt-4 text-sm font-semibold">{request.source === "contact" ? "Message" : "Détails du projet"}</h3>
          <p className="mt-1 text-sm whitespace-pre-line">{request.details}</p>

          <section aria-labelledby="historique" className="mt-8">
            <h2 id="historique" className="text-xl font-semibold">
              Historique
            </h2>
            <ol className="mt-3 flex flex-col gap-3 text-sm">
              <li>
                <span className="font-medium">{formatDateTime(request.createdAt)}</span> · demande reçue (
                {QUOTE_SOURCE_LABELS[request.source]})
              </li>
              {detail.history.map((entry, index) => (
                <li key={index}>
                  <HistoryLine entry={entry} />
                </li>
              ))}
            </ol>
          </section>
        </section>

        <div className="flex flex-col gap-8">
          <section aria-labelledby="suivi">
            <h2 id="suivi" className="text-xl font-semibold">
              Suivi
            </h2>
            {errorOf("status") ? (
              <p role="alert" className="mt-2 text-sm text-destructive">
                {errorOf("status")}
              </p>
            ) : null}
            <div className="mt-3 flex flex-col gap-4">
              {QUOTE_TRANSITIONS[request.status].map((next) => (
                <StatusForm key={next} next={next} busy={busy} fields={fieldsOf("status")} nowWallTime={nowWallTime} />
              ))}
            </div>
          </section>

          <section aria-labelledby="repondre">
            <h2 id="repondre" className="text-xl font-semibold">
              Répondre par e-mail
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              À {request.email}
              {detail.hasPdf ? `, avec le devis ${request.number} en pièce jointe` : ""}. Relisez et modifiez le texte avant l'envoi.
            </p>
            <Form method="post" className="mt-3 flex flex-col gap-3">
              <input type="hidden" name="intent" value="answer" />
              <Field label="Objet" name="subject" error={fieldsOf("answer").subject}>
                {(props) => <Input {...props} defaultValue={template.subject} required maxLength={200} />}
              </Field>
              <Field label="Message" name="body" error={fieldsOf("answer").body}>
                {(props) => <Textarea {...props} defaultValue={template.body} required rows={14} />}
              </Field>
              {errorOf("answer") ? (
                <p role="alert" className="text-sm text-destructive">
                  {errorOf("answer")}
                </p>
              ) : null}
              <Button type="submit" disabled={busy}>
                Envoyer la réponse
              </Button>
            </Form>
          </section>

          <section aria-labelledby="note">
            <h2 id="note" className="text-xl font-semibold">
              Ajouter une note
            </h2>
            <Form method="post" className="mt-3 flex flex-col gap-3">
              <input type="hidden" name="intent" value="note" />
              <Field label="Note" name="note" error={fieldsOf("note").note}>
                {(props) => <Textarea {...props} required maxLength={2000} rows={3} />}
              </Field>
              <Button type="submit" variant="outline" disabled={busy}>
                Ajouter la note
              </Button>
            </Form>
          </section>
        </div>
      </div>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

type FieldProps = { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string };

/** A labelled field with its French error under it. */
function Field({
  label,
  name,
  error,
  children,
}: {
  label: string;
  name: string;
  error?: string;
  children: (props: FieldProps) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, name, ...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {}) })}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One possible next status, with what it needs: how and when for an answer, why for a loss, a note for any. */
function StatusForm({
  next,
  busy,
  fields,
  nowWallTime,
}: {
  next: QuoteStatus;
  busy: boolean;
  fields: Record<string, string>;
  nowWallTime: string;
}) {
  return (
    <Form method="post" className="flex flex-col gap-3 rounded-lg border border-border p-4" aria-label={ACTION_LABELS[next]}>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="status" value={next} />
      {next === "answered" ? (
        <>
          <fieldset className="flex flex-col gap-1.5">
            <legend className="text-sm font-medium">Répondu par</legend>
            <div className="flex flex-wrap gap-4">
              {ANSWER_CHANNELS.map((channel, index) => (
                <label key={channel} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="channel" value={channel} defaultChecked={index === 1} required />
                  {ANSWER_CHANNEL_LABELS[channel]}
                </label>
              ))}
            </div>
            {fields.channel ? <p className="text-sm text-destructive">{fields.channel}</p> : null}
          </fieldset>
          <Field label="Date et heure de la réponse" name="answeredAt" error={fields.answeredAt}>
            {(props) => <Input {...props} type="datetime-local" defaultValue={nowWallTime} max={nowWallTime} required />}
          </Field>
        </>
      ) : null}
      {next === "lost" ? (
        <Field label="Raison" name="reason" error={fields.reason}>
          {(props) => (
            <select {...props} required defaultValue="" className="h-10 rounded-md border border-input bg-background px-3 text-sm">
              <option value="" disabled>
                Choisir une raison
              </option>
              {LOST_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {LOST_REASON_LABELS[reason]}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <Field label="Note (facultative)" name="note" error={fields.note}>
        {(props) => <Input {...props} maxLength={2000} />}
      </Field>
      <Button type="submit" variant={next === "lost" || next === "no_follow_up" ? "outline" : "default"} disabled={busy}>
        {ACTION_LABELS[next]}
      </Button>
    </Form>
  );
}

function HistoryLine({ entry }: { entry: QuoteHistoryEntry }) {
  const when = <span className="font-medium">{formatDateTime(entry.at)}</span>;
  if (entry.kind === "note") {
    return (
      <>
        {when} · note de {entry.author} : <span className="whitespace-pre-line">{entry.note}</span>
      </>
    );
  }
  if (entry.kind === "email") {
    return (
      <>
        {when} · e-mail envoyé par {entry.author} : « {entry.note} »
      </>
    );
  }
  const details = [
    entry.channel ? ANSWER_CHANNEL_LABELS[entry.channel as AnswerChannel] : null,
    entry.answeredAt && entry.answeredAt !== entry.at ? `réponse du ${formatDateTime(entry.answeredAt)}` : null,
    entry.reason ? LOST_REASON_LABELS[entry.reason as LostReason] : null,
  ].filter(Boolean);
  return (
    <>
      {when} · {entry.author} : {entry.fromStatus ? QUOTE_STATUS_LABELS[entry.fromStatus] : "—"} →{" "}
      {entry.toStatus ? QUOTE_STATUS_LABELS[entry.toStatus] : "—"}
      {details.length > 0 ? ` (${details.join(", ")})` : ""}
      {entry.note ? <span className="block text-muted-foreground">{entry.note}</span> : null}
    </>
  );
}
