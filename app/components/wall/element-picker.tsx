import type { WallElement } from "~/lib/wall-url-state";

const ELEMENTS: readonly { value: WallElement; label: string }[] = [
  { value: "wall", label: "Mur" },
  { value: "roof", label: "Toiture" },
  { value: "floor", label: "Plancher" },
];

/** Wall, roof or floor: the direction of the heat flow, hence the surface resistances. */
export function ElementPicker({
  element,
  ventilatedOutside,
  onChange,
}: {
  element: WallElement;
  ventilatedOutside: boolean;
  onChange: (change: { element?: WallElement; ventilatedOutside?: boolean }) => void;
}) {
  return (
    <fieldset className="rounded-lg border border-border p-4">
      <legend className="px-1 text-lg font-semibold">Paroi</legend>
      <div className="flex flex-wrap gap-4">
        {ELEMENTS.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="element"
              value={option.value}
              checked={element === option.value}
              onChange={() => onChange({ element: option.value })}
            />
            {option.label}
          </label>
        ))}
      </div>
      <label className="mt-3 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={ventilatedOutside} onChange={(event) => onChange({ ventilatedOutside: event.target.checked })} />
        Bardage ventilé : lame d'air fortement ventilée au-delà de la dernière couche (bardage, couverture)
      </label>
    </fieldset>
  );
}
