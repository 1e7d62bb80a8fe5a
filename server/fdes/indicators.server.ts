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

const CODE = /\([a-z][a-z0-9-]{1,14}\)/;

function withoutTitles(rawLabel: string): string {
  return normalise(rawLabel).replace(GROUP_TITLE, "").replace(TRAILING_GROUP_TITLE, "");
}

/** True when a label starts in the middle of a name ("primaire non renouvelables (…)"): its beginning is above it. */
export function startsMidName(rawLabel: string): boolean {
  const label = withoutTitles(rawLabel);
  return label !== "" && label.search(new RegExp(HEADS.source)) !== 0;
}

/**
 * A row's own name, from its label: without the group titles it took in above or below it, with the beginning of its
 * name that the row above took in (`carried`, when the label starts with no name's first words: "primaire non
 * renouvelables (…)"), and without the first line of the next row's name that it took in after its own, which is
 * returned as `fragment` for the next row. That trailing line is told by the name it follows being complete: closed
 * by its code ("… (PERT) Utilisation totale des ressources d'énergie primaire non"), or naming an indicator when what
 * follows names none, and with the next row's label, which starts in the middle of a name, makes one of ours ("…
 * matières premières) Utilisation totale des ressources d'énergie" above "primaire non renouvelables (…)"); two whole
 * names stay two rows' labels.
 */
function nameOf(rawLabel: string, carried: string | null, nextLabel: string | null): { name: string; fragment: string | null } {
  let label = withoutTitles(rawLabel);
  const head = new RegExp(HEADS.source);
  if (carried !== null && label.search(head) !== 0) label = `${carried} ${label}`;
  const code = CODE.exec(label);
  if (code) {
    const end = code.index + code[0].length;
    const name = label.slice(0, end);
    const tail = label.slice(end).trim();
    if (tail !== "" && head.test(name) && tail.search(head) === 0 && !CODE.test(tail)) return { name, fragment: tail };
    return { name: label, fragment: null };
  }
  const heads = [...label.matchAll(HEADS)];
  if (heads.length === 2 && nextLabel !== null && startsMidName(nextLabel)) {
    const last = heads[1]!.index;
    const name = label.slice(0, last).trim();
    const tail = label.slice(last);
    // The tail and the next label must make one of our indicators' names together, the tail none alone.
    const joined = classify(nameOf(nextLabel, tail, null).name);
    if (classify(name) !== null && classify(tail) === null && joined !== null) return { name, fragment: tail };
  }
  return { name: label, fragment: null };
}

/** The first words of an indicator's name: a label holding two of them is two rows read as one. */
const HEADS =
  /\b(?:dechets|(?:changement|rechauffement) climatique|utilisation (?:totale|nette|de l'energie|des ressources|de matiere|de combustibles)|(?:materiaux|composants) destines|energie fournie|appauvrissement|acidification|eutrophisation|formation d'ozone|epuisement des ressources|pollution de l|besoin en eau|emissions de particules|rayonnements ionisants|ecotoxicite|toxicite humaine|impacts lies|potentiel de rechauffement|climate change|global warming|total use of|use of net fresh water|net use of fresh water|(?:non ?- ?)?hazardous waste|radioactive waste)/g;

/**
 * True when a label names two indicators ("Déchets dangereux éliminés Déchets non dangereux"): two rows' labels given
 * to one row of values, which then belongs to neither for sure.
 */
export function namesTwoIndicators(rawLabel: string): boolean {
  return (nameOf(rawLabel, null, null).name.match(HEADS) ?? []).length >= 2;
}

/**
 * The indicator a row's label names and the beginning of the next row's name it took in (to pass to that row as
 * `carried`).
 */
export function readLabel(
  rawLabel: string,
  carried: string | null = null,
  nextLabel: string | null = null,
): { id: IndicatorId | null; fragment: string | null } {
  const { name, fragment } = nameOf(rawLabel, carried, nextLabel);
  return { id: (name.match(HEADS) ?? []).length >= 2 ? null : classify(name), fragment };
}

export function indicatorOf(rawLabel: string, carried: string | null = null): IndicatorId | null {
  return readLabel(rawLabel, carried).id;
}

/** The indicator a row's own name (normalised, one name) names. */
function classify(name: string): IndicatorId | null {
  const label = name.replace(/\s*-\s*/g, " - ");
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
