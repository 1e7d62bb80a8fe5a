import { Check, Circle, LoaderCircle } from "lucide-react";
import { cn } from "~/lib/cn";

/** The three steps an analysis goes through, as the page shows them while it runs. */
export const ANALYSIS_STEPS = ["Envoi du fichier", "Lecture des tableaux", "Comparaison"] as const;

const STATE_LABELS = { done: "terminé", current: "en cours", pending: "à venir" } as const;

/**
 * The steps of the analysis, each marked done as it passes. `current` is the index of the step under way;
 * `ANALYSIS_STEPS.length` means all are done. Screen readers hear the progress from the page's status line, not
 * from this list (a list that changes would be read again in full).
 */
export function AnalysisSteps({ current }: { current: number }) {
  return (
    <ol aria-label="Étapes de l'analyse" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
      {ANALYSIS_STEPS.map((label, index) => {
        const state = index < current ? "done" : index === current ? "current" : "pending";
        return (
          <li
            key={label}
            className={cn("flex items-center gap-2 text-sm", state === "pending" ? "text-muted-foreground" : "font-medium text-foreground")}
            data-state={state}
          >
            {state === "done" ? (
              <Check aria-hidden className="size-4 text-green-700" />
            ) : state === "current" ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
            ) : (
              <Circle aria-hidden className="size-4" />
            )}
            <span>
              {label} <span className="font-normal text-muted-foreground">({STATE_LABELS[state]})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
