/**
 * The derived figures of the Business Plan dashboard (docs/product.md §3.5), pure so that the page and the tests read them
 * from one place. A rate without its denominator is null, never a division by zero.
 */

/** The period's figures of the Business Plan dashboard (server/analytics/business-plan-report.server.ts counts them). */
export interface BusinessPlanFigures {
  visitors: number;
  views: number;
  calculations: number;
  emailedCalculations: number;
  averageCost: number | null;
  qualifiedLeads: number;
  downloads: number;
  conversions: number;
}

/** Calculations e-mailed to the visitor per page view. */
export function calculationConversionRate(f: BusinessPlanFigures): number | null {
  return f.views === 0 ? null : f.emailedCalculations / f.views;
}

/** '+x% ce mois': the share of the period's page views made in the last 30 days. */
export function shareOfViewsThisMonth(period: BusinessPlanFigures, last30Days: BusinessPlanFigures): number | null {
  return period.views === 0 ? null : Math.min(1, last30Days.views / period.views);
}

/** docs/product.md §3.5 'Growth projections': the last 30 days times 12. */
export function yearlyProjections(last30Days: BusinessPlanFigures) {
  return {
    viewsPerYear: last30Days.views * 12,
    potentialRevenuePerYear: (last30Days.averageCost ?? 0) * last30Days.calculations * 12,
    qualifiedLeadsPerYear: last30Days.qualifiedLeads * 12,
  };
}
