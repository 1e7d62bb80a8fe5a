import { CUSTOM_MATERIAL } from "~/lib/wall-url-state";
import { MATERIAL_CATEGORY_LABELS, MATERIALS, type MaterialCategory } from "@domain/wall/materials";

const CATEGORIES = Object.keys(MATERIAL_CATEGORY_LABELS) as MaterialCategory[];

export const fieldClass = "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base md:text-sm";

/** The catalogue by category (domain/wall/materials.ts); `solidOnly` for studs, which cannot be air. */
export function MaterialSelect({
  id,
  value,
  onChange,
  solidOnly = false,
}: {
  id: string;
  value: string;
  onChange: (materialId: string) => void;
  solidOnly?: boolean;
}) {
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={fieldClass}>
      {CATEGORIES.filter((category) => !(solidOnly && category === "air")).map((category) => (
        <optgroup key={category} label={MATERIAL_CATEGORY_LABELS[category]}>
          {MATERIALS.filter((material) => material.category === category).map((material) => (
            <option key={material.id} value={material.id}>
              {material.label}
            </option>
          ))}
        </optgroup>
      ))}
      {solidOnly ? null : (
        <optgroup label="Autre">
          <option value={CUSTOM_MATERIAL}>Matériau personnalisé (λ, ρ, c, μ saisis)</option>
        </optgroup>
      )}
    </select>
  );
}
