import { WALL_PRESETS } from "@domain/wall/presets";

/** Starts the wall again from one of the presets (domain/wall/presets.ts). */
export function PresetPicker({ onPick }: { onPick: (presetId: string) => void }) {
  return (
    <section aria-labelledby="modeles" className="rounded-lg border border-border p-4">
      <h2 id="modeles" className="text-lg font-semibold">
        Partir d'un modèle
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {WALL_PRESETS.map((preset) => (
          <button
            key={preset.id}
            type="button"
            className="rounded-md border border-input bg-background px-3 py-2 text-left text-sm font-medium shadow-sm transition-colors hover:bg-accent hover:text-accent-foreground"
            onClick={() => onPick(preset.id)}
          >
            {preset.label}
          </button>
        ))}
      </div>
    </section>
  );
}
