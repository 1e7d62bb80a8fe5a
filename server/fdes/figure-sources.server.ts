import type { FigureSource, FigureSources, GwpByStage, SourcedFigure } from "@domain/fdes/compare-fdes-api";
import type { FdesExtraction, ReadValue } from "./fdes-types.server";

/** Each figure of the answer with the reading it comes from (docs/product.md §5 "FDES comparison response"). */
function readings(extraction: FdesExtraction): Record<SourcedFigure, ReadValue | null> {
  const stages = extraction.gwpByStage;
  return {
    gwp: extraction.gwp,
    gwp_a1_a3: stages.a1a3,
    gwp_a4_a5: stages.a4a5,
    gwp_b: stages.b,
    gwp_c: stages.c,
    energy: extraction.energy,
    pert: extraction.pert,
    penrt: extraction.penrt,
    water: extraction.water,
    waste: extraction.waste,
    waste_hazardous: extraction.wasteHazardous,
    waste_non_hazardous: extraction.wasteNonHazardous,
    waste_radioactive: extraction.wasteRadioactive,
    recyclable: extraction.recyclable,
    module_d: extraction.moduleDGwp ?? stages.d,
    module_d_penrt: extraction.moduleDPenrt,
    gwp_end_of_life: extraction.gwpEndOfLife,
    biogenic_carbon: extraction.biogenicCarbon,
  };
}

/** Where each figure that was read came from: its modules, page, table and row label; nothing for a figure not read. */
export function figureSources(extraction: FdesExtraction): FigureSources {
  const sources: FigureSources = {};
  for (const [figure, read] of Object.entries(readings(extraction)) as [SourcedFigure, ReadValue | null][]) {
    if (read === null) continue;
    const source: FigureSource = { modules: read.modules, page: read.page, table: read.table, label: read.label };
    sources[figure] = source;
  }
  return sources;
}

/**
 * GWP by stage, each value multiplied by `factor` (1 for an upload; 1 / quantity to bring our declaration to 1 m²).
 * Module D is the declaration's module D GWP whichever way it was read.
 */
export function gwpByStage(extraction: FdesExtraction, factor = 1): GwpByStage {
  const stages = extraction.gwpByStage;
  const value = (read: ReadValue | null) => (read === null ? null : read.value * factor);
  return {
    a1_a3: value(stages.a1a3),
    a4_a5: value(stages.a4a5),
    b: value(stages.b),
    c: value(stages.c),
    d: value(extraction.moduleDGwp ?? stages.d),
  };
}
