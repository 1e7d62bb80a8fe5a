import { useState } from "react";
import { decimalOrNaN } from "@domain/decimal";
import { formatNumber } from "@domain/format";
import { findMaterial } from "@domain/wall/materials";
import { Button } from "~/components/ui/button";
import { DecimalInput } from "~/components/forms/decimal-input";
import { CUSTOM_DEFAULT_VALUES, CUSTOM_MATERIAL, type WallPageLayer } from "~/lib/wall-url-state";
import { CustomValuesFields } from "./custom-values-fields";
import { MaterialSelect } from "./material-select";

const STUD_DEFAULT = { materialId: "softwood-timber", widthMm: 45, spacingMm: 600 };

/**
 * One layer of the wall: its material, thickness and, for a framed layer, the studs (width and spacing give the
 * timber's share). Moved with the "Monter" / "Descendre" buttons, so the order is editable from the keyboard; at the
 * top or bottom they are aria-disabled rather than disabled, so the focus stays on the button that moved the layer.
 */
export function LayerRow({
  layer,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  layer: WallPageLayer;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (layer: WallPageLayer) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = `couche-${layer.key}`;
  const number = index + 1;
  const material = findMaterial(layer.materialId);
  const [thicknessText, setThicknessText] = useState(() => formatNumber(layer.thicknessMm, 1).replace(/\s/g, ""));
  // One of our bales is as thick as the bale: choosing it sets the thickness (another one is computed, and flagged).
  const chooseMaterial = (materialId: string) => {
    const chosen = findMaterial(materialId);
    const baleThickness = chosen?.kind === "solid" ? chosen.bale?.thicknessMm : undefined;
    if (baleThickness !== undefined && baleThickness !== layer.thicknessMm) {
      setThicknessText(String(baleThickness));
      onChange({ ...layer, materialId, thicknessMm: baleThickness });
    } else if (materialId === CUSTOM_MATERIAL) {
      onChange({ ...layer, materialId, values: layer.values ?? CUSTOM_DEFAULT_VALUES });
    } else {
      onChange({ ...layer, materialId });
    }
  };
  const thicknessError = errors[`layers.${index}.thicknessMm`] ?? errors[`layers.${index}`];
  const studsError = errors[`layers.${index}.bridge.fraction`] ?? errors[`layers.${index}.bridge`];
  return (
    <li className="rounded-lg border border-border bg-card p-4" aria-labelledby={`${id}-titre`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-titre`} className="font-semibold">
          Couche {number}
          {index === 0 ? " (intérieur)" : index === count - 1 ? " (extérieur)" : ""}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" aria-disabled={index === 0} onClick={() => index > 0 && onMove(-1)}>
            Monter<span className="sr-only"> la couche {number}</span>
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-disabled={index === count - 1}
            onClick={() => index < count - 1 && onMove(1)}
          >
            Descendre<span className="sr-only"> la couche {number}</span>
          </Button>
          <Button type="button" variant="ghost" size="sm" disabled={count === 1} onClick={onRemove}>
            Supprimer<span className="sr-only"> la couche {number}</span>
          </Button>
        </div>
      </div>
      {/* Side by side on a tablet; stacked in the page's side column, so the longest material name shows whole. */}
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_10rem] lg:grid-cols-1">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-materiau`} className="text-sm font-medium">
            Matériau
          </label>
          <MaterialSelect id={`${id}-materiau`} value={layer.materialId} onChange={chooseMaterial} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-epaisseur`} className="text-sm font-medium">
            Épaisseur (mm)
          </label>
          <DecimalInput
            id={`${id}-epaisseur`}
            value={thicknessText}
            aria-invalid={thicknessError ? true : undefined}
            aria-describedby={thicknessError ? `${id}-epaisseur-erreur` : undefined}
            onChange={(event) => {
              setThicknessText(event.target.value);
              onChange({ ...layer, thicknessMm: decimalOrNaN(event.target.value) });
            }}
          />
        </div>
      </div>
      {layer.materialId === CUSTOM_MATERIAL ? (
        <CustomValuesFields
          id={id}
          values={layer.values ?? CUSTOM_DEFAULT_VALUES}
          errors={errors}
          index={index}
          onChange={(values) => onChange({ ...layer, values })}
        />
      ) : null}
      {thicknessError ? (
        <p id={`${id}-epaisseur-erreur`} className="mt-1 text-sm text-destructive">
          {thicknessError}
        </p>
      ) : null}
      <div className="mt-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={layer.studs !== null}
            onChange={(event) => onChange({ ...layer, studs: event.target.checked ? STUD_DEFAULT : null })}
          />
          Ossature (montants ou tasseaux) dans cette couche
        </label>
        {layer.studs ? (
          <div className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-2">
            <div className="grid gap-1.5 lg:col-span-2">
              <label htmlFor={`${id}-montant`} className="text-sm font-medium">
                Matériau des montants
              </label>
              <MaterialSelect
                id={`${id}-montant`}
                solidOnly
                value={layer.studs.materialId}
                onChange={(materialId) => onChange({ ...layer, studs: { ...layer.studs!, materialId } })}
              />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-largeur`} className="text-sm font-medium">
                Largeur des montants (mm)
              </label>
              <DecimalInput
                id={`${id}-largeur`}
                defaultValue={String(layer.studs.widthMm)}
                aria-invalid={studsError ? true : undefined}
                onChange={(event) => onChange({ ...layer, studs: { ...layer.studs!, widthMm: decimalOrNaN(event.target.value) } })}
              />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-entraxe`} className="text-sm font-medium">
                Entraxe (mm)
              </label>
              <DecimalInput
                id={`${id}-entraxe`}
                defaultValue={String(layer.studs.spacingMm)}
                aria-invalid={studsError ? true : undefined}
                onChange={(event) => onChange({ ...layer, studs: { ...layer.studs!, spacingMm: decimalOrNaN(event.target.value) } })}
              />
            </div>
            <p className="text-sm text-muted-foreground sm:col-span-3 lg:col-span-2">
              Part de l'ossature :{" "}
              {layer.studs.spacingMm > 0 && Number.isFinite(layer.studs.widthMm / layer.studs.spacingMm)
                ? `${formatNumber((layer.studs.widthMm / layer.studs.spacingMm) * 100, 1)} %`
                : "—"}
            </p>
            {studsError ? <p className="text-sm text-destructive sm:col-span-3 lg:col-span-2">{studsError}</p> : null}
          </div>
        ) : null}
      </div>
      {material?.kind === "solid" && material.note ? <p className="mt-2 text-xs text-muted-foreground">{material.note}</p> : null}
    </li>
  );
}
