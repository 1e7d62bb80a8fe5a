import { useState } from "react";
import { type MeasurementStatus, STATUS_LABELS } from "@domain/worksheet/worksheet";
import { MEASUREMENT_HEADERS, formatConformity, measurementCells, summarizeWorksheet } from "@domain/worksheet/worksheet-summary";
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

/** The recorded measurements, their running conformity rate, a delete per row and 'Tout effacer' with confirmation. */
export function MeasurementList() {
  const { baleType, measurements } = useWorksheet();
  const [confirming, setConfirming] = useState(false);
  const summary = summarizeWorksheet(baleType, measurements);

  if (measurements.length === 0) {
    return <p className="rounded-lg border border-dashed border-border p-5 text-muted-foreground">Aucune mesure pour le moment.</p>;
  }
  return (
    <section aria-labelledby="mesures-titre" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="mesures-titre" className="text-xl font-semibold">
          Mesures ({measurements.length})
        </h2>
        <p className="font-medium">Taux de conformité : {formatConformity(summary)}</p>
      </div>
      <div className="overflow-x-auto">
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
            {measurements.map((measurement, index) => {
              const cells = measurementCells(summary.measurements[index]!);
              return (
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
                    <span className={cn("rounded px-2 py-0.5 font-medium whitespace-nowrap", STATUS_STYLE[measurement.status])}>
                      {STATUS_LABELS[measurement.status]}
                    </span>
                  </td>
                  <td className="py-2 text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Supprimer la mesure ${measurement.lot}`}
                      onClick={() =>
                        updateWorksheet((state) => ({ ...state, measurements: state.measurements.filter((m) => m.id !== measurement.id) }))
                      }
                    >
                      Supprimer
                    </Button>
                  </td>
                </tr>
              );
            })}
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
