import { useEffect, useRef, useState } from "react";
import {
  type CompareFdesResponse,
  FDES_MESSAGES,
  FDES_TOAST_MS,
  type FdesMessage,
  type UploadedProduct,
} from "@domain/fdes/compare-fdes-api";
import { toast } from "~/components/ui/sonner";
import { checkFdesFile } from "~/lib/fdes-file-check";
import { type FdesRequest, sendFdes } from "~/lib/fdes-request";
import { NO_CHOICES, type ReadingChoices } from "@domain/fdes/typed-values";
import { AnalysisFailure } from "./analysis-failure";
import { ANALYSIS_STEPS, AnalysisSteps } from "./analysis-steps";
import { ComparisonResults } from "./comparison-results";
import { CompleteReading } from "./complete-reading";
import { FdesUploadZone } from "./fdes-upload-zone";

/** docs/product.md §6: no file or file chosen (waiting), analysing, then the result or an error. */
type Phase =
  | { name: "waiting" }
  | { name: "analysing"; step: number }
  /** `run` counts the analyses, so that each new result is drawn afresh (and its heading takes the focus). */
  | { name: "done"; response: CompareFdesResponse; run: number }
  | { name: "failed"; message: FdesMessage; uploaded: UploadedProduct | null };

function errorToast(message: FdesMessage) {
  toast.error(message.title, { description: message.description || undefined, duration: FDES_TOAST_MS });
}

/** What the status line says for each step under way (read politely by screen readers). */
const STEP_ANNOUNCEMENTS = ["Envoi du fichier en cours…", "Lecture des tableaux en cours…", "Comparaison en cours…"] as const;

/**
 * The comparator itself: the upload, the client-side checks of docs/product.md §8.6 before anything is sent, the request with
 * its steps, the toasts of docs/product.md §9 and the results. The file is only held in this page's memory.
 */
export function FdesComparator() {
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<FdesMessage | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: "waiting" });
  const [announcement, setAnnouncement] = useState("");
  const [choices, setChoices] = useState<ReadingChoices>(NO_CHOICES);
  const request = useRef<FdesRequest | null>(null);
  const runs = useRef(0);

  useEffect(() => () => request.current?.abort(), []);

  async function pick(picked: File | null): Promise<boolean> {
    // Another file: the choices made for the one before do not apply to it.
    setChoices(NO_CHOICES);
    if (!picked) {
      setFile(null);
      setRefusal(null);
      return true;
    }
    const problem = await checkFdesFile(picked);
    setRefusal(problem);
    if (problem) {
      errorToast(problem);
      setFile(null);
      return false;
    }
    setFile(picked);
    return true;
  }

  function goToStep(step: number) {
    setPhase((current) => (current.name === "analysing" && current.step < step ? { name: "analysing", step } : current));
    setAnnouncement(STEP_ANNOUNCEMENTS[step] ?? "");
  }

  async function analyse(withChoices: ReadingChoices = choices) {
    if (phase.name === "analysing") return;
    setChoices(withChoices);
    const problem = await checkFdesFile(file);
    if (problem || !file) {
      errorToast(problem ?? FDES_MESSAGES.noFile);
      setRefusal(problem ?? FDES_MESSAGES.noFile);
      return;
    }
    setPhase({ name: "analysing", step: 0 });
    setAnnouncement(STEP_ANNOUNCEMENTS[0]);
    const sending = sendFdes(file, { onUploaded: () => goToStep(1), onAnswered: () => goToStep(2) }, withChoices);
    request.current = sending;
    const outcome = await sending.result;
    if (request.current !== sending) return;
    request.current = null;
    switch (outcome.kind) {
      case "aborted":
        setPhase({ name: "waiting" });
        setAnnouncement("");
        return;
      case "success":
        runs.current += 1;
        setPhase({ name: "done", response: outcome.response, run: runs.current });
        setAnnouncement(`${FDES_MESSAGES.success.title} : les résultats sont affichés.`);
        toast.success(FDES_MESSAGES.success.title, { description: FDES_MESSAGES.success.description, duration: FDES_TOAST_MS });
        return;
      case "incomplete":
        setPhase({ name: "failed", message: outcome.message, uploaded: outcome.uploaded });
        setAnnouncement(outcome.message.title);
        errorToast(outcome.message);
        return;
      case "error":
        setPhase({ name: "failed", message: outcome.message, uploaded: null });
        setAnnouncement(outcome.message.title);
        errorToast(outcome.message);
        return;
    }
  }

  const analysing = phase.name === "analysing";
  // What the person can finish by hand: the product read, or what could be read of it (nothing at all for a scan).
  const read = phase.name === "done" ? phase.response.uploaded_product : phase.name === "failed" ? phase.uploaded : null;
  // An NF P01-010 declaration is not compared, typed figures or not.
  const completable = read && read.details.standard !== "NF P01-010" ? read : null;
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5">
        <FdesUploadZone file={file} refusal={refusal} analysing={analysing} onPick={pick} onAnalyse={() => void analyse()} />
        {phase.name === "analysing" || phase.name === "done" ? (
          <AnalysisSteps current={phase.name === "analysing" ? phase.step : ANALYSIS_STEPS.length} />
        ) : null}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </section>
      {phase.name === "done" ? <ComparisonResults key={phase.run} response={phase.response} /> : null}
      {phase.name === "failed" ? <AnalysisFailure message={phase.message} uploaded={phase.uploaded} /> : null}
      {completable ? (
        <CompleteReading
          key={phase.name === "done" ? `fait-${phase.run}` : "echec"}
          uploaded={completable}
          choices={choices}
          busy={analysing}
          onCompare={(next) => void analyse(next)}
        />
      ) : null}
    </div>
  );
}
