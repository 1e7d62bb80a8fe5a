import type { MonthClimate, MonthlyClimate } from "./monthly-balance";

/**
 * French monthly climates for the EN ISO 13788 balance (docs/decisions/0020-wall-moisture.md §3): the monthly means of
 * typical-year weather files of two French stations, each file read in a public repository where it is transcribed
 * whole (8,760 hours), its SHA-256 below, and reduced by scripts/monthly-climate.ts (monthly-climate-means.ts: mean
 * temperature, relative humidity of the mean vapour pressure). No Météo-France normal of humidity could be read, nor
 * the RE2020/RT 2012 climate files, nor a file for another station: the other zones have no monthly climate here, and
 * the calculator then rests on the DIN 4108-3 block method or on a climate the person types in.
 */

export const FRENCH_CLIMATE_IDS = ["lyon-bron-tmyx", "lyon-bron-iwec", "bordeaux-merignac-tmyx", "bordeaux-merignac-iwec"] as const;
export type FrenchClimateId = (typeof FRENCH_CLIMATE_IDS)[number];

export interface FrenchClimate {
  id: FrenchClimateId;
  /** What the page lists: the station and the file. */
  label: string;
  /** Station, WMO number, file, period and where the file was read, in French. */
  source: string;
  /** The file in a few words, for the verdicts' "(climat : …)". */
  file: string;
  /** January first, °C and %, rounded to 0.1. */
  months: MonthClimate[];
}

const month = (temperature: number, humidity: number): MonthClimate => ({ temperature, humidity });

const ONEBUILDING = "climate.onebuilding.org (fichier TMYx : année type assemblée de mois réels, données NCEI ISD)";
const IWEC = "ASHRAE, International Weather for Energy Calculations (IWEC, 2001)";

export const FRENCH_CLIMATES: Readonly<Record<FrenchClimateId, FrenchClimate>> = {
  "lyon-bron-tmyx": {
    id: "lyon-bron-tmyx",
    label: "Lyon-Bron (Rhône), année type 2004-2018",
    file: "TMYx 2004-2018, climate.onebuilding.org",
    source: `Lyon-Bron aéroport, OMM 074800 : fichier FRA_AR_Lyon-Bron.AP.074800_TMYx.2004-2018.epw de ${ONEBUILDING}, mois tirés des années 2004 à 2018, lu dans le dépôt public cghiaus/dm4bem (weather_data/, SHA-256 3e99dd96…) ; moyennes mensuelles calculées par le site`,
    months: [
      month(3.9, 82.3),
      month(4.2, 74.9),
      month(8.1, 64.5),
      month(12.1, 65.7),
      month(16.4, 65.5),
      month(20.8, 59.5),
      month(22.6, 59),
      month(22.3, 57),
      month(18, 68.9),
      month(13.8, 69),
      month(8.8, 81.8),
      month(4.7, 88.8),
    ],
  },
  "lyon-bron-iwec": {
    id: "lyon-bron-iwec",
    label: "Lyon-Bron (Rhône), année type IWEC",
    file: "IWEC, ASHRAE",
    source: `Lyon, OMM 074810 : fichier FRA_Lyon.074810_IWEC.epw, ${IWEC}, lu dans le dépôt public cghiaus/dm4bem (weather_data/, SHA-256 a6e49150…) ; moyennes mensuelles calculées par le site`,
    months: [
      month(3.2, 90.1),
      month(3.5, 83),
      month(8.1, 64),
      month(10.8, 68.8),
      month(15.4, 77.7),
      month(19.1, 67.6),
      month(21.5, 69.9),
      month(20.5, 64.4),
      month(16.4, 75.3),
      month(12.9, 81.2),
      month(7.1, 77.8),
      month(3.6, 92),
    ],
  },
  "bordeaux-merignac-tmyx": {
    id: "bordeaux-merignac-tmyx",
    label: "Bordeaux-Mérignac (Gironde), année type 2011-2025",
    file: "TMYx 2011-2025, climate.onebuilding.org",
    source: `Bordeaux-Mérignac aéroport, OMM 075100 : fichier FRA_AC_Bordeaux.Merignac.AP.075100_TMYx.2011-2025 de ${ONEBUILDING}, mois tirés des années 2011 à 2025, lu (converti en table Modelica .mos) dans le dépôt public ibpsa/project1-boptest (commit a8fe6406, SHA-256 a647eadf…) ; moyennes mensuelles calculées par le site`,
    months: [
      month(7.1, 88.8),
      month(8.5, 84.4),
      month(10.4, 73.4),
      month(13.3, 69),
      month(17.4, 65.8),
      month(19.4, 69.4),
      month(21.6, 68.9),
      month(22, 68),
      month(19.5, 75.3),
      month(14.4, 79.6),
      month(10.2, 87.6),
      month(7.8, 91.6),
    ],
  },
  "bordeaux-merignac-iwec": {
    id: "bordeaux-merignac-iwec",
    label: "Bordeaux-Mérignac (Gironde), année type IWEC",
    file: "IWEC, ASHRAE",
    source: `Bordeaux, OMM 075100 : fichier FRA_Bordeaux.075100_IWEC, ${IWEC}, lu (converti en table Modelica .mos) dans le dépôt public ibpsa/project1-boptest (SHA-256 34f089d9…) ; moyennes mensuelles calculées par le site`,
    months: [
      month(6.8, 86.3),
      month(6.2, 74.4),
      month(9.1, 76),
      month(12, 70.5),
      month(15.9, 71.9),
      month(18.7, 67.1),
      month(20.9, 69.6),
      month(20.8, 63),
      month(17.9, 78.4),
      month(13.8, 83.9),
      month(9.5, 82.8),
      month(6.6, 92.7),
    ],
  },
};

export function isFrenchClimateId(value: string): value is FrenchClimateId {
  return (FRENCH_CLIMATE_IDS as readonly string[]).includes(value);
}

/** The monthly climate the balance takes for a station: its months, and its label with the file. */
export function frenchMonthlyClimate(id: FrenchClimateId): MonthlyClimate {
  const climate = FRENCH_CLIMATES[id];
  return { label: `${climate.label}, ${climate.file}`, months: climate.months.map((entry) => ({ ...entry })) };
}
