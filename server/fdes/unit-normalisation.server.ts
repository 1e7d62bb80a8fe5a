import type { FdesExtraction, ReadValue } from "./fdes-types.server";
import type { FunctionalUnitFields } from "./functional-unit.server";
import { formatFr } from "./module-values.server";
import { parseFdesNumber } from "./parse-number.server";
import { normalise } from "./text-lines.server";

/**
 * Stage "unit normalisation" of the reader: every figure brought to 1 m² of wall at the product's R. A declaration
 * per m² keeps its figures (the comparison scales by the unit's area). One per m² at R = 1 m².K/W that prints the
 * multiplier to apply ("multiplier par 3,30") has its figures multiplied by it, and its R becomes that multiple. One
 * per m³ is multiplied by the thickness (m), one per kg by the density and the thickness; when the document does not
 * state them, every figure is left unknown. Each derived figure is said so in a warning.
 */

/** What a multiplier for the product's R can be: R of insulation products runs from 0,5 to 12 m².K/W. */
const MULTIPLIER_RANGE: [number, number] = [0.2, 20];

/** "multiplier les valeurs par 3,30", "multiplier par un facteur de 3,3": the factor printed for a unit at R = 1. */
export function printedMultiplier(text: string): number | null {
  const flat = normalise(text);
  const pattern =
    /multipl\w*\s+(?:(?:les|ces|tous les)\s+)?(?:valeurs|resultats|impacts|indicateurs|chiffres)?[^.;]{0,80}?\b(?:par|by)\s+(?:(?:un|a)\s+(?:facteur|coefficient|factor)\s+(?:de\s+|of\s+)?)?(\d+(?:[.,]\d+)?)/g;
  const found = new Set<number>();
  for (const match of flat.matchAll(pattern)) {
    // "multiplier par 3,30 (160 mm) ou par 4,10 (200 mm)": one factor per product, none for the unit alone.
    const rest = flat.slice(match.index + match[0].length).split(/[.;](?!\d)/)[0]!;
    const others = [...rest.matchAll(/\b(?:par|by)\s+(\d+(?:[.,]\d+)?)/g)].map((other) => other[1]!);
    for (const raw of [match[1]!, ...others]) {
      const value = parseFdesNumber(raw);
      if (value !== null && value >= MULTIPLIER_RANGE[0] && value <= MULTIPLIER_RANGE[1]) found.add(value);
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}

function scaled(extraction: FdesExtraction, factor: number | null): FdesExtraction {
  const scale = (value: ReadValue | null): ReadValue | null =>
    value === null || factor === null ? null : { ...value, value: value.value * factor };
  const stages = extraction.gwpByStage;
  return {
    ...extraction,
    gwp: scale(extraction.gwp),
    pert: scale(extraction.pert),
    penrt: scale(extraction.penrt),
    energy: scale(extraction.energy),
    water: scale(extraction.water),
    wasteHazardous: scale(extraction.wasteHazardous),
    wasteNonHazardous: scale(extraction.wasteNonHazardous),
    wasteRadioactive: scale(extraction.wasteRadioactive),
    waste: scale(extraction.waste),
    recyclable: scale(extraction.recyclable),
    moduleDGwp: scale(extraction.moduleDGwp),
    moduleDPenrt: scale(extraction.moduleDPenrt),
    gwpEndOfLife: scale(extraction.gwpEndOfLife),
    gwpByStage: { a1a3: scale(stages.a1a3), a4a5: scale(stages.a4a5), b: scale(stages.b), c: scale(stages.c), d: scale(stages.d) },
    biogenicCarbon: scale(extraction.biogenicCarbon),
  };
}

/**
 * True when the results are given for R = 1 m².K/W rather than for the functional unit: the text or a table's title
 * says so ("Les résultats sont exprimés pour une résistance thermique R = 1 m².K/W", "(pour R = 1 m².K/W)").
 */
export function resultsAtUnitResistance(text: string): boolean {
  const flat = normalise(text);
  return /(?:resultats|valeurs|impacts|indicateurs|results|values)[^.]{0,80}?\b(?:pour|for)\s+(?:une\s+|a\s+)?(?:(?:resistance\s+thermique|thermal\s+resistance)\s+(?:de\s+|of\s+)?)?r\s*=\s*1(?:[.,]0+)?\s*m|\((?:pour )?r\s*=\s*1(?:[.,]0+)?\s*m/.test(
    flat,
  );
}

/** Whether the unit's results are given per m² at R = 1 m².K/W: the unit says R = 1, or the text says so. */
function atUnitResistance(unit: FunctionalUnitFields, text: string): boolean {
  return unit.unit !== "m³" && unit.unit !== "kg" && !unit.declaredUnit && (unit.thermalResistance === 1 || resultsAtUnitResistance(text));
}

/**
 * The R of the product the functional unit declares: the printed multiplier when the results are given for R = 1
 * ("Résultats pour R = 1 m².K/W ; multiplier par 3,45 pour l'unité fonctionnelle"), whose R = 1 is the results' basis,
 * not the product's; else the unit's R. Seed 32 document 819: a table titled "R = 3,45" is the unit's product.
 */
export function declaredResistance(unit: FunctionalUnitFields, text: string): number | null {
  const multiplier = atUnitResistance(unit, text) ? printedMultiplier(text) : null;
  return multiplier ?? unit.thermalResistance;
}

/** The extraction brought to 1 m² of wall at the product's R (see the stage's description above). */
export function normalisedToSquareMetre(extraction: FdesExtraction, unit: FunctionalUnitFields, text: string): FdesExtraction {
  const warnings = [...extraction.warnings];
  if (atUnitResistance(unit, text)) {
    const multiplier = printedMultiplier(text);
    const declared = unit.thermalResistance !== null && unit.thermalResistance !== 1 ? unit.thermalResistance : null;
    if (multiplier !== null && declared !== null && Math.abs(multiplier - declared) > 0.005) {
      warnings.push(
        `Résultats déclarés pour R = 1 m².K/W : le multiplicateur imprimé (${formatFr(multiplier)}) diffère de la résistance de l'unité fonctionnelle (${formatFr(declared)} m².K/W) ; les valeurs ne sont pas retenues.`,
      );
      return { ...scaled(extraction, null), warnings };
    }
    const factor = multiplier ?? declared;
    if (factor === null || factor === 1) {
      return { ...extraction, functionalUnit: { ...extraction.functionalUnit, thermalResistance: 1 } };
    }
    warnings.push(
      `Résultats déclarés pour R = 1 m².K/W : valeurs multipliées par ${formatFr(factor)} ${multiplier !== null ? "comme l'indique la déclaration" : "(la résistance de l'unité fonctionnelle)"}, pour R = ${formatFr(factor)} m².K/W (valeurs dérivées, non imprimées).`,
    );
    return {
      ...scaled(extraction, factor),
      functionalUnit: { ...extraction.functionalUnit, thermalResistance: factor },
      warnings,
    };
  }
  if (!unit.declaredUnit) return extraction;
  const thicknessMm = unit.thicknessMm;
  const quantity = unit.quantity;
  let factor: number | null = null;
  if (thicknessMm !== null && quantity !== null && quantity > 0) {
    const metres = thicknessMm / 1000;
    const thickness = `${formatFr(thicknessMm)} mm`;
    if (unit.unit === "m³") {
      factor = metres / quantity;
      warnings.push(
        `Unité déclarée (${formatFr(quantity)} m³) : valeurs rapportées à 1 m² de paroi d'après l'épaisseur de ${thickness} (valeurs dérivées, non imprimées).`,
      );
    } else if (unit.unit === "kg" && unit.densityKgM3 !== null) {
      factor = (unit.densityKgM3 * metres) / quantity;
      warnings.push(
        `Unité déclarée (${formatFr(quantity)} kg) : valeurs rapportées à 1 m² de paroi d'après l'épaisseur de ${thickness} et la masse volumique de ${formatFr(unit.densityKgM3)} kg/m³ (valeurs dérivées, non imprimées).`,
      );
    }
  }
  if (factor === null) {
    warnings.push(
      `Unité déclarée (${[quantity === null ? null : formatFr(quantity), unit.unit].filter(Boolean).join(" ")}) et non fonctionnelle, sans l'épaisseur (et la masse volumique pour 1 kg) qui permettrait de rapporter les valeurs à 1 m² de paroi : les valeurs ne sont pas retenues.`,
    );
  }
  return {
    ...scaled(extraction, factor),
    functionalUnit: {
      ...extraction.functionalUnit,
      ...(factor === null ? {} : { quantity: 1, unit: "m²" }),
      thermalResistance: factor === null ? null : unit.thermalResistance,
    },
    warnings,
  };
}
