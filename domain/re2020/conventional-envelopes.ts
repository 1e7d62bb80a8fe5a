/**
 * The conventional insulation the estimate compares with (docs/decisions/0015-re2020-estimate.md): ORDERS OF MAGNITUDE,
 * never data. No conventional FDES's results table could be read: each figure is an engineering estimate (mass per m²
 * × usual factors per kg) compiled for this project with our straw reference values (domain/fdes-reference.ts), for
 * 1 m² at R = 5 m²·K/W, modules A1–C4, 50-year service life, module D apart. The page and the report label them so.
 */

export interface ConventionalInsulation {
  id: "glass-wool-frame" | "rock-wool-frame" | "eps-masonry";
  label: string;
  /** kg CO₂ eq. per m² at R = 5 (A1–C4), an order of magnitude. */
  gwpAtR5: number;
  range: readonly [number, number];
  /** kg CO₂ eq. per m² at R = 5, module D, an order of magnitude. */
  moduleDAtR5: number;
  basis: string;
}

export const CONVENTIONAL_REFERENCE_R = 5;

export const CONVENTIONAL_INSULATIONS: readonly ConventionalInsulation[] = [
  {
    id: "glass-wool-frame",
    label: "Laine de verre en ossature bois",
    gwpAtR5: 4.5,
    range: [2.5, 8],
    moduleDAtR5: -0.1,
    basis: "environ 2,6 kg/m² × 1,3 à 1,6 kg CO₂ éq./kg, enfouissement en fin de vie",
  },
  {
    id: "rock-wool-frame",
    label: "Laine de roche en ossature bois",
    gwpAtR5: 9,
    range: [6, 40],
    moduleDAtR5: -0.2,
    basis: "environ 6,8 kg/m² × 1,3 kg CO₂ éq./kg, enfouissement en fin de vie",
  },
  {
    id: "eps-masonry",
    label: "PSE sur maçonnerie (isolation par l'extérieur)",
    gwpAtR5: 10,
    range: [7, 18],
    moduleDAtR5: -0.5,
    basis: "environ 2,7 kg/m² × 3,3 à 3,6 kg CO₂ éq./kg, plus transport et pose",
  },
];

export const CONVENTIONAL_LABEL = "ordre de grandeur, non lu dans une FDES";

export const CONVENTIONAL_NOTE =
  "Isolants conventionnels : ordres de grandeur (masse par m² × facteurs usuels par kg), non lus dans une FDES, ramenés à la même résistance thermique que l'isolant choisi et comptés en totalité à l'année 0 (pas de détail par module) ; la maçonnerie et l'ossature ne sont pas comptées.";
