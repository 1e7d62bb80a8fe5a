import { formatEurosHT, formatKg, formatNumber, formatSquareMetres, formatTonnes } from "../format";
import { formatStorage, formatTrucks } from "../logistics";
import { formatResistance } from "../product-figures";
import { NO_RULES_RESISTANCE, THERMAL_RESISTANCE_LABELS } from "../products";
import { type CalculationResult, UNIT_LABELS } from "./calculator";

export interface ResultRow {
  key: string;
  label: string;
  value: string;
}

/** A calculation's figures as a professional reads them, for the page and the e-mail alike. */
export function resultRows(result: CalculationResult): ResultRow[] {
  const trucks = formatTrucks(result.trucks);
  return [
    { key: "product", label: "Produit", value: result.product },
    { key: "quantity", label: "Quantité saisie", value: `${formatNumber(result.quantity, 2)} ${UNIT_LABELS[result.unit]}` },
    { key: "bottles", label: "Bottes", value: formatNumber(result.bottles, 0) },
    { key: "pallets", label: "Palettes", value: formatNumber(result.pallets, 0) },
    { key: "weight", label: "Poids total", value: formatKg(result.weight) },
    {
      key: "trucks",
      label: "Transport",
      value:
        result.lastTruckFillPercent === 100
          ? `${trucks} complète${result.trucks > 1 ? "s" : ""}`
          : `${trucks}, dernière remplie à ${result.lastTruckFillPercent} %`,
    },
    { key: "surface", label: "Surface isolée", value: formatSquareMetres(result.surfaceM2, 2) },
    { key: "resistance", label: THERMAL_RESISTANCE_LABELS.declared, value: formatResistance(result.thermalResistance) },
    {
      key: "resistance-rules",
      label: THERMAL_RESISTANCE_LABELS.rules,
      value: result.rulesThermalResistance === null ? NO_RULES_RESISTANCE : formatResistance(result.rulesThermalResistance),
    },
    { key: "cost", label: "Budget indicatif", value: formatEurosHT(result.cost) },
    { key: "carbon", label: "CO₂ stocké", value: formatTonnes(result.carbonStorage, 2) },
    {
      key: "storage",
      label: "Stockage au sol",
      value: `${formatStorage(result.pallets)}, au sec`,
    },
  ];
}
