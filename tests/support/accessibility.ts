import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * The serious and critical axe violations of the page as it is now, one line each ("rule: selectors"), so a failing
 * `expect(...).toEqual([])` names what to fix. Minor and moderate findings are left to review.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
