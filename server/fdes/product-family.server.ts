import { FAMILY_GWP_RANGES, type InsulationFamilyId, plausibleGwp } from "../../domain/fdes/insulation-family-gwp";
import { formatFr } from "./module-values.server";
import { normalise } from "./text-lines.server";

/** The words that name a family of insulation (normalised text: lower case, no accents). */
const FAMILY_WORDS: Record<InsulationFamilyId, RegExp> = {
  glassWool: /\blaines? (?:minerales? )?de verre\b|\bglass wool\b/,
  rockWool: /\blaines? (?:minerales? )?de roche\b|\bstone wool\b|\brock wool\b/,
  eps: /\bpolystyrene expanse\b|\bpse\b/,
  pir: /\bpolyurethane\b|\bpolyisocyanurate\b|\bpir\b/,
  woodFibre: /\bfibres? de bois\b|\blaines? de bois\b/,
  cellulose: /\bouate de cellulose\b/,
  hempWool: /\blaines? de chanvre\b|\bfibres? de chanvre\b/,
  straw: /\bbottes? de paille\b|\bpaille\b/,
};

function familiesNamed(text: string): InsulationFamilyId[] {
  const normalised = normalise(text).toLowerCase();
  return (Object.keys(FAMILY_WORDS) as InsulationFamilyId[]).filter((id) => FAMILY_WORDS[id].test(normalised));
}

/**
 * The family the document says its product belongs to: the only one its first page names (title, product name), or
 * else the only one the whole document names; null when it names none or several (a comparison, a packaging).
 */
export function productFamily(pages: readonly (readonly string[])[]): InsulationFamilyId | null {
  const first = familiesNamed((pages[0] ?? []).join("\n"));
  if (first.length === 1) return first[0]!;
  if (first.length > 1) return null;
  const all = familiesNamed(pages.map((page) => page.join("\n")).join("\n"));
  return all.length === 1 ? all[0]! : null;
}

/**
 * A GWP per m² far outside the orders of magnitude of the product's family: a French warning saying why it is not
 * shown, or null when it is plausible (or nothing tells the family or the unit's R).
 */
export function implausibleGwp(
  gwp: number,
  family: InsulationFamilyId | null,
  unit: { thermalResistance: number | null; thicknessMm: number | null },
): string | null {
  if (family === null) return null;
  const bounds = plausibleGwp(FAMILY_GWP_RANGES[family], unit);
  if (bounds === null || (gwp >= bounds[0] && gwp <= bounds[1])) return null;
  return `Changement climatique : ${formatFr(gwp)} kg CO₂ éq./m² est hors des ordres de grandeur d'un produit en ${FAMILY_GWP_RANGES[family].label} (de ${formatFr(bounds[0])} à ${formatFr(bounds[1])} kg CO₂ éq./m² pour cette unité fonctionnelle, marge comprise) : une unité, une virgule ou un facteur a dû être mal lu ; la valeur n'est pas retenue.`;
}
