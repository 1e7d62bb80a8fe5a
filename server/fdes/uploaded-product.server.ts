import type { UploadedProduct } from "@domain/fdes/compare-fdes-api";
import { figureSources, gwpByStage } from "./figure-sources.server";
import type { FdesExtraction, ReadValue } from "./fdes-types.server";

/**
 * What the reader found in a declaration, as the compare-fdes answer names it (docs/product.md §5 "FDES comparison
 * response"). A value the declaration does not show stays `null`: nothing is estimated here.
 */
export function uploadedProduct(extraction: FdesExtraction): UploadedProduct {
  const unit = extraction.functionalUnit;
  return {
    name: extraction.productName,
    gwp: value(extraction.gwp),
    energy: value(extraction.energy),
    water: value(extraction.water),
    waste: value(extraction.waste),
    recyclable: value(extraction.recyclable),
    end_of_life: extraction.endOfLife,
    thermal_resistance: unit.thermalResistance,
    module_d: value(extraction.moduleDGwp ?? extraction.gwpByStage.d),
    details: {
      standard: extraction.standard,
      functional_unit: {
        quantity: unit.quantity,
        unit: unit.unit,
        thickness_mm: unit.thicknessMm,
        reference_service_life_years: unit.referenceServiceLifeYears,
      },
      pert: value(extraction.pert),
      penrt: value(extraction.penrt),
      waste_hazardous: value(extraction.wasteHazardous),
      waste_non_hazardous: value(extraction.wasteNonHazardous),
      waste_radioactive: value(extraction.wasteRadioactive),
      module_d_penrt: value(extraction.moduleDPenrt),
      gwp_end_of_life: value(extraction.gwpEndOfLife),
      valid_until: extraction.validUntil,
      gwp_by_stage: gwpByStage(extraction),
      biogenic_carbon: value(extraction.biogenicCarbon),
      sources: figureSources(extraction),
      unread: extraction.unread,
      variants: extraction.variants.map((variant) => ({
        id: variant.id,
        label: variant.label,
        thickness_mm: variant.thicknessMm,
        thermal_resistance: variant.thermalResistance,
      })),
      chosen_variant: extraction.chosenVariant,
      typed: {},
      warnings: extraction.warnings,
    },
  };
}

function value(read: ReadValue | null): number | null {
  return read === null ? null : read.value;
}
