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
 * The Commercial dashboard's funnel and its diagnostic messages (tools §2.6), pure so that the page and the tests
 * read them from one place. The spec gives the thresholds, not the wording: the messages are ours, each with the
 * figures behind it.
 */
export const FUNNEL_STEPS = [
  { key: "visitors", label: "Visiteurs" },
  { key: "productViewers", label: "Consultation Produits" },
  { key: "prospects", label: "Prospects Qualifiés" },
  { key: "quoteRequests", label: "Demandes de Devis" },
  { key: "marketValidations", label: "Validation Marché" },
] as const satisfies ReadonlyArray<{ key: keyof CommercialFigures; label: string }>;

export interface FunnelStep {
  label: string;
  count: number;
  /** Share of the step before (null for the first step, or after an empty one). */
  fromPrevious: number | null;
  /** Share of the visitors (null without visitors). */
  fromVisitors: number | null;
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function funnelSteps(f: CommercialFigures): FunnelStep[] {
  return FUNNEL_STEPS.map((step, index) => ({
    label: step.label,
    count: f[step.key] as number,
    fromPrevious: index === 0 ? null : share(f[step.key] as number, f[FUNNEL_STEPS[index - 1]!.key] as number),
    fromVisitors: share(f[step.key] as number, f.visitors),
  }));
}

/** Tools §2.6 thresholds. */
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

export function funnelDiagnostics(f: CommercialFigures): Diagnostic[] {
  const t = FUNNEL_THRESHOLDS;
  const found: Diagnostic[] = [];
  const viewing = share(f.productViewers, f.visitors);
  if (viewing !== null && viewing < t.productViewing) {
    found.push({
      id: "product-viewing",
      tone: "warning",
      text: `Peu de visiteurs consultent les produits : ${pct(viewing)} (${of(f.productViewers, f.visitors)}), sous le seuil de 30 %. Mettez les bottes en avant dès l'accueil et dans les articles.`,
    });
  }
  const qualification = share(f.prospects, f.productViewers);
  if (qualification !== null && qualification < t.qualification) {
    found.push({
      id: "qualification",
      tone: "warning",
      text: `Qualification des prospects faible : ${pct(qualification)} des visiteurs des produits se font envoyer leur calcul (${of(f.prospects, f.productViewers)}), sous le seuil de 10 %.`,
    });
  }
  const toQuote = share(f.quoteRequests, f.prospects);
  if (toQuote !== null && f.prospects > t.prospectToQuoteMinProspects && toQuote < t.prospectToQuote) {
    found.push({
      id: "prospect-to-quote",
      tone: "warning",
      text: `Peu de prospects demandent un devis : ${pct(toQuote)} (${of(f.quoteRequests, f.prospects)}), sous le seuil de 15 %. Relancez les prospects qui ont reçu leur calcul.`,
    });
  }
  const validation = share(f.marketValidations, f.quoteRequests);
  if (validation !== null && validation > t.marketValidation) {
    found.push({
      id: "market-validation",
      tone: "success",
      text: `Excellente validation marché : ${pct(validation)} (${formatNumber(f.marketValidations, 0)} utilisateurs du bordereau pour ${formatNumber(f.quoteRequests, 0)} demandes de devis), au-delà de 50 %.`,
    });
  }
  const visitorToQuote = share(f.quoteRequests, f.visitors);
  if (visitorToQuote !== null && visitorToQuote >= t.visitorToQuote) {
    found.push({
      id: "visitor-to-quote",
      tone: "success",
      text: `Excellente conversion des visiteurs en demandes de devis : ${pct(visitorToQuote)} (${of(f.quoteRequests, f.visitors)}), 10 % ou plus.`,
    });
  }
  return found;
}
