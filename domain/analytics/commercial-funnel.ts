import { formatNumber } from "@domain/format";

/** The period's figures the funnel is drawn from (server/analytics/commercial-report.server.ts counts them). */
export interface CommercialFigures {
  visitors: number;
  productViewers: number;
  /** Calculator users who had their results e-mailed (distinct addresses). */
  prospects: number;
  /** E-mailed calculations. */
  qualifiedLeads: number;
  averageBudget: number | null;
  quoteRequests: number;
  /** Distinct addresses that e-mailed themselves a worksheet summary. */
  marketValidations: number;
}

/**
 * The Commercial dashboard's funnel and its diagnostic messages (docs/product.md §3.6), pure so that the page and the tests
 * read them from one place. The spec gives the thresholds, not the wording: the messages are ours, each with the
 * figures behind it.
 */
export const FUNNEL_STEPS = [
  { key: "visitors", label: "Visiteurs", within: null },
  // A day's visitors of /produits are among that day's visitors.
  { key: "productViewers", label: "Consultation Produits", within: "visitors" },
  // The steps below count other things (addresses, requests), each reachable without the step before: a calculation
  // is e-mailed from /calculateur without a look at /produits, a quote is asked for without a calculation, the
  // worksheet is used without a quote. Their ratio to the step before is no conversion (it can pass 100 %).
  { key: "prospects", label: "Prospects Qualifiés", within: null },
  { key: "quoteRequests", label: "Demandes de Devis", within: null },
  { key: "marketValidations", label: "Validation Marché", within: null },
] as const satisfies ReadonlyArray<{ key: FunnelKey; label: string; within: FunnelKey | null }>;

export type FunnelKey = "visitors" | "productViewers" | "prospects" | "quoteRequests" | "marketValidations";

/** Which step each step is a subset of (FUNNEL_STEPS' `within`). */
export type FunnelNesting = Partial<Record<FunnelKey, FunnelKey>>;

const NESTING: FunnelNesting = Object.fromEntries(FUNNEL_STEPS.flatMap((step) => (step.within ? [[step.key, step.within]] : [])));

/**
 * True when every one counted in step `part` is also counted in step `whole`: only then is their ratio a share (at
 * most 100 %). Every step is read against the visitors, the first step.
 */
export function isWithin(part: FunnelKey, whole: FunnelKey, nesting: FunnelNesting = NESTING): boolean {
  return whole === "visitors" || nesting[part] === whole;
}

export interface FunnelStep {
  label: string;
  count: number;
  /** Share of the visitors, the first step (null for the first step itself, or without visitors). */
  fromVisitors: number | null;
  /**
   * Conversion from the step before: only where this step is a subset of it (null otherwise, for the first step, or
   * after an empty step). Never above 1.
   */
  fromPrevious: number | null;
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function funnelSteps(f: CommercialFigures): FunnelStep[] {
  return FUNNEL_STEPS.map((step, index) => {
    const previous = index === 0 ? null : FUNNEL_STEPS[index - 1]!.key;
    return {
      label: step.label,
      count: f[step.key],
      fromVisitors: index === 0 ? null : share(f[step.key], f.visitors),
      fromPrevious: previous !== null && isWithin(step.key, previous) ? share(f[step.key], f[previous]) : null,
    };
  });
}

/** docs/product.md §3.6 thresholds. */
export const FUNNEL_THRESHOLDS = {
  productViewing: 0.3,
  qualification: 0.1,
  prospectToQuote: 0.15,
  prospectToQuoteMinProspects: 5,
  marketValidation: 0.5,
  visitorToQuote: 0.1,
} as const;

export interface Diagnostic {
  id: "product-viewing" | "qualification" | "prospect-to-quote" | "market-validation" | "visitor-to-quote";
  tone: "warning" | "success";
  text: string;
}

const pct = (rate: number) => `${formatNumber(rate * 100, 1)}\u00A0%`;
const of = (part: number, whole: number) => `${formatNumber(part, 0)} sur ${formatNumber(whole, 0)}`;

/**
 * The spec's five diagnostics, each on the rate it names (docs/product.md §3.6), and only when that rate is a share: the part
 * counted within the whole (a share of the visitors, or a conversion between nested steps, as the funnel shows
 * them). With the steps as counted (FUNNEL_STEPS), qualification (prospects / product viewers), prospect to quote
 * (quotes / prospects) and market validation (worksheet users / quotes) compare steps that are not nested: they are
 * not given, rather than read on a ratio that can pass 100 % ("134 %, excellente").
 */
export function funnelDiagnostics(f: CommercialFigures, nesting: FunnelNesting = NESTING): Diagnostic[] {
  const t = FUNNEL_THRESHOLDS;
  const found: Diagnostic[] = [];
  const rate = (part: FunnelKey, whole: FunnelKey) => (isWithin(part, whole, nesting) ? share(f[part], f[whole]) : null);
  const viewing = rate("productViewers", "visitors");
  if (viewing !== null && viewing < t.productViewing) {
    found.push({
      id: "product-viewing",
      tone: "warning",
      text: `Peu de visiteurs consultent les produits : ${pct(viewing)} (${of(f.productViewers, f.visitors)}), sous le seuil de 30 %. Mettez les bottes en avant dès l'accueil et dans les articles.`,
    });
  }
  const qualification = rate("prospects", "productViewers");
  if (qualification !== null && qualification < t.qualification) {
    found.push({
      id: "qualification",
      tone: "warning",
      text: `Qualification des prospects faible : ${pct(qualification)} des visiteurs des produits se font envoyer leur calcul (${of(f.prospects, f.productViewers)}), sous le seuil de 10 %.`,
    });
  }
  const toQuote = rate("quoteRequests", "prospects");
  if (toQuote !== null && f.prospects > t.prospectToQuoteMinProspects && toQuote < t.prospectToQuote) {
    found.push({
      id: "prospect-to-quote",
      tone: "warning",
      text: `Peu de prospects demandent un devis : ${pct(toQuote)} (${of(f.quoteRequests, f.prospects)}), sous le seuil de 15 %. Relancez les prospects qui ont reçu leur calcul.`,
    });
  }
  const validation = rate("marketValidations", "quoteRequests");
  if (validation !== null && validation > t.marketValidation) {
    found.push({
      id: "market-validation",
      tone: "success",
      text: `Excellente validation marché : ${pct(validation)} des demandes de devis (${of(f.marketValidations, f.quoteRequests)}), au-delà de 50 %.`,
    });
  }
  const visitorToQuote = rate("quoteRequests", "visitors");
  if (visitorToQuote !== null && visitorToQuote >= t.visitorToQuote) {
    found.push({
      id: "visitor-to-quote",
      tone: "success",
      text: `Excellente conversion des visiteurs en demandes de devis : ${pct(visitorToQuote)} (${of(f.quoteRequests, f.visitors)}), 10 % ou plus.`,
    });
  }
  return found;
}
