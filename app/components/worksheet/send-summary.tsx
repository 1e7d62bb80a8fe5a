import { useId, useState } from "react";
import { type MeasurementInput } from "@domain/worksheet/worksheet";
import { WORKSHEET_MESSAGES } from "@domain/worksheet/worksheet-api";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { SEND_FEEDBACK } from "~/content/send-feedback";
import { postJson } from "~/lib/post-json";
import { saveFile } from "~/lib/save-file";
import { useWorksheet } from "./worksheet-store";

/** Only the raw inputs leave the browser: the server recomputes every figure. */
function rawInputs(measurements: readonly MeasurementInput[]): MeasurementInput[] {
  return measurements.map(({ baleType, widthCm, heightCm, lot, lengthCm, humidity, weightKg, weightType }) => ({
    baleType,
    widthCm,
    heightCm,
    lot,
    lengthCm,
    humidity,
    weightKg,
    weightType,
  }));
}

/** 'Envoyer par email' (docs/product.md §3.2 and §9.4) and the same report as a PDF to download. */
export function SendSummary() {
  const id = useId();
  const { baleType, measurements } = useWorksheet();
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [downloading, setDownloading] = useState(false);

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      toast.error(WORKSHEET_MESSAGES.emailRequired.title, { description: WORKSHEET_MESSAGES.emailRequired.description });
      return;
    }
    if (measurements.length === 0) {
      toast.error(WORKSHEET_MESSAGES.noMeasurement.title, { description: WORKSHEET_MESSAGES.noMeasurement.description });
      return;
    }
    setSending(true);
    const result = await postJson("/api/send-masse-volumique-results", {
      email,
      botteType: baleType,
      measurements: rawInputs(measurements),
    });
    setSending(false);
    if (result.kind === "ok") {
      toast.success(WORKSHEET_MESSAGES.sent.title, { description: WORKSHEET_MESSAGES.sent.description });
      return;
    }
    if (result.kind === "rate-limited") {
      toast.error(SEND_FEEDBACK.rateLimited.title, { description: SEND_FEEDBACK.rateLimited.description });
      return;
    }
    const fieldMessage = result.kind === "invalid" ? Object.values(result.fields)[0] : null;
    toast.error(WORKSHEET_MESSAGES.sendFailed, fieldMessage ? { description: fieldMessage } : undefined);
  }

  async function download() {
    if (measurements.length === 0) {
      toast.error(WORKSHEET_MESSAGES.noMeasurement.title, { description: WORKSHEET_MESSAGES.noMeasurement.description });
      return;
    }
    setDownloading(true);
    try {
      const response = await fetch("/api/worksheet-report", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ botteType: baleType, measurements: rawInputs(measurements) }),
      });
      if (!response.ok) throw new Error(String(response.status));
      saveFile(await response.blob(), "bordereau-autocontrole.pdf");
    } catch {
      toast.error(WORKSHEET_MESSAGES.reportFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Récapitulatif
      </h2>
      <form onSubmit={send} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-email`}>Adresse email</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder="vous@exemple.fr"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <Button type="submit" variant="eco" disabled={sending}>
          {sending ? SEND_FEEDBACK.sending : "Envoyer par email"}
        </Button>
      </form>
      <Button variant="outline" className="self-start" onClick={download} disabled={downloading}>
        {downloading ? "Préparation du PDF..." : "Télécharger le rapport PDF"}
      </Button>
    </section>
  );
}
