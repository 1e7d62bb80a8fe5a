import { useState } from "react";
import { type MeasurementStatus, STATUS_LABELS } from "@domain/worksheet/worksheet";
import type { StoredMeasurement } from "@domain/worksheet/stored-state";
import {
  MEASUREMENT_HEADERS,
  baleTypesLine,
  formatConformity,
  measurementCells,
  summarizeWorksheet,
} from "@domain/worksheet/worksheet-summary";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import { updateWorksheet, useWorksheet } from "./worksheet-store";

/** Each status with a colour and always its text (never colour alone). */
const STATUS_STYLE: Record<MeasurementStatus, string> = {
  conforme: "bg-green-100 text-green-900",
  "trop-dense": "bg-amber-100 text-amber-950",
  "faire-secher": "bg-amber-100 text-amber-950",
  "a-redensifier": "bg-red-100 text-red-900",
  ecarte: "bg-red-100 text-red-900",
};

function StatusBadge({ status }: { status: MeasurementStatus }) {
  return <span className={cn("rounded px-2 py-0.5 font-medium whitespace-nowrap", STATUS_STYLE[status])}>{STATUS_LABELS[status]}</span>;
}

function DeleteButton({ measurement }: { measurement: StoredMeasurement }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Supprimer la mesure ${measurement.lot}`}
      onClick={() => updateWorksheet((state) => ({ ...state, measurements: state.measurements.filter((m) => m.id !== measurement.id) }))}
    >
      Supprimer
    </Button>
  );
}

/**
 * The recorded measurements, their running conformity rate, a delete per row and 'Tout effacer' with confirmation.
 * Each measurement shows its own bale type (a list may mix them). Below the large breakpoint the list is a column of
 * cards, so a phone shows every status without panning sideways; from it on, a table (scrolling in its own frame if
 * ever too wide).
 */
export function MeasurementList() {
  const { measurements } = useWorksheet();
  const [confirming, setConfirming] = useState(false);
  const summary = summarizeWorksheet(measurements);

  if (measurements.length === 0) {
    return <p className="rounded-lg border border-dashed border-border p-5 text-muted-foreground">Aucune mesure pour le moment.</p>;
  }
  const rows = measurements.map((measurement, index) => ({ measurement, cells: measurementCells(summary.measurements[index]!) }));
  return (
    <section aria-labelledby="mesures-titre" className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-card p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="mesures-titre" className="text-xl font-semibold">
          Mesures ({measurements.length})
        </h2>
        <p className="font-medium">Taux de conformité : {formatConformity(summary)}</p>
      </div>
      <p className="text-sm break-words text-muted-foreground">{baleTypesLine(summary)}</p>
      <ul aria-label="Mesures enregistrées" className="grid gap-3 sm:grid-cols-2 lg:hidden">
        {rows.map(({ measurement, cells }) => (
          <li key={measurement.id} className="flex flex-col gap-2 rounded-md border border-border p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="min-w-0 break-words">
                <span className="font-medium">{cells[0]}</span> · {cells[1]}
              </p>
              <StatusBadge status={measurement.status} />
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {MEASUREMENT_HEADERS.slice(2, -1).map((header, column) => (
                <div key={header} className="min-w-0">
                  <dt className="text-muted-foreground">{header}</dt>
                  <dd className="tabular-nums">{cells[column + 2]}</dd>
                </div>
              ))}
            </dl>
            <div className="self-end">
              <DeleteButton measurement={measurement} />
            </div>
          </li>
        ))}
      </ul>
      <div tabIndex={0} role="group" aria-label="Tableau des mesures" className="hidden overflow-x-auto lg:block">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-border text-left">
              {MEASUREMENT_HEADERS.map((header) => (
                <th key={header} scope="col" className="py-2 pr-3 font-medium">
                  {header}
                </th>
              ))}
              <th scope="col" className="py-2">
                <span className="sr-only">Supprimer</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ measurement, cells }) => (
              <tr key={measurement.id} className="border-b border-border/60 last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {cells[0]}
                </th>
                {cells.slice(1, -1).map((cell, column) => (
                  <td key={column} className="py-2 pr-3 whitespace-nowrap tabular-nums">
                    {cell}
                  </td>
                ))}
                <td className="py-2 pr-3">
                  <StatusBadge status={measurement.status} />
                </td>
                <td className="py-2 text-right">
                  <DeleteButton measurement={measurement} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button variant="outline" className="self-start" onClick={() => setConfirming(true)}>
        Tout effacer
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Effacer toutes les mesures ?</DialogTitle>
            <DialogDescription>
              Les {measurements.length} mesures de ce navigateur seront supprimées. Pensez à envoyer le tableau avant.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Annuler
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                updateWorksheet((state) => ({ ...state, measurements: [] }));
                setConfirming(false);
              }}
            >
              Tout effacer
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
