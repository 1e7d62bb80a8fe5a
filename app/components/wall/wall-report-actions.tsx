import { useId, useState } from "react";
import { emailAddressSchema } from "@domain/email-address";
import type { WallRequest } from "@domain/wall/wall-schema";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { SEND_FEEDBACK } from "~/content/send-feedback";
import { postJson } from "~/lib/post-json";
import { downloadReport } from "~/lib/download-report";

export const WALL_REPORT_MESSAGES = {
  sent: "Rapport envoyé : vous allez le recevoir par e-mail dans quelques instants, le PDF en pièce jointe.",
  sendFailed: "Le rapport n'a pas pu être envoyé. Veuillez réessayer.",
  downloadFailed: "Le rapport n'a pas pu être préparé. Veuillez réessayer.",
  rateLimited: `${SEND_FEEDBACK.rateLimited.title} : ${SEND_FEEDBACK.rateLimited.description}`,
} as const;

type Feedback = { tone: "success" | "error"; text: string } | null;

/** Where a tool's report is built and sent: the wall calculator's by default; the RE2020 estimate passes its own. */
export interface ReportCalls {
  reportUrl: string;
  sendUrl: string;
  fileName: string;
}

const WALL_REPORT_CALLS: ReportCalls = {
  reportUrl: "/api/wall-report",
  sendUrl: "/api/send-wall-report",
  fileName: "Paroi-Isol-en-Paille.pdf",
};

/** "Télécharger le rapport (PDF)" and "Recevoir par e-mail": the server recomputes the figures and builds the report. */
export function WallReportActions({ request, calls = WALL_REPORT_CALLS }: { request: WallRequest | object; calls?: ReportCalls }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A former "Rapport envoyé" must not stand beside this attempt's outcome (issue #40 item 6).
    setFeedback(null);
    const parsed = emailAddressSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? WALL_REPORT_MESSAGES.sendFailed);
      return;
    }
    setEmailError(null);
    setSending(true);
    const result = await postJson(calls.sendUrl, { ...request, email: parsed.data });
    setSending(false);
    if (result.kind === "ok") setFeedback({ tone: "success", text: WALL_REPORT_MESSAGES.sent });
    else if (result.kind === "rate-limited") setFeedback({ tone: "error", text: WALL_REPORT_MESSAGES.rateLimited });
    else if (result.kind === "invalid" && result.fields.email) setEmailError(result.fields.email);
    else setFeedback({ tone: "error", text: (result.kind === "error" && result.message) || WALL_REPORT_MESSAGES.sendFailed });
  }

  async function download() {
    setFeedback(null);
    setDownloading(true);
    const outcome = await downloadReport(calls.reportUrl, request, calls.fileName);
    setDownloading(false);
    if (outcome === "rate-limited") setFeedback({ tone: "error", text: WALL_REPORT_MESSAGES.rateLimited });
    else if (outcome === "failed") setFeedback({ tone: "error", text: WALL_REPORT_MESSAGES.downloadFailed });
    else if (typeof outcome === "object") setFeedback({ tone: "error", text: outcome.refused });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-border bg-card p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Rapport de calcul
      </h2>
      <p className="text-sm text-muted-foreground">
        Chaque donnée, chaque résultat, les formules, les normes, les sources des valeurs et les limites de la méthode, en PDF gratuit.
      </p>
      <Button type="button" variant="outline" className="justify-self-start" onClick={download} disabled={downloading}>
        {downloading ? "Préparation du PDF..." : "Télécharger le rapport (PDF)"}
      </Button>
      <form onSubmit={send} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-email`}>Adresse e-mail</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder="vous@exemple.fr"
            value={email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {emailError ? (
            <p id={`${id}-email-error`} className="text-sm text-destructive">
              {emailError}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="eco" className="sm:mt-6" disabled={sending}>
          {sending ? SEND_FEEDBACK.sending : "Recevoir par e-mail"}
        </Button>
      </form>
      <p role="status" className={feedback?.tone === "error" ? "text-sm text-destructive" : "text-sm"}>
        {feedback?.text}
      </p>
    </section>
  );
}
