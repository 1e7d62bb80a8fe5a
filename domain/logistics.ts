import { formatNumber, formatSquareMetres } from "./format";
import { STORAGE } from "./products";

/**
 * How deliveries and site storage are written, for the calculator (page and e-mail) and the quote PDF alike.
 */

/** "1 semi-remorque", "4 semi-remorques". */
export function formatTrucks(trucks: number): string {
  return `${formatNumber(trucks, 0)} semi-remorque${trucks > 1 ? "s" : ""}`;
}

/** The ground a number of pallets takes on site: "12,5 m² au sol", from the pallet footprint of domain/products.ts. */
export function storageFloorArea(pallets: number): number {
  return pallets * STORAGE.floorAreaPerPalletM2;
}

/** "12,5 m² au sol, hauteur 2,5 m": the area and the stacking height. */
export function formatStorage(pallets: number): string {
  return `${formatSquareMetres(storageFloorArea(pallets), 2)} au sol, hauteur ${formatNumber(STORAGE.stackingHeightM, 1)} m`;
}
