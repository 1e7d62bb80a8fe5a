import type { CompareFdesResponse, OwnProductComparison } from "@domain/fdes/compare-fdes-api";

const TABLE = "Indicateurs d'impacts environnementaux";
const at = (modules: string, page: number, label: string | null) => ({ modules, page, table: TABLE, label });

function bale(name: string, r: number, gwp: number, file: string): OwnProductComparison {
  return {
    name,
    thermal_resistance: r,
    standard: "NF EN 15804+A2",
    gwp,
    gwp_reduction_percent: 40,
    energy: 300,
    energy_reduction_percent: -100,
    penrt: 20,
    water: 0.01,
    waste: 0.5,
    end_of_life: "Compostage",
    module_d: 0,
    gwp_by_stage: { a1_a3: -20, a4_a5: 0.5, b: 0, c: 21.5, d: 0 },
    biogenic_carbon: 5.5,
    sources: { gwp: at("A1-C4", 2, "Changement climatique - total") },
    is_example: true,
    document_url: `/documents/${file}`,
  };
}

/** A comparison answer of `POST /api/compare-fdes` as the page holds it: the body `POST /api/fdes-report` takes. */
export function comparisonAnswer(): CompareFdesResponse {
  return {
    ok: true,
    uploaded_product: {
      name: "Laine de verre Exemple 120 mm",
      gwp: 7.01,
      energy: 150.4,
      water: 0.05,
      waste: 2,
      recyclable: 0.1,
      end_of_life: "Mise en décharge",
      thermal_resistance: 3.75,
      module_d: -0.2,
      details: {
        standard: "NF EN 15804+A2",
        functional_unit: { quantity: 1, unit: "m²", thickness_mm: 120, reference_service_life_years: 50 },
        pert: 20.5,
        penrt: 130,
        waste_hazardous: 0.01,
        waste_non_hazardous: 1.98,
        waste_radioactive: 0.01,
        module_d_penrt: -3,
        gwp_end_of_life: 0.4,
        valid_until: "2029-05-31",
        gwp_by_stage: { a1_a3: 5.83, a4_a5: 0.41, b: 0, c: 0.77, d: -0.2 },
        biogenic_carbon: null,
        sources: {
          gwp: at("A1-C4", 4, "Changement climatique - total"),
          gwp_a1_a3: at("A1-A3", 4, "Changement climatique - total"),
          gwp_a4_a5: at("A4-A5", 4, "Changement climatique - total"),
          gwp_b: at("B1-B7", 4, "Changement climatique - total"),
          gwp_c: at("C1-C4", 4, "Changement climatique - total"),
          energy: at("A1-C4", 5, null),
          pert: at("A1-C4", 5, "Utilisation totale des ressources d'énergie primaire renouvelables"),
          penrt: at("A1-C4", 5, "Utilisation totale des ressources d'énergie primaire non renouvelables"),
          water: at("A1-C4", 5, "Utilisation nette d'eau douce"),
          module_d: at("D", 4, "Changement climatique - total"),
        },
        unread: {},
        variants: [],
        chosen_variant: null,
        typed: {},
        warnings: [],
      },
    },
    isol_en_paille_products: [bale("Botte 22", 4.6, 3.1, "FDES_Botte_22cm.pdf"), bale("Botte 36", 7.5, 2.55, "FDES_Botte_36cm.pdf")],
    closest_match: { name: "Botte 22", thermal_resistance: 4.6 },
    analysis:
      "Produit analysé : Laine de verre Exemple 120 mm (NF EN 15804+A2).\nChangement climatique : 7,01 kg CO₂ éq. pour le produit analysé.",
  };
}
