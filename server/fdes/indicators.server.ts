import { normalise } from "./text-lines.server";

/** The indicators the comparator reads, and the combined energy row some documents print. */
export type IndicatorId =
  "gwp" | "pert" | "penrt" | "energyTotal" | "water" | "wasteHazardous" | "wasteNonHazardous" | "wasteRadioactive" | "recyclable";

/**
 * Which indicator a row's WHOLE label names (never its first words: PERT and PENRT both start with "Utilisation
 * totale des ressources d'énergie primaire", and A2 has four "Changement climatique" rows). The EN 15804 code, when
 * printed beside the label, settles it first.
 */
/**
 * The group titles a long table prints as rows of their own, which a label may take in above its first row, or below
 * the last row of the group before (the title then ends the label: the row's own name comes first).
 */
const GROUP_TITLES =
  "indicateurs? (?:d'impacts? )?environnementaux(?: principaux| additionnels)?|impacts environnementaux|indicateurs? d'impacts?(?: environnementaux)?(?: principaux| additionnels)?|categories de dechets|flux sortants";
const GROUP_TITLE = new RegExp(`^(?:${GROUP_TITLES}|utilisation des ressources(?= utilisation))\\s+`);
const TRAILING_GROUP_TITLE = new RegExp(`\\s+(?:${GROUP_TITLES}|utilisation des ressources)$`);

/**
 * A label without the group titles it took in above or below its own name, and without the first line of the next
 * row's name when its own name ends with its code ("… renouvelables (…) (PERT) Utilisation totale des ressources
 * d'énergie primaire non"): the code closes the name, and what follows, a name's beginning with no code of its own,
 * is the next row's (whose label then holds the rest of it and that code).
 */
function ownLabel(label: string): string {
  const titled = label.replace(GROUP_TITLE, "").replace(TRAILING_GROUP_TITLE, "");
  const code = /\([a-z][a-z0-9-]{1,14}\)/.exec(titled);
  if (!code) return titled;
  const end = code.index + code[0].length;
  const name = titled.slice(0, end);
  const tail = titled.slice(end).trim();
  const head = new RegExp(HEADS.source);
  if (tail === "" || !head.test(name) || tail.search(head) !== 0 || /\([a-z][a-z0-9-]{1,14}\)/.test(tail)) return titled;
  return name;
}

/** The first words of an indicator's name: a label holding two of them is two rows read as one. */
const HEADS =
  /\b(?:dechets|(?:changement|rechauffement) climatique|utilisation (?:totale|nette|de l'energie|des ressources|de matiere|de combustibles)|(?:materiaux|composants) destines|energie fournie|appauvrissement|acidification|eutrophisation|formation d'ozone|epuisement des ressources|pollution de l|besoin en eau|emissions de particules|rayonnements ionisants|ecotoxicite|toxicite humaine|impacts lies|potentiel de rechauffement|climate change|global warming|total use of|use of net fresh water|net use of fresh water|(?:non ?- ?)?hazardous waste|radioactive waste)/g;

/**
 * True when a label names two indicators ("Déchets dangereux éliminés Déchets non dangereux"): two rows' labels given
 * to one row of values, which then belongs to neither for sure.
 */
export function namesTwoIndicators(rawLabel: string): boolean {
  const label = ownLabel(normalise(rawLabel));
  return (label.match(HEADS) ?? []).length >= 2;
}

export function indicatorOf(rawLabel: string): IndicatorId | null {
  if (namesTwoIndicators(rawLabel)) return null;
  const label = ownLabel(normalise(rawLabel)).replace(/\s*-\s*/g, " - ");
  const codes = [...label.matchAll(/(?:^|[\s(])(gwp ?- ?total|gwp|pert|penrt|fw|hwd|nhwd|rwd|mfr)(?=$|[\s),.;:+])/g)].map((match) =>
    match[1]!.replace(/\s/g, ""),
  );
  // "(PERT + PENRT)" names the combined row; any other two codes are two rows' labels read as one.
  if (codes.includes("pert") && codes.includes("penrt")) return "energyTotal";
  if (new Set(codes.map((code) => (code === "gwp-total" ? "gwp" : code))).size > 1) return null;
  switch (codes[0]) {
    case "gwp-total":
      return "gwp";
    case "pert":
      return "pert";
    case "penrt":
      return "penrt";
    case "fw":
      return "water";
    case "hwd":
      return "wasteHazardous";
    case "nhwd":
      return "wasteNonHazardous";
    case "rwd":
      return "wasteRadioactive";
    case "mfr":
      return "recyclable";
  }
  if (/stockage|teneur en carbone|carbone biogenique/.test(label)) return null;
  if (/rechauffement climatique|changement climatique|climate change|global warming|potentiel de rechauffement/.test(label)) {
    // A2's other three rows (also when a document calls them "Réchauffement climatique - fossile"…).
    if (/fossil|biogeni|sols|luluc|land use/.test(label)) return null;
    if (/(?:climatique|change)\W*total|total\W*(?:changement|rechauffement) climatique/.test(label)) return "gwp";
    // A1's single row (French or English); A2's plain "Changement climatique" only when no "- total" row exists (see
    // isPlainClimateChange).
    return /rechauffement climatique|global warming|potentiel de rechauffement/.test(label) ? "gwp" : null;
  }
  if (/besoin en eau|privation|water scarcity|deprivation/.test(label)) return null;
  if (
    /(?:utilisation|consommation) nette d'eau douce|utilisation d'eau douce nette|use of net fresh water|net use of fresh water/.test(label)
  ) {
    return "water";
  }
  // "non renouvelable", "non-renouvelable" (spaced out above as "non - renouvelable"), "non - renewable".
  if (/utilisation totale (?:des ressources d'|d')energie primaire|total use of (?:non - )?(?:renewable )?primary energy/.test(label)) {
    if (/non\s*-?\s*(?:renouvelable|renewable)/.test(label)) return "penrt";
    if (/renouvelable|renewable/.test(label)) return "pert";
    return "energyTotal";
  }
  if (/dechets? non\s*-?\s*dangereux|non - hazardous waste|non hazardous waste/.test(label)) return "wasteNonHazardous";
  if (/dechets? dangereux|hazardous waste/.test(label)) return "wasteHazardous";
  if (/dechets? radioacti|radioactive waste/.test(label)) return "wasteRadioactive";
  if (/materiaux destines au recyclage/.test(label)) return "recyclable";
  return null;
}

/** A2's "Changement climatique" without a qualifier: the GWP total when the document prints no "- total" row. */
export function isPlainClimateChange(rawLabel: string): boolean {
  const label = normalise(rawLabel);
  return (
    !namesTwoIndicators(rawLabel) &&
    /changement climatique|climate change/.test(label) &&
    !/fossil|biogeni|sols|luluc|land use|stockage|teneur/.test(label)
  );
}

/** The three parts A2 splits the GWP total into (GWP-total = fossil + biogenic + land use), read to cross-check it. */
export type GwpPart = "fossil" | "biogenic" | "luluc";

export function gwpPartOf(rawLabel: string): GwpPart | null {
  if (namesTwoIndicators(rawLabel)) return null;
  const label = normalise(rawLabel);
  const code = /(?:^|[\s(])gwp ?- ?(fossil|biogenic|luluc)\b/.exec(label)?.[1];
  if (code) return code === "fossil" ? "fossil" : code === "biogenic" ? "biogenic" : "luluc";
  if (!/(?:changement|rechauffement) climatique/.test(label) || /stockage|teneur/.test(label)) return null;
  if (/fossile/.test(label)) return "fossil";
  if (/biogeni/.test(label)) return "biogenic";
  if (/\bsols\b|luluc/.test(label)) return "luluc";
  return null;
}
