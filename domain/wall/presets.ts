import { PRODUCTS } from "../products";
import type { BaleProductId } from "./materials";
import type { WallRequest } from "./wall-schema";

/**
 * The walls the calculator starts from: our three bales in a timber frame with lime plaster
 * inside and wood fibre outside, a glass-wool timber frame, and a masonry wall with external insulation. The page
 * also offers them as reference walls for the comparison; the API's tests compute them.
 */

export interface WallPreset {
  id: string;
  label: string;
  /** Studs of the framed layer, for the page's width and spacing fields (the request carries their fraction). */
  studs: { widthMm: number; spacingMm: number } | null;
  request: WallRequest;
}

/** Timber studs of a prefabricated straw box: 45 mm every 600 mm. */
const STRAW_STUDS = { widthMm: 45, spacingMm: 600 };
/** A glass-wool frame: 45 mm studs every 600 mm. */
const FRAME_STUDS = { widthMm: 45, spacingMm: 600 };

function fraction(studs: { widthMm: number; spacingMm: number }): number {
  return studs.widthMm / studs.spacingMm;
}

function strawPreset(productId: BaleProductId): WallPreset {
  const product = PRODUCTS[productId];
  return {
    id: `paille-${productId}`,
    label: `${product.label} en ossature bois, enduit chaux et fibre de bois`,
    studs: STRAW_STUDS,
    request: {
      element: "wall",
      ventilatedOutside: false,
      layers: [
        { thicknessMm: 30, materialId: "lime-plaster" },
        {
          thicknessMm: product.thicknessMm,
          materialId: `${productId}-on-edge`,
          bridge: { fraction: fraction(STRAW_STUDS), materialId: "softwood-timber" },
        },
        { thicknessMm: 60, materialId: "wood-fibre-board" },
      ],
    },
  };
}

export const WALL_PRESETS: readonly WallPreset[] = [
  strawPreset("botte-22"),
  strawPreset("botte-36"),
  strawPreset("botte-46"),
  {
    id: "ossature-laine-de-verre",
    label: "Ossature bois, laine de verre 145 mm",
    studs: FRAME_STUDS,
    request: {
      element: "wall",
      ventilatedOutside: false,
      layers: [
        { thicknessMm: 13, materialId: "gypsum-plasterboard" },
        { thicknessMm: 0.2, materialId: "membrane-sd-18" },
        { thicknessMm: 145, materialId: "glass-wool", bridge: { fraction: fraction(FRAME_STUDS), materialId: "softwood-timber" } },
        { thicknessMm: 12, materialId: "osb" },
        { thicknessMm: 0.2, materialId: "membrane-sd-0-02" },
      ],
    },
  },
  {
    id: "beton-isolation-exterieure",
    label: "Voile béton, isolation par l'extérieur (PSE graphité 160 mm)",
    studs: null,
    request: {
      element: "wall",
      ventilatedOutside: false,
      layers: [
        { thicknessMm: 15, materialId: "gypsum-plaster" },
        { thicknessMm: 200, materialId: "reinforced-concrete" },
        { thicknessMm: 160, materialId: "eps-graphite" },
        { thicknessMm: 10, materialId: "lime-plaster" },
      ],
    },
  },
];

export function findPreset(id: string): WallPreset | undefined {
  return WALL_PRESETS.find((preset) => preset.id === id);
}
