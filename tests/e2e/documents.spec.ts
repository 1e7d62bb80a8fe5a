import type { BrowserContext, Download, Page, Request } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { siteInBrowser } from "../support/site-in-browser";
import { seriousAccessibilityViolations } from "../support/accessibility";

const ADMIN_MODE_KEY = "isolenpaille_admin_mode";

const site = siteInBrowser();
let context: BrowserContext;

beforeEach(async () => {
  await site.database.pool.query("DELETE FROM document_downloads");
});

async function openDocuments(options: { adminMode?: boolean; javaScriptEnabled?: boolean } = {}): Promise<Page> {
  context = await site.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  if (options.adminMode) {
    await context.addInitScript((key) => window.localStorage.setItem(key, "true"), ADMIN_MODE_KEY);
  }
  const page = await context.newPage();
  // The page view is reported from an effect, that is once React has hydrated the page and the buttons' click
  // handlers exist: a click before that would be a plain, untracked download.
  const hydrated = options.javaScriptEnabled === false ? null : page.waitForRequest("**/api/track-page-view");
  await page.goto("/documents-techniques");
  await page.getByRole("heading", { level: 1, name: "Documents techniques" }).waitFor();
  await hydrated;
  return page;
}

/** Records, in order, the tracking requests and the downloads of a page. */
function watch(page: Page) {
  const events: string[] = [];
  const tracked: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/track-download")) {
      events.push("tracking");
      tracked.push(request);
    }
  });
  page.on("download", () => events.push("download"));
  return { events, tracked };
}

async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The downloads stored, once there are at least `count`. */
async function waitForRows(count: number) {
  const rows = async () =>
    (await site.database.pool.query("SELECT document_name, document_type, product_name, is_admin FROM document_downloads ORDER BY id"))
      .rows;
  await expect.poll(async () => (await rows()).length).toBeGreaterThanOrEqual(count);
  return rows();
}

const sheet22 = (page: Page) => page.getByRole("link", { name: "Télécharger Fiche technique Botte 22 (PDF)" });
const pressKit = (page: Page) => page.getByRole("link", { name: "Télécharger Dossier de presse 2025 (PDF)" });

describe("/documents-techniques", () => {
  it("reports a download, then serves the file", async () => {
    const page = await openDocuments();
    const { events, tracked } = watch(page);
    const [download] = await Promise.all([page.waitForEvent("download"), sheet22(page).click()]);

    expect(events).toEqual(["tracking", "download"]);
    expect(tracked[0]?.postDataJSON()).toEqual({
      documentName: "FT_Botte_22cm",
      documentType: "fiche_technique",
      productName: "Botte 22",
      isAdmin: false,
    });
    expect(download.suggestedFilename()).toBe("BOTTE_22.pdf");
    expect((await downloadedBytes(download)).subarray(0, 5).toString()).toBe("%PDF-");
    expect(await waitForRows(1)).toEqual([
      { document_name: "FT_Botte_22cm", document_type: "fiche_technique", product_name: "Botte 22", is_admin: false },
    ]);
  });

  it("still serves the file when tracking answers 500, and only logs the failure", async () => {
    const page = await openDocuments();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.route("**/api/track-download", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    const { events } = watch(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Télécharger FDES Botte 36 (PDF)" }).click(),
    ]);
    expect(events).toEqual(["tracking", "download"]);
    expect(download.suggestedFilename()).toBe("FDES_Botte_36cm.pdf");
    expect((await downloadedBytes(download)).subarray(0, 5).toString()).toBe("%PDF-");
    expect(errors.some((text) => text.includes("Error tracking download"))).toBe(true);
  });

  it("still serves the file when tracking never answers", async () => {
    const page = await openDocuments();
    // Never fulfilled: the button stops waiting after its cap and lets the download go.
    await page.route("**/api/track-download", () => undefined);
    const [download] = await Promise.all([page.waitForEvent("download"), sheet22(page).click()]);
    expect(download.suggestedFilename()).toBe("BOTTE_22.pdf");
  });

  it("tracks the press kit with name, type and product only", async () => {
    const page = await openDocuments();
    const { tracked } = watch(page);
    const [download] = await Promise.all([page.waitForEvent("download"), pressKit(page).click()]);
    expect(download.suggestedFilename()).toBe("DOSSIER_DE_PRESSE_2025.pdf");
    expect(tracked[0]?.postDataJSON()).toEqual({
      documentName: "DOSSIER_DE_PRESSE_2025.pdf",
      documentType: "dossier_presse",
      productName: "PailleMobile",
    });
  });

  it("in admin mode, does not track the press kit and marks other downloads isAdmin", async () => {
    const page = await openDocuments({ adminMode: true });
    const { tracked } = watch(page);
    const [pressDownload] = await Promise.all([page.waitForEvent("download"), pressKit(page).click()]);
    expect(pressDownload.suggestedFilename()).toBe("DOSSIER_DE_PRESSE_2025.pdf");
    expect(tracked).toHaveLength(0);

    await Promise.all([page.waitForEvent("download"), sheet22(page).click()]);
    expect(tracked).toHaveLength(1);
    expect(tracked[0]?.postDataJSON()).toMatchObject({ documentName: "FT_Botte_22cm", isAdmin: true });
    const rows = await waitForRows(1);
    expect(rows).toEqual([{ document_name: "FT_Botte_22cm", document_type: "fiche_technique", product_name: "Botte 22", is_admin: true }]);
  });

  it("downloads without JavaScript through the plain link", async () => {
    const page = await openDocuments({ javaScriptEnabled: false });
    const [download] = await Promise.all([page.waitForEvent("download"), sheet22(page).click()]);
    expect(download.suggestedFilename()).toBe("BOTTE_22.pdf");
  });

  it("shows absent files as disabled buttons, never as links", async () => {
    const page = await openDocuments();
    const argibotteSheet = page.getByRole("button", { name: /Fiche Technique en cours d'écriture/ });
    expect(await argibotteSheet.count()).toBe(1);
    expect(await argibotteSheet.isDisabled()).toBe(true);
    const guides = page.getByRole("button", { name: /Guide en préparation/ });
    expect(await guides.count()).toBe(2);
    for (const guide of await guides.all()) expect(await guide.isDisabled()).toBe(true);
    expect(await page.locator('a[href="/documents/ARGIBOTTE.pdf"]').count()).toBe(0);
    expect(await page.locator('[data-available="false"]').evaluateAll((nodes) => nodes.map((node) => node.tagName))).toEqual([
      "BUTTON",
      "BUTTON",
      "BUTTON",
    ]);
  });

  it("lists four categories, French dates, sample labels and links to /devis and /faq", async () => {
    const page = await openDocuments();
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.slice(0, 4)).toEqual([
      "Fiches techniques",
      "Déclarations environnementales (FDES)",
      "Presse",
      "Guides de mise en œuvre",
    ]);
    expect(await page.getByText(/Mis à jour le \d{1,2}(er)? \w+ \d{4}/).count()).toBeGreaterThan(0);
    expect(await page.getByText("Exemple", { exact: true }).count()).toBe(4);
    expect(await page.getByRole("link", { name: "Demander un devis" }).last().getAttribute("href")).toBe("/devis");
    expect(await page.getByRole("link", { name: "Consulter la FAQ" }).getAttribute("href")).toBe("/faq");
  });

  it("has no serious or critical accessibility violation", async () => {
    const page = await openDocuments();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
