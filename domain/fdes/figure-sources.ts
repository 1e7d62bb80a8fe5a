import { formatNumber } from "../format";
import type { FigureSource, GwpByStage, SourcedFigure, TypedValue, UnreadFigure, UploadedProduct } from "./compare-fdes-api";
import { TYPED_MARK } from "./typed-values";

/** Each sourced figure as the page and the report name it (docs/product.md §5), with its unit per functional unit. */
export const FIGURE_LABELS: Record<SourcedFigure, { label: string; unit: string }> = {
  gwp: { label: "Réchauffement climatique (total)", unit: "kg CO₂ éq." },
  gwp_a1_a3: { label: "Réchauffement climatique, production", unit: "kg CO₂ éq." },
  gwp_a4_a5: { label: "Réchauffement climatique, transport et mise en œuvre", unit: "kg CO₂ éq." },
  gwp_b: { label: "Réchauffement climatique, vie en œuvre", unit: "kg CO₂ éq." },
  gwp_c: { label: "Réchauffement climatique, fin de vie", unit: "kg CO₂ éq." },
  energy: { label: "Énergie primaire totale (PERT + PENRT)", unit: "MJ" },
  pert: { label: "Énergie primaire renouvelable (PERT)", unit: "MJ" },
  penrt: { label: "Énergie primaire non renouvelable (PENRT)", unit: "MJ" },
  water: { label: "Eau douce nette", unit: "m³" },
  waste: { label: "Déchets éliminés", unit: "kg" },
  waste_hazardous: { label: "Déchets dangereux éliminés", unit: "kg" },
  waste_non_hazardous: { label: "Déchets non dangereux éliminés", unit: "kg" },
  waste_radioactive: { label: "Déchets radioactifs éliminés", unit: "kg" },
  recyclable: { label: "Matériaux destinés au recyclage", unit: "kg" },
  module_d: { label: "Réchauffement climatique, module D", unit: "kg CO₂ éq." },
  module_d_penrt: { label: "Énergie non renouvelable, module D", unit: "MJ" },
  gwp_end_of_life: { label: "Réchauffement climatique, fin de vie (C1 à C4)", unit: "kg CO₂ éq." },
  biogenic_carbon: { label: "Teneur en carbone biogénique", unit: "kg C" },
};

/** The stages of GWP in the order of the life cycle, module D last and apart (EN 15804). */
export const GWP_STAGE_COLUMNS: readonly { key: keyof GwpByStage; modules: string; label: string }[] = [
  { key: "a1_a3", modules: "A1-A3", label: "Production" },
  { key: "a4_a5", modules: "A4-A5", label: "Transport et mise en œuvre" },
  { key: "b", modules: "B1-B7", label: "Vie en œuvre" },
  { key: "c", modules: "C1-C4", label: "Fin de vie" },
  { key: "d", modules: "D", label: "Au-delà du cycle de vie" },
];

/** "A1-C4" as the page prints it: "A1 à C4". */
export function formatModules(modules: string): string {
  return modules.replace(/^([A-D]\d?)-([A-D]\d?)$/, "$1 à $2");
}

/**
 * Where a figure was read: "page 4, tableau « Impacts environnementaux », ligne « Changement climatique - total »".
 * `tableRef` names the table instead of its printed title ("tableau 1"), for a list that gives the titles once.
 */
export function formatSource(source: FigureSource, tableRef?: string): string {
  const parts = [`page ${formatNumber(source.page, 0)}`];
  if (source.table) parts.push(tableRef ? `tableau ${tableRef}` : `tableau « ${source.table} »`);
  parts.push(source.label ? `ligne « ${source.label} »` : "calculé à partir d'autres lignes");
  return parts.join(", ");
}

/** Why a figure was not read and where the reader looked: "<reason> (page 4, tableau « … », ligne « … »)". */
export function formatUnreadPlace(unread: UnreadFigure): string {
  const place = [
    unread.page === null ? null : `page ${formatNumber(unread.page, 0)}`,
    unread.table ? `tableau « ${unread.table} »` : null,
    unread.label ? `ligne « ${unread.label} »` : null,
  ].filter((part): part is string => part !== null);
  return place.length > 0 ? `${unread.reason} (${place.join(", ")})` : unread.reason;
}

/** A typed value's source: "saisi par l'utilisateur ; non lu dans la FDES : <why and where>". */
export function formatTypedSource(typed: TypedValue): string {
  return `${TYPED_MARK} ; non lu dans la FDES${typed.read ? ` : ${formatUnreadPlace(typed.read)}` : ""}`;
}

/** The value of a sourced figure in the answer's uploaded product. */
export function uploadedFigureValue(uploaded: UploadedProduct, figure: SourcedFigure): number | null {
  const { details } = uploaded;
  const stages = details.gwp_by_stage;
  const values: Record<SourcedFigure, number | null> = {
    gwp: uploaded.gwp,
    gwp_a1_a3: stages.a1_a3,
    gwp_a4_a5: stages.a4_a5,
    gwp_b: stages.b,
    gwp_c: stages.c,
    energy: uploaded.energy,
    pert: details.pert,
    penrt: details.penrt,
    water: uploaded.water,
    waste: uploaded.waste,
    waste_hazardous: details.waste_hazardous,
    waste_non_hazardous: details.waste_non_hazardous,
    waste_radioactive: details.waste_radioactive,
    recyclable: uploaded.recyclable,
    module_d: uploaded.module_d,
    module_d_penrt: details.module_d_penrt,
    gwp_end_of_life: details.gwp_end_of_life,
    biogenic_carbon: details.biogenic_carbon,
  };
  return values[figure];
}
